// The predicted mash pH at room temperature (a cooled sample, as brewers read it), by Kai Troester's model:
// "The effect of brewing water and grist composition on the pH of the mash", braukaiser.com, 2009 (§ numbers
// below are the paper's). The paper fits each effect on small pulverised mashes; the model adds them up:
//
//   grist pH  = Σ base share × base pH + 5.7 × Σ specialty share − 0.14 × Σ(acidity × share) / R   (§3.5)
//   mash pH   = grist pH + s × (RA − acid / L),   s = 0.013 × R + 0.013 pH·L/mEq                   (§3.6, §3.10)
//
// with R the mash thickness (L of mash water per kg of grist), L the mash water, RA Kolbach's residual
// alkalinity of that water in mEq/L (alkalinity.ts) and acid the mEq of acid added to it. In words:
// - Base malts bring their distilled-water pH (§3.1–3.2): measured when known, else the least-squares line
//   through the paper's Table 2, 5.822 − 0.0207 × EBC (r² = 0.54, as §3.1 reports; fitted on 3.5–25 EBC).
// - Specialty malts count at pH 5.7, the end point of their titration, less the pH their acidity takes off
//   (§3.3–3.4): 0.14 pH per mEq/L of acidity in the mash water. Crystal malts: 14 + 0.13 × EBC mEq/kg
//   (r² = 0.77); roasted malts: about 40 mEq/kg whatever their colour; acid malt: its lactic acid (acids.ts).
// - The water's residual alkalinity moves the pH by s per mEq/L, s growing with the mash thickness (§3.10,
//   Figure 17). Acids added to the mash water count as negative alkalinity, as the paper's own waters made
//   with hydrochloric acid do (§3.6, Table 3), at the mEq they give at the mash pH (acids.ts). Because that
//   share depends on the pH being predicted, the pH is found by bisection; without acids it is closed form.
//
// Read as a proton balance, the slopes are the grist's buffer: R/0.14 mEq/(kg·pH) against specialty malt
// acidity (about 29 at 4 L/kg) and R/s mEq/(kg·pH) against the water's alkalinity and added acid (about 62 at
// 4 L/kg; §3.9 notes the mash resists a strong base about twice as much as it resists alkalinity). The
// paper's fits are for 2–5 L/kg; thinner mashes (no-sparge) carry the lines further. Grist preparation
// matters too (§3.11: coarser crushes steepen s a little); the model keeps the pulverised-grist figures. Far
// outside brewing ranges a linear model means little: the result is held to 0–14.
import { finite } from '../rounding';
import { type AcidDose, acidMaltAcidity, acidMilliEquivalents } from './acids';
import { residualAlkalinityMeq } from './alkalinity';
import type { IonProfile } from './ions';
import { isMashed, type MaltClass, type MaltFacts, maltClass } from './malt-class';

/** §3.3, §3.5: specialty malts were titrated to this pH, and count at it. */
export const SPECIALTY_TITRATION_PH = 5.7;
/** §3.4: pH taken off per mEq/L of specialty malt acidity in the mash water (pH·L/mEq). */
export const SPECIALTY_ACIDITY_SLOPE = 0.14;
/** §3.3: crystal malt acidity, mEq/kg = 14 + 0.13 × EBC. */
export const CRYSTAL_ACIDITY_AT_0_EBC = 14;
export const CRYSTAL_ACIDITY_PER_EBC = 0.13;
/** §3.3: roasted malts' acidity, mEq/kg, about the same at any colour. */
export const ROASTED_ACIDITY = 40;
/** §3.1, Table 2: base malts' distilled-water pH = 5.822 − 0.0207 × EBC (least squares, r² = 0.54). */
export const BASE_PH_AT_0_EBC = 5.822;
export const BASE_PH_PER_EBC = -0.0207;
/** §3.10: the pH over alkalinity slope s = 0.013 × R + 0.013 (pH·L/mEq, R in L/kg). */
export const ALKALINITY_SLOPE_PER_THICKNESS = 0.013;
export const ALKALINITY_SLOPE_AT_0 = 0.013;

/** A fermentable as the mash pH model counts it. */
export interface MashMalt {
  maltClass: MaltClass;
  kilograms: number;
  /** Colour, EBC. */
  ebc: number;
  /** Acid malt's lactic acid, % by weight (3 % when unknown). */
  lacticAcidPercent?: number | null;
  /** A base malt's measured distilled-water pH, replacing the colour line. */
  distilledWaterPh?: number | null;
  /** A specialty malt's measured titratable acidity to pH 5.7, mEq/kg, replacing its class's rule. */
  acidity?: number | null;
}

/** What the model needs of a recipe fermentable: its facts and quantity in grams. */
export interface MashFermentable extends MaltFacts {
  quantity: number | null | undefined;
}

