// Issue 31 through the API: fermentables say how they give their sugar, the brewer's gravity method is a
// preference, GET /api/recipes/{id}/figures answers SPEC §9's figures beside the brewer's, and a batch's
// brewhouse efficiency counts only what the mash had to extract. SPEC's stored figures never change.
import {
  type Batch,
  batchBody,
  computeFiguresWithMethods,
  computeRecipeFigures,
  DEFAULT_CALCULATION_METHODS,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogueBody,
  buildRecipe,
  buildSignedInUser,
  type TestUser,
  useAppWithUsers,
} from '../../../test/factories';
import { brewBatch } from '../batches/test-helpers';

let app: FastifyInstance;
let owner: TestUser;
let intruder: TestUser;

useAppWithUsers(2, (made) => ([app, owner, intruder] = made));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });

/** An extract kit: 2.5 kg liquid extract, 0.5 kg dry extract, 250 g crystal steeped, in 20 L. */
const extractKit = (contributions = true) =>
  buildRecipe({
    name: 'Extract Pale Ale',
    style: 'American Pale Ale',
    type: 'Extract',
    recipeFermentables: [
      ['Pale Liquid Extract', 2500, 1.036, 'notMashed'],
      ['Light Dry Extract', 500, 1.044, 'notMashed'],
      ['Crystal 60', 250, 1.034, 'steeped'],
    ].map(([name, quantity, potentialExtract, contribution], i) => ({
      id: `f${i}`,
      name,
      description: null,
      type: i === 2 ? 'Specialty' : 'Base',
      supplier: null,
      ebc: 10,
      potentialExtract,
      quantity,
      ...(contributions ? { contribution } : {}),
    })),
  });

