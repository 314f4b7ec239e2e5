// The six brewing ions of a water profile (mg/L), their equivalent weights and the arithmetic of profiles:
// dilution with distilled water and additions. Equivalent weight = molar mass / charge, from the IUPAC
// atomic weights (atomic-weights.ts); mEq/L = mg/L ÷ equivalent weight.
import { molarMass } from './atomic-weights';

/** The ions a water report and a water profile list, in their display order. */
export const IONS = ['calcium', 'magnesium', 'sodium', 'sulfate', 'chloride', 'bicarbonate'] as const;
export type Ion = (typeof IONS)[number];

/** A water profile: each ion in mg/L (ppm). */
export type IonProfile = Record<Ion, number>;

/** Distilled (or reverse-osmosis) water: no ions at all. */
export const EMPTY_PROFILE: Readonly<IonProfile> = Object.freeze({
  calcium: 0,
  magnesium: 0,
  sodium: 0,
  sulfate: 0,
  chloride: 0,
  bicarbonate: 0,
});

/** Grams per mole of each ion. */
export const ION_MOLAR_MASS: Readonly<IonProfile> = Object.freeze({
  calcium: molarMass({ Ca: 1 }),
  magnesium: molarMass({ Mg: 1 }),
  sodium: molarMass({ Na: 1 }),
  sulfate: molarMass({ S: 1, O: 4 }),
  chloride: molarMass({ Cl: 1 }),
  bicarbonate: molarMass({ H: 1, C: 1, O: 3 }),
});

/** The size of each ion's charge (Ca²⁺, Mg²⁺, Na⁺, SO₄²⁻, Cl⁻, HCO₃⁻). */
export const ION_CHARGE: Readonly<IonProfile> = Object.freeze({
  calcium: 2,
  magnesium: 2,
  sodium: 1,
  sulfate: 2,
  chloride: 1,
  bicarbonate: 1,
});

/** Milligrams per milliequivalent of each ion (molar mass / charge), e.g. 20.04 for calcium. */
export const EQUIVALENT_WEIGHT: Readonly<IonProfile> = Object.freeze({
  calcium: ION_MOLAR_MASS.calcium / ION_CHARGE.calcium,
  magnesium: ION_MOLAR_MASS.magnesium / ION_CHARGE.magnesium,
  sodium: ION_MOLAR_MASS.sodium / ION_CHARGE.sodium,
  sulfate: ION_MOLAR_MASS.sulfate / ION_CHARGE.sulfate,
  chloride: ION_MOLAR_MASS.chloride / ION_CHARGE.chloride,
  bicarbonate: ION_MOLAR_MASS.bicarbonate / ION_CHARGE.bicarbonate,
});

/** mEq/L of `ion` at `mgPerL`. */
export function milliEquivalents(ion: Ion, mgPerL: number): number {
  return mgPerL / EQUIVALENT_WEIGHT[ion];
}

/** A new profile with each ion computed by `f`. */
export function mapProfile(f: (ion: Ion) => number): IonProfile {
  return {
    calcium: f('calcium'),
    magnesium: f('magnesium'),
    sodium: f('sodium'),
    sulfate: f('sulfate'),
    chloride: f('chloride'),
    bicarbonate: f('bicarbonate'),
  };
}

/**
 * `profile` after `dilutionPercent` % of the water is replaced by distilled water: every ion × (1 − p/100).
 * The share is held to 0–100 %.
 */
export function diluted(profile: Readonly<IonProfile>, dilutionPercent: number): IonProfile {
  const kept = 1 - Math.min(100, Math.max(0, dilutionPercent)) / 100;
  return mapProfile((ion) => profile[ion] * kept);
}

/** `profile` with `added` (mg/L, e.g. from salts) on top. */
export function withAdded(profile: Readonly<IonProfile>, added: Readonly<IonProfile>): IonProfile {
  return mapProfile((ion) => profile[ion] + added[ion]);
}

/** `profile` with every ion multiplied by `factor` (e.g. salts spread over more water). */
export function scaled(profile: Readonly<IonProfile>, factor: number): IonProfile {
  return mapProfile((ion) => profile[ion] * factor);
}
