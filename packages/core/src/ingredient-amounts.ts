// How much of an ingredient a recipe holds, in the unit a brewer reads and types it in (issue 30, "units
// per ingredient"):
// - Grain (fermentables) by the brewer's grain unit: as SPEC §2.7 shows it (kg in grams mode, oz in
//   ounces mode, typed in the weight unit), or kilograms and grams, or pounds and ounces, typed in kg or lb.
// - Hops by the weight unit (g or oz), as SPEC specifies.
// - Miscs and yeasts by weight (the weight unit, SPEC) or in the unit the ingredient says it is measured
//   in: millilitres, teaspoons, tablespoons or items for a misc; packs or millilitres for a yeast.
//
// Stored values stay canonical: a weight is grams however it was typed (typed pounds and kilograms are
// grams to the milligram, as SPEC §5 rounds typed ounces), and a misc or yeast measured in another unit
// holds its quantity in that unit (0.25 tsp is 0.25, 2 packs is 2), as BeerJSON writes {value, unit}:
// nothing is converted, so nothing drifts. A recipe ingredient without a unit is measured by weight.

import type { GrainUnit } from './display-units';
import type { WeightUnit } from './options';
import {
  formatGrain,
  formatQuantity,
  type ParsedQuantity,
  parseQuantity,
  parseTypedNumber,
  QUANTITY_MESSAGES,
  type QuantityMessages,
  quantityInputText,
  quantityLabel,
} from './quantities';
import type { Decimals } from './reading-precision';
import type { IngredientListKey } from './recipe-ingredients/ingredient';
import { roundTo } from './rounding';
import { GRAMS_PER_POUND } from './units';

/** What a misc can be measured in besides its weight. */
export const MISC_UNITS = ['g', 'mL', 'tsp', 'tbsp', 'item'] as const;
export type MiscUnit = (typeof MISC_UNITS)[number];

/** What a yeast can be measured in besides its weight. */
export const YEAST_UNITS = ['g', 'pack', 'mL'] as const;
export type YeastUnit = (typeof YEAST_UNITS)[number];

/** The unit a recipe misc or yeast is measured in ('g': by weight, in the brewer's weight unit). */
export type AmountUnit = MiscUnit | YeastUnit;

/**
 * Millilitres in a US teaspoon and tablespoon: 1 tsp = 1/6 US fluid ounce = 4.92892159375 mL, 1 tbsp =
 * 3 tsp (NIST Handbook 44, Appendix C, "Units of volume").
 */
export const ML_PER_TSP = 4.92892159375;
export const ML_PER_TBSP = 3 * ML_PER_TSP;

/** The units a brewer reads ingredient amounts in: the weight unit (hops, SPEC) and the grain unit. */
export interface AmountUnits {
  weight: WeightUnit;
  grain: GrainUnit;
}

/** What SPEC shows: grams, grain by the weight unit. */
export const SPEC_AMOUNT_UNITS: AmountUnits = { weight: 'g', grain: 'spec' };

/** The unit an amount is typed in: a weight unit, kg or lb for grain, or a misc's or yeast's own unit. */
export type TypedUnit = WeightUnit | 'kg' | 'lb' | Exclude<AmountUnit, 'g'>;

/** A recipe ingredient's amount as this module reads it: its quantity and, for miscs and yeasts, its unit. */
export interface Amount {
  quantity: number;
  unit?: AmountUnit | null | undefined;
}

/**
 * The units a yeast's form suggests, the weight first (what SPEC measures every yeast by): dry yeast
 * comes in sachets (packs) or by weight, liquid yeast in packs or vials, or by volume of slurry.
 */
export function yeastUnits(form: string | null | undefined): YeastUnit[] {
  switch (form) {
    case 'Dry':
      return ['g', 'pack'];
    case 'Slurry':
      return ['g', 'mL'];
    default:
      return ['g', 'pack', 'mL'];
  }
}

/** The unit an ingredient's amount is typed and read in. */
export function typedUnit(
  list: IngredientListKey,
  unit: AmountUnit | null | undefined,
  units: AmountUnits,
): TypedUnit {
  if (list === 'recipeFermentables') return units.grain === 'spec' ? units.weight : units.grain;
  if (list === 'recipeHops' || !unit || unit === 'g') return units.weight;
  return unit;
}

/** Each typed unit's label suffix (SPEC §2.8's "(grams)" and "(oz)") and its symbol after a value. */
const TYPED: Record<TypedUnit, { label: string; one: string; many: string }> = {
  g: { label: '(grams)', one: 'g', many: 'g' },
  oz: { label: '(oz)', one: 'oz', many: 'oz' },
  kg: { label: '(kg)', one: 'kg', many: 'kg' },
  lb: { label: '(lb)', one: 'lb', many: 'lb' },
  mL: { label: '(mL)', one: 'mL', many: 'mL' },
  tsp: { label: '(tsp)', one: 'tsp', many: 'tsp' },
  tbsp: { label: '(tbsp)', one: 'tbsp', many: 'tbsp' },
  pack: { label: '(packs)', one: 'pack', many: 'packs' },
  item: { label: '(items)', one: 'item', many: 'items' },
};

