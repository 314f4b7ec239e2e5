// Recipes: create with server-computed figures, list, search by name/author/style, get, update with
// optimistic concurrency, delete, and the SPEC §5 validation messages.
import { computeRecipeFigures } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let user: TestUser;

useAppWithUsers(1, (made) => ([app, user] = made));

type Recipe = ReturnType<typeof buildRecipe> & { id: string; version: number; creationDate: string } & Record<
    string,
    unknown
  >;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: user.auth });
const create = async (overrides: Record<string, unknown> = {}, ingredients = 1) => {
  const response = await call('POST', '/api/recipes', buildRecipe(overrides, ingredients));
  expect(response.statusCode).toBe(201);
  return response.json<Recipe>();
};

describe('recipes', () => {
  it('stores the recipe with hop IBUs and fermentable percentages recomputed by the server', async () => {
    const body = buildRecipe({}, 3);
    body.recipeHops[0]!.ibu = 999;
    body.recipeFermentables[0]!.percentage = 1;
    const response = await call('POST', '/api/recipes', body);
    expect(response.statusCode).toBe(201);
    const saved = response.json<Recipe>();
    const figures = computeRecipeFigures(body);
    expect(saved.recipeHops.map((hop) => hop.ibu)).toEqual(figures.hopIbus);
    expect(saved.recipeFermentables.map((f) => f.percentage)).toEqual(figures.fermentablePercentages);
    expect(saved.recipeHops[0]!.ibu).not.toBe(999);
    expect(saved).toMatchObject({ style: 'American IPA', volumeLiters: 20, version: 1 });
    expect(saved.creationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const read = await call('GET', `/api/recipes/${saved.id}`);
    expect(read.json()).toEqual(saved);
  });

  it('stores the built-in spelling of a style typed in another case', async () => {
    const saved = await create({ style: '  american ipa ' });
    expect(saved.style).toBe('American IPA');
    const updated = await call('PUT', `/api/recipes/${saved.id}`, {
      ...buildRecipe({ style: 'IRISH STOUT' }),
      version: saved.version,
    });
    expect(updated.json<Recipe>().style).toBe('Irish Stout');
  });

  it('mirrors the equipment batch time and volume at the top level', async () => {
    const saved = await create({ batchTime: 90, volumeLiters: 99 });
    expect(saved).toMatchObject({ batchTime: 240, volumeLiters: 20 });
    expect(saved.recipeEquipment).toMatchObject({ batchTime: 240, batchVolume: 20 });
  });

  it('keeps a dry hop day and duration in minutes with no IBU (null for a hop without them) and a misc use', async () => {
    const body = buildRecipe({}, 2);
    body.recipeHops[1] = {
      ...body.recipeHops[1]!,
      usageStage: 'Dry Hop',
      boilTime: 0,
      dryHopStart: 3 * 1440,
      dryHopDuration: 4 * 1440,
    };
    body.recipeMisc[0]!.use = 'Mash';
    const response = await call('POST', '/api/recipes', body);
    expect(response.statusCode).toBe(201);
    const saved = response.json<Recipe>();
    expect(saved.recipeHops[1]).toMatchObject({ dryHopStart: 4320, dryHopDuration: 5760, ibu: 0 });
    expect(saved.recipeHops[0]).toMatchObject({ dryHopStart: null, dryHopDuration: null });
    expect(saved.recipeMisc[0]).toMatchObject({ use: 'Mash' });
    expect((await call('GET', `/api/recipes/${saved.id}`)).json()).toEqual(saved);

    body.recipeHops[1]!.dryHopDuration = -1;
    const refused = await call('POST', '/api/recipes', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Dry hop duration cannot be negative');
  });

  it('lists the user recipes by name and searches name, author and style with literal % and _', async () => {
    await create({ name: 'zz Stout 100%', author: 'Ann_B', style: 'Irish Stout' });
    await create({ name: 'aa Helles', author: 'Carl', style: 'Munich Helles' });
    const list = (await call('GET', '/api/recipes')).json<Recipe[]>();
    expect(list[0]!.name).toBe('aa Helles');
    const search = async (term: string) =>
      (await call('GET', `/api/recipes/search?searchTerm=${encodeURIComponent(term)}`))
        .json<Recipe[]>()
        .map((r) => r.name);
    expect(await search('100%')).toEqual(['zz Stout 100%']);
    expect(await search('ann_b')).toEqual(['zz Stout 100%']);
    expect(await search('munich')).toEqual(['aa Helles']);
    expect(await search('_')).toEqual(['zz Stout 100%']);
  });

  it('searches a pasted NUL character as nothing and refuses an over-long term with a clear message', async () => {
    await create({ name: 'Nul Porter' });
    const withNul = await call(
      'GET',
      `/api/recipes/search?searchTerm=${encodeURIComponent('Nul\u0000 Por')}`,
    );
    expect(withNul.statusCode).toBe(200);
    expect(withNul.json<Recipe[]>().map((r) => r.name)).toEqual(['Nul Porter']);
    const long = await call('GET', `/api/recipes/search?searchTerm=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The search term must be at most 200 characters long.');
  });

  it('saves with the current version and answers 409 to a stale one', async () => {
    const recipe = await create();
    const first = await call('PUT', `/api/recipes/${recipe.id}`, {
      ...buildRecipe({ name: 'Tab A' }),
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Tab A', version: 2, creationDate: recipe.creationDate });
    const stale = await call('PUT', `/api/recipes/${recipe.id}`, {
      ...buildRecipe({ name: 'Tab B' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This recipe was changed elsewhere. Reload it to see the latest version.',
    );
    expect((await call('GET', `/api/recipes/${recipe.id}`)).json().name).toBe('Tab A');
  });

  it('deletes a recipe', async () => {
    const recipe = await create();
    const deleted = await call('DELETE', `/api/recipes/${recipe.id}`);
    expect(deleted.json().message).toBe('Recipe deleted successfully.');
    expect((await call('GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
  });

  it('answers 404 { message } for an id that is no recipe id at all, short or long', async () => {
    for (const id of ['42', 'x'.repeat(90)]) {
      for (const [method, payload] of [['GET'], ['PUT', buildRecipe()], ['DELETE']] as const) {
        const response = await call(method, `/api/recipes/${id}`, payload);
        expect(response.statusCode, `${method} ${id.length}`).toBe(404);
        expect(typeof response.json().message).toBe('string');
      }
    }
  });

  it('keeps a 40-ingredient recipe intact', async () => {
    const recipe = await create({}, 10);
    const read = (await call('GET', `/api/recipes/${recipe.id}`)).json<Recipe>();
    expect(
      read.recipeFermentables.length +
        read.recipeHops.length +
        read.recipeMisc.length +
        read.recipeYeasts.length,
    ).toBe(40);
  });

  it.each([
    [{ name: '' }, 'Recipe Name is required'],
    [{ style: '' }, 'Style is required'],
    [{ style: 'Not A Real Style' }, 'Please select a style from the list.'],
    [{ type: 'Kveik' }, 'Invalid type'],
    [{ type: undefined }, 'Type is required'],
  ])('validates %j', async (change, message) => {
    const response = await call('POST', '/api/recipes', { ...buildRecipe(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toContain(message);
  });

  it.each([
    ['batchVolume', 'abc', 'Batch volume must be a number'],
    ['batchVolume', -5, 'Batch volume must be positive'],
    ['boilTime', 0, 'Boil time must be positive'],
    ['efficiency', -1, 'Efficiency cannot be less than 0'],
    ['efficiency', 101, 'Efficiency cannot be more than 100'],
  ])('validates recipeEquipment.%s = %j', async (field, value, message) => {
    const body = buildRecipe();
    const response = await call('POST', '/api/recipes', {
      ...body,
      recipeEquipment: { ...body.recipeEquipment, [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
  });
});
