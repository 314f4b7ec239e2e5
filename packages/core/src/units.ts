// Weight units (SPEC §9): parsing entered quantities into grams and showing grams as g, kg or oz.
import type { WeightUnit } from './options';
import { roundTo } from './rounding';

/** Grams per ounce when converting what a user typed (SPEC §9). */
export const GRAMS_PER_OUNCE_INPUT = 28.3495;
/** Grams per ounce when showing a stored weight in ounces (SPEC §9). */
export const GRAMS_PER_OUNCE_DISPLAY = 28.349523125;
/** Litres per US gallon (SPEC §9). */
export const LITRES_PER_US_GALLON = 3.78541;
/** Pounds per kilogram (SPEC §9). */
export const POUNDS_PER_KG = 2.20462;

/** Outcome of parsing a quantity input: grams, or the message to show. */
export type QuantityResult = { ok: true; grams: number } | { ok: false; message: string };

/** The messages quantity parsing speaks with. */
export interface QuantityMessages {
  required: string;
  notANumber: string;
  notPositive: string;
}

/** Messages of quantity parsing (SPEC §5 "Recipe add modals"). */
export const QUANTITY_MESSAGES: QuantityMessages = {
  required: 'Quantity is required',
  notANumber: 'Quantity must be a number',
  notPositive: 'Quantity must be a positive number.',
};

/** The hop add modal's: SPEC §5 gives its messages a trailing period. */
export const HOP_QUANTITY_MESSAGES: QuantityMessages = {
  ...QUANTITY_MESSAGES,
  required: 'Quantity is required.',
  notANumber: 'Quantity must be a number.',
};

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Parses a quantity typed in `unit` into grams, rounded to 3 decimals. A comma is accepted as the
 * decimal point ("1,5"). Ounces are converted with 28.3495 g/oz. Empty input gives "Quantity is
 * required"; anything else that is not a number "Quantity must be a number"; zero or less (also
 * after rounding) "Quantity must be a positive number.".
 */
export function parseQuantity(
  input: string | number | null | undefined,
  unit: WeightUnit,
  messages: QuantityMessages = QUANTITY_MESSAGES,
): QuantityResult {
  let value: number;
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return { ok: false, message: messages.required };
    if (!Number.isFinite(input)) return { ok: false, message: messages.notANumber };
    value = input;
  } else {
    const text = (input ?? '').trim();
    if (text === '') return { ok: false, message: messages.required };
    if (!DECIMAL.test(text)) return { ok: false, message: messages.notANumber };
    value = Number(text.replace(',', '.'));
  }
  const grams = roundTo(unit === 'oz' ? value * GRAMS_PER_OUNCE_INPUT : value, 3);
  if (!(grams > 0)) return { ok: false, message: messages.notPositive };
  return { ok: true, grams };
}

/** A stored weight in the user's unit: ounces (28.349523125 g/oz) to 2 decimals, grams to 0. */
export function toDisplayWeight(grams: number, unit: WeightUnit): number {
  return unit === 'oz' ? roundTo(grams / GRAMS_PER_OUNCE_DISPLAY, 2) : roundTo(grams, 0);
}

/**
 * A stored weight as text with its unit: "150 g", "5.29 oz". Fermentables in grams mode are shown in
 * kilograms with 2 decimals ("5.00 kg"), as the recipe's ingredient table does (SPEC §2.7).
 */
export function formatWeight(grams: number, unit: WeightUnit, options?: { fermentable?: boolean }): string {
  if (unit === 'oz') return `${toDisplayWeight(grams, 'oz').toFixed(2)} oz`;
  if (options?.fermentable) return `${roundTo(grams / 1000, 2).toFixed(2)} kg`;
  return `${toDisplayWeight(grams, 'g')} g`;
}

/**
 * Pounds beside a fermentable's ounces, "11.02 lb" for 5 kg (176.37 oz): grain is bought and thought of
 * in pounds, so an ounce user sees both. Null in grams, where kilograms already read well.
 */
export function poundsHint(grams: number, unit: WeightUnit): string | null {
  if (unit !== 'oz') return null;
  return `${roundTo((grams / 1000) * POUNDS_PER_KG, 2).toFixed(2)} lb`;
}

/**
 * The text to prefill a quantity input with, in the user's unit: grams with up to 3 decimals and no
 * trailing zeros ("12.5"), ounces with 2 decimals ("5.29"). Parsing it back gives the same display.
 */
export function quantityInputValue(grams: number, unit: WeightUnit): string {
  if (unit === 'oz') return toDisplayWeight(grams, 'oz').toFixed(2);
  return String(roundTo(grams, 3));
}

/** The quantity input's label suffix (SPEC §2.8). */
export function quantityLabel(unit: WeightUnit): '(grams)' | '(oz)' {
  return unit === 'oz' ? '(oz)' : '(grams)';
}

/** A validated quantity in `unit` as grams: ounces with 28.3495 g/oz; both rounded to 3 decimals. */
export function gramsFromInput(value: number, unit: WeightUnit): number {
  return roundTo(unit === 'oz' ? value * GRAMS_PER_OUNCE_INPUT : value, 3);
}
