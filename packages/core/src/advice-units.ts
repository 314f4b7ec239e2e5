// The advice texts in a brewer's own units (issue 14): the figures, style ranges, volumes, colours and
// amounts the advice states, in SG or °Plato, EBC or SRM, litres or US gallons, grams or ounces. In the default units each text is
// exactly what the advice has always written ("1.061", "1.056-1.070", "33.0", "23.5 L"), so a brewer
// who changes nothing reads the same advice.
import { DEFAULT_DISPLAY_UNITS, type DisplayUnits, formatDisplay, toUnit, unitSymbol } from './display-units';
import type { WeightUnit } from './options';
import { roundTo } from './rounding';
import { GRAMS_PER_OUNCE_DISPLAY, POUNDS_PER_KG } from './units';

/** The units the advice writes in: the display units and the weight unit (grams when left out). */
export interface AdviceUnits extends DisplayUnits {
  weight?: WeightUnit;
}

const OUNCES_PER_POUND = 16;

type Range = { min: number; max: number };

/** A gravity as the advice states it: "1.061" in SG, "15.0 °P" in Plato. */
export function adviceGravity(sg: number, units: DisplayUnits = DEFAULT_DISPLAY_UNITS): string {
  if (units.gravity === 'SG') return sg.toFixed(3);
  return `${formatDisplay('gravity', sg, units.gravity)} ${unitSymbol('gravity', units.gravity)}`;
}

/** A gravity range: "1.056-1.070" in SG, "13.8-17.1 °P" in Plato. */
export function adviceGravityRange(range: Range, units: DisplayUnits = DEFAULT_DISPLAY_UNITS): string {
  if (units.gravity === 'SG') return `${range.min.toFixed(3)}-${range.max.toFixed(3)}`;
  const at = (sg: number) => formatDisplay('gravity', sg, units.gravity);
  return `${at(range.min)}-${at(range.max)} ${unitSymbol('gravity', units.gravity)}`;
}

/** The colour unit's name the advice puts before or after a colour: "EBC" or "SRM". */
export function adviceColourName(units: DisplayUnits = DEFAULT_DISPLAY_UNITS): string {
  return unitSymbol('color', units.color);
}

/** A colour (EBC stored) in the user's colour unit with `decimals`: "33.0" EBC is "16.8" SRM. */
export function adviceColour(
  ebc: number,
  decimals: number,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): string {
  return toUnit('color', ebc, units.color).toFixed(decimals);
}

/**
 * A style's colour range: as the style data holds it in EBC ("12-28"), in SRM to one decimal where it
 * has one ("6.1-14.2"), the way the figures panel shows its brackets.
 */
export function adviceColourRange(range: Range, units: DisplayUnits = DEFAULT_DISPLAY_UNITS): string {
  if (units.color === 'EBC') return `${range.min}-${range.max}`;
  const at = (ebc: number) => roundTo(toUnit('color', ebc, units.color), 1);
  return `${at(range.min)}-${at(range.max)}`;
}

/** A volume (litres stored) with its unit: "23.5 L", "6.2 gal". */
export function adviceVolume(
  litres: number,
  decimals: number,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): string {
  return `${toUnit('volume', litres, units.volume).toFixed(decimals)} ${unitSymbol('volume', units.volume)}`;
}

/**
 * An amount to add, rounded: `large` (base malt) as "1.5 kg" or "3.3 lb", otherwise "150 g" or "5.3 oz".
 */
export function adviceAmount(
  grams: number,
  large: boolean,
  units: AdviceUnits = DEFAULT_DISPLAY_UNITS,
): string {
  if (units.weight === 'oz') {
    return large
      ? `${((grams / 1000) * POUNDS_PER_KG).toFixed(1)} lb`
      : `${(grams / GRAMS_PER_OUNCE_DISPLAY).toFixed(1)} oz`;
  }
  return large ? `${(grams / 1000).toFixed(1)} kg` : `${grams.toFixed(0)} g`;
}

/**
 * An amount never rounded up (what to take away, what the recipe holds): "350 g", "4.5 g", "1.25 kg"; in
 * ounces "12 oz", "4.5 oz", and pounds from a pound on, "2.75 lb".
 */
export function adviceAmountDown(grams: number, units: AdviceUnits = DEFAULT_DISPLAY_UNITS): string {
  const ounces = units.weight === 'oz';
  const small = ounces ? grams / GRAMS_PER_OUNCE_DISPLAY : grams;
  const [step, big] = ounces ? [OUNCES_PER_POUND, 'lb'] : [1000, 'kg'];
  const unit = ounces ? 'oz' : 'g';
  if (small >= step) return `${(Math.floor(small / (step / 100)) / 100).toFixed(2)} ${big}`;
  if (small >= 10) return `${Math.floor(small)} ${unit}`;
  return `${(Math.floor(small * 10) / 10).toFixed(1)} ${unit}`;
}
