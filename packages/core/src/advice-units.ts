// The advice texts in a brewer's own units (issue 14): the figures, style ranges, volumes and colours the
// advice states, in SG or °Plato, EBC or SRM, litres or US gallons. In the default units each text is
// exactly what the advice has always written ("1.061", "1.056-1.070", "33.0", "23.5 L"), so a brewer
// who changes nothing reads the same advice.
import { DEFAULT_DISPLAY_UNITS, type DisplayUnits, formatDisplay, toUnit, unitSymbol } from './display-units';
import { roundTo } from './rounding';

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
