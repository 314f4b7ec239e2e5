// The rows of a page's list (the list screens, the batch list). A list of one page at most renders
// plainly; a longer one, or one whose next pages are still to come, renders only the rows near the
// viewport, using window scrolling so the page keeps its natural scrollbar (@tanstack/react-virtual),
// and asks for the next page as the brewer scrolls near the end of the rows read.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type MoreRows, PAGE_SIZE } from '../../lib/paged-list';
import styles from './List.module.css';
import { MoreRowsEnd, measuredOr, useDrawnRows } from './paging';

/** Lists longer than this (a page) are virtualised. */
export const VIRTUALIZE_THRESHOLD = PAGE_SIZE;
const ESTIMATED_ROW_HEIGHT = 104;

/** Props of WindowList. */
export interface WindowListProps<T> {
  items: readonly T[];
  /** A stable key of an item. */
  itemKey: (item: T) => string;
  /** The row of an item (inside its list item). */
  renderItem: (item: T) => ReactNode;
  /** The next pages, if the list is paged. */
  more?: MoreRows | undefined;
}

/** The rows, virtualised beyond VIRTUALIZE_THRESHOLD items or while more pages may come. */
export function WindowList<T>(props: WindowListProps<T>) {
  const { items, itemKey, renderItem, more } = props;
  const virtual = items.length > VIRTUALIZE_THRESHOLD || Boolean(more?.hasMore);
  return (
    <>
      {virtual ? (
        <VirtualRows {...props} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={itemKey(item)} className={styles.plainRow}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {more ? <MoreRowsEnd more={more} /> : null}
    </>
  );
}

function VirtualRows<T>({ items, itemKey, renderItem, more }: WindowListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
    measureElement: measuredOr(ESTIMATED_ROW_HEIGHT),
  });
  const rows = useDrawnRows(virtualizer, items, more);
  return (
    <ul
      ref={listRef}
      className={`${styles.list} ${styles.virtual}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          // The set's size is unknown (-1) while more pages may come.
          aria-setsize={more?.hasMore ? -1 : items.length}
          aria-posinset={row.index + 1}
          className={styles.virtualRow}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {renderItem(row.item)}
        </li>
      ))}
    </ul>
  );
}
