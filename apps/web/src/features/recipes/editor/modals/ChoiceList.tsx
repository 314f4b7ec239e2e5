// The result list of an add modal: the count of what the list or search holds, one radio per catalogue
// item with its key numbers (arrow keys move the choice, as in any radio group), "No results found" when
// empty, aria-busy while a search is about to replace what is shown. The rows come a page at a time:
// more than a page is virtualised in the list's own scroll box, and the next page is asked for as the
// brewer scrolls near the end. There the arrows move the choice through every row read, not only the
// rows drawn, scrolling the box to it, and stop at either end rather than wrap.

import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { CatalogueItemBase } from '@wortsmith/core';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { PAGE_SIZE } from '../../../../lib/paged-list';
import { MoreRowsEnd, measuredOr, ResultCount, useDrawnRows } from '../../../lists/paging';
import styles from './modals.module.css';
import type { CatalogueChoices } from './use-catalogue-choices';

const ESTIMATED_CHOICE_HEIGHT = 52;
/** The result box's size where nothing is laid out (its CSS height at most). */
const UNMEASURED_BOX = { width: 0, height: 440 };
const ITEM_NOUN = ['item', 'items'] as const;

/** Props of the result list. */
export interface ChoiceListProps<T extends CatalogueItemBase> {
  name: string;
  label: string;
  /** The rows read so far and their state (useCatalogueChoices). */
  choices: CatalogueChoices<T>;
  selectedId: string | null;
  onSelect: (item: T) => void;
  /** Secondary text of an item (supplier, manufacturer), if any. */
  describe?: (item: T) => string | null | undefined;
  /** The key numbers of an item (colour, alpha acid, attenuation...), if any. */
  facts?: (item: T) => string | null | undefined;
}

/** Radio list of catalogue items. */
export function ChoiceList<T extends CatalogueItemBase>(props: ChoiceListProps<T>) {
  const { label, choices } = props;
  const { items, loading, updating, more } = choices;
  return (
    <div className={styles.results}>
      <ResultCount
        className={styles.count}
        count={choices.count}
        searching={choices.searching}
        noun={ITEM_NOUN}
      />
      {loading ? (
        <p className={styles.status} aria-busy>
          Loading…
        </p>
      ) : items.length === 0 ? (
        <p className={styles.status} aria-busy={updating}>
          No results found
        </p>
      ) : items.length > PAGE_SIZE || more.hasMore ? (
        <VirtualChoices {...props} />
      ) : (
        <div className={styles.choices}>
          <div role="radiogroup" aria-label={label} aria-busy={updating}>
            {items.map((item) => (
              <Choice key={item.id} list={props} item={item} />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/** Where a virtualised row sits (none for a plain one). */
interface RowPosition {
  ref: (element: HTMLLabelElement | null) => void;
  'data-index': number;
  style: CSSProperties;
}

/** One item's radio with its name, detail and numbers. */
function Choice<T extends CatalogueItemBase>({
  list,
  item,
  position,
}: {
  list: ChoiceListProps<T>;
  item: T;
  position?: RowPosition;
}) {
  const { name, selectedId, onSelect, describe, facts } = list;
  const detail = describe?.(item);
  const numbers = facts?.(item);
  return (
    <label className={styles.choice} data-selected={item.id === selectedId} {...position}>
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
}

/** How far each arrow key moves the choice. */
const ARROW_STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

function VirtualChoices<T extends CatalogueItemBase>(props: ChoiceListProps<T>) {
  const { label, choices, selectedId, onSelect } = props;
  const { items, updating, more } = choices;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CHOICE_HEIGHT,
    overscan: 8,
    getItemKey: (index) => items[index]?.id ?? index,
    measureElement: measuredOr(ESTIMATED_CHOICE_HEIGHT),
    // Environments without layout (tests) give the box no size: draw a boxful of rows anyway.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height ? rect : UNMEASURED_BOX)),
  });
  const rows = useDrawnRows(virtualizer, items, more);
  // The item the arrows chose, to focus once its row is drawn.
  const focusWhenDrawn = useRef<string | null>(null);
  useEffect(() => {
    const id = focusWhenDrawn.current;
    const radio =
      id && scrollRef.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(id)}"]`);
    if (!radio) return;
    radio.focus();
    focusWhenDrawn.current = null;
  });
  const moveChoice = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = items.findIndex((item) => item.id === selectedId);
    const next = Math.max(0, Math.min(items.length - 1, at + step));
    if (next === at) return;
    onSelect(items[next]!);
    focusWhenDrawn.current = items[next]!.id;
    virtualizer.scrollToIndex(next);
  };
  return (
    <div ref={scrollRef} className={styles.choices}>
      <div
        role="radiogroup"
        aria-label={label}
        aria-busy={updating}
        onKeyDown={moveChoice}
        className={styles.virtual}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => (
          <Choice
            key={row.key}
            list={props}
            item={row.item}
            position={{
              ref: virtualizer.measureElement,
              'data-index': row.index,
              style: { transform: `translateY(${row.start}px)` },
            }}
          />
        ))}
      </div>
      <MoreRowsEnd more={more} />
    </div>
  );
}