/** `fermentable` as the model counts it (its class from `maltClass`). */
export function mashMaltOf(fermentable: MashFermentable): MashMalt {
  return {
    maltClass: maltClass(fermentable),
    kilograms: Math.max(0, finite(fermentable.quantity) ?? 0) / 1000,
    ebc: Math.max(0, finite(fermentable.ebc) ?? 0),
    lacticAcidPercent: finite(fermentable.acidContent) ?? null,
  };
}

/** A base malt's distilled-water pH from its colour (§3.1, Table 2). */
export function baseMaltDistilledWaterPh(ebc: number): number {
  return BASE_PH_AT_0_EBC + BASE_PH_PER_EBC * ebc;
}

/** A specialty malt's titratable acidity to pH 5.7 in mEq/kg (§3.3); 0 for base, inert and kettle. */
export function specialtyAcidity(malt: MashMalt): number {
  if (malt.maltClass === 'base' || !isCountedInPh(malt.maltClass)) return 0;
  if (malt.acidity != null) return malt.acidity;
  if (malt.maltClass === 'crystal') return CRYSTAL_ACIDITY_AT_0_EBC + CRYSTAL_ACIDITY_PER_EBC * malt.ebc;
  if (malt.maltClass === 'roasted') return ROASTED_ACIDITY;
  return acidMaltAcidity(malt.lacticAcidPercent ?? undefined);
}

/** §3.10: pH per mEq/L of alkalinity at mash thickness `thickness` (L/kg). */
export function alkalinitySlope(thickness: number): number {
  return ALKALINITY_SLOPE_PER_THICKNESS * thickness + ALKALINITY_SLOPE_AT_0;
}

function isCountedInPh(kind: MaltClass): boolean {
  return isMashed(kind) && kind !== 'inert';
}

/** The mash the model predicts for: grist, mash water (L), its ions after salts, and acids added to it. */
export interface MashPhInput {
  grist: readonly MashMalt[];
  mashWaterLitres: number;
  mashWater: Readonly<IonProfile>;
  acids?: readonly AcidDose[];
}

/** The parts of the model that do not depend on the pH; null without grain or mash water. */
export interface MashPhTerms {
  /** The pH before any added acid: grist pH + s × RA. */
  phWithoutAcids: number;
  /** s, pH per mEq/L of alkalinity (or of acid, negatively). */
  slope: number;
  mashWaterLitres: number;
  /** Mash thickness R, L/kg. */
  thickness: number;
}

/** The grist's pH, the water's slope and the mash water; null when there is no grain or water to mash. */
export function mashPhTerms(input: Omit<MashPhInput, 'acids'>): MashPhTerms | null {
  const malts = input.grist.filter((m) => isCountedInPh(m.maltClass) && m.kilograms > 0);
  const kilograms = malts.reduce((sum, m) => sum + m.kilograms, 0);
  const litres = input.mashWaterLitres;
  if (!(kilograms > 0) || !(litres > 0)) return null;
  const thickness = litres / kilograms;
  let gristPh = 0;
  let acidity = 0;
  for (const m of malts) {
    const share = m.kilograms / kilograms;
    if (m.maltClass === 'base') {
      gristPh += share * (m.distilledWaterPh ?? baseMaltDistilledWaterPh(m.ebc));
    } else {
      gristPh += share * SPECIALTY_TITRATION_PH;
      acidity += share * specialtyAcidity(m);
    }
  }
  gristPh -= (SPECIALTY_ACIDITY_SLOPE * acidity) / thickness;
  const slope = alkalinitySlope(thickness);
  const phWithoutAcids = gristPh + slope * residualAlkalinityMeq(input.mashWater);
  return { phWithoutAcids, slope, mashWaterLitres: litres, thickness };
}

const PH_MIN = 0;
const PH_MAX = 14;

/** The pH at which the acids' mEq (given at that pH) balance the terms; held to 0–14. */
export function balancedPh(terms: MashPhTerms, acids: readonly AcidDose[]): number {
  const excess = (pH: number) =>
    terms.phWithoutAcids - (terms.slope * acidMilliEquivalents(acids, pH)) / terms.mashWaterLitres - pH;
  // excess falls as the pH rises (acids give more mEq at a higher pH), so one root lies between the bounds.
  let lo = PH_MIN;
  let hi = PH_MAX;
  if (excess(lo) <= 0) return lo;
  if (excess(hi) >= 0) return hi;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (excess(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The predicted mash pH at room temperature; null without grain or mash water. */
export function predictMashPh(input: MashPhInput): number | null {
  const terms = mashPhTerms(input);
  return terms ? balancedPh(terms, input.acids ?? []) : null;
}
