// Alkalinity and Kolbach's residual alkalinity of a water profile.
//
// Alkalinity is read from bicarbonate: 1 mEq/L of HCO₃⁻ is 1 mEq/L of alkalinity, 50.04 mg/L as CaCO₃
// (CaCO₃'s equivalent weight). That holds below pH 8.3, where carbonate and hydroxide are negligible, which
// is the case for drinking water reports that list bicarbonate (A.J. deLange on HomeBrewTalk: "for pH < 9 you
// can consider all the alkalinity to be caused by bicarbonate", example 122 mg/L HCO₃⁻ = 100 ppm as CaCO₃).
// Chalk and lime enter profiles as bicarbonate equivalents (salts.ts), so they count here too.
//
// Residual alkalinity (Paul Kolbach, "Der Einfluss des Brauwassers auf das pH von Würze und Bier",
// Monatsschrift für Brauerei, 1953, as Palmer, "How to Brew", ch. 15, and Troester 2009 §1 give it): the
// alkalinity left once calcium and magnesium have reacted with malt phosphate, 3.5 equivalents of calcium or
// 7 of magnesium cancelling one of alkalinity: RA = alkalinity − (Ca/3.5 + Mg/7), all in mEq/L.
import { molarMass } from './atomic-weights';
import { EQUIVALENT_WEIGHT, type IonProfile, milliEquivalents } from './ions';

/** mg/L as CaCO₃ per mEq/L (half CaCO₃'s molar mass, 50.04). */
export const CACO3_PER_MEQ = molarMass({ Ca: 1, C: 1, O: 3 }) / 2;

/** Kolbach: equivalents of calcium that cancel one equivalent of alkalinity. */
export const KOLBACH_CALCIUM = 3.5;
/** Kolbach: equivalents of magnesium that cancel one equivalent of alkalinity. */
export const KOLBACH_MAGNESIUM = 7;

/** Alkalinity in mg/L as CaCO₃ of water with `bicarbonate` mg/L of HCO₃⁻ (valid below pH 8.3). */
export function alkalinityAsCaCO3(bicarbonate: number): number {
  return milliEquivalents('bicarbonate', bicarbonate) * CACO3_PER_MEQ;
}

/** Bicarbonate (mg/L) of water whose report gives alkalinity as CaCO₃ (below pH 8.3). */
export function bicarbonateFromAlkalinity(asCaCO3: number): number {
  return (asCaCO3 / CACO3_PER_MEQ) * EQUIVALENT_WEIGHT.bicarbonate;
}

/** Kolbach's residual alkalinity of `profile` in mEq/L. */
export function residualAlkalinityMeq(profile: Readonly<IonProfile>): number {
  return (
    milliEquivalents('bicarbonate', profile.bicarbonate) -
    milliEquivalents('calcium', profile.calcium) / KOLBACH_CALCIUM -
    milliEquivalents('magnesium', profile.magnesium) / KOLBACH_MAGNESIUM
  );
}

/** Kolbach's residual alkalinity of `profile` in mg/L (ppm) as CaCO₃. */
export function residualAlkalinity(profile: Readonly<IonProfile>): number {
  return residualAlkalinityMeq(profile) * CACO3_PER_MEQ;
}
