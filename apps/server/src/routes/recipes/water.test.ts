// The recipe's water through the API: saved and read back whole, its report computed by the core code the
// screen uses, volumes from the defaults for a recipe without water, bad salts, amounts and acids refused
// with the field's message and nothing stored, a batch keeping the water with its report, and no way to
// read or change it through another user's account.
import { recipeWaterReport } from '@wortsmith/core';
import { ionProfile } from '@wortsmith/core/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;

useAppWithUsers(2, (made) => ([app, owner, stranger] = made));

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: user.auth });

/** A moderately hard tap water cut half with distilled, gypsum and calcium chloride, lactic acid in the mash. */
const water = {
  sourceWaterId: null,
  source: ionProfile(60, 10, 20, 40, 30, 180),
  dilutionPercent: 50,
  targetWaterId: null,
  target: ionProfile(100, 10, 10, 250, 50, 0),
  salts: [
    { salt: 'gypsum', grams: 6, vessel: 'mash' },
    { salt: 'calciumChloride', grams: 2, vessel: 'mash' },
    { salt: 'gypsum', grams: 3, vessel: 'sparge' },
  ],
  acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 3, vessel: 'mash' }],
  grainTemperature: 18,
  targetMashPh: 5.3,
};
const mashSteps = [
  { id: 's1', name: 'Saccharification', type: 'Infusion', temperature: 66, time: 60, description: null },
];

interface Saved {
  id: string;
  version: number;
  water: typeof water | null;
  waterReport: ReturnType<typeof recipeWaterReport>;
}

describe("the recipe's water", () => {
  it('is saved and read back whole, with the report the core computes for it', async () => {
    const created = await call(owner, 'POST', '/api/recipes', buildRecipe({ water, mashSteps }));
    expect(created.statusCode).toBe(201);
    const saved = created.json<Saved & Parameters<typeof recipeWaterReport>[0]>();
    expect(saved.water).toEqual(water);
    expect(saved.waterReport).toEqual(recipeWaterReport(saved));
    // The mash holds half the source water's calcium plus the salts': more than the source gives.
    expect(saved.waterReport.mash.calcium).toBeGreaterThan(30);
    expect(saved.waterReport.mashPh).toBeGreaterThan(5);
    expect(saved.waterReport.mashPh).toBeLessThan(5.8);
    expect(saved.waterReport.strikeTemperature).toBeGreaterThan(66);
    const read = (await call(owner, 'GET', `/api/recipes/${saved.id}`)).json<Saved>();
    expect(read.water).toEqual(water);
    expect(read.waterReport).toEqual(saved.waterReport);
  });

  it('is null for a recipe without it, whose report still plans the water from the defaults', async () => {
    const saved = (await call(owner, 'POST', '/api/recipes', buildRecipe())).json<Saved>();
    expect(saved.water).toBeNull();
    const report = saved.waterReport;
    // 5 kg of grain keeps 1.04 L/kg; the rest reaches the kettle as the pre-boil volume.
    expect(report.totalWater).toBeCloseTo(report.preBoilVolume + 5 * 1.04, 3);
    expect(report.strikeVolume + report.spargeVolume).toBeCloseTo(report.totalWater, 3);
    expect(report.mash).toEqual(ionProfile(0, 0, 0, 0, 0, 0));
  });

  it.each([
    [
      { salts: [{ salt: 'bathSalt', grams: 1, vessel: 'mash' }] },
      /^Salt must be one of gypsum, calciumChloride/,
    ],
    [{ salts: [{ salt: 'gypsum', grams: -1, vessel: 'mash' }] }, /^Grams must not be negative\.$/],
    [
      { acids: [{ acid: 'citric', strengthPercent: 50, millilitres: 1, vessel: 'mash' }] },
      /^Acid must be lactic or phosphoric\.$/,
    ],
    [{ salts: [{ salt: 'gypsum', grams: 1, vessel: 'kettle' }] }, /^Vessel must be mash or sparge\.$/],
    [{ dilutionPercent: 150 }, /^Dilution must be between 0 and 100 %\.$/],
  ])('refuses %j with its message and stores nothing', async (change, message) => {
    const before = (await call(owner, 'GET', '/api/recipes')).json<Saved[]>().length;
    const response = await call(
      owner,
      'POST',
      '/api/recipes',
      buildRecipe({ water: { ...water, ...change } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect((await call(owner, 'GET', '/api/recipes')).json<Saved[]>()).toHaveLength(before);
  });

  it('goes into a batch brewed from the recipe, whose report predicts the mash pH beside the measured one', async () => {
    const recipe = (
      await call(owner, 'POST', '/api/recipes', buildRecipe({ water, mashSteps }))
    ).json<Saved>();
    const brewed = await call(owner, 'POST', '/api/batches', { recipeId: recipe.id });
    expect(brewed.statusCode).toBe(201);
    const batch = brewed.json<{ recipe: { water: unknown }; waterReport: Saved['waterReport'] }>();
    expect(batch.recipe.water).toEqual(water);
    expect(batch.waterReport).toEqual(recipe.waterReport);
  });

  it("is never read or replaced through another user's account", async () => {
    const saved = (await call(owner, 'POST', '/api/recipes', buildRecipe({ water }))).json<Saved>();
    expect((await call(stranger, 'GET', `/api/recipes/${saved.id}`)).statusCode).toBe(404);
    const hijack = await call(stranger, 'PUT', `/api/recipes/${saved.id}`, {
      ...buildRecipe({ water: null }),
      version: saved.version,
    });
    expect(hijack.statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/recipes/${saved.id}`)).json<Saved>().water).toEqual(water);
  });
});
