// Brew mode's alarms: each addition at its minute of the running boil with a warning before it, the
// timer's end, in time order, and only those that fall due since the last check.
import { brewSteps, EMPTY_BREW_SESSION, SPEC_AMOUNT_UNITS, startTimer } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { alarmsOf, dueAlarms } from './alarms';

const t0 = Date.parse('2026-11-27T10:00:00.000Z');
const recipe = {
  type: 'All Grain',
  recipeEquipment: { batchVolume: 20, boilTime: 60, boilOff: 3, trubLoss: 1, deadSpace: 0.5 },
  recipeFermentables: [{ id: 'f1', name: 'Pale Malt', quantity: 4500, ebc: 6, type: 'Base' }],
  recipeHops: [
    { id: 'h60', name: 'Magnum', quantity: 20, usageStage: 'Boil', boilTime: 60 },
    { id: 'h10', name: 'Cascade', quantity: 30, usageStage: 'Boil', boilTime: 10 },
  ],
  recipeMisc: [],
  recipeYeasts: [],
  mashSteps: [],
};

describe('brew alarms', () => {
  it('ring each addition at its minute of the boil, warned 10 s before, and the end', () => {
    const steps = brewSteps(recipe);
    const session = { ...EMPTY_BREW_SESSION, timers: [startTimer('boil', 'Boil', 3600, t0)] };
    const alarms = alarmsOf(session, steps, SPEC_AMOUNT_UNITS);
    expect(alarms.map((a) => [(a.at - t0) / 1000, a.text])).toEqual([
      [-10, 'In 10 seconds: add Magnum, 20 g'],
      [0, 'Add Magnum, 20 g'],
      [3000 - 10, 'In 10 seconds: add Cascade, 30 g'],
      [3000, 'Add Cascade, 30 g'],
      [3600, 'Boil: time is up'],
    ]);
    // Checked every second: the 50-minute addition rings once, at its second.
    expect(dueAlarms(alarms, t0 + 2_999_000, t0 + 3_000_000).map((a) => a.text)).toEqual([
      'Add Cascade, 30 g',
    ]);
    expect(dueAlarms(alarms, t0 + 3_000_000, t0 + 3_001_000)).toEqual([]);
  });

  it('are silent for a paused timer', () => {
    const steps = brewSteps(recipe);
    const paused = { ...startTimer('boil', 'Boil', 3600, t0), endsAt: null, remainingSeconds: 1200 };
    expect(alarmsOf({ ...EMPTY_BREW_SESSION, timers: [paused] }, steps, SPEC_AMOUNT_UNITS)).toEqual([]);
  });
});
