// What a recipe takes from stock: each ingredient's amount in the unit its stock is kept in (grams, millilitres,
// packs or items; a recipe's teaspoons and tablespoons become millilitres), and the water's salts and acids.
// Needs of the same item merge (a malt in the mash and again as a late addition is one need), matched by the
// catalogue item an ingredient came from, or by kind, name and unit when it has none.
import { ML_PER_TBSP, ML_PER_TSP } from '../ingredient-amounts';
import type { IngredientListKey } from '../recipe-ingredients/ingredient';
import type { Recipe } from '../types';
import { ACIDS } from '../water/acids';
import { SALTS } from '../water/salts';
import { type StockKind, type StockUnit, stockAmount } from './stock-line';

/** One thing a recipe needs from stock. */
export interface StockNeed {
  kind: StockKind;
  /** The catalogue item's identity (or the salt's or acid's name); null when the ingredient is linked to none. */
  itemId: string | null;
  name: string;
  unit: StockUnit;
  amount: number;
}

/** The stock kind of each recipe ingredient list. */
export const LIST_STOCK_KIND: Readonly<Record<IngredientListKey, StockKind>> = {
  recipeFermentables: 'fermentables',
  recipeHops: 'hops',
  recipeMisc: 'miscs',
  recipeYeasts: 'yeasts',
};

/** An ingredient's amount in the unit its stock is kept in. */
export function stockQuantity(amount: { quantity: number; unit?: string | null }): {
  unit: StockUnit;
  amount: number;
} {
  switch (amount.unit) {
    case 'tsp':
      return { unit: 'mL', amount: stockAmount(amount.quantity * ML_PER_TSP) };
    case 'tbsp':
      return { unit: 'mL', amount: stockAmount(amount.quantity * ML_PER_TBSP) };
    case 'mL':
    case 'pack':
    case 'item':
      return { unit: amount.unit, amount: stockAmount(amount.quantity) };
    default:
      return { unit: 'g', amount: stockAmount(amount.quantity) };
  }
}

/** The key needs and stock lines merge by. */
export function needKey(need: Pick<StockNeed, 'kind' | 'itemId' | 'name' | 'unit'>): string {
  return need.itemId
    ? `${need.kind}:${need.itemId}`
    : `${need.kind}:?${need.name.trim().toLowerCase()}:${need.unit}`;
}

/** Merges needs of the same item (and unit), keeping the first one's name, in first-seen order. */
export function mergeNeeds(needs: readonly StockNeed[]): StockNeed[] {
  const merged = new Map<string, StockNeed>();
  for (const need of needs) {
    const key = `${needKey(need)}|${need.unit}`;
    const seen = merged.get(key);
    if (seen) seen.amount = stockAmount(seen.amount + need.amount);
    else merged.set(key, { ...need });
  }
  return [...merged.values()];
}

/** What needs read of a recipe (a saved recipe, a body or a batch's snapshot): its ingredients and water. */
type NeedsIngredient = { name: string; quantity: number; unit?: string | null; itemId?: string | null };
type NeedsRecipe = Record<IngredientListKey, readonly NeedsIngredient[]> & Pick<Recipe, 'water'>;

/** Everything a recipe takes from stock, `times` over (a count of batches), merged by item. */
export function recipeStockNeeds(recipe: NeedsRecipe, times = 1): StockNeed[] {
  const needs: StockNeed[] = [];
  for (const list of Object.keys(LIST_STOCK_KIND) as IngredientListKey[]) {
    for (const ingredient of recipe[list]) {
      const { unit, amount } = stockQuantity(ingredient);
      needs.push({
        kind: LIST_STOCK_KIND[list],
        itemId: ingredient.itemId ?? null,
        name: ingredient.name,
        unit,
        amount: stockAmount(amount * times),
      });
    }
  }
  for (const addition of recipe.water?.salts ?? []) {
    const salt = SALTS[addition.salt];
    needs.push({
      kind: 'salts',
      itemId: salt.name,
      name: salt.displayName,
      unit: 'g',
      amount: stockAmount(addition.grams * times),
    });
  }
  for (const addition of recipe.water?.acids ?? []) {
    const acid = ACIDS[addition.acid];
    needs.push({
      kind: 'acids',
      itemId: acid.name,
      name: acid.displayName,
      unit: 'mL',
      amount: stockAmount(addition.millilitres * times),
    });
  }
  return mergeNeeds(needs.filter((need) => need.amount > 0));
}
