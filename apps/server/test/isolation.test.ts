// The isolation matrix: a second user tries to read, update, delete and search every kind of item and
// every recipe of the first user, by id and with either owner id in the path. All refused; nothing changes.
import { CATALOGUE_KINDS } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueBody, buildRecipe, createAppWithUsers, createItem, type TestUser } from './factories';

let app: FastifyInstance;
let owner: TestUser;
let intruder: TestUser;
const items: Record<string, { id: string; name: string }> = {};
let recipe: { id: string; name: string };

beforeAll(async () => {
  [app, owner, intruder] = await createAppWithUsers(2);
  for (const kind of CATALOGUE_KINDS) {
    items[kind] = await createItem(app, owner, kind, `Secret ${kind} qx7`);
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: owner.auth,
    payload: buildRecipe({ name: 'Secret recipe qx7', author: 'Owner qx7' }),
  });
  recipe = response.json();
});
afterAll(() => app.close());

/** The owner's view of everything, to compare before and after the attempts. */
async function ownerSnapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const kind of CATALOGUE_KINDS) {
    parts.push((await app.inject({ method: 'GET', url: `/api/${kind}`, headers: owner.auth })).json());
  }
  parts.push((await app.inject({ method: 'GET', url: '/api/recipes', headers: owner.auth })).json());
  return JSON.stringify(parts);
}

describe('a second user', () => {
  it.each(CATALOGUE_KINDS)('cannot read, change, delete or find the first user %s', async (kind) => {
    const before = await ownerSnapshot();
    const item = items[kind]!;
    for (const pathOwner of [owner.id, intruder.id]) {
      const read = await app.inject({
        method: 'GET',
        url: `/api/${kind}/${pathOwner}/${item.id}`,
        headers: intruder.auth,
      });
      expect(read.statusCode).toBe(404);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/${kind}/${pathOwner}/${item.id}`,
        headers: intruder.auth,
      });
      expect(removed.statusCode).toBe(404);
    }
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/${kind}/${item.id}`,
      headers: intruder.auth,
      payload: { ...buildCatalogueBody(kind, 'Hijacked'), itemUserId: owner.id },
    });
    expect(changed.statusCode).toBe(404);
    const list = (await app.inject({ method: 'GET', url: `/api/${kind}`, headers: intruder.auth })).json();
    expect(JSON.stringify(list)).not.toContain(item.id);
    const found = (
      await app.inject({ method: 'GET', url: `/api/${kind}/search?searchTerm=qx7`, headers: intruder.auth })
    ).json();
    expect(found).toEqual([]);
    expect(await ownerSnapshot()).toBe(before);
  });

  it('cannot read, change, delete or find the first user recipe', async () => {
    const before = await ownerSnapshot();
    const url = `/api/recipes/${recipe.id}`;
    expect((await app.inject({ method: 'GET', url, headers: intruder.auth })).statusCode).toBe(404);
    const figures = await app.inject({ method: 'GET', url: `${url}/figures`, headers: intruder.auth });
    expect(figures.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: intruder.auth })).statusCode).toBe(404);
    const changed = await app.inject({
      method: 'PUT',
      url,
      headers: intruder.auth,
      payload: buildRecipe({ name: 'Hijacked', version: 1 }),
    });
    expect(changed.statusCode).toBe(404);
    for (const term of ['qx7', 'Secret', 'American IPA']) {
      const found = await app.inject({
        method: 'GET',
        url: `/api/recipes/search?searchTerm=${encodeURIComponent(term)}`,
        headers: intruder.auth,
      });
      expect(found.json()).toEqual([]);
    }
    expect((await app.inject({ method: 'GET', url: '/api/recipes', headers: intruder.auth })).json()).toEqual(
      [],
    );
    expect(await ownerSnapshot()).toBe(before);
  });

  it('cannot change the first user account', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      headers: intruder.auth,
      payload: { name: 'Hijacked', weightUnit: 'oz' },
    });
    expect(response.statusCode).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
    expect(me.json()).toMatchObject({ name: 'Test Brewer', weightUnit: 'g' });
  });
});
