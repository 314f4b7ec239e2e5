// Yeast starters (issue 32): the cells after each step of a starter, and a suggestion that always works.
//
// Sources:
// - Stir plate: Troester, "Estimating yeast growth" (braukaiser.com, 2012): with constant stirring about
//   1.4 billion new cells grow per gram of extract while fewer than 1.4 billion cells share a gram; from
//   1.4 to 3.5 billion per gram the growth falls as 2.33 − 0.67 × that ratio; above 3.5 nothing grows.
// - No agitation: White & Zainasheff, Yeast (2010), fig. 5.5: 100 billion cells pitched into 0.5, 1, 2 and 4 L
//   (200, 100, 50 and 25 million cells per mL) finished at 112, 152, 205 and 276 billion: growth factors
//   1.12, 1.52, 2.05 and 2.76, interpolated here on the logarithm of the inoculation rate (and never more
//   than the stir plate would grow from the same wort).
// - Shaken now and then: our assumption, halfway between the two (Troester finds stirring matters most
//   because it keeps the yeast in suspension; shaking does so part of the time).
// - Extract in the wort: litres × SG × °P × 10 grams.
import { platoFromSg } from '../display-units';
import { roundTo } from '../rounding';

export const STARTER_AGITATIONS = ['none', 'shaken', 'stirPlate'] as const;
export type StarterAgitation = (typeof STARTER_AGITATIONS)[number];

/** One step of a starter: litres of wort at a gravity (SG). */
export interface StarterStep {
  volume: number;
  gravity: number;
  agitation: StarterAgitation;
}

/** Grams of extract in `litres` of wort at `sg`. */
export function extractGrams(litres: number, sg: number): number {
  return Math.max(0, litres) * sg * Math.max(0, platoFromSg(sg)) * 10;
}

/** New billion cells a stirred starter grows from `cells` in `extract` grams (Troester 2012). */
function stirPlateGrowth(cells: number, extract: number): number {
  if (extract <= 0) return 0;
  const ratio = cells / extract;
  const perGram = ratio < 1.4 ? 1.4 : ratio <= 3.5 ? 2.33 - 0.67 * ratio : 0;
  return Math.max(0, perGram) * extract;
}

/** White & Zainasheff's still-starter points: inoculation (million per mL) and growth factor. */
const STILL_POINTS: readonly [number, number][] = [
  [25, 2.76],
  [50, 2.05],
  [100, 1.52],
  [200, 1.12],
];

/** The growth factor of a still starter at `inoculation` million cells per mL (log-linear, ends extended). */
function stillFactor(inoculation: number): number {
  const x = Math.log(Math.max(inoculation, 1e-6));
  const [first, second] =
    inoculation <= 50
      ? [STILL_POINTS[0]!, STILL_POINTS[1]!]
      : inoculation <= 100
        ? [STILL_POINTS[1]!, STILL_POINTS[2]!]
        : [STILL_POINTS[2]!, STILL_POINTS[3]!];
  const slope = (second[1] - first[1]) / (Math.log(second[0]) - Math.log(first[0]));
  return Math.max(1, first[1] + slope * (x - Math.log(first[0])));
}

/** Billion cells after one starter step that began with `cells` billion. */
export function starterStepCells(cells: number, step: StarterStep): number {
  const start = Math.max(0, cells);
  const litres = Math.max(0, step.volume);
  if (start <= 0 || litres <= 0) return start;
  const extract = extractGrams(litres, step.gravity);
  const stirred = stirPlateGrowth(start, extract);
  const still = Math.min(stirred, start * (stillFactor(start / litres) - 1));
  const growth =
    step.agitation === 'stirPlate' ? stirred : step.agitation === 'none' ? still : (still + stirred) / 2;
  return start + growth;
}

/** Billion cells after each step in turn, 1 decimal each. */
export function starterCells(cells: number, steps: readonly StarterStep[]): number[] {
  const after: number[] = [];
  let current = cells;
  for (const step of steps) {
    current = starterStepCells(current, step);
    after.push(roundTo(current, 1));
  }
  return after;
}

/** The gravity of the starter the suggestion makes (about 100 g of dry malt extract per litre). */
export const SUGGESTED_STARTER_GRAVITY = 1.036;
/** The largest single stir-plate starter the suggestion makes, litres. */
const LARGEST_STARTER = 5;

/** What to do so that the pitch has the cells it needs. */
export type PitchSuggestion =
  | { kind: 'enough' }
  | { kind: 'starter'; litres: number; gravity: number; cells: number }
  | { kind: 'packs'; packs: number };

/**
 * A suggestion that always works: nothing when there are enough cells; else the smallest stir-plate
 * starter (in 0.1 L steps, at 1.036) that grows the cells from what there is; else more packs of
 * `cellsPerPack` billion (always possible).
 */
export function pitchSuggestion(needed: number, available: number, cellsPerPack: number): PitchSuggestion {
  if (available >= needed) return { kind: 'enough' };
  if (available > 0) {
    for (let tenths = 1; tenths <= LARGEST_STARTER * 10; tenths++) {
      const litres = tenths / 10;
      const cells = starterStepCells(available, {
        volume: litres,
        gravity: SUGGESTED_STARTER_GRAVITY,
        agitation: 'stirPlate',
      });
      if (cells >= needed)
        return { kind: 'starter', litres, gravity: SUGGESTED_STARTER_GRAVITY, cells: roundTo(cells, 1) };
    }
  }
  return { kind: 'packs', packs: Math.max(1, Math.ceil(needed / Math.max(cellsPerPack, 1e-9))) };
}
