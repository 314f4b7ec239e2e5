// The brew-day sheet's order: first wort and 60 min first, flame-out and whirlpool last; the water's
// salts and acids by vessel.
import { DISTILLED_WATER, type RecipeWater } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { boilAdditions, hopsAt, mashSteps, waterTreatment } from './brew-sheet';

const hop = (name: string, usageStage: string, boilTime: number) =>
  ({ name, usageStage, boilTime, quantity: 10 }) as never;

describe('brew sheet', () => {
  it('lists the boil from the first addition to flame-out, whirlpool last', () => {
    const recipe = {
      recipeHops: [
        hop('Citra', 'Whirlpool', 20),
        hop('Saaz', 'Boil', 0),
        hop('Magnum', 'Boil', 60),
        hop('Mosaic', 'Dry Hop', 0),
        hop('Hallertau', 'First Wort', 60),
        hop('Cascade', 'Boil', 10),
      ],
      recipeMisc: [{ name: 'Irish Moss', time: 15, quantity: 5 } as never],
    };
    expect(boilAdditions(recipe).map((a) => `${a.when} ${a.name}`)).toEqual([
      'First wort Hallertau',
      '60 min Magnum',
      '15 min Irish Moss',
      '10 min Cascade',
      'Flame-out Saaz',
      'Whirlpool 20 min Citra',
    ]);
    expect(hopsAt(recipe, 'Dry Hop').map((h) => h.name)).toEqual(['Mosaic']);
  });

  it('reads mash steps when the recipe has them', () => {
    expect(mashSteps({})).toEqual([]);
    expect(mashSteps({ mashSteps: [{ name: 'Saccharification', temperature: 66, time: 60 }, {}] })).toEqual([
      { name: 'Saccharification', temperature: 66, minutes: 60 },
      { name: 'Step 2', temperature: null, minutes: null },
    ]);
  });
});

describe('water treatment on the sheet', () => {
  it('lists the mash salts and acids, then the sparge ones, leaving out what is zero', () => {
    const water = {
      ...DISTILLED_WATER,
      salts: [
        { salt: 'gypsum', grams: 2.5, vessel: 'sparge' },
        { salt: 'calciumChloride', grams: 1, vessel: 'mash' },
        { salt: 'epsom', grams: 0, vessel: 'mash' },
      ],
      acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 3, vessel: 'mash' }],
    } satisfies RecipeWater;
    expect(waterTreatment(water)).toEqual([
      { vessel: 'mash', name: 'Calcium chloride (CaCl₂·2H₂O)', amount: '1 g' },
      { vessel: 'mash', name: 'Lactic acid 88 %', amount: '3 mL' },
      { vessel: 'sparge', name: 'Gypsum (CaSO₄·2H₂O)', amount: '2.5 g' },
    ]);
    expect(waterTreatment(null)).toEqual([]);
  });
});
