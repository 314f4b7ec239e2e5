// A fermentation plan on the batch's days: each step's day range, the planned temperature line's
// corners (which must agree with plannedTemperature on every day), where a batch stands, and dry hops.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FermentationStep } from './fermentation-plan';
import { plannedTemperature } from './fermentation-plan';
import {
  daysSincePitch,
  dryHopDays,
  planDayRangeText,
  planDayTime,
  plannedTemperatureLine,
  planProgress,
  planSpans,
} from './fermentation-timeline';

// A lager (as in fermentation-plan.test.ts): 10 days at 10 °C, a 2-day diacetyl rest ramping to 16 °C
// over a day, 3 days crashing to 1 °C over 2 days, then 28 days lagering at 1 °C.
const lager: FermentationStep[] = [
  { id: 'a', name: 'Primary', kind: 'primary', temperature: 10, days: 10 },
  { id: 'b', name: 'Diacetyl rest', kind: 'diacetylRest', temperature: 16, days: 2, rampDays: 1 },
  { id: 'c', name: 'Cold crash', kind: 'coldCrash', temperature: 1, days: 3, rampDays: 2 },
  { id: 'd', name: 'Lagering', kind: 'lagering', temperature: 1, days: 28 },
];

// An ale with no ramps: 14 days at 19 °C, then 2 days crashed to 2 °C at once.
const ale: FermentationStep[] = [
  { id: 'p', name: 'Primary', kind: 'primary', temperature: 19, days: 14 },
  { id: 'c', name: 'Cold crash', kind: 'coldCrash', temperature: 2, days: 2, rampDays: null },
];

describe('the plan on the batch days', () => {
  it('gives each step its days, counted from day 1 as a brewer does', () => {
    expect(planSpans(lager).map(planDayRangeText)).toEqual([
      'days 1–10',
      'days 11–12',
      'days 13–15',
      'days 16–43',
    ]);
    expect(planDayRangeText({ startDay: 14, endDay: 15 })).toBe('day 15');
    expect(planDayRangeText({ startDay: 0, endDay: 0.5 })).toBe('day 1');
  });

  it('draws the planned temperature through its ramps and jumps', () => {
    expect(plannedTemperatureLine(lager)).toEqual([
      { day: 0, temperature: 10 },
      { day: 10, temperature: 10 },
      { day: 11, temperature: 16 },
      { day: 12, temperature: 16 },
      { day: 14, temperature: 1 },
      { day: 15, temperature: 1 },
      { day: 43, temperature: 1 },
    ]);
    // Without a ramp the crash is a jump on day 14: the primary's 19 °C, then 2 °C.
    expect(plannedTemperatureLine(ale)).toEqual([
      { day: 0, temperature: 19 },
      { day: 14, temperature: 19 },
      { day: 14, temperature: 2 },
      { day: 16, temperature: 2 },
    ]);
    expect(plannedTemperatureLine([])).toEqual([]);
  });

  it('draws a line that is the planned temperature on every day (any plan)', () => {
    const step = fc.record({
      temperature: fc.integer({ min: -5, max: 40 }),
      days: fc.integer({ min: 1, max: 60 }),
      rampDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, at) => {
          const steps = raw.map(
            (s, i): FermentationStep => ({ ...s, id: String(i), name: `Step ${i}`, kind: 'primary' }),
          );
          const line = plannedTemperatureLine(steps);
          const day = at * line.at(-1)!.day * 0.999_999;
          // The last corner at or before the day and the first after it.
          const from = line.findLast((p) => p.day <= day)!;
          const to = line.find((p) => p.day > day)!;
          const onLine =
            from.temperature + ((to.temperature - from.temperature) * (day - from.day)) / (to.day - from.day);
          expect(onLine).toBeCloseTo(plannedTemperature(steps, day)!, 6);
        },
      ),
    );
  });

  it('says where a batch stands: before pitching, in a step, past the plan', () => {
    expect(planProgress(lager, -0.5)).toEqual({ phase: 'before', totalDays: 43 });
    expect(planProgress(lager, 4.2)).toMatchObject({
      phase: 'during',
      day: 5,
      totalDays: 43,
      dayInStep: 5,
      temperature: 10,
    });
    // Half way into the diacetyl rest's ramp: day 11 of the plan, day 1 of the rest, at 13 °C so far.
    expect(planProgress(lager, 10.5)).toMatchObject({ day: 11, dayInStep: 1, temperature: 13 });
    expect(planProgress(lager, 43)).toEqual({ phase: 'after', day: 44, totalDays: 43 });
    expect(planProgress([], 3)).toBeNull();
  });

  it('counts days from the brew date’s midnight', () => {
    const start = new Date(2025, 2, 1).getTime();
    expect(daysSincePitch('2025-03-01', start + 4.5 * 86_400_000)).toBe(4.5);
    expect(daysSincePitch('2025-03-01', start - 86_400_000)).toBe(-1);
    expect(planDayTime('2025-03-01', 2)).toBe(start + 2 * 86_400_000);
  });

  it('puts the dry hops that say their day on the plan’s days, in order', () => {
    const hop = (id: string, usageStage: string, dryHopStart: number | null) => ({
      id,
      name: `Hop ${id}`,
      quantity: 50,
      usageStage,
      dryHopStart,
    });
    expect(
      dryHopDays([
        hop('late', 'Dry Hop', 7 * 1440),
        hop('boil', 'Boil', null),
        hop('early', 'Dry Hop', 3 * 1440),
        hop('undated', 'Dry Hop', null),
      ]),
    ).toEqual([
      { id: 'early', name: 'Hop early', quantity: 50, day: 3, planDay: 4 },
      { id: 'late', name: 'Hop late', quantity: 50, day: 7, planDay: 8 },
    ]);
  });
});
