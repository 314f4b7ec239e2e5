// Fuzzing every POST and PUT with fast-check: wrong types, missing and extra fields, huge strings, deep
// nesting, negative and non-finite numbers. Never a 5xx, always `{ message }`, and a refused request
// changes no row.
import { CATALOGUE_KINDS, EMPTY_BREW_SESSION } from '@wortsmith/core';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brewBatch } from '../src/routes/batches/test-helpers';
import {
  buildCatalogueBody,
  buildRecipe,
  countRows,
  createAppWithUsers,
  createItem,
  PASSWORD,
  type TestUser,
} from './factories';

let app: FastifyInstance;
let user: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [app, user] = await createAppWithUsers(1);
  for (const kind of CATALOGUE_KINDS) {
    ids[kind] = (await createItem(app, user, kind)).id;
  }
  ids.recipes = (
    await app.inject({ method: 'POST', url: '/api/recipes', headers: user.auth, payload: buildRecipe() })
  ).json().id;
  ids.batches = (await brewBatch(app, user)).id;
});
afterAll(() => app.close());

const TABLES = ['users', 'user_tokens', 'recipes', 'stock_lines', 'stock_changes', ...CATALOGUE_KINDS];

const rowCounts = () => countRows(app, TABLES);

function deepNest(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const NON_FINITE = '__NON_FINITE__';
const weird = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -1e9, max: -1 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
  fc.constant('x'.repeat(200_000)),
  fc.constant(deepNest(2000)),
  fc.constant(NON_FINITE),
);

/** A body derived from a valid one: replaced, dropped or extra fields, or something else entirely. */
function bodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc
      .record({ key: fc.constantFrom(...keys), value: weird })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...valid };
      delete copy[key];
      return copy;
    }),
    fc
      .dictionary(fc.string({ maxLength: 10 }), weird, { maxKeys: 4 })
      .map((extra) => ({ ...extra, ...valid, ...extra })),
  );
}

/** JSON text for a body; the non-finite marker becomes a literal that parses to ±Infinity. */
function encode(body: unknown, negative: boolean): string {
  const text = JSON.stringify(body) ?? 'null';
  return text.split(`"${NON_FINITE}"`).join(negative ? '-1e999' : '1e999');
}

type FuzzRoute = {
  label: string;
  method: 'POST' | 'PUT';
  url: () => string;
  valid: () => Record<string, unknown>;
  auth: boolean;
};

