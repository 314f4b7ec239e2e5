// Brew-day corrections (issue 32): when the gravity or volume measured before or after the boil is off the
// plan, what OG the batch is heading for, and how to land on the planned OG: boil longer, add water, or
// add dry malt extract.
//
// The arithmetic is the conservation of gravity points (points = (SG − 1) × 1000 × volume: the sugar stays,
// only water boils off or is added), as Palmer teaches it (How to Brew, 4th ed. 2017, "gravity points"),
// and dry malt extract's 44 points per pound per gallon (1.044, the official catalogue's and Palmer's),
// 0.367 points per gram per litre.
import { roundTo } from '../rounding';
import { LITRES_PER_US_GALLON } from '../units';

/** Gravity points one gram of dry malt extract gives one litre (44 ppg × 3.78541 L/gal / 453.592 g/lb). */
export const DME_POINTS_PER_GRAM_LITRE = (44 * LITRES_PER_US_GALLON) / 453.592;

/** What the brewer measured before the boil, and the plan it is compared with (litres, SG, minutes). */
export interface PreBoilCheck {
  plannedOg: number;
  /** The pre-boil gravity measured (SG, temperature-corrected). */
  gravity: number;
  /** The pre-boil volume measured. */
  volume: number;
  /** Boil-off, litres per hour. */
  boilOff: number;
  /** The planned boil, minutes. */
  boilMinutes: number;
}

/** The corrections: the OG ahead if nothing is done, and one way to reach the plan (the others null). */
export interface Correction {
  /** The OG the batch is heading for. */
  expectedOg: number;
  /** The post-boil volume ahead, litres. */
  expectedVolume: number;
  /** Boil this many minutes longer (gravity low; a smaller batch at the planned OG). */
  extraBoilMinutes: number | null;
  /** Or add this much dry malt extract, grams (gravity low; the planned volume). */
  dmeGrams: number | null;
  /** Add this much water, litres (gravity high; a larger batch at the planned OG). */
  waterLitres: number | null;
}

const points = (sg: number) => Math.max(0, (sg - 1) * 1000);

/** How far off the plan a wort of `total` points in `litres` is, and what brings it to `plannedOg`. */
function correctionFor(total: number, litres: number, plannedOg: number, boilOff: number | null): Correction {
  const planned = points(plannedOg);
  const expectedOg = litres > 0 ? 1 + total / litres / 1000 : 1;
  const base = {
    expectedOg: roundTo(expectedOg, 3),
    expectedVolume: roundTo(litres, 1),
    extraBoilMinutes: null,
    dmeGrams: null,
    waterLitres: null,
  };
  if (planned <= 0 || litres <= 0) return base;
  const atPlan = total / planned;
  if (atPlan > litres) return { ...base, waterLitres: roundTo(atPlan - litres, 1) };
  const missing = planned * litres - total;
  if (missing <= 0) return base;
  return {
    ...base,
    dmeGrams: roundTo(missing / DME_POINTS_PER_GRAM_LITRE, 0),
    extraBoilMinutes: boilOff && boilOff > 0 ? roundTo(((litres - atPlan) / boilOff) * 60, 0) : null,
  };
}

/** Before the boil: the OG ahead and how to reach the plan, from the measured gravity and volume. */
export function preBoilCorrection(check: PreBoilCheck): Correction {
  const boiledOff = Math.max(0, check.boilOff) * (Math.max(0, check.boilMinutes) / 60);
  const after = Math.max(0, check.volume - boiledOff);
  return correctionFor(
    points(check.gravity) * Math.max(0, check.volume),
    after,
    check.plannedOg,
    check.boilOff,
  );
}

/** After the boil: top up or add extract to reach the planned OG (no more boiling). */
export function postBoilCorrection(plannedOg: number, gravity: number, litres: number): Correction {
  const volume = Math.max(0, litres);
  return correctionFor(points(gravity) * volume, volume, plannedOg, null);
}
