// One formatter and one parser for every quantity a brewer reads or types in their own units: volume
// (L or US gal), temperature (°C or °F), colour (EBC or SRM), gravity (SG or °Plato) and weight (g or
// oz; fermentables in kg in grams mode, SPEC §2.7). Stored values stay canonical (litres, °C, EBC, SG,
// grams); every screen, the advice and the sheets convert here, at the edge.
//
// No drift: a value typed in another unit is stored unrounded (double precision) or, when it already
// shows back as typed, as the stored value itself, so it reads back as typed however often it is saved.
// Rounding happens only when a value is shown, at the precision a brewer reads (`reading-precision.ts`).
import {
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  EBC_PER_SRM,
  type GrainUnit,
  platoFromSg,
  type Quantity,
  sgFromPlato,
} from './display-units';
import type { WeightUnit } from './options';
import { asTyped, type Decimals, readingPrecision, roundToStep, TYPED_DECIMALS } from './reading-precision';
import { roundTo } from './rounding';
import {
  GRAMS_PER_OUNCE_DISPLAY,
  GRAMS_PER_OUNCE_INPUT,
  GRAMS_PER_POUND,
  LITRES_PER_US_GALLON,
} from './units';

/** Every quantity that has a brewer's unit. */
export type QuantityKind = Quantity | 'weight';

/** The unit of each kind of quantity. */
interface KindUnits extends DisplayUnits {
  weight: WeightUnit;
}

/** The units a kind of quantity is shown in. */
export type UnitOf<K extends QuantityKind> = KindUnits[K];

/** A brewer's units: the display units, the weight unit (grams when left out) and the grain unit (SPEC's when left out). */
export interface BrewerUnits extends DisplayUnits {
  weight?: WeightUnit;
  grain?: GrainUnit;
}

/** Each unit's symbol on labels; `text` is the symbol after a value, if other. */
const UNITS: Record<string, { symbol: string; text?: string }> = {
  'volume:L': { symbol: 'L' },
  'volume:gal': { symbol: 'gal' },
  'temperature:C': { symbol: '°C' },
  'temperature:F': { symbol: '°F' },
  'color:EBC': { symbol: 'EBC' },
  'color:SRM': { symbol: 'SRM' },
  // A specific gravity is written bare: "1.048".
  'gravity:SG': { symbol: 'SG', text: '' },
  'gravity:Plato': { symbol: '°P' },
  'weight:g': { symbol: 'g' },
  'weight:oz': { symbol: 'oz' },
  'weight:kg': { symbol: 'kg' },
};

/** A unit's symbols and the precision a brewer reads it at. */
const unitInfo = (kind: QuantityKind, unit: string) => ({
  ...UNITS[`${kind}:${unit}`]!,
  ...readingPrecision(kind, unit),
});

/** The canonical unit of each kind: what is stored and what the specification shows. */
const CANONICAL: Record<QuantityKind, string> = { ...DEFAULT_DISPLAY_UNITS, weight: 'g' };

/** True when `unit` is the kind's canonical unit (L, °C, EBC, SG, g). */
export function isCanonicalUnit(kind: QuantityKind, unit: string): boolean {
  return CANONICAL[kind] === unit;
}

/** A canonical value (L, °C, EBC, SG, g) in `unit`, unrounded. */
export function convertTo<K extends QuantityKind>(kind: K, value: number, unit: UnitOf<K>): number {
  switch (`${kind}:${unit}`) {
    case 'volume:gal':
      return value / LITRES_PER_US_GALLON;
    case 'temperature:F':
      return (value * 9) / 5 + 32;
    case 'color:SRM':
      return value / EBC_PER_SRM;
    case 'gravity:Plato':
      return platoFromSg(value);
    case 'weight:oz':
      return value / GRAMS_PER_OUNCE_DISPLAY;
    default:
      return value;
  }
}

