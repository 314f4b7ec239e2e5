// The mash schedule through the recipe API: saved in order, replaced on update, empty for recipes that
// never had one, refused with the core's messages, and never visible to or changeable by another user.
import { recipeSchema } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';
import { recipes } from '../../db/schema';
import { recipeValues } from './presenter';

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;

useAppWithUsers(2, (made) => ([app, owner, stranger] = made));

interface Saved {
  id: string;
  version: number;
  mashSteps: unknown[];
}

const schedule = [
  { id: 's1', name: 'Protein rest', type: 'Temperature', temperature: 52, time: 15, description: null },
  {
    id: 's2',
    name: 'Saccharification',
    type: 'Infusion',
    temperature: 66.5,
    time: 60,
    description: 'Add 14 L at 74 °C',
  },
  { id: 's3', name: 'Mash out', type: 'Decoction', temperature: 76, time: 10, description: null },
];
const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: user.auth });

describe('mash schedule', () => {
  it('is saved in order with the recipe and read back by id and in the list', async () => {
    const created = await call(owner, 'POST', '/api/recipes', buildRecipe({ mashSteps: schedule }));
    expect(created.statusCode).toBe(201);
    const saved = created.json<Saved>();
    expect(saved.mashSteps).toEqual(schedule);
    expect((await call(owner, 'GET', `/api/recipes/${saved.id}`)).json<Saved>().mashSteps).toEqual(schedule);
    const listed = (await call(owner, 'GET', '/api/recipes')).json<Saved[]>().find((r) => r.id === saved.id);
    expect(listed?.mashSteps).toEqual(schedule);
  });

  it('is replaced whole on update: reordered, edited and shortened', async () => {
    const saved = (
      await call(owner, 'POST', '/api/recipes', buildRecipe({ mashSteps: schedule }))
    ).json<Saved>();
    const next = [{ ...schedule[2]!, temperature: 78 }, schedule[0]!];
    const updated = await call(owner, 'PUT', `/api/recipes/${saved.id}`, {
      ...buildRecipe({ mashSteps: next }),
      version: saved.version,
    });
    expect(updated.statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/recipes/${saved.id}`)).json<Saved>().mashSteps).toEqual(next);
  });

  it('reads as empty for a recipe saved without one and for a row stored before the column existed', async () => {
    const saved = (await call(owner, 'POST', '/api/recipes', buildRecipe())).json<Saved>();
    expect(saved.mashSteps).toEqual([]);
    // A row written without the column takes its default, as every row did when the migration ran.
    const { mashSteps: _dropped, ...values } = recipeValues(
      recipeSchema.parse(buildRecipe({ name: 'Old row' })),
    );
    const [row] = await app.ctx.db
      .insert(recipes)
      .values({ ...values, userId: owner.id })
      .returning();
    expect((await call(owner, 'GET', `/api/recipes/${row!.id}`)).json<Saved>().mashSteps).toEqual([]);
  });

  it('refuses a bad step with the core message and stores nothing', async () => {
    const before = (await call(owner, 'GET', '/api/recipes')).json<Saved[]>().length;
    const response = await call(
      owner,
      'POST',
      '/api/recipes',
      buildRecipe({ mashSteps: [{ ...schedule[0]!, temperature: 120 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Step temperature must be between 0 and 100°C' });
    expect((await call(owner, 'GET', '/api/recipes')).json<Saved[]>()).toHaveLength(before);
  });

  it("is never read or replaced through another user's account", async () => {
    const saved = (
      await call(owner, 'POST', '/api/recipes', buildRecipe({ mashSteps: schedule }))
    ).json<Saved>();
    expect((await call(stranger, 'GET', `/api/recipes/${saved.id}`)).statusCode).toBe(404);
    const hijack = await call(stranger, 'PUT', `/api/recipes/${saved.id}`, {
      ...buildRecipe({ mashSteps: [] }),
      version: saved.version,
    });
    expect(hijack.statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/recipes/${saved.id}`)).json<Saved>().mashSteps).toEqual(schedule);
  });
});
