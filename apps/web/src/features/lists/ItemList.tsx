// Renders the rows of a list screen: each item's ListRow in the window-scrolled, paged WindowList.

import type { MoreRows } from '../../lib/paged-list';
import { ListRow, type ListRowAction } from './ListRow';
import type { ListDescriptor } from './types';
import { WindowList } from './WindowList';

/** Props of ItemList. */
export interface ItemListProps<T> {
  items: readonly T[];
  descriptor: ListDescriptor<T>;
  onDetails: (key: string) => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  /** A row action of this list before Details (keep it the same object between renders). */
  action?: ListRowAction | undefined;
  /** The next pages of the list. */
  more?: MoreRows | undefined;
}

/** The list screen's rows. */
export function ItemList<T>({ items, descriptor, more, ...handlers }: ItemListProps<T>) {
  return (
    <WindowList
      items={items}
      itemKey={descriptor.key}
      more={more}
      renderItem={(item) => (
        <ListRow
          itemKey={descriptor.key(item)}
          name={descriptor.name(item)}
          summary={descriptor.summary(item)}
          custom={descriptor.isCustom(item)}
          official={descriptor.isOfficial(item)}
          onDetails={handlers.onDetails}
          onEdit={handlers.onEdit}
          onDelete={handlers.onDelete}
          action={handlers.action}
        />
      )}
    />
  );
}