const routes: FuzzRoute[] = [
  {
    label: 'POST /api/users',
    method: 'POST',
    url: () => '/api/users',
    valid: () => ({ name: 'A', email: 'fuzz@example.com', brewery: 'B', password: PASSWORD }),
    auth: false,
  },
  {
    label: 'POST /api/users/login',
    method: 'POST',
    url: () => '/api/users/login',
    valid: () => ({ email: user.email, password: 'Wrong1234' }),
    auth: false,
  },
  {
    label: 'POST /api/users/sendPasswordResetEmail',
    method: 'POST',
    url: () => '/api/users/sendPasswordResetEmail',
    valid: () => ({ email: 'nobody@example.com' }),
    auth: false,
  },
  {
    label: 'POST /api/users/changePassword',
    method: 'POST',
    url: () => '/api/users/changePassword',
    valid: () => ({ token: 'unknown', password: PASSWORD }),
    auth: false,
  },
  {
    label: 'PUT /api/users/:id',
    method: 'PUT',
    url: () => `/api/users/${user.id}`,
    valid: () => ({ name: 'N', brewery: null, weightUnit: 'g' }),
    auth: true,
  },
  {
    label: 'POST /api/recipes',
    method: 'POST',
    url: () => '/api/recipes',
    valid: () => buildRecipe(),
    auth: true,
  },
  {
    label: 'PUT /api/recipes/:id',
    method: 'PUT',
    url: () => `/api/recipes/${ids.recipes}`,
    valid: () => buildRecipe(),
    auth: true,
  },
  {
    label: 'POST /api/openAI',
    method: 'POST',
    url: () => '/api/openAI',
    valid: () => ({ message: 'American IPA', recipe: buildRecipe() }),
    auth: true,
  },
  {
    label: 'PUT /api/batches/:id/brew',
    method: 'PUT',
    url: () => `/api/batches/${ids.batches}/brew`,
    valid: () => ({
      ...EMPTY_BREW_SESSION,
      steps: { 'mash-in': { status: 'done', note: 'On time', at: '2026-11-20T08:00:00Z' } },
      timers: [{ id: 'boil', label: 'Boil', durationSeconds: 3600, endsAt: null, remainingSeconds: 90 }],
    }),
    auth: true,
  },
  {
    label: 'PUT /api/inventory/:kind/:itemId',
    method: 'PUT',
    url: () => `/api/inventory/fermentables/${ids.fermentables}`,
    valid: () => ({
      unit: 'g',
      amount: 500,
      lots: [{ amount: 500, purchaseDate: '2026-01-01', costPerUnit: 0.01, supplier: 'Shop' }],
      reorderAt: 100,
    }),
    auth: true,
  },
  {
    label: 'POST /api/inventory/:kind/:itemId/adjustments',
    method: 'POST',
    url: () => `/api/inventory/yeasts/${ids.yeasts}/adjustments`,
    valid: () => ({ change: 2, reason: 'bought', unit: 'pack', note: 'Fresh', lot: { costPerUnit: 4 } }),
    auth: true,
  },
  {
    label: 'POST /api/shopping-list',
    method: 'POST',
    url: () => '/api/shopping-list',
    valid: () => ({ recipes: [{ id: ids.recipes, batches: 2 }], batchIds: [ids.batches] }),
    auth: true,
  },
  ...CATALOGUE_KINDS.flatMap((kind): FuzzRoute[] => [
    {
      label: `POST /api/${kind}`,
      method: 'POST',
      url: () => `/api/${kind}`,
      valid: () => buildCatalogueBody(kind),
      auth: true,
    },
    {
      label: `PUT /api/${kind}/:id`,
      method: 'PUT',
      url: () => `/api/${kind}/${ids[kind]}`,
      valid: () => buildCatalogueBody(kind),
      auth: true,
    },
  ]),
];

// 50 fuzzed requests per route, each with two row counts.
describe('fuzzed bodies', { timeout: 30_000 }, () => {
  it.each(routes.map((route) => [route.label, route] as const))(
    '%s never fails with a 5xx and always explains itself',
    async (_label, route) => {
      await fc.assert(
        fc.asyncProperty(bodies(route.valid()), fc.boolean(), async (body, negative) => {
          const before = await rowCounts();
          const response = await app.inject({
            method: route.method,
            url: route.url(),
            headers: { 'content-type': 'application/json', ...(route.auth ? user.auth : {}) },
            payload: encode(body, negative),
          });
          expect(response.statusCode).toBeLessThan(500);
          const json = response.json();
          if (response.statusCode >= 400) {
            expect(typeof json.message).toBe('string');
            expect(response.body).not.toMatch(/\.(ts|js):\d+|from "|insert into|violates|constraint/i);
            expect(await rowCounts()).toEqual(before);
          }
        }),
        { numRuns: 50 },
      );
    },
  );
});

describe('edge values a fuzzer rarely draws', () => {
  it.each([
    ['a version past the integer column', { version: 2 ** 31 }],
    ['the year 0000, a valid ISO date PostgreSQL refuses', { creationDate: '0000-01-01' }],
  ])('a recipe with %s is refused with a message', async (_case, change) => {
    const before = await rowCounts();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/recipes/${ids.recipes}`,
      headers: user.auth,
      payload: { ...buildRecipe(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/must be/);
    expect(await rowCounts()).toEqual(before);
  });

  it('a NUL character in the recipe equipment is dropped, not a server error', async () => {
    const recipe = buildRecipe();
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: user.auth,
      payload: {
        ...recipe,
        recipeEquipment: { ...recipe.recipeEquipment, id: 'e\u00001', name: 'Pot\u0000' },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().recipeEquipment).toMatchObject({ id: 'e1', name: 'Pot' });
  });
});