describe('how a fermentable gives its sugar', () => {
  it('is kept on catalogue fermentables, empty when not said, and refused when unknown', async () => {
    const body = buildCatalogueBody('fermentables');
    const plain = await call('POST', '/api/fermentables', owner, body);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().contribution).toBeNull();
    const dme = await call('POST', '/api/fermentables', owner, { ...body, contribution: 'notMashed' });
    expect(dme.json().contribution).toBe('notMashed');
    const read = await call('GET', `/api/fermentables/${owner.id}/${dme.json().id}`, owner);
    expect(read.json().contribution).toBe('notMashed');
    const bad = await call('POST', '/api/fermentables', owner, { ...body, contribution: 'boiled' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid contribution');
  });

  it('marks the official extracts and sugars as not mashed and the malts as mashed', () => {
    const byName = new Map(officialCatalogue.fermentables.map((f) => [f.name, f.contribution]));
    expect(byName.get('Dry Extract (DME) - Light')).toBe('notMashed');
    expect(byName.get('Corn Sugar (Dextrose)')).toBe('notMashed');
    expect(byName.get('Honey')).toBe('notMashed');
    expect(byName.get('Amber Malt')).toBe('mashed');
  });

  it('is kept on recipe fermentables, and a recipe saved without it reads as before', async () => {
    const saved = (await call('POST', '/api/recipes', owner, extractKit())).json();
    expect(saved.recipeFermentables.map((f: { contribution: string }) => f.contribution)).toEqual([
      'notMashed',
      'notMashed',
      'steeped',
    ]);
    const older = (await call('POST', '/api/recipes', owner, extractKit(false))).json();
    expect(older.recipeFermentables[0]).not.toHaveProperty('contribution');
    const bad = await call('POST', '/api/recipes', owner, {
      ...extractKit(),
      recipeFermentables: [{ ...extractKit().recipeFermentables[0], contribution: 'mashedish' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/recipes/{id}/figures', () => {
  it("answers SPEC §9's figures and the brewer's by their methods, the stored figures unchanged", async () => {
    const brewer = await buildSignedInUser(app);
    const recipe = (await call('POST', '/api/recipes', brewer, extractKit())).json();
    const spec = computeRecipeFigures(recipe);
    const url = `/api/recipes/${recipe.id}/figures`;

    const before = (await call('GET', url, brewer)).json();
    expect(before.methods).toEqual({ gravity: 'spec', color: 'spec', ibu: 'spec' });
    expect(before.preferred).toEqual(before.spec);
    expect(before.spec).toMatchObject({ og: spec.og, fg: spec.fg, abv: spec.abv, ibu: spec.ibu });

    const prefs = { gravityMethod: 'byStage', colorMethod: 'morey' };
    expect((await call('PUT', `/api/users/${brewer.id}`, brewer, prefs)).statusCode).toBe(200);
    const after = (await call('GET', url, brewer)).json();
    expect(after.methods).toEqual({ gravity: 'byStage', color: 'morey', ibu: 'spec' });
    expect(after.spec).toEqual(before.spec);
    const byStage = computeFiguresWithMethods(recipe, {
      ...DEFAULT_CALCULATION_METHODS,
      gravityMethod: 'byStage',
      colorMethod: 'morey',
    });
    expect(after.preferred).toMatchObject({ og: byStage.og, ebc: byStage.ebc, buGu: byStage.buGu });
    // 2.5 kg (5.51 lb) at 36 and 0.5 kg (1.10 lb) at 44 points, 250 g (0.55 lb) crystal at 34 steeped at
    // 63 %: 198.4 + 48.5 + 11.8 = 258.7 points in 5.28 gal, 1.049 by stage; SPEC §9 takes 72 % of all
    // (198.4 + 48.5 + 18.7) × 0.72 / 5.28 = 36.2, 1.036.
    expect(after.preferred.og).toBe(1.049);
    expect(after.spec.og).toBe(1.036);
    // What every recipe answer carries is still SPEC §9's.
    const stored = (await call('GET', `/api/recipes/${recipe.id}`, brewer)).json();
    expect(stored.recipeHops[0].ibu).toBe(spec.hopIbus[0]);
  });

  it("is another user's recipe: 404, as for an unknown id or one that is no id", async () => {
    const recipe = (await call('POST', '/api/recipes', owner, extractKit())).json();
    for (const url of [
      `/api/recipes/${recipe.id}/figures`,
      '/api/recipes/00000000-0000-4000-8000-000000000001/figures',
      '/api/recipes/not-an-id/figures',
    ]) {
      const answer = await call('GET', url, intruder);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Recipe not found.' });
    }
  });

  it('refuses an unknown gravity method with a message naming it', async () => {
    const answer = await call('PUT', `/api/users/${owner.id}`, owner, { gravityMethod: 'guess' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Gravity method must be spec or byStage.');
  });
});

describe("a batch's brewhouse efficiency", () => {
  const measure = async (recipe: Record<string, unknown>) => {
    const batch: Batch = await brewBatch(app, owner, recipe);
    const saved = await call('PUT', `/api/batches/${batch.id}`, owner, {
      ...batchBody(batch),
      measuredOg: 1.05,
      fermenterVolume: 20,
    });
    return saved.json<Batch>().brewhouseEfficiency;
  };

  it('is not said for an extract brew with steeped grain: there was no mash', async () => {
    expect(await measure(extractKit())).toBeNull();
  });

  it('counts only the mashed malt beside extract', async () => {
    // 3 kg pale malt at 1.037 (244.7 points at 100 %) and 1 kg dry extract (97.0 points) measured at 1.050
    // in 20 L (264.2 points): (264.2 − 97.0) / 244.7 = 68.3 %.
    const partial = extractKit();
    partial.type = 'Partial Mash';
    partial.recipeFermentables = [
      {
        ...partial.recipeFermentables[0]!,
        name: 'Pale Malt',
        quantity: 3000,
        potentialExtract: 1.037,
        contribution: 'mashed',
      },
      { ...partial.recipeFermentables[1]!, quantity: 1000 },
    ];
    expect(await measure(partial)).toBe(68.3);
  });
});
