// A recipe's fermentation plan: the step a batch is in on a given day, the planned temperature with its
// ramps, the kind of another tool's step by its name, and the body's rules.
import { describe, expect, it } from 'vitest';
import {
  type FermentationStep,
  fermentationKindOf,
  fermentationStepsSchema,
  planDays,
  plannedTemperature,
  planPosition,
} from './fermentation-plan';

// A lager: 10 days at 10 °C, a 2-day diacetyl rest ramping to 16 °C over a day, 3 days crashing to 1 °C
// over 2 days, then 28 days lagering at 1 °C.
const lager: FermentationStep[] = [
  { id: 'a', name: 'Primary', kind: 'primary', temperature: 10, days: 10 },
  { id: 'b', name: 'Diacetyl rest', kind: 'diacetylRest', temperature: 16, days: 2, rampDays: 1 },
  { id: 'c', name: 'Cold crash', kind: 'coldCrash', temperature: 1, days: 3, rampDays: 2 },
  { id: 'd', name: 'Lagering', kind: 'lagering', temperature: 1, days: 28 },
];

describe('fermentation plan', () => {
  it('says which step a batch is in and for how long it has been', () => {
    expect(planDays(lager)).toBe(43);
    expect(planPosition(lager, 0)).toMatchObject({ index: 0, dayInStep: 0 });
    expect(planPosition(lager, 10.5)).toMatchObject({ index: 1, dayInStep: 0.5 });
    expect(planPosition(lager, 42.9)?.step.kind).toBe('lagering');
    expect(planPosition(lager, 43)).toBeNull();
    expect(planPosition(lager, -1)).toBeNull();
  });

  it('ramps the planned temperature in a straight line from the step before', () => {
    expect(plannedTemperature(lager, 5)).toBe(10);
    // Half way through the one-day ramp from 10 to 16 °C.
    expect(plannedTemperature(lager, 10.5)).toBe(13);
    expect(plannedTemperature(lager, 11.5)).toBe(16);
    // A quarter into the two-day crash from 16 to 1 °C.
    expect(plannedTemperature(lager, 12.5)).toBeCloseTo(12.25, 10);
    expect(plannedTemperature(lager, 50)).toBeNull();
  });

  it('names another tool’s steps by what they say', () => {
    expect(fermentationKindOf('D-Rest', 1)).toBe('diacetylRest');
    expect(fermentationKindOf('Cold Crash', 2)).toBe('coldCrash');
    expect(fermentationKindOf('Lagering', 3)).toBe('lagering');
    expect(fermentationKindOf('Bottle conditioning', 3)).toBe('conditioning');
    expect(fermentationKindOf('Ferment', 0)).toBe('primary');
    expect(fermentationKindOf('Warm', 1)).toBe('secondary');
  });

  it('refuses a step out of range with its message, and takes none when left out', () => {
    expect(fermentationStepsSchema.parse(undefined)).toEqual([]);
    const hot = fermentationStepsSchema.safeParse([{ ...lager[0], temperature: 45 }]);
    expect(hot.error?.issues[0]?.message).toBe('Fermentation temperature must be between -5 and 40°C');
    const none = fermentationStepsSchema.safeParse([{ ...lager[0], days: 0 }]);
    expect(none.error?.issues[0]?.message).toBe('Step days must be more than 0');
    const eleven = fermentationStepsSchema.safeParse(Array.from({ length: 11 }, () => lager[0]));
    expect(eleven.error?.issues[0]?.message).toBe('A fermentation plan has at most 10 steps');
  });
});
