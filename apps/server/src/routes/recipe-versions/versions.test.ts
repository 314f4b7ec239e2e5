// A recipe's history through the API (issue 36): each save a version with what changed in the reader's
// units, any version whole, a restore that is a new version, a batch that knows its version, and two
// versions or two recipes side by side.
import type { Batch, Recipe } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let brewer: TestUser;
useAppWithUsers(1, (made) => {
  [app, brewer] = made;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: brewer.auth });
interface Entry {
  version: number;
  summary: string;
  current: boolean;
  origin: string;
  restoredFrom: number | null;
}

let v1: Recipe;
let v2: Recipe;

/** Saves `recipe` changed by `change`; the saved recipe. */
async function save(recipe: Recipe, change: (body: Recipe) => Recipe): Promise<Recipe> {
  const saved = await call('PUT', `/api/recipes/${recipe.id}`, change(structuredClone(recipe)));
  expect(saved.statusCode).toBe(200);
  return saved.json<Recipe>();
}

beforeAll(async () => {
  const body = buildRecipe({ name: 'Versioned Pale' });
  body.recipeHops[0]!.name = 'Cascade';
  body.recipeHops[0]!.quantity = 30;
  v1 = (await call('POST', '/api/recipes', body)).json<Recipe>();
  v2 = await save(v1, (r) => {
    r.recipeHops[0]!.quantity = 40;
    r.recipeHops.push({
      ...r.recipeHops[0]!,
      id: 'dry',
      name: 'Citra',
      usageStage: 'Dry Hop',
      boilTime: 0,
      quantity: 50,
    });
    return r;
  });
  await save(v2, (r) => ({ ...r, style: 'American Pale Ale', notes: 'Brewed for the club.' }));
});

describe('a recipe’s history', () => {
  it('numbers each save as the recipe’s version and says what changed', async () => {
    const list = (await call('GET', `/api/recipes/${v1.id}/versions`)).json<Entry[]>();
    expect(list.map(({ version, summary, current }) => ({ version, summary, current }))).toEqual([
      { version: 3, summary: 'Style “American IPA” → “American Pale Ale”, notes edited', current: true },
      { version: 2, summary: 'Cascade 30 g → 40 g, added Citra dry hop', current: false },
      { version: 1, summary: 'Created', current: false },
    ]);
  });

  it('words the changes in the reader’s own units', async () => {
    const units = await call('PUT', `/api/users/${brewer.id}`, { weightUnit: 'oz' });
    expect(units.statusCode).toBe(200);
    const list = (await call('GET', `/api/recipes/${v1.id}/versions`)).json<Entry[]>();
    expect(list[1]!.summary).toBe('Cascade 1.06 oz → 1.41 oz, added Citra dry hop');
    await call('PUT', `/api/users/${brewer.id}`, { weightUnit: 'g' });
  });

  it('opens any version whole, as it was saved', async () => {
    const answer = await call('GET', `/api/recipes/${v1.id}/versions/1`);
    expect(answer.statusCode).toBe(200);
    const { recipe, current } = answer.json<{ recipe: Recipe; current: boolean }>();
    expect(current).toBe(false);
    expect(recipe.version).toBe(1);
    expect(recipe.recipeHops).toEqual(v1.recipeHops);
    expect(recipe.style).toBe('American IPA');
    expect((await call('GET', `/api/recipes/${v1.id}/versions/9`)).json()).toEqual({
      message: 'Version not found.',
    });
    expect((await call('GET', `/api/recipes/${v1.id}/versions/x`)).statusCode).toBe(404);
  });

  it('restores a version as a new one, the history kept', async () => {
    const restored = await call('POST', `/api/recipes/${v1.id}/versions/2/restore`);
    expect(restored.statusCode).toBe(200);
    const v4 = restored.json<Recipe>();
    expect(v4.version).toBe(4);
    expect(v4.style).toBe(v2.style);
    expect(v4.recipeHops).toEqual(v2.recipeHops);
    const list = (await call('GET', `/api/recipes/${v1.id}/versions`)).json<Entry[]>();
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ version: 4, origin: 'restored', restoredFrom: 2, current: true });
    expect(list[0]!.summary).toBe('Restored v2: Style “American Pale Ale” → “American IPA”, notes edited');
    const current = (await call('GET', `/api/recipes/${v1.id}`)).json<Recipe>();
    expect(current.version).toBe(4);
    // The next save starts from the restored version.
    await save(current, (r) => ({ ...r, name: 'Versioned Pale II' }));
    expect(
      (await call('GET', `/api/recipes/${v1.id}/versions/3`)).json<{ recipe: Recipe }>().recipe.notes,
    ).toBe('Brewed for the club.');
  });

  it('records the version a batch was brewed from', async () => {
    const current = (await call('GET', `/api/recipes/${v1.id}`)).json<Recipe>();
    const batch = (await call('POST', '/api/batches', { recipeId: v1.id })).json<Batch>();
    expect(batch.recipeVersion).toBe(current.version);
  });
});

describe('comparing', () => {
  it('sets two versions side by side, ingredients paired and differences named', async () => {
    const answer = await call('GET', `/api/recipes/compare?a=${v1.id}@1&b=${v1.id}@3`);
    expect(answer.statusCode).toBe(200);
    const { a, b, comparison } = answer.json();
    expect(a.label).toBe('Versioned Pale v1');
    expect(b.label).toBe('Versioned Pale v3');
    expect(comparison.fields).toEqual(['style', 'notes']);
    const hops = comparison.ingredients.recipeHops;
    expect(
      hops.map((pair: { a: { name: string } | null; b: { name: string } | null }) => [
        pair.a?.name ?? null,
        pair.b?.name ?? null,
      ]),
    ).toEqual([
      ['Cascade', 'Cascade'],
      [null, 'Citra'],
    ]);
    expect([...hops[0].differs].sort()).toEqual(['ibu', 'quantity']);
    expect(b.figures.ibu).toBeGreaterThan(a.figures.ibu);
  });

  it('sets two recipes side by side, by name', async () => {
    const other = buildRecipe({ name: 'Other Pale' });
    other.recipeHops[0]!.name = 'cascade';
    other.recipeHops[0]!.id = 'another-id';
    const saved = (await call('POST', '/api/recipes', other)).json<Recipe>();
    const { comparison, b } = (await call('GET', `/api/recipes/compare?a=${v1.id}&b=${saved.id}`)).json();
    expect(b.current).toBe(true);
    expect(comparison.ingredients.recipeHops[0].a.name).toBe('Cascade');
    expect(comparison.ingredients.recipeHops[0].b.name).toBe('cascade');
  });

  it('answers 404 for a version or recipe there is not', async () => {
    expect((await call('GET', `/api/recipes/compare?a=${v1.id}@99&b=${v1.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/recipes/compare?a=nonsense&b=${v1.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/recipes/compare?a=${v1.id}`)).statusCode).toBe(400);
  });
});
