// Recipe writes racing each other answer what they mean: a save racing a delete is 404 or saved, never a
// server error; two saves from the same version give one save and one 409, never two.
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let user: TestUser;
const ROUNDS = 10;

useAppWithUsers(1, (made) => ([app, user] = made));

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: user.auth });

it('answers a save racing a delete of the same recipe with 404, never a server error', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const recipe = (await call('POST', '/api/recipes', buildRecipe({ name: `Doomed ${round}` }))).json();
    const [saved, deleted] = await Promise.all([
      call('PUT', `/api/recipes/${recipe.id}`, buildRecipe({ name: 'Late', version: recipe.version })),
      call('DELETE', `/api/recipes/${recipe.id}`),
    ]);
    expect(deleted.statusCode).toBe(200);
    expect([200, 404]).toContain(saved.statusCode);
    expect((await call('GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
  }
});

it('keeps one of two saves made from the same version and answers the other 409', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const recipe = (await call('POST', '/api/recipes', buildRecipe({ name: `Twice ${round}` }))).json();
    const saves = await Promise.all(
      ['First', 'Second'].map((name) =>
        call('PUT', `/api/recipes/${recipe.id}`, buildRecipe({ name, version: recipe.version })),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409]);
    const kept = saves.find((save) => save.statusCode === 200)!.json();
    expect((await call('GET', `/api/recipes/${recipe.id}`)).json()).toEqual(kept);
  }
});
