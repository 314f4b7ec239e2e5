// /BatchList: the user's batches, latest first, with a status filter and the search of the other
// lists (300 ms debounce, "Data not found"), each row linking to its batch screen. The rows come a page
// at a time as the other lists' do; a status filter reads every page, so what it shows is all there is.
import { BATCH_STATUSES, type Batch, formatAbv } from '@wortsmith/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassNames } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { notifyInfo } from '../../lib/notify';
import { usePagedList } from '../../lib/paged-list';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import listStyles from '../lists/List.module.css';
import { DATA_NOT_FOUND } from '../lists/ListScreen';
import { ListSearch } from '../lists/ListSearch';
import { ResultCount } from '../lists/paging';
import { WindowList } from '../lists/WindowList';
import styles from './Batch.module.css';
import { batchListSource } from './queries';

const BATCH_NOUN = ['batch', 'batches'] as const;
const batchKey = (batch: Batch) => batch.id;
const batchRow = (batch: Batch) => <BatchRow batch={batch} />;

/** The batch list screen. */
export function BatchListPage() {
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState('');
  const debounced = useDebouncedValue(term.trim());
  const { items, shownTerm, count, isPending, isFetching, more } = usePagedList<Batch>(
    batchListSource,
    debounced,
  );
  const shown = status ? items?.filter((batch) => batch.status === status) : items;
  // A status is looked for in every batch: the pages still to come are read too.
  useEffect(() => {
    if (status && more.hasMore && !more.loading && !more.failed) more.loadMore();
  }, [status, more]);
  const answered = useRef(items);
  useEffect(() => {
    if (answered.current === items) return;
    answered.current = items;
    if (shownTerm && items?.length === 0) notifyInfo(DATA_NOT_FOUND);
  }, [items, shownTerm]);

  return (
    <>
      <PageHeader
        title="Batches"
        actions={
          <Link className={buttonClassNames.secondary} to="/RecipeList">
            Brew a recipe
          </Link>
        }
      />
      <ListSearch label="Search batches" term={term} onTermChange={setTerm}>
        <select
          className={styles.select}
          aria-label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">All statuses</option>
          {BATCH_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </ListSearch>
      <div
        className={listStyles.results}
        aria-busy={term.trim() !== debounced || isFetching || (isPending && shown === undefined)}
      >
        <ResultCount
          count={status ? (more.hasMore ? null : (shown?.length ?? null)) : count}
          searching={shownTerm !== ''}
          noun={BATCH_NOUN}
        />
        {(isPending && shown === undefined) || (status && !shown?.length && more.hasMore && !more.failed) ? (
          <SkeletonRows />
        ) : !shown?.length ? (
          <p className={listStyles.empty} role="status">
            {items?.length === 0 && !shownTerm
              ? 'No batches yet: open a recipe and choose Brew this recipe.'
              : DATA_NOT_FOUND}
          </p>
        ) : (
          <WindowList items={shown} itemKey={batchKey} renderItem={batchRow} more={more} />
        )}
      </div>
    </>
  );
}

function BatchRow({ batch }: { batch: Batch }) {
  return (
    <div className={listStyles.row}>
      <div className={listStyles.body}>
        <Link className={listStyles.name} to={`/Batches/${batch.id}`}>
          #{batch.number} {batch.name}
        </Link>
        <div className={listStyles.facts}>
          <span className={styles.status} data-status={batch.status}>
            {batch.status}
          </span>
          <span>
            <span className={listStyles.factLabel}>Style:</span> {batch.recipe.style}
          </span>
          {batch.brewDate && (
            <span>
              <span className={listStyles.factLabel}>Brewed:</span> {batch.brewDate}
            </span>
          )}
          {batch.measuredAbv !== null && (
            <span>
              <span className={listStyles.factLabel}>ABV:</span> {formatAbv(batch.measuredAbv)}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
