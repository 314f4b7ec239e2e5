// A batch's fermentation plan on its chart's clock: the planned temperature line's corners and the
// dry hops at the instants the core's plan days fall on (seconds, as the chart's time axis counts),
// counted from the brew date as brew mode counts dry-hop days. Null without a plan or a brew date.
import {
  type Batch,
  type DryHopDay,
  dryHopDays,
  type FermentationStep,
  planDayTime,
  plannedTemperatureLine,
} from '@wortsmith/core';

/** The plan as the chart draws it. */
export interface ChartPlan {
  steps: readonly FermentationStep[];
  brewDate: string;
  /** Corners of the planned line: seconds since the epoch, °C. */
  line: { time: number; temperature: number }[];
  /** Dry hops that say their day, at the second they go in. */
  dryHops: (DryHopDay & { time: number })[];
}

/** The chart's plan of `batch`; null when its recipe has no plan or the batch no brew date. */
export function chartPlan(batch: Pick<Batch, 'brewDate' | 'recipe'>): ChartPlan | null {
  const steps = batch.recipe.fermentationSteps ?? [];
  const brewDate = batch.brewDate;
  if (steps.length === 0 || !brewDate) return null;
  const seconds = (day: number) => planDayTime(brewDate, day) / 1000;
  return {
    steps,
    brewDate,
    line: plannedTemperatureLine(steps).map((p) => ({ time: seconds(p.day), temperature: p.temperature })),
    dryHops: dryHopDays(batch.recipe.recipeHops).map((hop) => ({ ...hop, time: seconds(hop.day) })),
  };
}
