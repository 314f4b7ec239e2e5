// One memoised row of an ingredient table: it re-renders only when its own item, its computed
// percentage or IBU, the unit or the mode change (callbacks are stable, see RecipeEditor).
import {
  formatWeight,
  quantityLabel,
  type RecipeFermentable,
  type RecipeHop,
  type RecipeMisc,
  type RecipeYeast,
  type WeightUnit,
} from '@wortsmith/core';
import { memo, Profiler } from 'react';
import { IconButton, PencilIcon, TrashIcon } from '../../../../components';
import type { IngredientListKey, IngredientLists } from '../recipe-draft';
import styles from './IngredientSection.module.css';
import { QuantityInput } from './QuantityInput';
import { onRowRender } from './row-renders';

/** Callbacks shared by every row; they must keep their identity between renders. */
export interface RowActions {
  onEdit: (list: IngredientListKey, id: string) => void;
  onDelete: (list: IngredientListKey, id: string) => void;
  onQuantity: (list: IngredientListKey, id: string, grams: number) => void;
}

/** Props of one row. */
export interface IngredientRowProps {
  list: IngredientListKey;
  item: IngredientLists[IngredientListKey];
  /** Fermentable percentage or hop IBU; undefined for misc and yeasts. */
  computed: number | undefined;
  unit: WeightUnit;
  readOnly: boolean;
  actions: RowActions;
}

function kindOf(list: IngredientListKey, item: IngredientLists[IngredientListKey]): string {
  switch (list) {
    case 'recipeHops': {
      const hop = item as RecipeHop;
      return `${hop.usageStage} · ${hop.boilTime} min · ${hop.alphaAcidContent}% AA`;
    }
    case 'recipeFermentables':
      return (item as RecipeFermentable).type;
    case 'recipeMisc':
      return (item as RecipeMisc).type;
    case 'recipeYeasts':
      return (item as RecipeYeast).type;
  }
}

function detailOf(list: IngredientListKey, item: IngredientLists[IngredientListKey]): string | null {
  if (list === 'recipeYeasts') return (item as RecipeYeast).manufacturer;
  if (list === 'recipeMisc') return null;
  return (item as RecipeFermentable | RecipeHop).supplier;
}

/** A table row: amount, name, type or stage, share or IBU, edit and delete. */
export const IngredientRow = memo(function IngredientRow({
  list,
  item,
  computed,
  unit,
  readOnly,
  actions,
}: IngredientRowProps) {
  const fermentable = list === 'recipeFermentables';
  const amount = formatWeight(item.quantity, unit, { fermentable });
  const detail = detailOf(list, item);
  return (
    <Profiler id={item.id} onRender={onRowRender}>
      <tr className={styles.row}>
        <td className={styles.amount} data-label="Amount">
          {readOnly ? (
            <span className={styles.amountText}>{amount}</span>
          ) : (
            <span className={styles.amountEdit}>
              <QuantityInput
                grams={item.quantity}
                unit={unit}
                label={`Quantity of ${item.name} ${quantityLabel(unit)}`}
                onGrams={(grams) => actions.onQuantity(list, item.id, grams)}
              />
              <span className={styles.amountText}>{amount}</span>
            </span>
          )}
        </td>
        <td className={styles.name} data-label="Name">
          <span className={styles.nameText}>{item.name}</span>
          {detail && <span className={styles.detail}>{detail}</span>}
        </td>
        <td className={styles.kind} data-label={list === 'recipeHops' ? 'Usage' : 'Type'}>
          {kindOf(list, item)}
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