/** A value in `unit` as the canonical value (L, °C, EBC, SG, g), unrounded. */
export function convertFrom<K extends QuantityKind>(kind: K, value: number, unit: UnitOf<K>): number {
  switch (`${kind}:${unit}`) {
    case 'volume:gal':
      return value * LITRES_PER_US_GALLON;
    case 'temperature:F':
      return ((value - 32) * 5) / 9;
    case 'color:SRM':
      return value * EBC_PER_SRM;
    case 'gravity:Plato':
      return sgFromPlato(value);
    case 'weight:oz':
      // SPEC §9: typed ounces convert with 28.3495 g/oz.
      return value * GRAMS_PER_OUNCE_INPUT;
    default:
      return value;
  }
}

/** The decimals `unit` is read with (L 1, gal 2, °C 1, °F 0, EBC 0, SG 3, °P 1, g 0, oz 2, ...). */
export function unitDecimals<K extends QuantityKind>(kind: K, unit: UnitOf<K>): Decimals {
  return unitInfo(kind, unit).decimals;
}

/** The symbol of `unit` on labels and suffixes ("L", "gal", "°F", "SRM", "SG", "°P", "oz"). */
export function unitSymbol<K extends QuantityKind>(kind: K, unit: UnitOf<K>): string {
  return unitInfo(kind, unit).symbol;
}

/** How `formatQuantity` writes a value. */
export interface FormatOptions {
  /** Decimals instead of the reading precision: only where the specification writes them out. */
  decimals?: Decimals;
  /** Without trailing zeros ("20 L" rather than "20.00 L"). */
  trim?: boolean;
  /** With the unit's symbol after the value (the default; a specific gravity has none). */
  symbol?: boolean;
  /** A fermentable's weight: in kilograms when the unit is grams (SPEC §2.7). */
  fermentable?: boolean;
}

/**
 * A canonical value as a brewer reads it in `unit`, at the unit's reading precision: "20.0 L",
 * "5.28 gal", "75.5 °C", "68 °F", "33 EBC", "16.8 SRM", "1.048", "12.0 °P", "150 g", "5.00 kg",
 * "5.29 oz"; "" for none.
 */
export function formatQuantity<K extends QuantityKind>(
  kind: K,
  value: number | null | undefined,
  unit: UnitOf<K>,
  options: FormatOptions = {},
): string {
  if (value === null || value === undefined) return '';
  const inKilograms = kind === 'weight' && unit === 'g' && options.fermentable;
  const info = inKilograms ? unitInfo('weight', 'kg') : unitInfo(kind, unit);
  const decimals = options.decimals ?? info.decimals;
  const shown = inKilograms ? value / 1000 : convertTo(kind, value, unit);
  const rounded =
    options.decimals === undefined ? roundToStep(shown, info.step, decimals) : roundTo(shown, decimals);
  const number = options.trim ? String(rounded) : rounded.toFixed(decimals);
  const symbol = options.symbol === false ? '' : (info.text ?? info.symbol);
  return symbol === '' ? number : `${number} ${symbol}`;
}

/**
 * The text a form field starts from for a canonical value: the value in `unit` as typed ("18.93" L,
 * "68.5" °F, "5" gal), or at the reading precision when a conversion made it ("18.9" for 5 gal stored as
 * 18.92705 L, "5.28" gal for 20 L, "152" °F for 66.6667 °C); a weight in ounces with 2 decimals ("5.29"),
 * in grams up to 3 ("12.5"). "" for none. Parsing it back unchanged keeps the stored value.
 */
export function quantityInputText<K extends QuantityKind>(
  kind: K,
  value: number | null | undefined,
  unit: UnitOf<K>,
): string {
  if (value === null || value === undefined) return '';
  if (kind === 'weight') {
    return unit === 'oz'
      ? formatQuantity('weight', value, 'oz', { symbol: false })
      : String(roundTo(value, 3));
  }
  // In another unit a value typed there has at most one decimal more than the unit is read with (68.5 °F);
  // one with more came from the canonical unit (19.87 °C is 67.766 °F, shown "68").
  const decimals = isCanonicalUnit(kind, unit)
    ? TYPED_DECIMALS
    : (Math.min(4, unitInfo(kind, unit).decimals + 1) as Decimals);
  const typed = asTyped(convertTo(kind, value, unit), decimals);
  if (typed !== undefined) return String(typed);
  return formatQuantity(kind, value, unit, { trim: true, symbol: false });
}

