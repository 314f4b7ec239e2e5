// How the advice writes figures, style ranges, volumes and amounts in a brewer's own units, through the
// one quantity formatter (quantities.ts). In the default units each text is exactly what the advice has
// always written ("1.061", "1.056-1.070", "33.0", "23.5 L"), so a brewer who changes nothing reads the
// same advice.
import { DEFAULT_DISPLAY_UNITS } from '../display-units';
import { type BrewerUnits, formatQuantity, unitSymbol } from '../quantities';
import { roundTo } from '../rounding';
import { GRAMS_PER_OUNCE_DISPLAY, POUNDS_PER_KG } from '../units';

const OUNCES_PER_POUND = 16;

type Range = { min: number; max: number };

/** A gravity as the advice states it: "1.061" in SG, "15.0 °P" in Plato. */
export function adviceGravity(sg: number, units: BrewerUnits = DEFAULT_DISPLAY_UNITS): string {
  return formatQuantity('gravity', sg, units.gravity);
}

/** A gravity range: "1.056-1.070" in SG, "13.8-17.1 °P" in Plato. */
export function adviceGravityRange(range: Range, units: BrewerUnits = DEFAULT_DISPLAY_UNITS): string {
  const min = formatQuantity('gravity', range.min, units.gravity, { symbol: false });
  return `${min}-${formatQuantity('gravity', range.max, units.gravity)}`;
}

/** The colour unit's name the advice puts before or after a colour: "EBC" or "SRM". */
export function adviceColourName(units: BrewerUnits = DEFAULT_DISPLAY_UNITS): string {
  return unitSymbol('color', units.color);
}

/** A colour (EBC stored) in the user's colour unit with `decimals`: "33.0" EBC is "16.8" SRM. */
export function adviceColour(
  ebc: number,
  decimals: 0 | 1 | 2,
  units: BrewerUnits = DEFAULT_DISPLAY_UNITS,
): string {
  return formatQuantity('color', ebc, units.color, { decimals, symbol: false });
}

/**
 * A style's colour range as the figures panel brackets it: as the style data holds it in EBC ("12-28"),
 * in SRM to one decimal where it has one ("6.1-14.2").
 */
export function adviceColourRange(range: Range, units: BrewerUnits = DEFAULT_DISPLAY_UNITS): string {
  const at = (ebc: number) =>
    formatQuantity('color', ebc, units.color, {
      decimals: units.color === 'SRM' ? 1 : 2,
      trim: true,
      symbol: false,
    });
  return `${at(range.min)}-${at(range.max)}`;
}

/** A volume (litres stored) with its unit and `decimals`: "23.5 L", "6.2 gal". */
export function adviceVolume(
  litres: number,
  decimals: 0 | 1 | 2,
  units: BrewerUnits = DEFAULT_DISPLAY_UNITS,
): string {
  return formatQuantity('volume', litres, units.volume, { decimals });
}

/**
 * An amount to add, to one decimal: `large` (base malt) as "1.5 kg" or "3.3 lb" by the grain unit,
 * otherwise "150 g" or "5.3 oz" by the weight unit.
 */
export function adviceAmount(
  grams: number,
  large: boolean,
  units: BrewerUnits = DEFAULT_DISPLAY_UNITS,
): string {
  // Grain in the brewer's grain unit (by the weight unit when it is SPEC's), everything else by weight.
  if (large) {
    const grain = units.grain ?? 'spec';
    const pounds = grain === 'spec' ? units.weight === 'oz' : grain === 'lb';
    return pounds
      ? `${roundTo((grams / 1000) * POUNDS_PER_KG, 1).toFixed(1)} lb`
      : formatQuantity('weight', grams, 'g', { fermentable: true, decimals: 1 });
  }
  return units.weight === 'oz'
    ? formatQuantity('weight', grams, 'oz', { decimals: 1 })
    : formatQuantity('weight', grams, 'g');
}

/**
 * An amount never rounded up (what to take away, what the recipe holds): "350 g", "4.5 g", "1.25 kg"; in
 * ounces "12 oz", "4.5 oz", and pounds from a pound on, "2.75 lb".
 */
export function adviceAmountDown(grams: number, units: BrewerUnits = DEFAULT_DISPLAY_UNITS): string {
  const ounces = units.weight === 'oz';
  const small = ounces ? grams / GRAMS_PER_OUNCE_DISPLAY : grams;
  const [step, big] = ounces ? [OUNCES_PER_POUND, 'lb'] : [1000, 'kg'];
  const unit = ounces ? 'oz' : 'g';
  if (small >= step) return `${(Math.floor(small / (step / 100)) / 100).toFixed(2)} ${big}`;
  if (small >= 10) return `${Math.floor(small)} ${unit}`;
  return `${(Math.floor(small * 10) / 10).toFixed(1)} ${unit}`;
}
