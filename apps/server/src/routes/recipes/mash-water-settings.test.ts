// The mash water's equipment settings and acid malt's acid content through the recipe API: kept with the
// recipe's equipment copy and fermentables, null for recipes saved before they existed, refused with the
// catalogue's messages, and never changed through another user's account.
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
  recipeEquipment: Record<string, unknown>;
  recipeFermentables: Record<string, unknown>[];
}

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: user.auth });

const base = buildRecipe();
const settings = {
  grainAbsorption: 0.8,
  mashThickness: 2.7,
  spargeMethod: 'Fly',
  mashTunHeatCapacity: 1.2,
  fermenterLoss: 1,
};
const acidMalt = {
  id: 'acid',
  name: 'Acidulated Malt',
  description: null,
  type: 'Specialty',
  supplier: 'Weyermann',
  ebc: 4,
  potentialExtract: 1.027,
  acidContent: 3,
  quantity: 150,
};
const withWaterSettings = buildRecipe({
  recipeEquipment: { ...base.recipeEquipment, ...settings },
  recipeFermentables: [...base.recipeFermentables, acidMalt],
});

describe("the recipe's mash-water settings", () => {
  it('are kept with the equipment copy and the acid malt, and read back', async () => {
    const created = await call(owner, 'POST', '/api/recipes', withWaterSettings);
    expect(created.statusCode).toBe(201);
    const saved = created.json<Saved>();
    expect(saved.recipeEquipment).toMatchObject(settings);
    expect(saved.recipeFermentables.find((f) => f.id === 'acid')).toMatchObject({ acidContent: 3 });
    const read = (await call(owner, 'GET', `/api/recipes/${saved.id}`)).json<Saved>();
    expect(read.recipeEquipment).toMatchObject(settings);
  });

  it('read as null for a recipe stored before they existed', async () => {
    const { recipeEquipment, ...values } = recipeValues(recipeSchema.parse(buildRecipe({ name: 'Old row' })));
    const { grainAbsorption, mashThickness, spargeMethod, mashTunHeatCapacity, fermenterLoss, ...old } =
      recipeEquipment;
    const [row] = await app.ctx.db
      .insert(recipes)
      .values({ ...values, recipeEquipment: old as typeof recipeEquipment, userId: owner.id })
      .returning();
    const read = (await call(owner, 'GET', `/api/recipes/${row!.id}`)).json<Saved>();
    expect(read.recipeEquipment).toMatchObject({
      grainAbsorption: null,
      mashThickness: null,
      spargeMethod: null,
      mashTunHeatCapacity: null,
      fermenterLoss: null,
    });
  });

  it.each([
    [{ recipeEquipment: { ...base.recipeEquipment, spargeMethod: 'Decoction' } }, 'Invalid sparge method'],
    [
      { recipeEquipment: { ...base.recipeEquipment, grainAbsorption: -1 } },
      'Grain absorption cannot be negative.',
    ],
    [{ recipeFermentables: [{ ...acidMalt, acidContent: 120 }] }, 'Acid content cannot exceed 100'],
  ])('refuses %j with the message and stores nothing', async (change, message) => {
    const before = (await call(owner, 'GET', '/api/recipes')).json<Saved[]>().length;
    const response = await call(owner, 'POST', '/api/recipes', buildRecipe(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await call(owner, 'GET', '/api/recipes')).json<Saved[]>()).toHaveLength(before);
  });

  it("are never changed through another user's account", async () => {
    const saved = (await call(owner, 'POST', '/api/recipes', withWaterSettings)).json<Saved>();
    const hijack = await call(stranger, 'PUT', `/api/recipes/${saved.id}`, {
      ...buildRecipe({ recipeEquipment: { ...base.recipeEquipment, spargeMethod: 'Batch' } }),
      version: saved.version,
    });
    expect(hijack.statusCode).toBe(404);
    const read = (await call(owner, 'GET', `/api/recipes/${saved.id}`)).json<Saved>();
    expect(read.recipeEquipment).toMatchObject({ spargeMethod: 'Fly' });
  });
});
