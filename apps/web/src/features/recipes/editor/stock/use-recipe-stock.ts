// The brewer's stock against the recipe as it stands: read once when the screen opens (quietly: the card
// says so when it cannot be read, no toast), checked again on every edit of the ingredients or water.

import { useQuery } from '@tanstack/react-query';
import type { RecipeWater } from '@wortsmith/core';
import { useMemo } from 'react';
import { useAmountUnits } from '../../../../lib/preferences';
import { stockQueries } from '../../../inventory/queries';
import type { IngredientListKey, IngredientLists } from '../recipe-draft';
import { recipeStock } from './recipe-stock';

/** The brewer's stock, read quietly (a screen that shows it says itself when it cannot be read). */
export function useStockLines() {
  return useQuery(stockQueries.list({ quiet: true }));
}

/** The recipe's stock check, its rows' words, and the stock itself (undefined while it loads or failed). */
export function useRecipeStock(
  lists: { [K in IngredientListKey]: readonly IngredientLists[K][] },
  water: RecipeWater | null,
) {
  const units = useAmountUnits();
  const query = useStockLines();
  const lines = query.data;
  const checked = useMemo(
    () =>
      lines ? recipeStock({ ...lists, water } as Parameters<typeof recipeStock>[0], lines, units) : null,
    [lists, water, lines, units],
  );
  return { lines, failed: query.isError, check: checked?.check ?? [], rows: checked?.rows };
}
