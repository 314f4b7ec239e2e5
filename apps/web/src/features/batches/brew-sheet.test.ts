// The brew-day sheet's order: first wort and 60 min first, flame-out and whirlpool last.
import { describe, expect, it } from 'vitest';
import { boilAdditions, hopsAt, mashSteps } from './brew-sheet';

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
