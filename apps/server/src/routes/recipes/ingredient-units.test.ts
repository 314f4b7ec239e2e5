// Units per ingredient through the API (issue 30): a misc or a yeast may say the unit its quantity is in
// (mL, tsp, tbsp or items; packs or mL), kept exactly as sent; a recipe that says none answers as SPEC
// specifies (no unit field); a unit the kind does not have is refused with a message and changes nothing;
// the grain unit is a preference like the others. Another brewer sees none of it.
import type { Recipe } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let intruder: TestUser;

useAppWithUsers(2, (made) => ([app, owner, intruder] = made));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });

/** The factory's recipe with its misc measured in `misc` and its yeast in `yeast`. */
function measured(misc: Record<string, unknown>, yeast: Record<string, unknown>) {
  const recipe = buildRecipe();
  return {
    ...recipe,
    recipeMisc: [{ ...recipe.recipeMisc[0], ...misc }],
    recipeYeasts: [{ ...recipe.recipeYeasts[0], ...yeast }],
  };
}

describe('units per ingredient', () => {
  it('keeps a misc in teaspoons and a yeast in packs as sent, and SPEC’s recipes without a unit', async () => {
    const created = await call(
      'POST',
      '/api/recipes',
      owner,
      measured({ quantity: 0.25, unit: 'tsp' }, { quantity: 2, unit: 'pack' }),
    );
    expect(created.statusCode).toBe(201);
    const recipe = created.json<Recipe>();
    expect(recipe.recipeMisc[0]).toMatchObject({ quantity: 0.25, unit: 'tsp' });
    expect(recipe.recipeYeasts[0]).toMatchObject({ quantity: 2, unit: 'pack' });
    const read = await call('GET', `/api/recipes/${recipe.id}`, owner);
    expect(read.json<Recipe>().recipeYeasts[0]).toMatchObject({ quantity: 2, unit: 'pack' });

    const plain = await call('POST', '/api/recipes', owner, buildRecipe());
    expect(plain.json<Recipe>().recipeMisc[0]).not.toHaveProperty('unit');
    expect(plain.json<Recipe>().recipeYeasts[0]).not.toHaveProperty('unit');

    // Nobody else reads it.
    expect((await call('GET', `/api/recipes/${recipe.id}`, intruder)).statusCode).toBe(404);
  });

  it('refuses a unit the kind has not, saying which it has, and changes nothing', async () => {
    const before = await call('GET', '/api/recipes', owner);
    const misc = await call('POST', '/api/recipes', owner, measured({ unit: 'pack' }, {}));
    expect(misc.statusCode).toBe(400);
    expect(misc.json().message).toContain('Unit must be g, mL, tsp, tbsp, item.');
    const yeast = await call('POST', '/api/recipes', owner, measured({}, { unit: 'tsp' }));
    expect(yeast.statusCode).toBe(400);
    expect(yeast.json().message).toContain('Unit must be g, pack, mL.');
    expect((await call('GET', '/api/recipes', owner)).json()).toEqual(before.json());
  });

  it('saves the grain unit as a preference and refuses one it does not know', async () => {
    const saved = await call('PUT', `/api/users/${owner.id}`, owner, { weightUnit: 'oz', grainUnit: 'lb' });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', owner)).json()).toMatchObject({
      weightUnit: 'oz',
      grainUnit: 'lb',
    });
    const bad = await call('PUT', `/api/users/${owner.id}`, owner, { weightUnit: 'oz', grainUnit: 'stone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Grain unit must be spec, kg or lb.');
    expect((await call('GET', '/api/users/me', owner)).json()).toMatchObject({ grainUnit: 'lb' });
  });
});
