// Reading loose values from real files (unit text, decimal commas, "unknown", Plato in a gravity field)
// and the unit conversions both formats share. Canonical units: grams, litres, °C, minutes, EBC, SG.
import { EBC_PER_SRM, sgFromPlato } from '../display-units';
import { roundTo } from '../rounding';

/** Potential extract (SG) per percent of yield: 1 + yield% × 0.0004621 (80 % -> 1.037). */
export const POTENTIAL_PER_YIELD_PERCENT = 0.0004621;

const NUMBER_WITH_UNIT = /^([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?)\s*(.*)$/i;

/** A number and the unit text written after it ('' when none). */
export interface LooseNumber {
  value: number;
  unit: string;
}

/** Reads "1.049 sg", "4,2 %", "79 EBC", "12"; null for '', "unknown", "-" or anything else. */
export function looseNumber(text: string | undefined): LooseNumber | null {
  if (text === undefined) return null;
  const match = NUMBER_WITH_UNIT.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  return Number.isFinite(value) ? { value, unit: match[2]!.trim().toLowerCase() } : null;
}

/** The number in a field, ignoring any unit text; null when there is none. */
export function numberOf(text: string | undefined): number | null {
  return looseNumber(text)?.value ?? null;
}

/** TRUE, true, 1 and yes are true; anything else false. */
export function booleanOf(text: string | undefined): boolean {
  return /^(true|1|yes)$/i.test((text ?? '').trim());
}

/**
 * A gravity as SG, whatever the file wrote: 1.049, "1.049 sg", 1049 (points with the 1) or 12 (°Plato,
 * any value from 2 up to 100). Null when absent or not a gravity.
 */
export function gravityOf(text: string | undefined): number | null {
  const read = looseNumber(text);
  if (!read || read.value <= 0) return null;
  return gravityFrom(read.value, read.unit);
}

/** A gravity value with its unit ('sg', 'plato', 'brix', '°p', or '' to guess from the value). */
export function gravityFrom(value: number, unit: string): number | null {
  if (/^(plato|°?p|brix|°?bx)$/.test(unit)) return roundTo(sgFromPlato(value), 4);
  if (value >= 900 && value < 1200) return roundTo(value / 1000, 4);
  if (value > 2 && value <= 100) return roundTo(sgFromPlato(value), 4);
  return value >= 0.9 && value <= 2 ? value : null;
}

/** EBC from SRM or °Lovibond, 2 decimals. */
export function srmToEbc(srm: number): number {
  return roundTo(srm * EBC_PER_SRM, 2);
}

/** SRM (or °Lovibond) from EBC, unrounded so that a round trip gives the same EBC. */
export function ebcToSrm(ebc: number): number {
  return ebc / EBC_PER_SRM;
}

/** A colour as EBC from a value with its unit ('ebc', 'srm', '°l', 'lovi', or '' for SRM). */
export function colourToEbc(value: number, unit: string): number {
  return /^ebc$/.test(unit) ? roundTo(value, 2) : srmToEbc(value);
}

/** Potential extract (SG) from yield in percent, 4 decimals. */
export function yieldToPotential(yieldPercent: number): number {
  return roundTo(1 + yieldPercent * POTENTIAL_PER_YIELD_PERCENT, 4);
}

/** Yield in percent from potential extract (SG). */
export function potentialToYield(potential: number): number {
  return (potential - 1) / POTENTIAL_PER_YIELD_PERCENT;
}

/** Grams from kilograms, 3 decimals (the precision the quantity inputs keep). */
export function kgToGrams(kg: number): number {
  return roundTo(kg * 1000, 3);
}

/** A text trimmed, or null when blank. */
export function textOrNull(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Cuts a text to `max` characters (ending in "…" when cut), so it passes its schema's limit. */
export function fitText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Clamps a number into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** `table[key]` for the table's own keys only: a file's "constructor" or "toString" finds nothing. */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** `value` as written to a file with at most `decimals` places (no binary tails, no -0). */
export function toDecimals(value: number, decimals: number): number {
  return Number(value.toFixed(decimals)) + 0;
}
