// "Match target": the salt additions (grams for a volume of water) that bring a water profile closest to a
// target profile, found by non-negative least squares (ml-fcnnls, mljs's Fast Combinatorial NNLS after Van
// Benthem & Keenan, J. Chemometrics 2004), so no salt is ever taken away.
//
// The error weighs each ion relative to its target, with a floor: ((result − target) / max(target, 10 mg/L))²
// summed over the six ions. Relative, because 10 mg/L too much sodium matters more than 10 mg/L too much
// sulfate at a 300 mg/L target; floored, so that a target of 0 (or 2) mg/L does not weigh without limit.
//
// The salts it may use: gypsum, calcium chloride, Epsom salt, table salt, baking soda and magnesium
// chloride. Not chalk, which barely dissolves without CO₂ and counts only by a disputed share (salts.ts), nor
// slaked lime, which is caustic and used to strip alkalinity rather than to build a profile; baking soda
// covers the alkalinity either could add.
//
// Mash and sparge: the recipe screen matches the whole brew day's water (strike, infusions and sparge) to the
// target and splits each salt between the vessels in proportion to their water (matchTargetByVessel), so the
// mash water and the beer's water both get the target profile; without sparge water all of it goes in the mash.
//
// The web loads this module lazily (`import('@wortsmith/core/water-solver')`): nothing else in core imports
// it, and the core's index leaves it out, so the solver library stays out of the main bundle.
import { fcnnlsVector } from 'ml-fcnnls';
import { roundTo } from '../rounding';
import { IONS, type IonProfile, withAdded } from './ions';
import { ionsFromSalts, SALTS, type SaltAddition, type SaltName } from './salts';
import type { WaterVessel } from './water-report';

/** The salts the solver may propose. */
export const SOLVER_SALTS = [
  'gypsum',
  'calciumChloride',
  'epsom',
  'tableSalt',
  'bakingSoda',
  'magnesiumChloride',
] as const satisfies readonly SaltName[];
export type SolverSalt = (typeof SOLVER_SALTS)[number];

/** Below this target (mg/L) an ion's error is weighed as if its target were this. */
export const ERROR_FLOOR_MG_PER_L = 10;

const weight = (target: number) => 1 / Math.max(target, ERROR_FLOOR_MG_PER_L);

/**
 * Every salt is neutral, so the six share their ions (gypsum + magnesium chloride give what Epsom salt +
 * calcium chloride give) and many mixes fit a target equally well. A tiny penalty on each salt's g/L (a
 * ridge row of this weight) picks the lightest such mix and makes the answer unique; it costs the fit
 * nothing measurable.
 */
const RIDGE = 1e-3;

/** The weighted squared error of `profile` against `target` (see the module comment). */
export function profileMismatch(profile: Readonly<IonProfile>, target: Readonly<IonProfile>): number {
  let sum = 0;
  for (const ion of IONS) sum += ((profile[ion] - target[ion]) * weight(target[ion])) ** 2;
  return sum;
}

export interface MatchTargetInput {
  source: Readonly<IonProfile>;
  target: Readonly<IonProfile>;
  /** Litres of water the salts go into. */
  litres: number;
  /** The salts it may use; all of SOLVER_SALTS by default. */
  salts?: readonly SolverSalt[];
}

export interface MatchTargetResult {
  /** Grams of each salt worth adding (2 decimals), in SOLVER_SALTS order; none when nothing helps. */
  additions: SaltAddition[];
  /** The profile with those additions. */
  result: IonProfile;
  /** profileMismatch of the result; never above that of the source. */
  mismatch: number;
}

/** The non-negative salt additions that bring `source` closest to `target` in `litres` of water. */
export function matchTargetProfile(input: MatchTargetInput): MatchTargetResult {
  const { source, target, litres } = input;
  const unchanged = { additions: [], result: { ...source }, mismatch: profileMismatch(source, target) };
  const salts = SOLVER_SALTS.filter((s) => (input.salts ?? SOLVER_SALTS).includes(s));
  if (!(litres > 0) || salts.length === 0) return unchanged;

  // Columns: mg/L each salt adds per g/L; rows: ions, weighted, then one small ridge row per salt. Solve for
  // g/L ≥ 0.
  const matrix = [
    ...IONS.map((ion) => salts.map((s) => SALTS[s].mgPerGramPerLitre[ion] * weight(target[ion]))),
    ...salts.map((_, i) => salts.map((__, j) => (i === j ? RIDGE : 0))),
  ];
  const missing = [
    ...IONS.map((ion) => (target[ion] - source[ion]) * weight(target[ion])),
    ...salts.map(() => 0),
  ];
  let gramsPerLitre: number[];
  try {
    gramsPerLitre = fcnnlsVector(matrix, missing, { maxIterations: 100 }).K.to1DArray();
  } catch {
    // The library gives up past its iteration limit; no additions is then the honest answer.
    return unchanged;
  }

  const additions: SaltAddition[] = [];
  salts.forEach((salt, i) => {
    const grams = roundTo(Math.max(0, gramsPerLitre[i] ?? 0) * litres, 2);
    if (grams > 0) additions.push({ salt, grams });
  });
  const result = withAdded(source, ionsFromSalts(additions, litres));
  const mismatch = profileMismatch(result, target);
  return mismatch <= unchanged.mismatch ? { additions, result, mismatch } : unchanged;
}

export interface MatchTargetByVesselInput extends Omit<MatchTargetInput, 'litres'> {
  /** Litres of mash water (strike and infusions). */
  mashLitres: number;
  /** Litres of sparge water. */
  spargeLitres: number;
}

/** A salt addition in a vessel. */
export interface VesselSaltAddition extends SaltAddition {
  vessel: WaterVessel;
}

export interface MatchTargetByVesselResult extends MatchTargetResult {
  /** The additions split between mash and sparge (2 decimals each; a share that rounds to 0 is left out). */
  byVessel: VesselSaltAddition[];
}

/**
 * The salts that bring all the brew day's water closest to `target`, each split between mash and sparge in
 * proportion to their litres (see the module comment).
 */
export function matchTargetByVessel(input: MatchTargetByVesselInput): MatchTargetByVesselResult {
  const mash = Math.max(0, input.mashLitres);
  const sparge = Math.max(0, input.spargeLitres);
  const litres = mash + sparge;
  const match = matchTargetProfile({ ...input, litres });
  const byVessel: VesselSaltAddition[] = [];
  for (const vessel of ['mash', 'sparge'] as const) {
    const share = (vessel === 'mash' ? mash : sparge) / litres;
    for (const { salt, grams } of match.additions) {
      const part = roundTo(grams * share, 2);
      if (part > 0) byVessel.push({ salt, grams: part, vessel });
    }
  }
  return { ...match, byVessel };
}
