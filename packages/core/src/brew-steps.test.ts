// The brew day's steps (issue 34): in brewing order, with the water plan's volumes and temperatures, the
// mash schedule's rests, the boil additions at their minute, whirlpool, pitch and dry hops on their day.
import { describe, expect, it } from 'vitest';
import { type BrewStepsRecipe, brewSteps } from './brew-steps';
import { recipeWaterReport } from './water';

const equipment = {
  batchVolume: 20,
  boilTime: 60,
  boilOff: 3,
  trubLoss: 1,
  deadSpace: 0.5,
};

const hop = (id: string, usageStage: string, boilTime: number, dryHopStart: number | null = null) => ({
  id,
  name: `Hop ${id}`,
  quantity: 20,
  usageStage,
  boilTime,
  dryHopStart,
});

const apa: BrewStepsRecipe = {
  type: 'All Grain',
  recipeEquipment: equipment,
  recipeFermentables: [
    { id: 'f1', name: 'Pale Malt', quantity: 4500, ebc: 6, type: 'Base' },
    { id: 'f2', name: 'Crystal 60', quantity: 300, ebc: 120, type: 'Specialty' },
  ],
  recipeHops: [
    hop('h-dry2', 'Dry Hop', 0, 4 * 1440),
    hop('h-wp', 'Whirlpool', 20),
    hop('h60', 'Boil', 60),
    hop('h-dry1', 'Dry Hop', 0, 2 * 1440),
    hop('h5', 'Boil', 5),
    hop('h-fw', 'First Wort', 60),
    hop('h0', 'Boil', 0),
  ],
  recipeMisc: [
    { id: 'm1', name: 'Whirlfloc', quantity: 1, unit: 'item', time: 15, use: 'Boil' },
    { id: 'm2', name: 'Gypsum', quantity: 5, time: 0, use: 'Mash' },
    { id: 'm3', name: 'Yeast nutrient', quantity: 0.5, unit: 'tsp', time: 10, use: null },
  ],
  recipeYeasts: [{ id: 'y1', name: 'US-05', quantity: 1, unit: 'pack' }],
  mashSteps: [
    { id: 's1', name: 'Saccharification', type: 'Infusion', temperature: 66, time: 60 },
    { id: 's2', name: 'Mash out', type: 'Temperature', temperature: 76, time: 10 },
  ],
};

describe('brew steps', () => {
  it('follow the brew day in order with stable ids', () => {
    expect(brewSteps(apa).map((s) => s.id)).toEqual([
      'heat-strike',
      'mash-in',
      'mash-s1',
      'mash-s2',
      'sparge',
      'pre-boil',
      'boil',
      'whirlpool',
      'chill',
      'transfer',
      'og',
      'pitch',
      'dry-hop-h-dry1',
      'dry-hop-h-dry2',
    ]);
  });

  it('take the strike and sparge water from the water plan', () => {
    const report = recipeWaterReport(apa);
    const steps = brewSteps(apa);
    const strike = steps.find((s) => s.id === 'heat-strike')!;
    expect(strike.litres).toBe(report.strikeVolume);
    expect(strike.temperature).toBe(report.strikeTemperature);
    const sparge = steps.find((s) => s.id === 'sparge')!;
    expect(sparge).toMatchObject({ litres: report.spargeVolume, temperature: report.spargeTemperature });
    // First-wort hops go into the kettle as the sparge fills it.
    expect(sparge.ingredients.map((i) => i.id)).toEqual(['h-fw']);
    // The grain, mash hops and mash miscs at mash in.
    expect(steps.find((s) => s.id === 'mash-in')!.ingredients.map((i) => i.id)).toEqual(['f1', 'f2', 'm2']);
    expect(steps.find((s) => s.id === 'mash-s1')).toMatchObject({ temperature: 66, minutes: 60 });
  });

  it('time the boil additions by the minutes left, hops and miscs together, flame-out last', () => {
    const boil = brewSteps(apa).find((s) => s.id === 'boil')!;
    expect(boil.minutes).toBe(60);
    expect(boil.additions.map((a) => [a.id, a.minutesLeft])).toEqual([
      ['h60', 60],
      ['m1', 15],
      ['m3', 10],
      ['h5', 5],
      ['h0', 0],
    ]);
    // A misc keeps its own unit.
    expect(boil.additions.find((a) => a.id === 'm3')!.amount).toEqual({ quantity: 0.5, unit: 'tsp' });
  });

  it('steep the whirlpool hops, pitch the yeast, and date the dry hops', () => {
    const steps = brewSteps(apa);
    expect(steps.find((s) => s.id === 'whirlpool')).toMatchObject({ minutes: 20, temperature: 80 });
    expect(steps.find((s) => s.id === 'pitch')!.ingredients[0]!.amount).toEqual({
      quantity: 1,
      unit: 'pack',
    });
    expect(steps.filter((s) => s.kind === 'dryHop').map((s) => s.day)).toEqual([2, 4]);
    expect(steps.find((s) => s.id === 'pre-boil')!.measures).toEqual(['preBoilVolume', 'preBoilGravity']);
  });

  it('pitch with the fermenter at the plan’s first temperature, the plan going with the step', () => {
    const plan = [
      { id: 'p', name: 'Primary', kind: 'primary' as const, temperature: 18, days: 10 },
      { id: 'd', name: 'Warm up', kind: 'diacetylRest' as const, temperature: 21, days: 4, rampDays: 2 },
    ];
    expect(brewSteps({ ...apa, fermentationSteps: plan }).find((s) => s.id === 'pitch')).toMatchObject({
      temperature: 18,
      fermentationPlan: plan,
    });
    // No plan: no temperature is made up for the pitch.
    expect(brewSteps(apa).find((s) => s.id === 'pitch')!.temperature).toBeUndefined();
  });

  it('start an extract brew by heating the water, the extract going in as the boil starts', () => {
    const steps = brewSteps({ ...apa, type: 'Extract', mashSteps: [] });
    expect(steps.map((s) => s.kind).slice(0, 3)).toEqual(['heatWater', 'preBoil', 'boil']);
    const boil = steps.find((s) => s.id === 'boil')!;
    expect(boil.ingredients.map((i) => i.id)).toEqual(['f1', 'f2']);
    // No sparge to hold them: first-wort hops boil from the start.
    expect(boil.additions.find((a) => a.id === 'h-fw')).toMatchObject({ minutesLeft: 60 });
  });
});
