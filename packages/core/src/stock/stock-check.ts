// A recipe's needs against the brewer's stock: each need says how much is there and how much is missing.
// A need meets a stock line of the same item; a line kept in another unit (packs of a yeast the recipe
// weighs in grams) cannot be compared and says so rather than guessing a pack's weight.
import { needKey, type StockNeed } from './recipe-needs';
import { type StockLine, stockAmount } from './stock-line';

/** Where a need stands. */
export type StockStatus = 'in stock' | 'short' | 'not linked' | 'other unit';

/** One need against stock. */
export interface StockCheckLine extends StockNeed {
  status: StockStatus;
  /** What is in stock of it, in the need's unit (0 when none, unlinked or in another unit). */
  inStock: number;
  /** What is missing, in the need's unit. */
  short: number;
  /** The unit the stock is kept in, when it differs from the need's. */
  stockUnit: StockLine['unit'] | null;
}

/** The stock lines by the key needs meet them by. */
export function stockByKey(lines: readonly StockLine[]): Map<string, StockLine> {
  return new Map(lines.map((line) => [needKey(line), line]));
}

/** Each need against the stock lines (amounts already spoken for, as by other needs, taken off first). */
export function checkStock(needs: readonly StockNeed[], lines: readonly StockLine[]): StockCheckLine[] {
  const stock = stockByKey(lines);
  const used = new Map<string, number>();
  return needs.map((need) => {
    const line = need.itemId ? stock.get(needKey(need)) : undefined;
    if (!need.itemId)
      return { ...need, status: 'not linked', inStock: 0, short: need.amount, stockUnit: null };
    if (line && line.unit !== need.unit) {
      return { ...need, status: 'other unit', inStock: 0, short: need.amount, stockUnit: line.unit };
    }
    const key = needKey(need);
    const available = stockAmount(Math.max(0, (line?.amount ?? 0) - (used.get(key) ?? 0)));
    const inStock = Math.min(available, need.amount);
    used.set(key, stockAmount((used.get(key) ?? 0) + inStock));
    const short = stockAmount(need.amount - inStock);
    return {
      ...need,
      status: short > 0 ? 'short' : 'in stock',
      inStock: stockAmount(available),
      short,
      stockUnit: null,
    };
  });
}
