// One ingredient table of the recipe screen (fermentables, hops, misc or yeasts) with its Add button,
// the yeast that sets FG marked, and the total weight under the fermentables and the hops.
import { type AmountUnits, fgYeastIndex, formatAmount, poundsHint } from '@wortsmith/core';
import { memo } from 'react';
import { Button, PlusIcon } from '../../../../components';
import type { IngredientListKey, IngredientLists } from '../recipe-draft';
import type { RowStock } from '../stock/recipe-stock';
import { IngredientRow, type RowActions } from './IngredientRow';
import styles from './IngredientSection.module.css';
import { FACTS_HEADERS } from './row-facts';

/** Headings and labels of each list. */
export const SECTION_INFO: Record<
  IngredientListKey,
  { title: string; add: string; computedHeader: string | null; empty: string; total: string | null }
> = {
  recipeFermentables: {
    title: 'Fermentables',
    add: 'Add Fermentable',
    computedHeader: '%',
    total: 'Total grain',
    empty: 'No fermentables yet.',
  },
  recipeHops: {
    title: 'Hops',
    add: 'Add Hop',
    computedHeader: 'IBU',
    total: 'Total hops',
    empty: 'No hops yet.',
  },
  recipeMisc: {
    title: 'Misc',
    add: 'Add Misc',
    computedHeader: null,
    total: null,
    empty: 'No misc yet.',
  },
  recipeYeasts: {
    title: 'Yeasts',
    add: 'Add Yeast',
    computedHeader: null,
    total: null,
    empty: 'No yeasts yet.',
  },
};

/** Props of one ingredient section. */
export interface IngredientSectionProps {
  list: IngredientListKey;
  items: readonly IngredientLists[IngredientListKey][];
  /** Percentages (fermentables) or IBUs (hops), in row order. */
  computed: readonly number[] | undefined;
  units: AmountUnits;
  readOnly: boolean;
  actions: RowActions;
  onAdd: (list: IngredientListKey) => void;
  /** Each row's stock words by ingredient id (recipe-stock.ts); absent while stock is unknown. */
  stock?: ReadonlyMap<string, RowStock> | undefined;
}

/** The table of one ingredient list. */
export const IngredientSection = memo(function IngredientSection({
  list,
  items,
  computed,
  units,
  readOnly,
  actions,
  onAdd,
  stock,
}: IngredientSectionProps) {
  const info = SECTION_INFO[list];
  const headingId = `section-${list}`;
  const fgIndex = list === 'recipeYeasts' ? fgYeastIndex(items as IngredientLists['recipeYeasts'][]) : -1;
  const grams = items.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {info.title}
          <span className={styles.count}>{items.length}</span>
        </h3>
        {!readOnly && (
          <Button variant="secondary" onClick={() => onAdd(list)}>
            <PlusIcon />
            {info.add}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{info.empty}</p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Amount</th>
                <th scope="col">Name</th>
                <th scope="col">{FACTS_HEADERS[list]}</th>
                {info.computedHeader && <th scope="col">{info.computedHeader}</th>}
                {!readOnly && (
                  <th scope="col">
                    <span className={styles.visuallyHidden}>Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <IngredientRow
                  key={item.id}
                  list={list}
                  item={item}
                  computed={info.computedHeader ? (computed?.[index] ?? 0) : undefined}
                  setsFg={index === fgIndex}
                  units={units}
                  readOnly={readOnly}
                  actions={actions}
                  stockText={stock?.get(item.id)?.text}
                  stockTone={stock?.get(item.id)?.tone}
                />
              ))}
            </tbody>
          </table>
          {info.total && (
            <p className={styles.total}>
              {`${info.total}: ${formatAmount(list, { quantity: grams }, units)}`}
              {list === 'recipeFermentables' && units.grain === 'spec' && poundsHint(grams, units.weight) && (
                <span className={styles.pounds}> · {poundsHint(grams, units.weight)}</span>
              )}
            </p>
          )}
        </>
      )}
    </section>
  );
});
