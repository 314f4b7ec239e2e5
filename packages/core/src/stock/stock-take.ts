// Taking a batch's ingredients from stock on brew day, and putting them back. Each need takes what its stock
// line holds, oldest lot first; what is missing is recorded as short, and nothing is taken for a need that is
// linked to no item or kept in another unit. The record of what was taken keeps each lot as it was, so
// putting back restores the lines exactly, emptied lots included.

import { latestPrice, takenCost } from './ingredient-cost';
import { putBackLots, type TakenLot, takeFromLots } from './lots';
import { needKey, type StockNeed } from './recipe-needs';
import { type StockLine, stockAmount, sumLots } from './stock-line';

/** What one need took. */
export interface StockTakeLine extends StockNeed {
  /** What was taken, in the need's unit. */
  taken: number;
  /** What was needed and not there (or not comparable), in the need's unit. */
  short: number;
  /** The lots it came from, each as it was with the amount taken from it. */
  lots: TakenLot[];
  /** What was taken cost, from the lots' prices (null when none of it was priced). */
  cost: number | null;
}

/** What a batch took from stock, kept with the batch until it is put back. */
export interface StockTake {
  takenAt: string;
  lines: StockTakeLine[];
}

/** The stock lines a take changes, with their new lots, and the take's lines. */
export interface StockTakePlan {
  lines: StockTakeLine[];
  changed: StockLine[];
}

/** Plans taking the needs from the lines (only lines that change are returned). */
export function planStockTake(needs: readonly StockNeed[], stock: readonly StockLine[]): StockTakePlan {
  const lines = new Map(stock.map((line) => [needKey(line), { ...line }]));
  const changed = new Set<string>();
  const result: StockTakeLine[] = needs.map((need) => {
    const key = needKey(need);
    const line = need.itemId ? lines.get(key) : undefined;
    if (!line || line.unit !== need.unit) {
      return { ...need, taken: 0, short: need.amount, lots: [], cost: null };
    }
    const take = takeFromLots(line.lots, need.amount);
    const fallback = latestPrice(line.lots);
    line.lots = take.lots;
    line.amount = sumLots(take.lots);
    if (take.amount > 0) changed.add(key);
    const priced = takenCost(take.taken, 0, fallback);
    return {
      ...need,
      taken: take.amount,
      short: take.short,
      lots: take.taken,
      cost: take.amount > 0 && priced.unpriced < take.amount ? priced.cost : null,
    };
  });
  return { lines: result, changed: [...changed].map((key) => lines.get(key)!) };
}

/** The lines after putting a take back (only the lines it touched, created again where they are gone). */
export function planPutBack(
  take: StockTake,
  stock: readonly StockLine[],
): { line: Omit<StockLine, 'updatedAt'>; change: number }[] {
  const lines = new Map(stock.map((line) => [needKey(line), { ...line }]));
  const touched = new Map<string, { line: Omit<StockLine, 'updatedAt'>; change: number }>();
  for (const taken of take.lines) {
    if (taken.taken <= 0 || !taken.itemId) continue;
    const key = needKey(taken);
    const line = touched.get(key)?.line ??
      lines.get(key) ?? {
        kind: taken.kind,
        itemId: taken.itemId,
        name: taken.name,
        supplier: null,
        unit: taken.unit,
        amount: 0,
        lots: [],
        reorderAt: null,
      };
    line.lots = putBackLots(line.lots, taken.lots);
    line.amount = sumLots(line.lots);
    const change = stockAmount((touched.get(key)?.change ?? 0) + taken.taken);
    touched.set(key, { line, change });
  }
  return [...touched.values()];
}

/** A need that changed since the batch took its stock: what it needed at the take and needs now. */
export interface StockTakeChange {
  kind: StockNeed['kind'];
  itemId: string | null;
  name: string;
  unit: StockNeed['unit'];
  before: number;
  now: number;
}

/** What changed in the batch's needs since it took from stock (ingredients edited after brew day). */
export function stockTakeChanges(take: StockTake, needs: readonly StockNeed[]): StockTakeChange[] {
  const key = (need: Pick<StockNeed, 'kind' | 'itemId' | 'name' | 'unit'>) => `${needKey(need)}|${need.unit}`;
  const then = new Map(take.lines.map((line) => [key(line), line]));
  const changes: StockTakeChange[] = [];
  for (const need of needs) {
    const before = then.get(key(need));
    then.delete(key(need));
    if (!before || before.amount !== need.amount) {
      changes.push({
        kind: need.kind,
        itemId: need.itemId,
        name: need.name,
        unit: need.unit,
        before: before?.amount ?? 0,
        now: need.amount,
      });
    }
  }
  for (const gone of then.values()) {
    changes.push({
      kind: gone.kind,
      itemId: gone.itemId,
      name: gone.name,
      unit: gone.unit,
      before: gone.amount,
      now: 0,
    });
  }
  return changes;
}
