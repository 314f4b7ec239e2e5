// Properties of the stock arithmetic over random recipes and stock: buying what the shopping list says and
// taking again leaves nothing short; taking and putting back, any number of times, leaves every amount and
// lot exactly as it was (nothing drifts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeLots } from './lots';
import type { StockNeed } from './recipe-needs';
import { shoppingList } from './shopping-list';
import { NO_LOT_DETAILS, type StockLine, type StockLot, stockAmount, sumLots } from './stock-line';
import { planPutBack, planStockTake } from './stock-take';

const ITEMS = ['a', 'b', 'c', 'd'];
// Amounts as a brewer types them: up to 3 decimals (grams to the milligram).
const amount = fc.integer({ min: 1, max: 5_000_000 }).map((n) => n / 1000);

const need = fc.record({
  itemId: fc.constantFrom(...ITEMS),
  amount,
});
const needs = fc.array(need, { minLength: 1, maxLength: 12 }).map((list) =>
  list.map(
    (n): StockNeed => ({
      kind: 'fermentables',
      itemId: n.itemId,
      name: n.itemId,
      unit: 'g',
      amount: n.amount,
    }),
  ),
);

const lotArb = fc.record({
  amount,
  purchaseDate: fc.option(fc.constantFrom('2026-01-01', '2026-05-01', '2026-09-01'), { nil: null }),
  costPerUnit: fc.option(
    fc.integer({ min: 1, max: 100 }).map((n) => n / 10_000),
    { nil: null },
  ),
});
const stock = fc
  .uniqueArray(
    fc.record({ itemId: fc.constantFrom(...ITEMS), lots: fc.array(lotArb, { minLength: 1, maxLength: 4 }) }),
    {
      selector: (line) => line.itemId,
    },
  )
  .map((lines) =>
    lines.map((line): StockLine => {
      const lots: StockLot[] = line.lots.map((lot, index) => ({
        ...NO_LOT_DETAILS,
        ...lot,
        id: `${line.itemId}${index}`,
      }));
      return {
        kind: 'fermentables',
        itemId: line.itemId,
        name: line.itemId,
        supplier: null,
        amount: sumLots(lots),
        unit: 'g',
        lots,
        reorderAt: null,
        updatedAt: '',
      };
    }),
  );

const sortedLots = (lots: readonly StockLot[]) => [...lots].sort((a, b) => a.id.localeCompare(b.id));
const merge = (before: readonly StockLine[], changed: readonly Omit<StockLine, 'updatedAt'>[]) =>
  before.map((line) => {
    const now = changed.find((c) => c.itemId === line.itemId);
    return now ? { ...line, amount: now.amount, lots: now.lots } : line;
  });

describe('stock arithmetic', () => {
  it('buying the shopping list and taking again leaves nothing short', () => {
    fc.assert(
      fc.property(needs, stock, (wanted, lines) => {
        const list = shoppingList(wanted, lines);
        let next = 0;
        const bought: StockLine[] = ITEMS.flatMap((itemId) => {
          const line = lines.find((l) => l.itemId === itemId);
          const toBuy = list.find((l) => l.itemId === itemId)?.toBuy ?? 0;
          if (!line && toBuy === 0) return [];
          const lots = changeLots(line?.lots ?? [], toBuy, () => `bought${++next}`, {
            purchaseDate: '2026-11-27',
          })!;
          const base: StockLine = line ?? {
            kind: 'fermentables',
            itemId,
            name: itemId,
            supplier: null,
            amount: 0,
            unit: 'g',
            lots: [],
            reorderAt: null,
            updatedAt: '',
          };
          return [{ ...base, lots, amount: sumLots(lots) }];
        });
        const take = planStockTake(wanted, bought);
        expect(take.lines.every((line) => line.short === 0)).toBe(true);
      }),
    );
  });

  it('taking and putting back any number of times restores every amount and lot exactly', () => {
    fc.assert(
      fc.property(needs, stock, fc.integer({ min: 1, max: 5 }), (wanted, lines, rounds) => {
        let current: StockLine[] = lines;
        for (let round = 0; round < rounds; round++) {
          const take = planStockTake(wanted, current);
          const taken = merge(current, take.changed);
          const total = (ls: readonly StockLine[]) => stockAmount(ls.reduce((sum, l) => sum + l.amount, 0));
          const took = stockAmount(take.lines.reduce((sum, l) => sum + l.taken, 0));
          expect(total(taken)).toBe(stockAmount(total(current) - took));
          current = merge(
            taken,
            planPutBack({ takenAt: '', lines: take.lines }, taken).map((b) => b.line),
          );
        }
        expect(current.map((l) => ({ amount: l.amount, lots: sortedLots(l.lots) }))).toEqual(
          lines.map((l) => ({ amount: l.amount, lots: sortedLots(l.lots) })),
        );
      }),
    );
  });
});
