// A brewer's display units for volume, temperature, colour and gravity: stored values are canonical
// (litres, °C, EBC, specific gravity); these functions convert at the edges, for forms and display.
//
// No drift: `fromDisplay` does not round, so a value typed in another unit is stored exactly enough
// (double precision) that `toDisplay` shows it back as typed at the shown precision, however many
// times it is saved. Rounding happens only in `toDisplay`/`formatDisplay`.
import { roundTo } from './rounding';
import { LITRES_PER_US_GALLON } from './units';

/** Volume units: litres or US gallons (3.78541 L per gallon, SPEC §9). */
export const VOLUME_UNITS = ['L', 'gal'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];

/** Temperature units. */
export const TEMPERATURE_UNITS = ['C', 'F'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** Colour units: EBC or SRM (SRM = EBC / 1.97, the factor of the style data). */
export const COLOR_UNITS = ['EBC', 'SRM'] as const;
export type ColorUnit = (typeof COLOR_UNITS)[number];

/** Gravity units: specific gravity or degrees Plato. */
export const GRAVITY_UNITS = ['SG', 'Plato'] as const;
export type GravityUnit = (typeof GRAVITY_UNITS)[number];

/** The four quantities that have a display unit. */
export type Quantity = 'volume' | 'temperature' | 'color' | 'gravity';

/** A user's display units; the defaults show exactly what SPEC specifies. */
export interface DisplayUnits {
  volume: VolumeUnit;
  temperature: TemperatureUnit;
  color: ColorUnit;
  gravity: GravityUnit;
}

/** Litres, °C, EBC and SG: what the specification shows and what is stored. */
export const DEFAULT_DISPLAY_UNITS: DisplayUnits = {
  volume: 'L',
  temperature: 'C',
  color: 'EBC',
  gravity: 'SG',
};

/** EBC per SRM (SRM = EBC / 1.97), the factor the BJCP style ranges are converted with. */
export const EBC_PER_SRM = 1.97;

/** Decimals shown for each unit. */
const DECIMALS = {
  volume: { L: 2, gal: 2 },
  temperature: { C: 1, F: 1 },
  color: { EBC: 2, SRM: 2 },
  gravity: { SG: 3, Plato: 1 },
} as const satisfies { [Q in Quantity]: Record<DisplayUnits[Q], 0 | 1 | 2 | 3> };

/** The label suffix of each unit, as field labels carry it ("Batch Volume (gal)"). */
const SYMBOLS = {
  volume: { L: 'L', gal: 'gal' },
  temperature: { C: '°C', F: '°F' },
  color: { EBC: 'EBC', SRM: 'SRM' },
  gravity: { SG: 'SG', Plato: '°P' },
} as const satisfies { [Q in Quantity]: Record<DisplayUnits[Q], string> };

/**
 * Degrees Plato of a specific gravity: the cubic fit of the ASBC extract tables,
 * °P = −616.868 + 1111.14·SG − 630.272·SG² + 135.997·SG³ (one formula; `sgFromPlato` is its exact
 * inverse, so values round-trip).
 */
export function platoFromSg(sg: number): number {
  return -616.868 + 1111.14 * sg - 630.272 * sg * sg + 135.997 * sg * sg * sg;
}

/** The specific gravity whose `platoFromSg` is `plato` (Newton's method from a close first guess). */
export function sgFromPlato(plato: number): number {
  let sg = 1 + plato / (258.6 - (plato / 258.2) * 227.1);
  for (let i = 0; i < 8; i++) {
    const slope = 1111.14 - 2 * 630.272 * sg + 3 * 135.997 * sg * sg;
    const step = (platoFromSg(sg) - plato) / slope;
    sg -= step;
    if (Math.abs(step) < 1e-12) break;
  }
  return sg;
}

/** A canonical value (L, °C, EBC, SG) in `unit`, unrounded; the quantity only ties the unit to it. */
export function toUnit<Q extends Quantity>(_quantity: Q, value: number, unit: DisplayUnits[Q]): number {
  switch (unit) {
    case 'gal':
      return value / LITRES_PER_US_GALLON;
    case 'F':
      return (value * 9) / 5 + 32;
    case 'SRM':
      return value / EBC_PER_SRM;
    case 'Plato':
      return platoFromSg(value);
    default:
      return value;
  }
}

/** A value typed in `unit` as the canonical value to store (L, °C, EBC, SG), unrounded: no drift. */
export function fromDisplay<Q extends Quantity>(_quantity: Q, value: number, unit: DisplayUnits[Q]): number {
  switch (unit) {
    case 'gal':
      return value * LITRES_PER_US_GALLON;
    case 'F':
      return ((value - 32) * 5) / 9;
    case 'SRM':
      return value * EBC_PER_SRM;
    case 'Plato':
      return sgFromPlato(value);
    default:
      return value;
  }
}

/**
 * The canonical value to store for `value` typed in `unit`, without drift: the `stored` value when it
 * already shows back as `value` (a save never moves what was typed in another unit), otherwise the
 * converted value, held within the canonical `min` and `max` so a limit typed exactly (212 °F) lands on
 * the canonical limit (100 °C).
 */
export function storedFromDisplay<Q extends Quantity>(
  quantity: Q,
  value: number,
  unit: DisplayUnits[Q],
  stored?: unknown,
  limits: { min?: number; max?: number } = {},
): number {
  if (typeof stored === 'number' && toDisplay(quantity, stored, unit) === value) return stored;
  const canonical = fromDisplay(quantity, value, unit);
  if (limits.min !== undefined && canonical < limits.min) return limits.min;
  if (limits.max !== undefined && canonical > limits.max) return limits.max;
  return canonical;
}

/** The decimals `unit` is shown with. */
export function displayDecimals<Q extends Quantity>(quantity: Q, unit: DisplayUnits[Q]): 0 | 1 | 2 | 3 {
  return (DECIMALS[quantity] as Record<string, 0 | 1 | 2 | 3>)[unit]!;
}

/** A canonical value in `unit`, rounded to the unit's shown precision. */
export function toDisplay<Q extends Quantity>(quantity: Q, value: number, unit: DisplayUnits[Q]): number {
  return roundTo(toUnit(quantity, value, unit), displayDecimals(quantity, unit));
}

/** A canonical value as text in `unit` with its shown decimals ("5.00", "152.0", "12.0"). */
export function formatDisplay<Q extends Quantity>(quantity: Q, value: number, unit: DisplayUnits[Q]): string {
  return toDisplay(quantity, value, unit).toFixed(displayDecimals(quantity, unit));
}

/** The symbol of `unit` for labels and suffixes ("L", "gal", "°F", "SRM", "°P"). */
export function unitSymbol<Q extends Quantity>(quantity: Q, unit: DisplayUnits[Q]): string {
  return (SYMBOLS[quantity] as Record<string, string>)[unit]!;
}
