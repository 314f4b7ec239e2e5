// What the recipe screen says about stock (issue 33): each ingredient row's word ("In stock", "Short by
// 450 g", "None in stock", "Not linked to a catalogue item", "Stock is kept in packs"), and the summary of
// the whole recipe, from core's checkStock over the recipe as it stands (edits included) and the stock.
import {
  type AmountUnits,
  checkStock,
  formatStockAmount,
  type IngredientListKey,
  LIST_STOCK_KIND,
  needKey,
  type RecipeInput,
  recipeStockNeeds,
  type StockCheckLine,
  type StockLine,
  stockQuantity,
} from '@wortsmith/core';

/** A stock unit as "kept in …" says it. */
const KEPT_IN: Record<StockLine['unit'], string> = {
  g: 'grams',
  mL: 'millilitres',
  pack: 'packs',
  item: 'items',
};

/** How a row reads: its words and whether the brewer has it. */
export interface RowStock {
  text: string;
  tone: 'ok' | 'short' | 'unknown';
}

/** What a checked need reads as on a row and in the summary. */
export function stockWords(line: StockCheckLine, units: AmountUnits): RowStock {
  switch (line.status) {
    case 'in stock':
      return { text: 'In stock', tone: 'ok' };
    case 'short':
      return line.inStock > 0
        ? { text: `Short by ${formatStockAmount(line.kind, line.unit, line.short, units)}`, tone: 'short' }
        : { text: 'None in stock', tone: 'short' };
    case 'other unit':
      return { text: `Stock is kept in ${KEPT_IN[line.stockUnit ?? 'g']}`, tone: 'unknown' };
    case 'not linked':
      return { text: 'Not linked to a catalogue item', tone: 'unknown' };
  }
}

type StockRecipe = Pick<
  RecipeInput,
  'recipeFermentables' | 'recipeHops' | 'recipeMisc' | 'recipeYeasts' | 'water'
>;

/** The recipe against the stock: the checked needs, and each ingredient row's words by its id. */
export function recipeStock(recipe: StockRecipe, lines: readonly StockLine[], units: AmountUnits) {
  const check = checkStock(recipeStockNeeds(recipe), lines);
  const byKey = new Map(check.map((line) => [`${needKey(line)}|${line.unit}`, line]));
  const rows = new Map<string, RowStock>();
  for (const list of Object.keys(LIST_STOCK_KIND) as IngredientListKey[]) {
    for (const ingredient of recipe[list] as {
      id: string;
      name: string;
      quantity: number;
      unit?: string | null;
      itemId?: string | null;
    }[]) {
      const { unit } = stockQuantity(ingredient);
      const line = byKey.get(
        `${needKey({ kind: LIST_STOCK_KIND[list], itemId: ingredient.itemId ?? null, name: ingredient.name, unit })}|${unit}`,
      );
      if (line) rows.set(ingredient.id, stockWords(line, units));
    }
  }
  return { check, rows };
}
