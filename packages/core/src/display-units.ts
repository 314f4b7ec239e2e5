// A brewer's display units for volume, temperature, colour and gravity, and the conversions between
// SG and °Plato. Stored values are canonical (litres, °C, EBC, specific gravity); quantities.ts shows
// and reads them in these units.

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

/** How grain is shown and typed: as SPEC shows it (by the weight unit), kilograms and grams, or pounds and ounces. */
export const GRAIN_UNITS = ['spec', 'kg', 'lb'] as const;
export type GrainUnit = (typeof GRAIN_UNITS)[number];

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
