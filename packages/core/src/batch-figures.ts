// What a batch achieved, from the values measured on brew day and at packaging: ABV, apparent
// attenuation, brewhouse efficiency, and the difference from plan.
import { ABV_FACTOR, fermentablePoints } from './figures';
import { finite, roundTo } from './rounding';
import { contributionOf, extractYield } from './staged-gravity';
import { LITRES_PER_US_GALLON } from './units';

type MaybeNumber = number | null | undefined;

/** The measured values the figures read (gravities in SG, volumes in litres). */
export interface BatchMeasurements {
  measuredOg?: MaybeNumber;
  measuredFg?: MaybeNumber;
  /** The wort that went into the fermenter: the volume SPEC §9's OG formula divides by. */
  fermenterVolume?: MaybeNumber;
}

/** The grain bill as brewed (grams and potential extract, as in a recipe). */
export interface BatchGrainBill {
  recipeFermentables: readonly {
    quantity?: MaybeNumber;
    potentialExtract?: MaybeNumber;
    contribution?: string | null;
  }[];
}

/** The computed figures a batch answer carries; null where a measurement is missing. */
export interface BatchFigures {
  /** Percent, 2 decimals. */
  measuredAbv: number | null;
  /** Percent, 1 decimal. */
  apparentAttenuation: number | null;
  /** Percent, 1 decimal. */
  brewhouseEfficiency: number | null;
}

const gravity = (value: MaybeNumber): number | undefined => {
  const v = finite(value);
  return v !== undefined && v > 0 ? v : undefined;
};

/** ABV from measured OG and FG with SPEC §9's factor: (OG − FG) × 131.25, 2 decimals; never below 0. */
export function measuredAbv(og: MaybeNumber, fg: MaybeNumber): number | null {
  const o = gravity(og);
  const f = gravity(fg);
  if (o === undefined || f === undefined) return null;
  return Math.max(0, roundTo((o - f) * ABV_FACTOR, 2));
}

/** Apparent attenuation (OG − FG) / (OG − 1), percent, 1 decimal; null without an OG above 1. */
export function apparentAttenuation(og: MaybeNumber, fg: MaybeNumber): number | null {
  const o = gravity(og);
  const f = gravity(fg);
  if (o === undefined || f === undefined || o <= 1) return null;
  return roundTo(((o - f) / (o - 1)) * 100, 1);
}

/**
 * The brewhouse efficiency achieved, counting only what the mash had to extract (issue 31): the gravity
 * points measured in the fermenter volume, less what extract, sugar and steeped grain give by stage
 * (`staged-gravity.ts`), over the points the mashed grain could give, (OG − 1) × 1000 × gallons −
 * Σ others) / Σ mashed(lb × (extract − 1) × 1000) × 100, 1 decimal, never below 0. With only mashed
 * grain this is SPEC §9's OG formula solved for efficiency. Null without a measured OG above 1, a
 * fermenter volume or any mashed extract (an extract brew has no mash to be efficient).
 */
export function brewhouseEfficiency(
  og: MaybeNumber,
  volumeLitres: MaybeNumber,
  bill: BatchGrainBill,
): number | null {
  const o = gravity(og);
  const volume = finite(volumeLitres);
  if (o === undefined || o <= 1 || volume === undefined || volume <= 0) return null;
  let mashed = 0;
  let others = 0;
  for (const f of bill.recipeFermentables) {
    const contribution = contributionOf(f);
    if (contribution === 'mashed') mashed += fermentablePoints(f, 100);
    else others += fermentablePoints(f, extractYield(contribution, 100, 'byStage'));
  }
  if (mashed <= 0) return null;
  const measured = (o - 1) * 1000 * (volume / LITRES_PER_US_GALLON);
  return Math.max(0, roundTo(((measured - others) / mashed) * 100, 1));
}

/** Every computed figure of a batch from its measurements and its recipe snapshot's grain bill. */
export function computeBatchFigures(measured: BatchMeasurements, bill: BatchGrainBill): BatchFigures {
  return {
    measuredAbv: measuredAbv(measured.measuredOg, measured.measuredFg),
    apparentAttenuation: apparentAttenuation(measured.measuredOg, measured.measuredFg),
    brewhouseEfficiency: brewhouseEfficiency(measured.measuredOg, measured.fermenterVolume, bill),
  };
}

/** Measured minus planned, or null when either is missing (the marker beside a measured figure). */
export function differenceFromPlan(measured: MaybeNumber, planned: MaybeNumber): number | null {
  const m = finite(measured);
  const p = finite(planned);
  return m === undefined || p === undefined ? null : m - p;
}
