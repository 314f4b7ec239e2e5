// Building BeerJSON objects for the writers: {unit, value} quantities, absent values dropped, and the
// `wortsmith` extension object left out when it holds nothing.

import { toDecimals } from './values';

/** A JSON object being written. */
export type Json = { [key: string]: unknown };

/** Drops absent values. */
export function compact(fields: Json): Json {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * The decimals a written quantity keeps by unit: every value Wortsmith holds survives (grams and litres
 * to the milligram and millilitre, gravities to 4 decimals), without the binary noise or the long tails of
 * computed amounts (0.038095238095238 g is written 0.038).
 */
const DECIMALS: Record<string, number> = {
  g: 3,
  l: 3,
  ml: 3,
  tsp: 3,
  tbsp: 3,
  pkg: 3,
  each: 3,
  C: 2,
  '%': 2,
  sg: 4,
  EBC: 2,
  'mg/l': 2,
};

/** A BeerJSON quantity, rounded for its unit (6 decimals for the others). */
export const q = (unit: string, value: number) => ({ unit, value: toDecimals(value, DECIMALS[unit] ?? 6) });

/** A quantity, or null (left out) when there is no value. */
export const qOrNull = (unit: string, value: number | null | undefined) =>
  value === null || value === undefined ? null : q(unit, value);

/** The extension object, left out when empty. */
export function extension(fields: Json): Json | null {
  const kept = compact(fields);
  return Object.keys(kept).length > 0 ? kept : null;
}
