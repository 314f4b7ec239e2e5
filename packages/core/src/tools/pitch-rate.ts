// Pitch rate (issue 32): the yeast cells a wort needs and the cells the brewer has.
//
// Sources:
// - Cells needed = pitch rate × wort millilitres × °Plato, with George Fix's rates of 0.75 million cells
//   per mL per °P for ales and 1.5 for lagers (Fix & Fix, An Analysis of Brewing Techniques, 1997; also
//   White & Zainasheff, Yeast, 2010); hybrids (ales fermented cool, lagers warm) our 1.0, between.
// - A liquid pack (White Labs, Wyeast) holds about 100 billion cells when made and loses about 21 % a
//   month refrigerated, 0.7 % a day (White & Zainasheff, Yeast, 2010; the rule of Mr Malty's calculator).
// - Dry yeast: 20 billion cells per gram (White & Zainasheff, Yeast, 2010).
// - Thick slurry: 1 billion cells per mL, the lower end of White & Zainasheff's 1-2 billion (Yeast, 2010).
import { platoFromSg } from '../display-units';
import { roundTo } from '../rounding';

/** The pitch rates by fermentation, million cells per mL per °P (editable per batch). */
export const PITCH_RATES = { ale: 0.75, hybrid: 1, lager: 1.5 } as const;
export type PitchRateKind = keyof typeof PITCH_RATES;

/** Billion cells in a liquid pack when it is made. */
export const LIQUID_PACK_CELLS = 100;
/** The share of a liquid pack's cells lost per day of age. */
export const LIQUID_VIABILITY_LOSS_PER_DAY = 0.007;
/** Billion cells per gram of dry yeast. */
export const DRY_CELLS_PER_GRAM = 20;
/** Billion cells per mL of thick slurry. */
export const SLURRY_CELLS_PER_ML = 1;

/** Billion cells a wort of `litres` at `og` (SG) needs at `rate` million cells per mL per °P. */
export function cellsNeeded(litres: number, og: number, rate: number): number {
  const plato = Math.max(0, platoFromSg(og));
  return roundTo((Math.max(0, rate) * Math.max(0, litres) * 1000 * plato) / 1000, 1);
}

/** A pack or portion of yeast as the brewer records it. */
export interface YeastPack {
  form: 'liquid' | 'dry' | 'slurry';
  /** Liquid: packs; dry: grams; slurry: millilitres. */
  amount: number;
  /** Liquid: the production date (YYYY-MM-DD). */
  productionDate?: string | null;
}

/** The days from `from` to `to` (ISO dates), never below 0; 0 when either is missing or not a date. */
export function daysBetween(from: string | null | undefined, to: string): number {
  const start = from ? Date.parse(from) : Number.NaN;
  const end = Date.parse(to);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 0;
  return Math.max(0, Math.floor((end - start) / 86_400_000));
}

/** The share of a liquid pack's cells still alive after `days`. */
export function liquidViability(days: number): number {
  return Math.max(0, 1 - LIQUID_VIABILITY_LOSS_PER_DAY * Math.max(0, days));
}

/** Billion living cells in `pack` on `today` (ISO date). */
export function packCells(pack: YeastPack, today: string): number {
  const amount = Math.max(0, pack.amount);
  if (pack.form === 'dry') return amount * DRY_CELLS_PER_GRAM;
  if (pack.form === 'slurry') return amount * SLURRY_CELLS_PER_ML;
  return amount * LIQUID_PACK_CELLS * liquidViability(daysBetween(pack.productionDate, today));
}

/** Billion living cells in all of `packs` on `today`, 1 decimal. */
export function cellsAvailable(packs: readonly YeastPack[], today: string): number {
  return roundTo(
    packs.reduce((sum, pack) => sum + packCells(pack, today), 0),
    1,
  );
}
