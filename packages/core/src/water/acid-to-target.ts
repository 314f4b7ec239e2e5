// How much acid, or baking soda, brings the predicted mash pH (mash-ph.ts) to a target, on top of what the
// mash already gets. Above the target: millilitres of lactic acid (88 % unless told) or of phosphoric acid
// (10 % unless told), either one alone; below it: grams of baking soda. The model is linear in added acid or
// alkalinity (Troester 2009 §3.6: acid is negative alkalinity, moving the pH s per mEq/L), so the amount is
// (pH without it − target) × L / s mEq, the acid's mEq taken at the target pH (acids.ts). Baking soda adds
// one mEq of alkalinity per mmol (84.01 g/mol, salts.ts). Any mash with grain and water gets an answer.
import { roundTo } from '../rounding';
import { ACIDS, type AcidName, acidMeqPerMl, acidMilliEquivalents } from './acids';
import { type MashPhInput, mashPhTerms } from './mash-ph';
import { SALTS } from './salts';

/** The mash pH most tools aim for at room temperature (Palmer & Kaminski, "Water", 2013: 5.2–5.6). */
export const DEFAULT_TARGET_MASH_PH = 5.4;

/** The mash and the target: the predicted mash's input, a target pH and the acids' strengths (% w/w). */
export interface AcidToTargetInput extends MashPhInput {
  targetPh?: number | null;
  lacticStrength?: number;
  phosphoricStrength?: number;
}

/** What to add to reach the target (2 decimals): one acid (either), or baking soda; the others are 0. */
export interface AcidToTarget {
  targetPh: number;
  /** mL of lactic acid at `lacticStrength`. */
  lacticMillilitres: number;
  lacticStrength: number;
  /** mL of phosphoric acid at `phosphoricStrength`. */
  phosphoricMillilitres: number;
  phosphoricStrength: number;
  /** Grams of baking soda. */
  bakingSodaGrams: number;
}

/** mEq of alkalinity one gram of baking soda adds. */
const BAKING_SODA_MEQ_PER_GRAM = 1000 / SALTS.bakingSoda.molarMass;

function millilitres(acid: AcidName, strength: number, meq: number, pH: number): number {
  const perMl = acidMeqPerMl(acid, strength, pH);
  return meq > 0 && perMl > 0 ? roundTo(meq / perMl, 2) : 0;
}

/** The additions that bring the mash to `targetPh` (default 5.4); null without grain or mash water. */
export function acidToTarget(input: AcidToTargetInput): AcidToTarget | null {
  const terms = mashPhTerms(input);
  if (!terms) return null;
  const targetPh = input.targetPh ?? DEFAULT_TARGET_MASH_PH;
  const lacticStrength = input.lacticStrength ?? ACIDS.lactic.defaultStrength;
  const phosphoricStrength = input.phosphoricStrength ?? ACIDS.phosphoric.defaultStrength;
  // mEq of acid (negative: of alkalinity) still needed at the target, beyond the acids already added.
  const needed =
    ((terms.phWithoutAcids - targetPh) * terms.mashWaterLitres) / terms.slope -
    acidMilliEquivalents(input.acids ?? [], targetPh);
  return {
    targetPh,
    lacticMillilitres: millilitres('lactic', lacticStrength, needed, targetPh),
    lacticStrength,
    phosphoricMillilitres: millilitres('phosphoric', phosphoricStrength, needed, targetPh),
    phosphoricStrength,
    bakingSodaGrams: needed < 0 ? roundTo(-needed / BAKING_SODA_MEQ_PER_GRAM, 2) : 0,
  };
}
