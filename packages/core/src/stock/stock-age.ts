// Which stock to use soon, by age, and which is low.
// - Any lot with a best-before date: past it, "Past best before"; within 30 days of it, "Use soon".
// - Liquid yeast (a yeast kept in packs or millilitres with a production date) loses about 0.7 % of its
//   viable cells a day refrigerated (White & Zainasheff, Yeast, 2010; tools/pitch-rate.ts): "Use soon" once
//   under half are left (about 10 weeks), "Past best before" under a quarter (about 15 weeks). Dry yeast keeps
//   for years sealed and goes by its best-before.
// - Hops lose alpha acid as they age, fastest warm and in air (Garetz, Using Hops, 1994, gives losses of a
//   quarter to a half in six months at room temperature for many varieties). Without a best-before, a hop
//   lot made or bought more than a year ago is "Use soon": a year is a season's crop, and older hops are
//   worth checking before they set a recipe's bitterness.
// - A line is low when it is at or below the amount the brewer set as low (reorderAt), and "Out of stock" at
//   zero.
import { daysBetween, liquidViability } from '../tools/pitch-rate';
import type { StockKind, StockLine, StockLot } from './stock-line';

export const USE_SOON_DAYS = 30;
export const HOP_USE_SOON_DAYS = 365;

export type LotAgeMarker = 'Use soon' | 'Past best before' | null;

/** How old a lot is as a brewer should heed it, on `today` (YYYY-MM-DD). */
export function lotAgeMarker(
  kind: StockKind,
  unit: StockLine['unit'],
  lot: StockLot,
  today: string,
): LotAgeMarker {
  if (lot.bestBefore) {
    const left = daysBetween(today, lot.bestBefore);
    if (lot.bestBefore < today) return 'Past best before';
    if (left <= USE_SOON_DAYS) return 'Use soon';
  }
  if (kind === 'yeasts' && unit !== 'g' && lot.productionDate) {
    const viability = liquidViability(daysBetween(lot.productionDate, today));
    if (viability < 0.25) return 'Past best before';
    if (viability < 0.5) return 'Use soon';
  }
  if (kind === 'hops' && !lot.bestBefore) {
    const made = lot.productionDate ?? lot.purchaseDate;
    if (made && daysBetween(made, today) > HOP_USE_SOON_DAYS) return 'Use soon';
  }
  return null;
}

/** The marker of a line: the worst of its lots'. */
export function lineAgeMarker(line: Pick<StockLine, 'kind' | 'unit' | 'lots'>, today: string): LotAgeMarker {
  const markers = line.lots.map((lot) => lotAgeMarker(line.kind, line.unit, lot, today));
  return markers.includes('Past best before')
    ? 'Past best before'
    : markers.includes('Use soon')
      ? 'Use soon'
      : null;
}

/** Whether a line is out or low. */
export function lineLevel(line: Pick<StockLine, 'amount' | 'reorderAt'>): 'Out of stock' | 'Low' | null {
  if (line.amount <= 0) return 'Out of stock';
  if (line.reorderAt !== null && line.amount <= line.reorderAt) return 'Low';
  return null;
}
