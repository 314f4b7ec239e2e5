// The records the BeerXML writers build: values by tag, nested records as objects, absent values dropped.

import { toDecimals } from './values';

/** A record's values by tag. */
export type Fields = Record<string, string | number | object | null | undefined>;

/**
 * Drops absent values so that no empty tag stands for "unknown", and writes numbers to 6 decimals: every
 * value Wortsmith holds survives (kilograms to the milligram), computed ones lose their binary tails.
 */
export function element(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([tag, value]) => [tag, typeof value === 'number' ? toDecimals(value, 6) : value]),
  );
}

/** A thousandth without binary noise: kg from grams, litres from mL (0.0042, not 0.004200000000000001). */
export function thousandth(value: number): number {
  return Number((value / 1000).toPrecision(15));
}
