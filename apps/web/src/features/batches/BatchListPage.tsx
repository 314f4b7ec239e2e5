// /BatchList: the user's batches, latest first, with a status filter and the search of the other
// lists (300 ms debounce, "Data not found"), each row linking to its batch screen.
import { BATCH_STATUSES, type Batch, formatAbv } from '@wortsmith/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassNames } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonRows } from '../../components/Skeleton';
import { notifyInfo } from '../../lib/notify';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import listStyles from '../lists/List.module.css';
import { DATA_NOT_FOUND, listItemsState } from '../lists/ListScreen';
import { ListSearch } from '../lists/ListSearch';
import styles from './Batch.module.css';
import { useBatchList, useBatchSearch } from './queries';

/** The batch list screen. */
export function BatchListPage() {
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState('');
  const debounced = useDebouncedValue(term.trim());
  const { items, isPending, isFetching } = listItemsState(
    debounced,
    useBatchList(),
    useBatchSearch(debounced),
  );
  const shown = items?.filter((batch) => !status || batch.status === status);
  const answered = useRef(items);
  useEffect(() => {
    if (answered.current === items) return;
    answered.current = items;
    if (debounced && items?.length === 0) notifyInfo(DATA_NOT_FOUND);
  }, [items, debounced]);

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
        {isPending && shown === undefined ? (
          <SkeletonRows />
        ) : !shown?.length ? (
          <p className={listStyles.empty} role="status">
            {items?.length === 0 && !debounced
              ? 'No batches yet: open a recipe and choose Brew this recipe.'
              : DATA_NOT_FOUND}
          </p>
        ) : (
          <>
            <p className={listStyles.count} aria-live="polite">
              {shown.length === 1 ? '1 batch' : `${shown.length} batches`}
            </p>
            <ul className={listStyles.list}>
              {shown.map((batch) => (
                <BatchRow key={batch.id} batch={batch} />
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

function BatchRow({ batch }: { batch: Batch }) {
  return (
    <li className={`${listStyles.row} ${listStyles.plainRow}`}>
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
    </li>
  );
}
