// The stub API's contract with the server: the fixtures the web tests serve pass the response schemas
// of the routes they stand for, and an answer the server would never send fails loudly: an unknown
// route, a missing or extra field, a status the route does not answer, a body where it sends none; and
// a paged route's list comes a page at a time, as the server sends it.
import { CATALOGUE_KINDS } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { catalogueEquipments, ipaRecipe } from '../features/recipes/editor/test-support/fixtures';
import { contractViolation, routeContract } from './api-contract';
import {
  buildBatch,
  buildCurrentUser,
  buildEquipment,
  buildFermentable,
  buildHop,
  buildLibraryEntry,
  buildLibraryRecipe,
  buildLinkedRecipe,
  buildLoginAnswer,
  buildMisc,
  buildReading,
  buildRecipe,
  buildRecipeSharing,
  buildYeast,
} from './fixtures';
import { reply, stubApi, takeViolations } from './stub-api';

const answers = (key: string, status: number, body: unknown) =>
  contractViolation(routeContract(key), status, body);

describe('the stub API’s contract', () => {
  it.each([
    ['GET /api/users/me', buildCurrentUser()],
    ['POST /api/users/login', buildLoginAnswer('jwt')],
    ['GET /api/equipments/:userId/:id', buildEquipment()],
    ['GET /api/fermentables/:userId/:id', buildFermentable()],
    ['GET /api/hops/:userId/:id', buildHop()],
    ['GET /api/miscs/:userId/:id', buildMisc()],
    ['GET /api/yeasts/:userId/:id', buildYeast()],
    ['GET /api/equipments', catalogueEquipments],
    ['GET /api/recipes/:id', buildRecipe()],
    ['GET /api/recipes/:id', ipaRecipe()],
    ['GET /api/batches/:id', buildBatch()],
    ['GET /api/batches/:id/readings', [buildReading()]],
    ['GET /api/recipes/:id/sharing', buildRecipeSharing()],
    ['GET /api/shared/:token', buildLinkedRecipe({}, '2030-01-01T00:00:00.000Z')],
    ['GET /api/shared/:token', { ...buildLinkedRecipe(ipaRecipe()), expiresAt: null }],
    ['GET /api/library', { items: [buildLibraryEntry({ mine: true })], nextCursor: 'next' }],
    ['GET /api/library/:id', buildLibraryRecipe()],
  ])('lets the fixture of %s through', (key, fixture) => {
    expect(answers(key, 200, fixture)).toBeNull();
  });

  it('knows every catalogue kind’s routes', () => {
    for (const kind of CATALOGUE_KINDS) {
      expect(routeContract(`DELETE /api/${kind}/:userId/:id`).route).toBe(`DELETE /api/${kind}/:userId/:id`);
    }
    expect(routeContract('GET /api/recipes/search').route).toBe('GET /api/recipes/search');
    expect(routeContract('GET /api/recipes/recipe-1').route).toBe('GET /api/recipes/:id');
  });

  it('refuses a route the server does not have', () => {
    expect(() => stubApi({ 'GET /api/brews': [] })).toThrow(
      'The stub route "GET /api/brews" has no response schema',
    );
  });

  it('refuses a fixture with a field missing, or one the server would not send', () => {
    const { measuredOg: _og, ...withoutOg } = buildBatch();
    expect(() => stubApi({ 'GET /api/batches/:id': withoutOg })).toThrow(/measuredOg/);
    expect(answers('GET /api/batches/:id', 200, { ...buildBatch(), secret: 1 })).toMatch(
      /would not send secret/,
    );
    expect(answers('GET /api/recipes/:id', 200, { ...buildRecipe(), secret: 1 })).toMatch(/secret/);
  });

  it('refuses a status the route does not answer, and a body where it sends none', () => {
    expect(answers('DELETE /api/recipes/:id', 204, undefined)).toMatch(/answers 200/);
    expect(answers('POST /api/users/logout', 204, { message: 'Bye' })).toMatch(/sends no body/);
    expect(answers('POST /api/users/logout', 204, undefined)).toBeNull();
  });

  it('takes the error body every route answers, and a bodiless error as a failure in front of it', () => {
    expect(answers('PUT /api/batches/:id', 409, { message: 'Stale' })).toBeNull();
    expect(answers('PUT /api/batches/:id', 409, { error: 'Stale' })).toMatch(/message/);
    expect(answers('GET /api/hops', 500, undefined)).toBeNull();
  });

  it('answers a plain value with the route’s success status', async () => {
    const { fetch } = stubApi({ 'POST /api/batches': buildBatch() });
    expect((await fetch('/api/batches', { method: 'POST' })).status).toBe(201);
  });

  it('records an answer a handler computes that the server would not send', async () => {
    const { fetch } = stubApi({ 'GET /api/batches/:id/readings': () => reply(200, [{ id: 'r' }]) });
    await fetch('/api/batches/b/readings');
    expect(takeViolations()).toEqual([expect.stringMatching(/^Stub "GET \/api\/batches\/:id\/readings"/)]);
  });

  it('pages a paged route’s list when asked for pages, as the server does', async () => {
    const hops = Array.from({ length: 1001 }, (_, i) => buildHop({ id: `h${i}`, name: `Hop ${i}` }));
    const { fetch } = stubApi({ 'GET /api/hops': hops });
    const first = await fetch('/api/hops?limit=500');
    expect(((await first.json()) as unknown[]).length).toBe(500);
    expect(first.headers.get('Total-Count')).toBe('1000+');
    const cursor = first.headers.get('Next-Cursor')!;
    const last = await fetch(`/api/hops?limit=500&cursor=${cursor}`);
    const next = await fetch(`/api/hops?limit=500&cursor=${last.headers.get('Next-Cursor')}`);
    expect(((await next.json()) as unknown[]).length).toBe(1);
    expect(next.headers.get('Next-Cursor')).toBeNull();
    expect(next.headers.get('Total-Count')).toBeNull();
    expect(((await (await fetch('/api/hops')).json()) as unknown[]).length).toBe(1001);
    for (const query of ['limit=0', 'limit=501', 'limit=2.5', 'limit=10&cursor=nonsense']) {
      expect((await fetch(`/api/hops?${query}`)).status).toBe(400);
    }
  });
});