/** The limits as a rule's message states them: "-4", "230" and the unit's symbol ("°F"; "" for SG). */
export interface StatedLimits {
  min: string;
  max: string;
  unit: string;
}

/** A canonical rule: its limits, and optionally its message for a typed number outside them. */
export interface QuantityRule {
  min?: number;
  max?: number;
  message?: (limits: StatedLimits, typed: number) => string;
}

/** The messages a typed quantity that is no number speaks with. */
export interface QuantityMessages {
  required: string;
  notANumber: string;
  /** A weight of zero or less. */
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

/** How `parseQuantity` reads a typed value. */
export interface ParseOptions {
  /** The value stored now: kept when the typed value shows back as it (no drift). */
  stored?: number | null;
  /** Limits in the canonical unit: outside them the rule's message (when it has one), else held to them. */
  rule?: QuantityRule;
  /** What an empty text or one that is no number is told. */
  messages?: QuantityMessages;
}

/** A typed quantity: its canonical value, or the message saying what is wrong. */
export type ParsedQuantity = { ok: true; value: number } | { ok: false; message: string };

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** A number as a person may type it ("1,048" reads 1.048); NaN when it is none. */
export const parseTypedNumber = (text: string): number =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

/**
 * Typed text (or a number an input already read) in `unit` as the canonical value to store.
 * - A weight (SPEC §5, §9): a comma is a decimal point, ounces convert with 28.3495 g/oz, grams are
 *   rounded to 3 decimals, and zero or less is refused.
 * - Any other quantity: the stored value when it shows back as typed (a save never moves a value typed in
 *   another unit), else the converted value. A value outside the rule's limits, stated in `unit`, gets
 *   its message; without one it is held to the limit (212 °F lands on 100 °C exactly).
 */
export function parseQuantity<K extends QuantityKind>(
  kind: K,
  input: string | number | null | undefined,
  unit: UnitOf<K>,
  options: ParseOptions = {},
): ParsedQuantity {
  const messages = options.messages ?? QUANTITY_MESSAGES;
  let typed: number;
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return { ok: false, message: messages.required };
    if (!Number.isFinite(input)) return { ok: false, message: messages.notANumber };
    typed = input;
  } else {
    const text = (input ?? '').trim();
    if (text === '') return { ok: false, message: messages.required };
    if (!DECIMAL.test(text)) return { ok: false, message: messages.notANumber };
    typed = Number(text.replace(',', '.'));
  }
  if (kind === 'weight') {
    const grams = roundTo(convertFrom('weight', typed, unit as WeightUnit), 3);
    return grams > 0 ? { ok: true, value: grams } : { ok: false, message: messages.notPositive };
  }
  const { stored, rule = {} } = options;
  // What a canonical value shows as in `unit` (+0: never "-0").
  const shown = (value: number) => {
    const { step, decimals } = unitInfo(kind, unit);
    return roundToStep(convertTo(kind, value, unit), step, decimals);
  };
  if (rule.message) {
    const limit = (value: number | undefined, fallback: number) =>
      value === undefined ? fallback : shown(value);
    const min = limit(rule.min, Number.NEGATIVE_INFINITY);
    const max = limit(rule.max, Number.POSITIVE_INFINITY);
    if (typed < min || typed > max) {
      const stated = { min: String(min), max: String(max), unit: unitSymbol(kind, unit) };
      return { ok: false, message: rule.message(stated, typed) };
    }
  }
  // The stored value when the field showed it as typed now (its input text), so a save never moves it.
  if (typeof stored === 'number' && Number(quantityInputText(kind, stored, unit)) === typed) {
    return { ok: true, value: stored };
  }
  const canonical = convertFrom(kind, typed, unit);
  if (rule.min !== undefined && canonical < rule.min) return { ok: true, value: rule.min };
  if (rule.max !== undefined && canonical > rule.max) return { ok: true, value: rule.max };
  return { ok: true, value: canonical };
}

