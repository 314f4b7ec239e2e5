// How stock moves between lots. Stock is used oldest first, as a brewery rotates it (first expiring, first
// out): the lot whose best-before comes first, then the one made or bought first, lots without dates last,
// and among equals the one kept longest. Additions go to a new lot when the brewer describes one (a
// purchase), otherwise to the newest lot. Emptied lots are dropped; what a batch took remembers the lots it
// came from, so putting it back restores them exactly.
import { NO_LOT_DETAILS, type StockLot, type StockLotDetails, stockAmount, sumLots } from './stock-line';

/** A lot's place in the order stock is used: best-before, then production, then purchase date. */
function lotAge(lot: StockLot): string {
  return lot.bestBefore ?? lot.productionDate ?? lot.purchaseDate ?? '\uffff';
}

/** The lots in the order they are used, oldest first (see the module comment); a stable order. */
export function lotsInUseOrder(lots: readonly StockLot[]): StockLot[] {
  return lots
    .map((lot, index) => ({ lot, index }))
    .sort((a, b) =>
      lotAge(a.lot) < lotAge(b.lot) ? -1 : lotAge(a.lot) > lotAge(b.lot) ? 1 : a.index - b.index,
    )
    .map(({ lot }) => lot);
}

/** What was taken from one lot: the lot as it was (details and id) with the amount taken. */
export type TakenLot = StockLot;

/** The outcome of taking an amount from lots. */
export interface LotTake {
  /** The lots left, emptied ones dropped, in their kept order. */
  lots: StockLot[];
  /** What came from each lot, in the order taken. */
  taken: TakenLot[];
  /** How much was taken in all. */
  amount: number;
  /** What was asked for and not there. */
  short: number;
}

/** Takes up to `amount` from the lots, oldest first. */
export function takeFromLots(lots: readonly StockLot[], amount: number): LotTake {
  let wanted = stockAmount(amount);
  const remaining = new Map(lots.map((lot) => [lot.id, lot.amount]));
  const taken: TakenLot[] = [];
  for (const lot of lotsInUseOrder(lots)) {
    if (wanted <= 0) break;
    const part = stockAmount(Math.min(lot.amount, wanted));
    if (part <= 0) continue;
    taken.push({ ...lot, amount: part });
    remaining.set(lot.id, stockAmount(lot.amount - part));
    wanted = stockAmount(wanted - part);
  }
  const left = lots
    .map((lot) => ({ ...lot, amount: remaining.get(lot.id) ?? lot.amount }))
    .filter((lot) => lot.amount > 0);
  return { lots: left, taken, amount: sumLots(taken), short: Math.max(0, wanted) };
}

/**
 * Puts taken amounts back into their lots, recreating emptied ones as they were. An emptied lot was used
 * before every lot still there, so it comes back ahead of them (in the order taken): appended, it would
 * become the newest and change the order stock is used in when lots have no dates.
 */
export function putBackLots(lots: readonly StockLot[], taken: readonly TakenLot[]): StockLot[] {
  const kept = lots.map((lot) => ({ ...lot }));
  const recreated: StockLot[] = [];
  for (const part of taken) {
    const lot = kept.find((candidate) => candidate.id === part.id) ?? recreated.find((r) => r.id === part.id);
    if (lot) lot.amount = stockAmount(lot.amount + part.amount);
    else recreated.push({ ...part });
  }
  return [...recreated, ...kept];
}

/** Adds an amount: to a new lot with the given details, or to the newest lot when none are given. */
export function addToLots(
  lots: readonly StockLot[],
  amount: number,
  newId: () => string,
  details?: Partial<StockLotDetails>,
): StockLot[] {
  const described = details && Object.values(details).some((value) => value !== null && value !== undefined);
  const newest = lotsInUseOrder(lots).at(-1);
  if (!described && newest) {
    return lots.map((lot) => (lot === newest ? { ...lot, amount: stockAmount(lot.amount + amount) } : lot));
  }
  return [...lots, { ...NO_LOT_DETAILS, ...details, id: newId(), amount: stockAmount(amount) }];
}

/** The lots after a change of `change` (negative: used oldest first), or null when there is not enough. */
export function changeLots(
  lots: readonly StockLot[],
  change: number,
  newId: () => string,
  details?: Partial<StockLotDetails>,
): StockLot[] | null {
  if (change >= 0) return addToLots(lots, change, newId, details);
  const take = takeFromLots(lots, -change);
  return take.short > 0 ? null : take.lots;
}

/** The lots holding exactly `amount`: the difference added to the newest lot or used oldest first. */
export function lotsWithAmount(lots: readonly StockLot[], amount: number, newId: () => string): StockLot[] {
  const change = stockAmount(amount - sumLots(lots));
  if (change === 0) return [...lots];
  return changeLots(lots, change, newId) ?? [];
}
