// Bringing an account across: an account export imported into another account gives, ids aside, the
// same export; a preview saves nothing; the same file twice adds nothing; official items are matched,
// not duplicated; nothing of the file's identities carries over; a bad file changes nothing.
import { CATALOGUE_KINDS } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogueBody,
  buildRecipe,
  buildSignedInUser,
  countRows,
  createItem,
  type TestUser,
  useAppWithUsers,
} from '../../../test/factories';
import { NOT_AN_EXPORT } from './account-import';
import { ACCOUNT_FILE_TOO_LARGE } from './account-import-routes';

let app: FastifyInstance;

useAppWithUsers(1, ([made]) => {
  app = made;
});

const TABLES = [
  'equipments',
  'fermentables',
  'hops',
  'miscs',
  'yeasts',
  'waters',
  'recipes',
  'batches',
  'batch_readings',
  'imported_records',
] as const;

/** No record of any kind. */
const NOTHING = {
  equipments: 0,
  fermentables: 0,
  hops: 0,
  miscs: 0,
  yeasts: 0,
  waters: 0,
  recipes: 0,
  batches: 0,
};

const exportOf = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/users/me/export', headers: user.auth })).json();

const importInto = (user: TestUser, file: unknown, query = '', type = 'application/json') =>
  app.inject({
    method: 'POST',
    url: `/api/users/me/import${query}`,
    headers: { ...user.auth, 'content-type': type },
    payload: typeof file === 'string' || Buffer.isBuffer(file) ? file : JSON.stringify(file),
  });

const post = async (user: TestUser, url: string, payload: unknown) => {
  const response = await app.inject({ method: 'POST', url, headers: user.auth, payload: payload as object });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

/**
 * A brewer with an own item of each kind, a customised official hop, a recipe on their own equipment
 * with their own waters, two batches (one with readings, a Brix one among them, and a device link),
 * imperial units and their equipment as the default.
 */
async function buildBrewer(): Promise<TestUser> {
  const user = await buildSignedInUser(app);
  const own: Record<string, { id: string; name: string }> = {};
  for (const kind of CATALOGUE_KINDS) own[kind] = await createItem(app, user, kind);
  const official = officialCatalogue.hops[0]!;
  const copy = await app.inject({
    method: 'PUT',
    url: `/api/hops/${official.id}`,
    headers: user.auth,
    payload: { ...buildCatalogueBody('hops', official.name), description: 'My notes' },
  });
  expect(copy.statusCode).toBe(200);
  const base = buildRecipe({ name: 'Account Pale' });
  const recipe = await post(user, '/api/recipes', {
    ...base,
    recipeEquipment: { ...base.recipeEquipment, id: own.equipments!.id, name: own.equipments!.name },
  });
  const batch = await post(user, '/api/batches', { recipeId: recipe.id });
  await post(user, '/api/batches', { recipeId: recipe.id });
  for (const [time, body] of [
    ['2026-11-20T10:00:00Z', { gravity: 1.05, temperature: 19.5, note: 'Pitched' }],
    ['2026-11-21T10:00:00Z', { brix: 9.5, temperature: 20 }],
    ['2026-11-24T10:00:00Z', { gravity: 1.012, temperature: null }],
  ] as const) {
    await post(user, `/api/batches/${batch.id}/readings`, { time, ...body });
  }
  expect((await post(user, `/api/batches/${batch.id}/device-link`, {})).url).toMatch(/\/api\/ingest\//);
  const preferences = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: user.auth,
    payload: {
      weightUnit: 'oz',
      volumeUnit: 'gal',
      temperatureUnit: 'F',
      defaultEquipmentId: own.equipments!.id,
    },
  });
  expect(preferences.statusCode).toBe(200);
  return user;
}

/**
 * An export with every identity and time of its account left out (and whether a batch has a device
 * link: links never come across), ids replaced by the order they appear in.
 */
function withoutIdentities(document: Record<string, unknown>): unknown {
  const ids = new Map<string, string>();
  const alias = (id: string) => {
    if (!ids.has(id)) ids.set(id, `id-${ids.size}`);
    return ids.get(id)!;
  };
  const official = new Set(CATALOGUE_KINDS.flatMap((kind) => officialCatalogue[kind].map((item) => item.id)));
  const strip = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((v) => strip(v));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(
            ([k]) =>
              !['createdAt', 'updatedAt', 'userId', 'exportedAt', 'profile', 'deviceLinked'].includes(k),
          )
          .map(([k, v]) => [k, strip(v, k)]),
      );
    }
    if (typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) && !official.has(value))
      return alias(value);
    return key === 'creationDate' ? 'day' : value;
  };
  const { beerjson: _beerjson, ...rest } = document;
  return strip(rest);
}

