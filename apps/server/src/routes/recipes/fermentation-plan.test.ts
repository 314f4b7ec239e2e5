// A recipe's fermentation plan through the API (issue 35): saved and answered in order, kept in a
// batch's snapshot, refused with its message when a step is out of range (nothing saved), and none for
// a body that leaves it out, as SPEC's bodies do. Another brewer reads none of it.
import type { Batch, Recipe } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let intruder: TestUser;

useAppWithUsers(2, (made) => ([app, owner, intruder] = made));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, payload, headers: who.auth });

const plan = [
  { id: 'p1', name: 'Primary', kind: 'primary', temperature: 12, days: 10 },
  { id: 'p2', name: 'Diacetyl rest', kind: 'diacetylRest', temperature: 16, days: 2, rampDays: 1 },
  { id: 'p3', name: 'Lagering', kind: 'lagering', temperature: 1, days: 28 },
];

describe('a recipe’s fermentation plan', () => {
  it('is saved in order, answered, and kept in a batch brewed from it', async () => {
    const created = await call('POST', '/api/recipes', owner, buildRecipe({ fermentationSteps: plan }));
    expect(created.statusCode).toBe(201);
    const recipe = created.json<Recipe>();
    expect(recipe.fermentationSteps).toEqual(plan);
    const batch = (await call('POST', '/api/batches', owner, { recipeId: recipe.id })).json<Batch>();
    expect(batch.recipe.fermentationSteps).toEqual(plan);
    expect((await call('GET', `/api/recipes/${recipe.id}`, intruder)).statusCode).toBe(404);
  });

  it('is none for a body that leaves it out, and a step out of range is refused with nothing saved', async () => {
    const plain = (await call('POST', '/api/recipes', owner, buildRecipe())).json<Recipe>();
    expect(plain.fermentationSteps).toEqual([]);
    const hot = await call('PUT', `/api/recipes/${plain.id}`, owner, {
      ...buildRecipe({ fermentationSteps: [{ ...plan[0], temperature: 45 }] }),
      version: plain.version,
    });
    expect(hot.statusCode).toBe(400);
    expect(hot.json().message).toBe('Fermentation temperature must be between -5 and 40°C');
    expect((await call('GET', `/api/recipes/${plain.id}`, owner)).json<Recipe>().fermentationSteps).toEqual(
      [],
    );
  });
});
