// What leaves Wortsmith means what it meant here (issue 30): a whirlpool addition is not a boil addition in
// BeerJSON, a first-wort and a mash hop keep their uses, infusion steps carry their water, the IBU formula
// is named, and numbers are written without long tails. The BeerJSON validates against the official schema.
import { describe, expect, it } from 'vitest';
import { recipeWaterReport } from '../water/water-report';
import { exportRecipes, importRecipes } from './index';
import { beerJsonValidator } from './test-schema';
import { fullRecipe, utf8 } from './test-support';

type Addition = {
  name: string;
  timing: { use: string; time?: { value: number }; duration?: { value: number } };
};

describe('honest exports', () => {
  const recipe = fullRecipe();
  const whirlpool = recipe.recipeHops.find((h) => h.usageStage === 'Whirlpool')!;
  const firstWort = recipe.recipeHops.find((h) => h.usageStage === 'First Wort')!;

  it('writes a whirlpool addition to BeerJSON as added at the end of the boil, steeping for its minutes', () => {
    const json = JSON.parse(exportRecipes([recipe], 'beerjson'));
    expect(beerJsonValidator()(json)).toBe(true);
    const written = json.beerjson.recipes[0];
    const additions: Addition[] = written.ingredients.hop_additions;
    const steeped = additions.find((a) => a.name === whirlpool.name)!;
    expect(steeped.timing).toMatchObject({
      use: 'add_to_boil',
      time: { value: 0 },
      duration: { value: whirlpool.boilTime },
    });
    const fwh = additions.find((a) => a.name === firstWort.name)!;
    expect(fwh.timing).toMatchObject({ use: 'add_to_boil', time: { value: firstWort.boilTime } });
    expect(written.ibu_estimate).toEqual({ method: 'Tinseth' });
  });

  it('reads a hop stand of another tool (a boil addition at 0 minutes that stays 15) as a whirlpool', () => {
    const json = JSON.parse(exportRecipes([recipe], 'beerjson'));
    const additions = json.beerjson.recipes[0].ingredients.hop_additions as (Addition & {
      wortsmith?: unknown;
    })[];
    for (const a of additions) delete a.wortsmith;
    const stand = additions.find((a) => a.name === whirlpool.name)!;
    stand.timing = {
      use: 'add_to_boil',
      time: { value: 0, unit: 'min' },
      duration: { value: 15, unit: 'min' },
    } as never;
    const back = importRecipes(utf8(JSON.stringify(json))).recipes[0]!;
    expect(back.recipeHops.find((h) => h.name === whirlpool.name)).toMatchObject({
      usageStage: 'Whirlpool',
      boilTime: 15,
    });
  });

  it('gives infusion steps their water: the strike on the first, each infusion after', () => {
    const report = recipeWaterReport(recipe);
    expect(report.strikeVolume).toBeGreaterThan(0);
    const xml = exportRecipes([recipe], 'beerxml');
    const firstStep = /<MASH_STEP>[\s\S]*?<\/MASH_STEP>/.exec(xml)![0];
    expect(Number(/<INFUSE_AMOUNT>([^<]+)</.exec(firstStep)![1])).toBeCloseTo(report.strikeVolume, 3);
    expect(firstStep).toMatch(/<INFUSE_TEMP>[\d.]+ C<\/INFUSE_TEMP>/);
    const json = JSON.parse(exportRecipes([recipe], 'beerjson'));
    const steps = json.beerjson.recipes[0].mash.mash_steps;
    expect(steps[0].amount.value).toBeCloseTo(report.strikeVolume, 3);
    for (const infusion of report.infusions) {
      expect(steps[infusion.stepIndex].amount.value).toBeCloseTo(infusion.litres, 3);
    }
  });

  it('writes numbers to a sensible precision: no binary tails, no long computed fractions', () => {
    const scaled = {
      ...recipe,
      recipeHops: recipe.recipeHops.map((h) => ({ ...h, quantity: h.quantity * (40 / 21) })),
    };
    for (const format of ['beerxml', 'beerjson'] as const) {
      const text = exportRecipes([scaled], format);
      expect(text).not.toMatch(/\d\.\d{7,}/);
    }
  });
});
