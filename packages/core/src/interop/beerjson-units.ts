// BeerJSON's {unit, value} quantities in Wortsmith's units: every unit the BeerJSON 1.0 schema enumerates
// for mass, volume, temperature, time, colour, gravity, percent, specific volume and specific heat.

import { roundTo } from '../rounding';
import { GRAMS_PER_OUNCE_DISPLAY, LITRES_PER_US_GALLON, POUNDS_PER_KG } from '../units';
import { colourToEbc, gravityFrom, lookup } from './values';

/** A BeerJSON quantity. */
export interface Quantity {
  unit: string;
  value: number;
}

const GRAMS: Record<string, number> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  lb: 1000 / POUNDS_PER_KG,
  oz: GRAMS_PER_OUNCE_DISPLAY,
};

const US_FLUID_OUNCE_ML = (LITRES_PER_US_GALLON * 1000) / 128;
const IMPERIAL_FLUID_OUNCE_ML = 28.4130625;
const MILLILITRES: Record<string, number> = {
  ml: 1,
  l: 1000,
  tsp: US_FLUID_OUNCE_ML / 6,
  tbsp: US_FLUID_OUNCE_ML / 2,
  floz: US_FLUID_OUNCE_ML,
  cup: US_FLUID_OUNCE_ML * 8,
  pt: US_FLUID_OUNCE_ML * 16,
  qt: US_FLUID_OUNCE_ML * 32,
  gal: LITRES_PER_US_GALLON * 1000,
  bbl: LITRES_PER_US_GALLON * 1000 * 31,
  ifloz: IMPERIAL_FLUID_OUNCE_ML,
  ipt: IMPERIAL_FLUID_OUNCE_ML * 20,
  iqt: IMPERIAL_FLUID_OUNCE_ML * 40,
  igal: IMPERIAL_FLUID_OUNCE_ML * 160,
  ibbl: IMPERIAL_FLUID_OUNCE_ML * 160 * 36,
};

const MINUTES: Record<string, number> = { sec: 1 / 60, min: 1, hr: 60, day: 1440, week: 10080 };

/** A value that looks like a BeerJSON quantity. */
export function quantityOf(value: unknown): Quantity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { unit, value: amount } = value as { unit?: unknown; value?: unknown };
  return typeof unit === 'string' && typeof amount === 'number' && Number.isFinite(amount)
    ? { unit: unit.trim(), value: amount }
    : null;
}

/** Grams from a mass (grams kept as written, others rounded to 1 mg); null for another kind of unit. */
export function grams(q: Quantity | null): number | null {
  const factor = q ? lookup(GRAMS, q.unit.toLowerCase()) : undefined;
  if (factor === undefined || !q) return null;
  return factor === 1 ? q.value : roundTo(q.value * factor, 3);
}

/** Litres from a volume; null for another kind of unit. */
export function litres(q: Quantity | null): number | null {
  const factor = q ? lookup(MILLILITRES, q.unit.toLowerCase()) : undefined;
  if (factor === undefined || !q) return null;
  // Litres are kept as written; other units are rounded to 0.1 mL.
  return factor === 1000 ? q.value : roundTo((q.value * factor) / 1000, 4);
}

/** Millilitres from a volume (mL kept as written, others rounded to 0.001 mL); null for another kind of unit. */
export function millilitres(q: Quantity | null): number | null {
  const factor = q ? lookup(MILLILITRES, q.unit.toLowerCase()) : undefined;
  if (factor === undefined || !q) return null;
  return factor === 1 ? q.value : roundTo(q.value * factor, 3);
}

/** L/kg per unit of BeerJSON's specific volumes (mash thickness, grain absorption). */
const LITRES_PER_KG: Record<string, number> = {
  'l/kg': 1,
  'l/g': 1000,
  'm^3/kg': 1000,
  'qt/lb': (LITRES_PER_US_GALLON / 4) * POUNDS_PER_KG,
  'gal/lb': LITRES_PER_US_GALLON * POUNDS_PER_KG,
  'gal/oz': (LITRES_PER_US_GALLON * 1000) / GRAMS_PER_OUNCE_DISPLAY,
  'floz/oz': US_FLUID_OUNCE_ML / GRAMS_PER_OUNCE_DISPLAY,
  'ft^3/lb': 28.316846592 * POUNDS_PER_KG,
};

/** L/kg from a specific volume (L/kg kept as written, others rounded to 3 decimals). */
export function litresPerKg(q: Quantity | null): number | null {
  const factor = q ? lookup(LITRES_PER_KG, q.unit.toLowerCase()) : undefined;
  if (factor === undefined || !q) return null;
  return factor === 1 ? q.value : roundTo(q.value * factor, 3);
}

/** cal/(g·°C) from a specific heat: Cal/(g C) and BTU/(lb F) are the same unit, J/(kg K) is 4184 times smaller. */
export function caloriesPerGramDegree(q: Quantity | null): number | null {
  if (!q) return null;
  const unit = q.unit.toLowerCase().replace(/\s+/g, '');
  if (unit === 'cal/(gc)' || unit === 'btu/(lbf)') return q.value;
  return unit === 'j/(kgk)' ? q.value / 4184 : null;
}

/** Degrees Celsius from C or F. */
export function celsius(q: Quantity | null): number | null {
  if (!q) return null;
  const unit = q.unit.toUpperCase().replace('°', '');
  if (unit === 'C') return q.value;
  return unit === 'F' ? roundTo(((q.value - 32) * 5) / 9, 3) : null;
}

/** Minutes from sec, min, hr, day or week. */
export function minutes(q: Quantity | null): number | null {
  const factor = q ? lookup(MINUTES, q.unit.toLowerCase()) : undefined;
  return factor === undefined || !q ? null : roundTo(q.value * factor, 3);
}

/** EBC from EBC, SRM or Lovi. */
export function ebc(q: Quantity | null): number | null {
  return q ? colourToEbc(q.value, q.unit.toLowerCase()) : null;
}

/** Specific gravity from sg (or points), plato or brix. */
export function gravity(q: Quantity | null): number | null {
  return q ? gravityFrom(q.value, q.unit.toLowerCase()) : null;
}

/** A percent value ('%' or a bare number). */
export function percent(q: Quantity | null): number | null {
  return q ? q.value : null;
}

/** BeerJSON times are integers: whole minutes, or seconds when the minutes have a fraction. */
export function timeQuantity(min: number): Quantity {
  return Number.isInteger(min) ? { unit: 'min', value: min } : { unit: 'sec', value: Math.round(min * 60) };
}

/** mg/L from a concentration (ppm and mg/l alike, ppb a thousandth); null for another kind of unit. */
export function milligramsPerLitre(q: Quantity | null): number | null {
  if (!q) return null;
  const unit = q.unit.toLowerCase();
  if (unit === 'ppm' || unit === 'mg/l') return q.value;
  if (unit === 'ppb') return q.value / 1000;
  return null;
}
