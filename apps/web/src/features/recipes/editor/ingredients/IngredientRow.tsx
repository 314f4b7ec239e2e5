// One memoised row of an ingredient table: it re-renders only when its own item, its computed
// percentage or IBU, whether it is the yeast that sets FG, the units or the mode change (callbacks are
// stable, see use-editor-modal.ts).
import { type AmountUnits, amountLabel, formatAmount, poundsHint, typedUnit } from '@wortsmith/core';
import { memo, Profiler } from 'react';
import { IconButton, PencilIcon, TrashIcon } from '../../../../components';
import { useDisplayUnits } from '../../../../lib/preferences';
import type { IngredientListKey, IngredientLists } from '../recipe-draft';
import styles from './IngredientSection.module.css';
import { QuantityInput } from './QuantityInput';
import { rowFacts, rowSource } from './row-facts';
import { onRowRender } from './row-renders';

/** Callbacks shared by every row; they must keep their identity between renders. */
export interface RowActions {
  onEdit: (list: IngredientListKey, id: string) => void;
  onDelete: (list: IngredientListKey, id: string) => void;
  /** The quantity in the ingredient's own unit: grams, or a misc's or yeast's unit. */
  onQuantity: (list: IngredientListKey, id: string, quantity: number) => void;
}

/** Props of one row. */
export interface IngredientRowProps {
  list: IngredientListKey;
  item: IngredientLists[IngredientListKey];
  /** Fermentable percentage or hop IBU; undefined for misc and yeasts. */
  computed: number | undefined;
  /** This yeast's attenuation sets the recipe's FG. */
  setsFg?: boolean;
  units: AmountUnits;
  readOnly: boolean;
  actions: RowActions;
  /** What the brewer's stock says of it ("In stock", "Short by 450 g"); absent while stock is unknown. */
  stockText?: string | undefined;
  stockTone?: 'ok' | 'short' | 'unknown' | undefined;
}

/** A table row: amount, name with supplier, the key numbers, share or IBU, edit and delete. */
export const IngredientRow = memo(function IngredientRow({
  list,
  item,
  computed,
  setsFg = false,
  units,
  readOnly,
  actions,
  stockText,
  stockTone,
}: IngredientRowProps) {
  const fermentable = list === 'recipeFermentables';
  // Pounds beside ounces where SPEC shows grain in ounces.
  const pounds = fermentable && units.grain === 'spec' ? poundsHint(item.quantity, units.weight) : null;
  const amount = (
    <>
      {formatAmount(list, item, units)}
      {pounds && <span className={styles.pounds}> · {pounds}</span>}
    </>
  );
  const source = rowSource(list, item);
  const colorUnit = useDisplayUnits().color;
  return (
    <Profiler id={item.id} onRender={onRowRender}>
      <tr className={styles.row}>
        <td className={styles.amount} data-label="Amount">
          {readOnly ? (
            <span className={styles.amountRead}>{amount}</span>
          ) : (
            <span className={styles.amountEdit}>
              <QuantityInput
                list={list}
                amount={item}
                units={units}
                label={`Quantity of ${item.name} ${amountLabel(typedUnit(list, 'unit' in item ? item.unit : undefined, units))}`}
                onQuantity={(quantity) => actions.onQuantity(list, item.id, quantity)}
              />
              <span className={styles.amountText} title="The amount the figures use">
                {amount}
              </span>
            </span>
          )}
        </td>
        <td className={styles.name} data-label="Name">
          <span className={styles.nameText} title={item.name}>
            {item.name}
          </span>
          {source && <span className={styles.detail}>{source}</span>}
          {stockText && (
            <span className={styles.stock} data-tone={stockTone}>
              {stockText}
            </span>
          )}
        </td>
        <td className={styles.kind}>
          <span>{rowFacts(list, item, colorUnit)}</span>
          {setsFg && <span className={styles.setsFg}>Sets FG</span>}
        </td>
        {computed !== undefined && (
          <td className={styles.computed} data-label={fermentable ? '%' : 'IBU'}>
            {fermentable ? `${computed.toFixed(2)} %` : `${computed.toFixed(2)} IBU`}
          </td>
        )}
        {!readOnly && (
          <td className={styles.actions}>
            <IconButton label={`Edit ${item.name}`} onClick={() => actions.onEdit(list, item.id)}>
              <PencilIcon />
            </IconButton>
            <IconButton
              label={`Delete ${item.name}`}
              tone="danger"
              onClick={() => actions.onDelete(list, item.id)}
            >
              <TrashIcon />
            </IconButton>
          </td>
        )}
      </tr>
    </Profiler>
  );
});
