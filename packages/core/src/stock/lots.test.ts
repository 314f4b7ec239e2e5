import { describe, expect, it } from 'vitest';
import { lotsInUseOrder, putBackLots, takeFromLots } from './lots';
import { NO_LOT_DETAILS, type StockLot, stockAmountText } from './stock-line';

const lot = (id: string, amount: number, details: Partial<StockLot> = {}): StockLot => ({
  ...NO_LOT_DETAILS,
  id,
  amount,
  ...details,
});

describe('putting back what was taken', () => {
  it.each([
    ['undated lots', [lot('a', 3000), lot('b', 2000)], 4500],
    [
      'dated lots',
      [lot('a', 100, { bestBefore: '2027-01-01' }), lot('b', 50, { bestBefore: '2028-01-01' })],
      120,
    ],
    ['every lot emptied', [lot('a', 30), lot('b', 20)], 50],
    ['a part of one lot', [lot('a', 30), lot('b', 20)], 10],
  ])('restores %s exactly, in their order of use', (_what, lots, amount) => {
    const take = takeFromLots(lots, amount);
    expect(putBackLots(take.lots, take.taken)).toEqual(lots);
    expect(lotsInUseOrder(putBackLots(take.lots, take.taken))).toEqual(lotsInUseOrder(lots));
  });
});

describe('an amount in a message', () => {
  it.each([
    [500, 'g', '500 g'],
    [12.3456, 'mL', '12.346 mL'],
    [1, 'pack', '1 pack'],
    [3, 'item', '3 items'],
  ] as const)('states %s %s as "%s"', (amount, unit, text) => {
    expect(stockAmountText(amount, unit)).toBe(text);
  });
});
