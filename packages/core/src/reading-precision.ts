// The precision a brewer reads each quantity at (issue "Rounding a brewer reads"): one step per kind of
// quantity and unit, used by every screen, sheet and list the specification does not write out itself.
// Volumes 0.1 L or 0.01 gal, temperatures 0.5 °C or 1 °F, colour 1 EBC or 0.1 SRM, gravity 0.001 SG or
// 0.1 °P, bitterness 1 IBU, alcohol 0.1 % ABV; weights as SPEC §9 rounds them (g 0, oz 2, kg 2 decimals).
//
// SRM reads to 0.1, not whole: one SRM is about two EBC, and pale beers sit between 2 and 6 SRM, where a
// whole step would hide differences a brewer sees in the glass; 0.1 SRM is about as fine as 1 EBC.
//
// Values a brewer typed keep what was typed: `asTyped` tells a typed value from one that came out of
// a conversion (5 gal stored as 18.92705 L, 168 °F as 75.5555… °C), which reads at the step instead.
import { roundTo } from './rounding';

/** Decimals a quantity can be written with. */
export type Decimals = 0 | 1 | 2 | 3 | 4;

/** The step a value is read at, and the decimals that step is written with. */
export interface ReadingPrecision {
  step: number;
  decimals: Decimals;
}

const precision = (step: number, decimals: Decimals): ReadingPrecision => ({ step, decimals });

/** The reading precision of each `kind:unit` ("volume:L", "temperature:F", "bitterness:IBU", ...). */
export const READING_PRECISION: Readonly<Record<string, ReadingPrecision>> = {
  'volume:L': precision(0.1, 1),
  'volume:gal': precision(0.01, 2),
  'temperature:C': precision(0.5, 1),
  'temperature:F': precision(1, 0),
  'color:EBC': precision(1, 0),
  'color:SRM': precision(0.1, 1),
  'gravity:SG': precision(0.001, 3),
  'gravity:Plato': precision(0.1, 1),
  'weight:g': precision(1, 0),
  'weight:oz': precision(0.01, 2),
  'weight:kg': precision(0.01, 2),
  'bitterness:IBU': precision(1, 0),
  'alcohol:ABV': precision(0.1, 1),
};

/** The reading precision of `unit` of `kind`. */
export function readingPrecision(kind: string, unit: string): ReadingPrecision {
  const found = READING_PRECISION[`${kind}:${unit}`];
  if (!found) throw new Error(`No reading precision for ${kind} in ${unit}`);
  return found;
}

/**
 * `value` rounded to the nearest multiple of `step` (0.5, 0.1, 1, ...), half away from zero, written
 * with `decimals` places at most; never -0.
 */
export function roundToStep(value: number, step: number, decimals: Decimals): number {
  const steps = roundTo(value / step, 0);
  return roundTo(steps * step, decimals) + 0;
}

/** `value` as a brewer reads it in `unit` of `kind` (75.5555 °C reads 75.5, 22.67 EBC reads 23). */
export function readValue(kind: string, unit: string, value: number): number {
  const { step, decimals } = readingPrecision(kind, unit);
  return roundToStep(value, step, decimals);
}

/** `value` as text at the reading precision, with its decimals ("18.9", "75.5", "23", "5.0"). */
export function readText(kind: string, unit: string, value: number): string {
  return readValue(kind, unit, value).toFixed(readingPrecision(kind, unit).decimals);
}

/** An alcohol content as a brewer reads it: "5.0 %". */
export const formatAbv = (abv: number): string => `${readText('alcohol', 'ABV', abv)} %`;

/** A bitterness as a brewer reads it, a whole number ("38"); the caller adds "IBU" where it belongs. */
export const formatIbu = (ibu: number): string => readText('bitterness', 'IBU', ibu);

/** The most decimals a value typed in a canonical unit is taken to have; more came from a conversion. */
export const TYPED_DECIMALS = 4;

/**
 * `value` as a brewer may have typed it: itself with no more than `decimals` decimals, allowing for the
 * binary noise of a conversion there and back (68.5 °F stored in °C reads 68.50000000000001); undefined
 * when it has more (5 gal stored as 18.92705 L, 168 °F as 75.5555… °C): a conversion made it.
 */
export function asTyped(value: number, decimals: Decimals = TYPED_DECIMALS): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const typed = roundTo(value, decimals);
  return Math.abs(typed - value) <= 1e-9 * Math.max(1, Math.abs(value)) ? typed + 0 : undefined;
}
