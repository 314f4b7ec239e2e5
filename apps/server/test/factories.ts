// Test data: users (created straight in the database, already active), valid catalogue bodies and
// recipes, and a login helper that goes through POST /api/users/login like the web app does.
import { randomUUID } from 'node:crypto';
import type { CatalogueKind } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../src/db/schema';
import { createTestApp } from './support/test-app';

/** A password that satisfies the rule of SPEC §5. */
export const PASSWORD = 'Brewing123!';

/** A signed-in test user. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Inserts an active user with PASSWORD. */
export async function buildUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: string; email: string }> {
  const email = overrides.email ?? `brewer-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      name: 'Test Brewer',
      passwordHash: await app.ctx.passwords.hash(PASSWORD),
      active: true,
      ...overrides,
      email,
    })
    .returning({ id: users.id, email: users.email });
  return row!;
}

/** Logs in through the API and returns the token with a ready Authorization header. */
export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<TestUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  const [row] = await app.ctx.db.select({ id: users.id }).from(users).where(eqEmail(email));
  return { id: row!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

const eqEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** Creates a user and logs them in. */
export async function buildSignedInUser(app: FastifyInstance): Promise<TestUser> {
  const user = await buildUser(app);
  return login(app, user.email);
}

/**
 * An app on a fresh database (`createTestApp`) with one or two signed-in users; the caller closes the app.
 */
export async function createAppWithUsers(count: 1): Promise<[FastifyInstance, TestUser]>;
export async function createAppWithUsers(count: 2): Promise<[FastifyInstance, TestUser, TestUser]>;
export async function createAppWithUsers(count: 1 | 2): Promise<[FastifyInstance, ...TestUser[]]> {
  const app = await createTestApp();
  const users: TestUser[] = [];
  for (let i = 0; i < count; i++) users.push(await buildSignedInUser(app));
  return [app, ...users];
}

/**
 * Registers the file's hooks: before its tests an app with one or two signed-in users
 * (`createAppWithUsers`), handed to `take`; after them the app is closed.
 */
export function useAppWithUsers(count: 1, take: (made: [FastifyInstance, TestUser]) => void): void;
export function useAppWithUsers(count: 2, take: (made: [FastifyInstance, TestUser, TestUser]) => void): void;
export function useAppWithUsers(count: 1 | 2, take: (made: never) => void): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const made = await createAppWithUsers(count as 2);
    app = made[0];
    take(made as never);
  });
  afterAll(() => app?.close());
}

/** The number of rows in each of `tables`, read in one statement (both drivers answer `{ rows }`). */
export async function countRows(
  app: FastifyInstance,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const columns = tables.map((table) => `(select count(*)::int from ${table}) as "${table}"`).join(', ');
  const result = await app.ctx.db.execute(sql.raw(`select ${columns}`));
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
}

/** A valid POST/PUT body for each catalogue kind. */
export function buildCatalogueBody(kind: CatalogueKind, name = `Test ${kind} ${randomUUID().slice(0, 6)}`) {
  const bodies: Record<CatalogueKind, Record<string, unknown>> = {
    equipments: {
      name,
      description: 'A 20 litre all-in-one system',
      efficiency: 72,
      batchVolume: 20,
      batchTime: 240,
      boilTime: 60,
      boilTemperature: 100,
      boilOff: 3,
      trubLoss: 1,
      deadSpace: 0.5,
    },
    fermentables: {
      name,
      supplier: 'Weyermann',
      description: 'Pale base malt',
      type: 'Base',
      ebc: 6,
      potentialExtract: 1.037,
    },
    hops: {
      name,
      supplier: 'Yakima Chief',
      description: 'Citrus and pine',
      countryOfOrigin: 'USA',
      type: 'Pellet',
      useType: 'Dual-purpose',
      alphaAcidContent: 12,
      betaAcidContent: 4,
    },
    miscs: { name, description: 'Clarifier', type: 'Fining', useType: 'Boil' },
    yeasts: {
      name,
      manufacturer: 'Fermentis',
      description: 'Clean American ale yeast',
      type: 'Ale',
      form: 'Dry',
      flocculation: 'Medium',
      attenuation: 78,
    },
    waters: {
      name,
      description: 'The tap water report of 2026',
      calcium: 48,
      magnesium: 9,
      sodium: 18,
      sulfate: 41,
      chloride: 30,
      bicarbonate: 160,
      ph: 7.8,
      notes: 'Softened in winter',
    },
  };
  return bodies[kind];
}

/** Creates an own item of `kind` for `user` through the API (`buildCatalogueBody`); answers the item. */
export async function createItem(
  app: FastifyInstance,
  user: TestUser,
  kind: CatalogueKind,
  name?: string,
): Promise<{ id: string; name: string }> {
  const created = await app.inject({
    method: 'POST',
    url: `/api/${kind}`,
    headers: user.auth,
    payload: buildCatalogueBody(kind, name),
  });
  return created.json();
}

/** A valid recipe body with `ingredients` of each kind (American IPA, 20 L). */
export function buildRecipe(overrides: Record<string, unknown> = {}, ingredients = 1) {
  const times = (n: number, make: (i: number) => Record<string, unknown>) =>
    Array.from({ length: n }, (_, i) => make(i));
  return {
    name: 'West Coast IPA',
    author: 'Test Brewer',
    style: 'American IPA',
    type: 'All Grain',
    description: 'Bitter and bright',
    notes: null,
    batchTime: 240,
    recipeEquipment: {
      id: null,
      name: 'Kettle',
      batchVolume: 20,
      batchTime: 240,
      efficiency: 72,
      boilTime: 60,
      deadSpace: 0.5,
      boilOff: 3,
      trubLoss: 1,
    },
    recipeFermentables: times(ingredients, (i) => ({
      id: `f${i}`,
      name: i === 0 ? 'Pale Ale Malt' : `Malt ${i}`,
      description: null,
      type: 'Base',
      supplier: 'Weyermann',
      ebc: 6,
      potentialExtract: 1.037,
      quantity: i === 0 ? 5000 : 100,
    })),
    recipeHops: times(ingredients, (i) => ({
      id: `h${i}`,
      name: `Citra ${i}`,
      description: null,
      supplier: null,
      alphaAcidContent: 12,
      betaAcidContent: 4,
      boilTime: 60,
      usageStage: 'Boil',
      quantity: 20,
    })),
    recipeMisc: times(ingredients, (i) => ({
      id: `m${i}`,
      name: `Irish Moss ${i}`,
      description: null,
      time: 15,
      type: 'Fining',
      quantity: 5,
    })),
    recipeYeasts: times(ingredients, (i) => ({
      id: `y${i}`,
      name: `US-05 ${i}`,
      description: null,
      manufacturer: 'Fermentis',
      type: 'Ale',
      form: 'Dry',
      flocculation: 'Medium',
      attenuation: 78,
      flavorProfile: null,
      temperatureRange: null,
      alcoholTolerance: null,
      quantity: 11.5,
    })),
    ...overrides,
  };
}
