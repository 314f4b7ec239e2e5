// A fermentation plan laid out on the batch's days: each step's day range, the corners of the planned
// temperature line, where a batch is in its plan on a given day, and the dry hops on the same days.
// Days count from the brew date (pitching is on brew day), as brew mode's dry-hop days do: day 0 starts
// at the brew date's midnight, and on screen the first day is "day 1".
import { MINUTES_PER_DAY } from './dry-hop';
import { type FermentationStep, planDays, plannedTemperature, planPosition } from './fermentation-plan';
import { roundTo } from './rounding';

/** A step with the days it covers: from `startDay` (included) to `endDay` (excluded), days after pitching. */
export interface PlanStepSpan {
  step: FermentationStep;
  index: number;
  startDay: number;
  endDay: number;
}

/** Each step of the plan with the days it covers, in order. */
export function planSpans(steps: readonly FermentationStep[]): PlanStepSpan[] {
  let start = 0;
  return steps.map((step, index) => {
    const span = { step, index, startDay: start, endDay: start + step.days };
    start = span.endDay;
    return span;
  });
}

/**
 * The days a step covers as a brewer counts them, the first day of the plan being day 1: "days 1–14",
 * "days 15–16", or "day 17" for a step of one day.
 */
export function planDayRangeText(span: Pick<PlanStepSpan, 'startDay' | 'endDay'>): string {
  const first = roundTo(span.startDay + 1, 2);
  const last = roundTo(Math.max(span.endDay, first), 2);
  return last <= first ? `day ${first}` : `days ${first}–${last}`;
}

/** A corner of the planned temperature line: `temperature` °C on `day` (days after pitching). */
export interface PlanPoint {
  day: number;
  temperature: number;
}

/**
 * The corners of the planned temperature line, from pitching to the plan's end: straight between them,
 * it is `plannedTemperature` on every day. A step reached without a ramp is a jump: two corners on the
 * same day, the step before's temperature then its own.
 */
export function plannedTemperatureLine(steps: readonly FermentationStep[]): PlanPoint[] {
  const points: PlanPoint[] = [];
  const add = (day: number, temperature: number) => {
    const last = points.at(-1);
    if (last && last.day === day && last.temperature === temperature) return;
    points.push({ day, temperature });
  };
  for (const { step, index, startDay, endDay } of planSpans(steps)) {
    const ramp = index === 0 ? 0 : Math.min(step.rampDays ?? 0, step.days);
    if (ramp <= 0) add(startDay, step.temperature);
    add(startDay + ramp, step.temperature);
    add(endDay, step.temperature);
  }
  return points;
}

/** A day in milliseconds: the plan's days on a clock. */
export const DAY_MS = MINUTES_PER_DAY * 60_000;

/** The instant the plan starts: the brew date's midnight, local time. */
export function planStart(brewDate: string): number {
  const [year, month, day] = brewDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!).getTime();
}

/** The instant `day` days after pitching (a batch brewed on `brewDate`), ms since the epoch. */
export const planDayTime = (brewDate: string, day: number): number => planStart(brewDate) + day * DAY_MS;

/** Days since pitching at `time` (ms since the epoch) of a batch brewed on `brewDate`; negative before it. */
export const daysSincePitch = (brewDate: string, time: number): number =>
  (time - planStart(brewDate)) / DAY_MS;

/** Where a batch stands in its plan, as the batch screen says it. */
export type PlanProgress =
  | { phase: 'before'; totalDays: number }
  /** `day` and `dayInStep` count from 1, as a brewer does; `temperature` is the planned one now, °C. */
  | {
      phase: 'during';
      day: number;
      totalDays: number;
      step: FermentationStep;
      index: number;
      dayInStep: number;
      temperature: number;
    }
  | { phase: 'after'; day: number; totalDays: number };

/** Where a batch stands `days` days after pitching in a plan of `steps`; null without a plan. */
export function planProgress(steps: readonly FermentationStep[], days: number): PlanProgress | null {
  if (steps.length === 0) return null;
  const totalDays = planDays(steps);
  if (days < 0) return { phase: 'before', totalDays };
  const day = Math.floor(days) + 1;
  const at = planPosition(steps, days);
  if (!at) return { phase: 'after', day, totalDays };
  return {
    phase: 'during',
    day,
    totalDays,
    step: at.step,
    index: at.index,
    dayInStep: Math.floor(at.dayInStep) + 1,
    temperature: plannedTemperature(steps, days) ?? at.step.temperature,
  };
}

/** A dry hop on the plan's days. */
export interface DryHopDay {
  id: string;
  name: string;
  /** Grams. */
  quantity: number;
  /** Days after pitching it goes in (the recipe's "day 3"). */
  day: number;
  /** The plan's day it goes in, counted from 1 like the plan's (3 days after pitching is day 4). */
  planDay: number;
}

/** A recipe's dry hops that say their day, on the plan's days, in the order they go in. */
export function dryHopDays(
  hops: readonly {
    id: string;
    name: string;
    quantity: number;
    usageStage: string;
    dryHopStart?: number | null;
  }[],
): DryHopDay[] {
  return hops
    .filter((hop) => hop.usageStage === 'Dry Hop' && typeof hop.dryHopStart === 'number')
    .map((hop) => ({
      id: hop.id,
      name: hop.name,
      quantity: hop.quantity,
      day: (hop.dryHopStart as number) / MINUTES_PER_DAY,
      planDay: Math.floor((hop.dryHopStart as number) / MINUTES_PER_DAY) + 1,
    }))
    .sort((a, b) => a.day - b.day);
}