/** The quantity input's label suffix (SPEC §2.8). */
export function quantityLabel(unit: WeightUnit): '(grams)' | '(oz)' {
  return unit === 'oz' ? '(oz)' : '(grams)';
}

/**
 * Pounds beside a fermentable's ounces, "11.02 lb" for 5 kg (176.37 oz): grain is bought and thought of
 * in pounds, so an ounce user sees both. Null in grams, where kilograms already read well.
 */
export function poundsHint(grams: number, unit: WeightUnit): string | null {
  return unit === 'oz' ? poundsText(grams) : null;
}

/** Grams in pounds to 2 decimals: "11.02 lb" (SPEC §9's 2.20462 lb per kg). */
const poundsText = (grams: number): string => `${roundTo(grams / GRAMS_PER_POUND, 2).toFixed(2)} lb`;

/**
 * Grain as a brewer reads it in their grain unit: as SPEC §2.7 shows it ("5.00 kg" in grams mode,
 * "176.37 oz" in ounces mode); kilograms from one kilogram, grams below ("5.25 kg", "250 g"); pounds from
 * one pound, ounces below ("11.02 lb", "8.82 oz").
 */
export function formatGrain(grams: number, grain: GrainUnit, weight: WeightUnit): string {
  switch (grain) {
    case 'kg':
      return grams >= 1000
        ? formatQuantity('weight', grams, 'g', { fermentable: true })
        : formatQuantity('weight', grams, 'g');
    case 'lb':
      return grams >= GRAMS_PER_POUND ? poundsText(grams) : formatQuantity('weight', grams, 'oz');
    default:
      return formatQuantity('weight', grams, weight, { fermentable: true });
  }
}

/** The formatter and parser bound to one brewer's units: what a screen uses for every quantity it shows. */
export interface BrewerQuantities {
  units: Required<BrewerUnits>;
  /** `formatQuantity` in the brewer's unit of `kind`. */
  format<K extends QuantityKind>(kind: K, value: number | null | undefined, options?: FormatOptions): string;
  /** `quantityInputText` in the brewer's unit of `kind`. */
  inputText<K extends QuantityKind>(kind: K, value: number | null | undefined): string;
  /** `parseQuantity` in the brewer's unit of `kind`. */
  parse<K extends QuantityKind>(
    kind: K,
    input: string | number | null | undefined,
    options?: ParseOptions,
  ): ParsedQuantity;
  /** `convertTo` the brewer's unit of `kind`. */
  convert<K extends QuantityKind>(kind: K, value: number): number;
  /** The symbol of the brewer's unit of `kind`. */
  symbol<K extends QuantityKind>(kind: K): string;
  /** The decimals the brewer's unit of `kind` is shown with. */
  decimals<K extends QuantityKind>(kind: K): Decimals;
}

/** The quantity functions bound to `units` (grams when the weight unit is left out, grain as SPEC shows it). */
export function brewerQuantities(units: BrewerUnits): BrewerQuantities {
  const all: Required<BrewerUnits> = { ...units, weight: units.weight ?? 'g', grain: units.grain ?? 'spec' };
  const unit = <K extends QuantityKind>(kind: K) => all[kind] as UnitOf<K>;
  return {
    units: all,
    format: (kind, value, options) =>
      // A fermentable's weight in the brewer's grain unit, unless the caller writes its own decimals.
      kind === 'weight' && options?.fermentable && options.decimals === undefined && typeof value === 'number'
        ? formatGrain(value, all.grain, all.weight)
        : formatQuantity(kind, value, unit(kind), options),
    inputText: (kind, value) => quantityInputText(kind, value, unit(kind)),
    parse: (kind, input, options) => parseQuantity(kind, input, unit(kind), options),
    convert: (kind, value) => convertTo(kind, value, unit(kind)),
    symbol: (kind) => unitSymbol(kind, unit(kind)),
    decimals: (kind) => unitDecimals(kind, unit(kind)),
  };
}
