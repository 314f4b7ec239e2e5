// Every authenticated route answers 401 `{message}` without a token, with an expired, a forged, an
// unsigned or a malformed token, and with the token of a user who no longer exists.
import { randomUUID } from 'node:crypto';
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  buildCatalogueBody,
  buildRecipe,
  buildSignedInUser,
  type TestUser,
  useAppWithUsers,
} from './factories';
import { expiredToken, forgedToken, unsignedToken } from './tokens';

let app: FastifyInstance;
let user: TestUser;
const id = randomUUID();

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

function routes(userId: string): Route[] {
  const list: Route[] = [
    { method: 'GET', url: '/api/users/me' },
    { method: 'PUT', url: `/api/users/${userId}`, payload: { weightUnit: 'oz' } },
    {
      method: 'PUT',
      url: `/api/users/${userId}/password`,
      payload: { currentPassword: 'Brewing123!', password: 'NewPassw0rd' },
    },
    { method: 'POST', url: '/api/users/logout' },
    { method: 'POST', url: '/api/users/logoutEverywhere' },
    { method: 'GET', url: '/api/users/me/export' },
    {
      method: 'POST',
      url: '/api/users/me/import?preview=1',
      payload: { format: 'wortsmith-account-export' },
    },
    { method: 'DELETE', url: `/api/users/${userId}`, payload: { password: 'Brewing123!' } },
    { method: 'GET', url: '/api/recipes' },
    { method: 'GET', url: '/api/recipes/search?searchTerm=ipa' },
    { method: 'GET', url: `/api/recipes/${id}` },
    { method: 'GET', url: `/api/recipes/${id}/figures` },
    { method: 'POST', url: '/api/recipes', payload: buildRecipe() },
    { method: 'PUT', url: `/api/recipes/${id}`, payload: buildRecipe() },
    { method: 'DELETE', url: `/api/recipes/${id}` },
    { method: 'POST', url: '/api/openAI', payload: { message: 'American IPA', recipe: buildRecipe() } },
    { method: 'GET', url: `/api/batches/${id}/brew` },
    {
      method: 'PUT',
      url: `/api/batches/${id}/brew`,
      payload: { version: 0, steps: {}, timers: [], currentStepId: null },
    },
    { method: 'GET', url: '/api/devices' },
    { method: 'POST', url: '/api/devices', payload: { name: 'iSpindel', type: 'ispindel' } },
    { method: 'PUT', url: `/api/devices/${id}`, payload: { name: 'iSpindel', type: 'ispindel' } },
    { method: 'DELETE', url: `/api/devices/${id}` },
    { method: 'POST', url: `/api/devices/${id}/token` },
    { method: 'GET', url: `/api/devices/${id}/readings` },
    { method: 'POST', url: `/api/devices/${id}/attach`, payload: { batchId: id } },
    { method: 'PUT', url: `/api/batches/${id}/device`, payload: { deviceId: null } },
    { method: 'GET', url: '/api/alerts' },
    { method: 'PUT', url: `/api/alerts/${id}`, payload: { read: true } },
    { method: 'POST', url: '/api/alerts/read' },
    { method: 'GET', url: '/api/inventory' },
    { method: 'PUT', url: `/api/inventory/fermentables/${id}`, payload: { amount: 5000 } },
    {
      method: 'POST',
      url: `/api/inventory/fermentables/${id}/adjustments`,
      payload: { change: 5, reason: 'bought' },
    },
    { method: 'GET', url: `/api/inventory/fermentables/${id}/history` },
    { method: 'POST', url: `/api/batches/${id}/stock` },
    { method: 'DELETE', url: `/api/batches/${id}/stock` },
    { method: 'POST', url: '/api/shopping-list', payload: { recipes: [] } },
    { method: 'GET', url: `/api/recipes/${id}/versions` },
    { method: 'GET', url: `/api/recipes/${id}/versions/1` },
    { method: 'POST', url: `/api/recipes/${id}/versions/1/restore` },
    { method: 'GET', url: `/api/recipes/compare?a=${id}&b=${id}` },
    { method: 'GET', url: `/api/recipes/${id}/sharing` },
    { method: 'POST', url: `/api/recipes/${id}/share`, payload: {} },
    { method: 'DELETE', url: `/api/recipes/${id}/share` },
    { method: 'PUT', url: `/api/recipes/${id}/publication`, payload: { published: true } },
    { method: 'GET', url: '/api/library' },
    { method: 'GET', url: `/api/library/${id}` },
    { method: 'POST', url: `/api/library/${id}/copy` },
    { method: 'POST', url: `/api/shared/${'t'.repeat(43)}/copy` },
  ];
  for (const kind of ['equipments', 'fermentables', 'hops', 'miscs', 'yeasts'] as const) {
    list.push(
      { method: 'GET', url: `/api/${kind}` },
      { method: 'GET', url: `/api/${kind}/search?searchTerm=a` },
      { method: 'GET', url: `/api/${kind}/${OFFICIAL_USER_ID}/${id}` },
      { method: 'DELETE', url: `/api/${kind}/${userId}/${id}` },
      { method: 'POST', url: `/api/${kind}`, payload: buildCatalogueBody(kind) },
      { method: 'PUT', url: `/api/${kind}/${id}`, payload: buildCatalogueBody(kind) },
    );
  }
  return list;
}

useAppWithUsers(1, (made) => ([app, user] = made));

describe('authenticated routes', () => {
  it('refuse requests without, or with a bad, token', async () => {
    const bad: Array<[string, Record<string, string>]> = [
      ['no header', {}],
      ['expired', { authorization: `Bearer ${await expiredToken(user.id)}` }],
      ['forged', { authorization: `Bearer ${await forgedToken(user.id)}` }],
      ['unsigned', { authorization: `Bearer ${unsignedToken(user.id)}` }],
      ['malformed', { authorization: 'Bearer not.a.jwt' }],
      ['wrong scheme', { authorization: `Basic ${user.token}` }],
    ];
    for (const route of routes(user.id)) {
      for (const [label, headers] of bad) {
        const response = await app.inject({ ...route, headers });
        expect(response.statusCode, `${route.method} ${route.url} (${label})`).toBe(401);
        expect(typeof response.json().message).toBe('string');
      }
    }
  });

  it('answer 401 before looking at the body or query: a bad one without a token is still 401', async () => {
    for (const route of routes(user.id)) {
      const [path] = route.url.split('?');
      const response = await app.inject({
        method: route.method,
        url: route.url.includes('search') ? `${path}?wrong=1` : route.url,
        headers: { 'content-type': 'application/json' },
        ...(route.payload ? { payload: '{"name": 42, "recipe": [' } : {}),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuse the token of a deleted user', async () => {
    const gone = await buildSignedInUser(app);
    await app.ctx.db.delete(users).where(eq(users.id, gone.id));
    const response = await app.inject({ method: 'GET', url: '/api/hops', headers: gone.auth });
    expect(response.statusCode).toBe(401);
  });

  it('accept the valid token on the same routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).toBe(user.id);
  });
});
