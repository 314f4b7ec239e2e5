// The result list of an add modal: one radio per catalogue item with its key numbers (arrow keys move
// the choice, as in any radio group), "No results found" when empty,
// aria-busy while a search is about to replace what is shown.
import type { CatalogueItemBase } from '@wortsmith/core';
import styles from './modals.module.css';

/** Props of the result list. */
export interface ChoiceListProps<T extends CatalogueItemBase> {
  name: string;
  label: string;
  items: readonly T[];
  loading: boolean;
  /** The items shown are about to be replaced by the answer to the typed search. */
  updating: boolean;
  selectedId: string | null;
  onSelect: (item: T) => void;
  /** Secondary text of an item (supplier, manufacturer), if any. */
  describe?: (item: T) => string | null | undefined;
  /** The key numbers of an item (colour, alpha acid, attenuation...), if any. */
  facts?: (item: T) => string | null | undefined;
}

/** Radio list of catalogue items. */
export function ChoiceList<T extends CatalogueItemBase>({
  name,
  label,
  items,
  loading,
  updating,
  selectedId,
  onSelect,
  describe,
  facts,
}: ChoiceListProps<T>) {
  if (loading)
    return (
      <p className={styles.status} aria-busy>
        Loading…
      </p>
    );
  if (items.length === 0)
    return (
      <p className={styles.status} aria-busy={updating}>
        No results found
      </p>
    );
  return (
    <div role="radiogroup" aria-label={label} aria-busy={updating} className={styles.choices}>
      {items.map((item) => {
        const detail = describe?.(item);
        const numbers = facts?.(item);
        return (
          <label key={item.id} className={styles.choice} data-selected={item.id === selectedId}>
            <input
              type="radio"
              name={name}
              value={item.id}
              checked={item.id === selectedId}
              onChange={() => onSelect(item)}
            />
            <span className={styles.choiceName}>{item.name}</span>
            {detail ? <span className={styles.choiceDetail}>{detail}</span> : null}
            {numbers ? <span className={styles.choiceFacts}>{numbers}</span> : null}
          </label>
        );
      })}
    </div>
  );
}
