// Renders the rows of a list screen. Short lists render plainly; long ones (the catalogue can hold
// thousands of items, all loaded at once) render only the rows near the viewport, using window
// scrolling so the page keeps its natural scrollbar (@tanstack/react-virtual).
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import styles from './List.module.css';
import { ListRow, type ListRowAction } from './ListRow';
import type { ListDescriptor } from './types';

/** Lists longer than this are virtualised. */
export const VIRTUALIZE_THRESHOLD = 100;
const ESTIMATED_ROW_HEIGHT = 104;

/** Props of ItemList. */
export interface ItemListProps<T> {
  items: readonly T[];
  descriptor: ListDescriptor<T>;
  onDetails: (key: string) => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  /** A row action of this list before Details (keep it the same object between renders). */
  action?: ListRowAction | undefined;
}

function Row<T>({ item, ...props }: Omit<ItemListProps<T>, 'items'> & { item: T }) {
  const { descriptor } = props;
  return (
    <ListRow
      itemKey={descriptor.key(item)}
      name={descriptor.name(item)}
      summary={descriptor.summary(item)}
      custom={descriptor.isCustom(item)}
      official={descriptor.isOfficial(item)}
      onDetails={props.onDetails}
      onEdit={props.onEdit}
      onDelete={props.onDelete}
      action={props.action}
    />
  );
}

/** The rows, virtualised beyond VIRTUALIZE_THRESHOLD items. */
export function ItemList<T>(props: ItemListProps<T>) {
  if (props.items.length <= VIRTUALIZE_THRESHOLD) {
    return (
      <ul className={styles.list}>
        {props.items.map((item) => (
          <li key={props.descriptor.key(item)} className={styles.plainRow}>
            <Row {...props} item={item} />
          </li>
        ))}
      </ul>
    );
  }
  return <VirtualItemList {...props} />;
}

function VirtualItemList<T>({ items, ...props }: ItemListProps<T>) {
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
      return item === undefined ? index : props.descriptor.key(item);
    },
    // Environments without layout (tests) report 0: keep the estimate rather than collapsing every row.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_ROW_HEIGHT,
  });
  return (
    <ul
      ref={listRef}
      className={`${styles.list} ${styles.virtual}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className={styles.virtualRow}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <Row {...props} item={item} />
          </li>
        );
      })}
    </ul>
  );
}
