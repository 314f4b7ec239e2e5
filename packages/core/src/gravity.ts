// Hydrometer readings as devices send them: gravity in SG or °Plato told apart by range, and
// temperatures in °C, °F or K brought to °C.
import { sgFromPlato } from './display-units';
import { convertFrom } from './quantities';
import { roundTo } from './rounding';

/** Lowest and highest specific gravity a reading is taken as SG (beer and wort lie well inside). */
export const SG_RANGE = { min: 0.95, max: 1.2 } as const;
/** Degrees Plato a device may send: a finished dry beer reads a little below 0, a strong wort ~35. */
export const PLATO_RANGE = { min: -5, max: 50 } as const;

/** Gravity units a device may name: "G" (SG) or "P" (°Plato), as the Brewfather stream, GravityMon and BrewPiLess do. */
export type DeviceGravityUnit = 'G' | 'P';

/**
 * The SG of a gravity a device sent, 4 decimals. With `unit` "P" the value is °Plato whatever its size
 * (a finished beer's 1.0 °P is not read as SG). Otherwise values from 0.95 to 1.2 are SG and other
 * values from −5 to 50 °Plato: a Plato value of 0.95 to 1.2 (a nearly finished beer) reads as SG, about
 * 0.004 off; no hydrometer sends SG outside that range. Null for anything else.
 */
export function gravityToSg(value: number, unit?: DeviceGravityUnit): number | null {
  if (!Number.isFinite(value)) return null;
  if (unit !== 'P' && value >= SG_RANGE.min && value <= SG_RANGE.max) return roundTo(value, 4);
  if (value >= PLATO_RANGE.min && value <= PLATO_RANGE.max) return roundTo(sgFromPlato(value), 4);
  return null;
}

/** Temperature units a device may name; iSpindel sends "C", "F" or "K". */
export type DeviceTemperatureUnit = 'C' | 'F' | 'K';

/** A temperature in °C, 2 decimals, from `value` in `unit` (°C when the unit is not given). */
export function temperatureToCelsius(value: number, unit: DeviceTemperatureUnit = 'C'): number {
  const celsius =
    unit === 'F' ? convertFrom('temperature', value, 'F') : unit === 'K' ? value - 273.15 : value;
  return roundTo(celsius, 2);
}
