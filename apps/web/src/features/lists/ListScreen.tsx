// The one list screen (SPEC §2.4) behind all six lists: title, Add new, a search box (300 ms debounce,
// 1+ characters; clearing it shows everything again), "Data not found" (info toast and inline text)
// for an empty search, a first-use empty state ("No recipes yet" and a Create button) for an empty
// list, the rows (a click opens the details), and delete behind a confirmation. The rows come a page
// at a time (the first at once, the next as the brewer scrolls) with the count of the whole list or
// search beside the search box.
import { Tooltip } from 'radix-ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassNames } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PlusIcon } from '../../components/Icons';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { notifyInfo } from '../../lib/notify';
import { type PagedListSource, usePagedList } from '../../lib/paged-list';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ItemList } from './ItemList';
import styles from './List.module.css';
import type { ListRowAction } from './ListRow';
import { ListSearch } from './ListSearch';
import { ResultCount } from './paging';
import type { ListDescriptor } from './types';

/** Info message for an empty result (SPEC §2.4). */
export const DATA_NOT_FOUND = 'Data not found';

const ITEM_NOUN = ['item', 'items'] as const;

/** Props of ListScreen. */
export interface ListScreenProps<T> {
  title: string;
  addPath: string;
  /** The first-use text when there is nothing yet; "No {title in lower case} yet" by default. */
  emptyText?: string;
  /** Accessible name of the search box, e.g. "Search hops". */
  searchLabel: string;
  descriptor: ListDescriptor<T>;
  /** Where the rows come from, a page at a time: the list, or a search for the term. */
  source: PagedListSource;
  /** Deletes after the user confirmed; the caller toasts the outcome and refreshes the list. */
  onDelete: (item: T) => Promise<unknown>;
  /** More header buttons beside Add new (Import, Export). */
  actions?: ReactNode;
  /** A row action before Details, acting on the row's item (the recipe list's "Brew"). */
  rowAction?: { label: (name: string) => string; icon: ReactNode; onAction: (item: T) => void };
}

/** A list screen for any kind of item. */
export function ListScreen<T>({
  title,
  addPath,
  emptyText = `No ${title.toLowerCase()} yet`,
  searchLabel,
  descriptor,
  source,
  onDelete,
  actions,
  rowAction,
}: ListScreenProps<T>) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim());
  const { items, shownTerm, count, isPending, isError, isFetching, more } = usePagedList<T>(
    source,
    debounced,
  );
  // The rows shown answer a search (a previous term's rows stay until the next term's are in).
  const searching = shownTerm !== '';
  // The rows on screen are not yet the answer to what is typed: marked busy for assistive technology
  // (and dimmed) until the debounce has passed and the results are in.
  const updating = term.trim() !== debounced || isFetching;
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);

  const byKey = useMemo(
    () => new Map((items ?? []).map((item) => [descriptor.key(item), item])),
    [items, descriptor],
  );
  const empty = items !== undefined && items.length === 0;

  // Each answer is a new array from the query cache (a refetch with the same content keeps it), so a
  // change of `items` marks a new answer: "zz" then "zzz" toasts twice, a re-render never does. Items
  // that are not a new answer (the unfiltered list still shown as a search starts) toast nothing.
  const answered = useRef(items);
  useEffect(() => {
    if (answered.current === items) return;
    answered.current = items;
    if (searching && empty) notifyInfo(DATA_NOT_FOUND);
  }, [items, searching, empty]);

  const handlers = useMemo(
    () => ({
      onDetails: (key: string) => {
        const item = byKey.get(key);
        if (item !== undefined) navigate(descriptor.detailsPath(item));
      },
      onEdit: (key: string) => {
        const item = byKey.get(key);
        if (item !== undefined) navigate(descriptor.editPath(item));
      },
      onDelete: (key: string) => setPendingDelete(byKey.get(key) ?? null),
    }),
    [byKey, descriptor, navigate],
  );

  // The rows are memoised: the action is rebuilt only when the items or the screen's action change.
  const action = useMemo<ListRowAction | undefined>(
    () =>
      rowAction && {
        label: rowAction.label,
        icon: rowAction.icon,
        onAction: (key: string) => {
          const item = byKey.get(key);
          if (item !== undefined) rowAction.onAction(item);
        },
      },
    [rowAction, byKey],
  );

  const confirmDelete = () => {
    const item = pendingDelete;
    setPendingDelete(null);
    if (item !== null) onDelete(item).catch(() => undefined);
  };

  return (
    <Tooltip.Provider delayDuration={200}>
      <PageHeader
        title={title}
        actions={
          <>
            {actions}
            <Link className={buttonClassNames.primary} to={addPath}>
              <PlusIcon />
              Add new
            </Link>
          </>
        }
      />
      <ListSearch label={searchLabel} term={term} onTermChange={setTerm} />
      <div className={styles.results} aria-busy={updating || (isPending && items === undefined)}>
        <ResultCount count={count} searching={searching} noun={ITEM_NOUN} />
        {isPending && items === undefined ? (
          <SkeletonRows />
        ) : isError && items === undefined ? (
          <p className={styles.empty}>
            {searching ? 'The search could not be completed.' : 'The list could not be loaded.'}
          </p>
        ) : empty && !searching ? (
          <div className={styles.firstUse} role="status">
            <p className={styles.firstUseText}>{emptyText}</p>
            <Link className={buttonClassNames.primary} to={addPath}>
              <PlusIcon />
              Create
            </Link>
          </div>
        ) : empty ? (
          <p className={styles.empty} role="status">
            {DATA_NOT_FOUND}
          </p>
        ) : (
          <ItemList items={items ?? []} descriptor={descriptor} {...handlers} action={action} more={more} />
        )}
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={pendingDelete === null ? 'Delete' : `Delete ${descriptor.name(pendingDelete)}?`}
        text="This cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
      />
    </Tooltip.Provider>
  );
}
