// The parts every paged list shares (the list screens, the batch list, the add modals): the count of
// what the list or search holds, said politely to assistive technology; the next page asked for once
// the rows drawn come near the end of those read; and the list's end, a "Load more" button while the
// server has more (the way on after a failed page, and for whoever prefers a button to scrolling).
import type { Virtualizer } from '@tanstack/react-virtual';
import { type Key, useEffect } from 'react';
import { Button } from '../../components/Button';
import { countText, type MoreRows } from '../../lib/paged-list';
import styles from './List.module.css';

/** The next page is asked for when the rows drawn reach this many from the end of those read. */
export const NEAR_END_ROWS = 20;

/** Props of ResultCount. */
export interface ResultCountProps {
  /** Null says nothing (not yet known, or nothing to count). */
  count: number | null;
  searching: boolean;
  /** What the rows are, one and many ("item", "items"); a search counts matches. */
  noun: readonly [one: string, many: string];
  className?: string;
}

/** "37 items", "1 match", "More than 1,000 matches": a polite live region, there even when empty. */
export function ResultCount({ count, searching, noun, className = styles.count }: ResultCountProps) {
  const [one, many] = searching ? (['match', 'matches'] as const) : noun;
  return (
    <p className={className} aria-live="polite">
      {count === null || count === 0 ? '' : countText(count, one, many)}
    </p>
  );
}

/** A drawn row of a virtualised list: its item, key, index and offset. */
export interface DrawnRow<T> {
  item: T;
  key: Key;
  index: number;
  start: number;
}

/**
 * The rows `virtualizer` draws with their items; asks for the next page once the last of them is
 * near the end of the rows read.
 */
export function useDrawnRows<T>(
  virtualizer: Pick<Virtualizer<never, Element>, 'getVirtualItems'>,
  items: readonly T[],
  more: MoreRows | undefined,
): DrawnRow<T>[] {
  const rows = virtualizer.getVirtualItems();
  const lastDrawn = rows.at(-1)?.index;
  const read = items.length;
  // Looked at again whenever the rows drawn or read change, not only when "near the end" turns true: a
  // page answered at once (from a cache) may never show as loading, and the end is near again.
  useEffect(() => {
    const wanted = lastDrawn !== undefined && lastDrawn >= read - NEAR_END_ROWS;
    // A failed page is not asked for again on its own: the button at the end does (one toast per failure).
    if (wanted && more?.hasMore && !more.loading && !more.failed) more.loadMore();
  }, [lastDrawn, read, more]);
  return rows.flatMap(({ key, index, start }) => {
    const item = items[index];
    return item === undefined ? [] : [{ item, key, index, start }];
  });
}

/** A row's measured height, or `estimate` where nothing is laid out (tests), so no row collapses. */
export const measuredOr = (estimate: number) => (element: Element) =>
  element.getBoundingClientRect().height || estimate;

/** The end of a paged list: "Load more" while the server has more, busy while a page is read. */
export function MoreRowsEnd({ more, className = styles.more }: { more: MoreRows; className?: string }) {
  if (!more.hasMore) return null;
  return (
    <div className={className}>
      <Button variant="secondary" pending={more.loading} onClick={more.loadMore}>
        Load more
      </Button>
    </div>
  );
}