/** The quantity input's label suffix: "(grams)", "(oz)" (SPEC §2.8), "(lb)", "(kg)", "(packs)", "(tsp)", ... */
export function amountLabel(unit: TypedUnit): string {
  return unit === 'g' || unit === 'oz' ? quantityLabel(unit) : TYPED[unit].label;
}

/** The short unit beside an inline quantity input: "g", "oz", "lb", "kg", "mL", "tsp", "packs", "items". */
export function amountSuffix(unit: TypedUnit): string {
  return TYPED[unit].many;
}

/** A count or a volume with at most `decimals` decimals and no trailing zeros, its unit after it. */
const counted = (value: number, unit: TypedUnit, decimals: Decimals) => {
  const shown = roundTo(value, decimals);
  return `${shown} ${shown === 1 ? TYPED[unit].one : TYPED[unit].many}`;
};

/**
 * An ingredient's amount as a brewer reads it: "5.00 kg" and "5.29 oz" as SPEC shows them; "5.25 kg" and
 * "250 g" in kilograms and grams; "11.02 lb" and "8.82 oz" in pounds and ounces; "2.5 mL", "0.25 tsp",
 * "1 pack", "2 packs", "3 items".
 */
export function formatAmount(list: IngredientListKey, amount: Amount, units: AmountUnits): string {
  const { quantity } = amount;
  if (list === 'recipeFermentables') return formatGrain(quantity, units.grain, units.weight);
  const unit = typedUnit(list, amount.unit, units);
  switch (unit) {
    case 'g':
    case 'oz':
      return formatQuantity('weight', quantity, unit);
    case 'mL':
      return counted(quantity, unit, 1);
    default:
      return counted(quantity, unit, 2);
  }
}

/**
 * The text a quantity input starts from: as SPEC writes a weight ("5.29" oz, "12.5" g), kilograms and
 * pounds to 3 decimals ("5.25", "0.551"), other units as stored ("0.25" tsp, "2" packs). Parsing it back
 * unchanged keeps the stored value.
 */
export function amountInputText(list: IngredientListKey, amount: Amount, units: AmountUnits): string {
  const unit = typedUnit(list, amount.unit, units);
  const { quantity } = amount;
  if (!Number.isFinite(quantity)) return '';
  switch (unit) {
    case 'g':
    case 'oz':
      return quantityInputText('weight', quantity, unit);
    case 'kg':
      return String(roundTo(quantity / 1000, 3));
    case 'lb':
      return String(roundTo(quantity / GRAMS_PER_POUND, 3));
    default:
      return String(roundTo(quantity, 3));
  }
}

/** How `parseAmount` reads a typed amount. */
export interface AmountParseOptions {
  /** The quantity stored now: kept when the typed text is its input text (no drift). */
  stored?: number;
  messages?: QuantityMessages;
}

/**
 * A typed amount (a comma is a decimal point) as the quantity to store: a weight as SPEC §5 reads it
 * (ounces converted with 28.3495 g/oz, grams to 3 decimals); kilograms and pounds as grams to 3 decimals;
 * other units as typed, to 3 decimals. Zero or less is refused with SPEC's "Quantity must be a positive
 * number.".
 */
export function parseAmount(
  list: IngredientListKey,
  input: string | number,
  unit: AmountUnit | null | undefined,
  units: AmountUnits,
  options: AmountParseOptions = {},
): ParsedQuantity {
  const messages = options.messages ?? QUANTITY_MESSAGES;
  const typed = typedUnit(list, unit, units);
  if (typed === 'g' || typed === 'oz') return parseQuantity('weight', input, typed, { messages });
  // The number as SPEC reads a typed weight (empty, no number, zero or less), before its unit applies.
  const number = parseQuantity('weight', input, 'g', { messages });
  if (!number.ok) return number;
  const value = typeof input === 'number' ? input : parseTypedNumber(input);
  const { stored } = options;
  if (stored !== undefined && amountInputText(list, { quantity: stored, unit }, units) === String(value)) {
    return { ok: true, value: stored };
  }
  const factor = typed === 'kg' ? 1000 : typed === 'lb' ? GRAMS_PER_POUND : 1;
  const quantity = roundTo(value * factor, 3);
  return quantity > 0 ? { ok: true, value: quantity } : { ok: false, message: messages.notPositive };
}

/** Grams of an amount measured by weight; null for one measured in another unit (it weighs nothing we know). */
export function amountGrams(amount: Amount): number | null {
  return !amount.unit || amount.unit === 'g' ? amount.quantity : null;
}

/** Millilitres of an amount measured by volume (mL, tsp, tbsp); null otherwise. */
export function amountMillilitres(amount: Amount): number | null {
  switch (amount.unit) {
    case 'mL':
      return amount.quantity;
    case 'tsp':
      return amount.quantity * ML_PER_TSP;
    case 'tbsp':
      return amount.quantity * ML_PER_TBSP;
    default:
      return null;
  }
}
