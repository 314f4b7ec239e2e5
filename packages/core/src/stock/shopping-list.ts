// The shopping list: what one or more recipes (each a number of times) and planned batches need, merged by
// item, less what is in stock. Merging happens before stock is taken off, so a malt two recipes share is
// bought once, for both.
import { mergeNeeds, needKey, type StockNeed } from './recipe-needs';
import { STOCK_KINDS, type StockLine, stockAmount } from './stock-line';

/** One line of the shopping list. */
export interface ShoppingListLine extends StockNeed {
  /** What all of them need. */
  needed: number;
  /** What is in stock (0 when the stock is in another unit or the need is linked to no item). */
  inStock: number;
  /** What to buy: what is needed less what is in stock, never below zero. */
  toBuy: number;
}

/** The shopping list of everything needed, grouped by kind in the Inventory's order, then by name. */
export function shoppingList(needs: readonly StockNeed[], lines: readonly StockLine[]): ShoppingListLine[] {
  const stock = new Map(lines.map((line) => [needKey(line), line]));
  return mergeNeeds(needs)
    .map((need) => {
      const line = need.itemId ? stock.get(needKey(need)) : undefined;
      const inStock = line && line.unit === need.unit ? line.amount : 0;
      return {
        ...need,
        needed: need.amount,
        inStock,
        toBuy: stockAmount(Math.max(0, need.amount - inStock)),
      };
    })
    .sort(
      (a, b) =>
        STOCK_KINDS.indexOf(a.kind) - STOCK_KINDS.indexOf(b.kind) ||
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
}
