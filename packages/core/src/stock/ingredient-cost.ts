// What ingredients cost, from the costs the brewer gave their stock lots. An amount is priced as it would be
// taken, oldest lot first (lots.ts), each part at its lot's cost per unit; a part with no price of its own
// (a lot bought without one, or more than is in stock) is priced at the newest price the brewer gave for the
// item, the best guess of what buying it again costs. What cannot be priced at all is reported, not guessed.
import { lotsInUseOrder, takeFromLots } from './lots';
import type { StockLot } from './stock-line';

/** The cost of an amount, and how much of it had no price. */
export interface AmountCost {
  cost: number;
  /** The part of the amount that could not be priced (no lot of the item has a cost). */
  unpriced: number;
}

/** The newest price given: the cost per unit of the last lot in use order that has one, or null. */
export function latestPrice(lots: readonly StockLot[]): number | null {
  return (
    lotsInUseOrder(lots)
      .reverse()
      .find((lot) => lot.costPerUnit !== null)?.costPerUnit ?? null
  );
}

/** Prices taken parts (their own cost, else `fallback`), with what is short priced at `fallback` too. */
export function takenCost(taken: readonly StockLot[], short: number, fallback: number | null): AmountCost {
  let cost = 0;
  let unpriced = 0;
  for (const part of [...taken, { amount: short, costPerUnit: null }]) {
    const price = part.costPerUnit ?? fallback;
    if (price === null) unpriced += part.amount;
    else cost += part.amount * price;
  }
  return { cost, unpriced };
}

/** What `amount` would cost taken from these lots now. */
export function amountCost(lots: readonly StockLot[], amount: number): AmountCost {
  const take = takeFromLots(lots, amount);
  return takenCost(take.taken, take.short, latestPrice(lots));
}

/** A cost spread over the beer: per litre, and per serving of `servingLitres`. */
export function costPerVolume(
  cost: number,
  litres: number,
  servingLitres: number,
): { perLitre: number; perServing: number } | null {
  if (!(litres > 0)) return null;
  const perLitre = cost / litres;
  return { perLitre, perServing: perLitre * servingLitres };
}

/** Serving sizes a cost is shown per: bottles, cans and glasses, in litres. */
export const SERVING_SIZES = [
  { label: '330 mL bottle', litres: 0.33 },
  { label: '355 mL (12 fl oz) can', litres: 0.355 },
  { label: '500 mL bottle', litres: 0.5 },
  { label: 'US pint (473 mL)', litres: 0.473176 },
  { label: 'Imperial pint (568 mL)', litres: 0.568261 },
] as const;

/** What a list of needs costs from the stock's prices, and how many needs had no price at all. */
export function needsCost(
  needs: readonly { kind: string; itemId: string | null; name: string; unit: string; amount: number }[],
  lines: readonly { kind: string; itemId: string; unit: string; lots: readonly StockLot[] }[],
): { cost: number; unpriced: number; priced: number } {
  let cost = 0;
  let unpriced = 0;
  let priced = 0;
  for (const need of needs) {
    const line = need.itemId
      ? lines.find((l) => l.kind === need.kind && l.itemId === need.itemId)
      : undefined;
    const part = line && line.unit === need.unit ? amountCost(line.lots, need.amount) : null;
    if (!part || part.unpriced >= need.amount) unpriced += 1;
    else {
      cost += part.cost;
      priced += 1;
    }
  }
  return { cost, unpriced, priced };
}