describe('account import', () => {
  it('brings everything across: ids aside, the new account exports the same document', async () => {
    const brewer = await buildBrewer();
    const file = await exportOf(brewer);
    const newcomer = await buildSignedInUser(app);
    const response = await importInto(newcomer, file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      added: {
        equipments: 1,
        fermentables: 1,
        hops: 2,
        miscs: 1,
        yeasts: 1,
        waters: 1,
        recipes: 1,
        batches: 2,
        readings: 3,
      },
      skipped: NOTHING,
      preferences: true,
    });
    const copied = await exportOf(newcomer);
    expect(withoutIdentities(copied)).toEqual(withoutIdentities(file));
    // The recipe points at the newcomer's own equipment, the batches at the new recipe.
    const equipment = copied.catalogue.equipments[0];
    expect(copied.recipes[0].recipeEquipment.id).toBe(equipment.id);
    expect(copied.preferences.defaultEquipmentId).toBe(equipment.id);
    expect(copied.batches.map((b: { recipeId: string }) => b.recipeId)).toEqual([
      copied.recipes[0].id,
      copied.recipes[0].id,
    ]);
    // Nothing of the file's identities: new ids, no device link.
    const before = JSON.stringify(file);
    for (const item of [...copied.recipes, ...copied.batches, equipment])
      expect(before).not.toContain(item.id);
    expect(file.batches.map((b: { deviceLinked: boolean }) => b.deviceLinked)).toContain(true);
    expect(copied.batches.map((b: { deviceLinked: boolean }) => b.deviceLinked)).toEqual([false, false]);
  });

  it('previews what it would add and saves nothing; the same file again adds nothing', async () => {
    const brewer = await buildBrewer();
    const file = await exportOf(brewer);
    const newcomer = await buildSignedInUser(app);
    const before = await countRows(app, TABLES);
    const preview = await importInto(newcomer, file, '?preview=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().added).toMatchObject({ hops: 2, recipes: 1, batches: 2, readings: 3 });
    expect(await countRows(app, TABLES)).toEqual(before);

    expect((await importInto(newcomer, file)).statusCode).toBe(201);
    const once = await countRows(app, TABLES);
    const again = await importInto(newcomer, file);
    expect(again.statusCode).toBe(201);
    expect(again.json().added).toEqual({ ...NOTHING, readings: 0 });
    expect(again.json().skipped).toMatchObject({ hops: 2, recipes: 1, batches: 2 });
    expect(await countRows(app, TABLES)).toEqual(once);
  });

  it('imported twice at once, the file still comes across once', async () => {
    const brewer = await buildBrewer();
    const file = await exportOf(brewer);
    const newcomer = await buildSignedInUser(app);
    const answers = await Promise.all([importInto(newcomer, file), importInto(newcomer, file)]);
    // Both succeed one after the other, or the later one is told it clashed: never a 500.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const copied = await exportOf(newcomer);
    expect(copied.recipes).toHaveLength(1);
    expect(copied.batches).toHaveLength(2);
  });

  it('matches an official item the account has customised already instead of adding a second copy', async () => {
    const brewer = await buildBrewer();
    const file = await exportOf(brewer);
    const newcomer = await buildSignedInUser(app);
    const official = officialCatalogue.hops[0]!;
    const own = await app.inject({
      method: 'PUT',
      url: `/api/hops/${official.id}`,
      headers: newcomer.auth,
      payload: { ...buildCatalogueBody('hops', official.name), description: 'Mine already' },
    });
    const answer = (await importInto(newcomer, file)).json();
    expect(answer.added.hops).toBe(1);
    expect(answer.skipped.hops).toBe(1);
    const hops = (await exportOf(newcomer)).catalogue.hops;
    expect(hops.filter((hop: { officialId: string }) => hop.officialId === official.id)).toEqual([
      expect.objectContaining({ id: own.json().id, description: 'Mine already' }),
    ]);
  });

  it('refuses what is not an account export, or a damaged one, with one message and changes nothing', async () => {
    const brewer = await buildBrewer();
    const file = await exportOf(brewer);
    const newcomer = await buildSignedInUser(app);
    const before = await countRows(app, TABLES);
    const badRecipe = { ...file, recipes: [{ ...file.recipes[0], type: 'Sourdough' }] };
    const badReading = structuredClone(file);
    const logged = badReading.batches.find((b: { readings: unknown[] }) => b.readings.length > 0);
    logged.readings[1].time = 'yesterday';
    for (const [body, status, message] of [
      ['{"beerjson": {"version": 1}}', 400, NOT_AN_EXPORT],
      ['not json at all', 400, NOT_AN_EXPORT],
      [JSON.stringify(file).slice(0, 5000), 400, NOT_AN_EXPORT],
      [{ ...file, version: 2 }, 400, /version 2, from a newer Wortsmith/],
      [badRecipe, 400, /^Recipe "Account Pale": /],
      [badReading, 400, /^A reading of batch "Account Pale": Time must be a date and time/],
      [Buffer.alloc(33 * 1024 * 1024, 32), 413, ACCOUNT_FILE_TOO_LARGE],
    ] as const) {
      const response = await importInto(newcomer, body);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(response.body).not.toMatch(/stack|select |insert /i);
    }
    expect((await importInto(newcomer, file, '', 'text/plain')).statusCode).toBe(415);
    expect(await countRows(app, TABLES)).toEqual(before);
  });

  it('imports only into the signed-in account, and not without a token', async () => {
    const brewer = await buildBrewer();
    const file = await exportOf(brewer);
    const bystander = await buildSignedInUser(app);
    const untouched = await exportOf(bystander);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/users/me/import',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(file),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await importInto(brewer, file)).statusCode).toBe(201);
    expect(withoutIdentities(await exportOf(bystander))).toEqual(withoutIdentities(untouched));
  });
});
