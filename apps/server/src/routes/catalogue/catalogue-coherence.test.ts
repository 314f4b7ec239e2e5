// Reads that agree with acknowledged writes: a list entry is exactly the item's GET; concurrent updates,
// an update racing a delete and concurrent first edits of an official item answer what they mean; and a
// read right after a write on another instance of the app (two apps on one PostgreSQL database, or the
// one app on PGlite) shows that write, over many rounds.
import { CATALOGUE_KINDS, OFFICIAL_USER_ID } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueBody, buildSignedInUser, type TestUser } from '../../../test/factories';
import { createTestApp, createThrowawayDatabase } from '../../../test/support/test-app';

type Item = { id: string; userId: string; officialId: string | null; name: string } & Record<string, unknown>;

let app: FastifyInstance;
let other: FastifyInstance;
let user: TestUser;
let dropDatabase: (() => Promise<void>) | undefined;
const ROUNDS = 12;

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const database = await createThrowawayDatabase(adminUrl);
    dropDatabase = database.drop;
    app = await createTestApp({ databaseUrl: database.url });
    other = await createTestApp({ databaseUrl: database.url });
  } else {
    app = await createTestApp();
    other = app;
  }
  user = await buildSignedInUser(app);
});
afterAll(async () => {
  if (other !== app) await other.close();
  await app.close();
  await dropDatabase?.();
});

const call = (
  on: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => on.inject({ method, url, payload, headers: user.auth });
const listOf = async (on: FastifyInstance, url: string) => (await call(on, 'GET', url)).json<Item[]>();

// Each race test makes 12 or 24 rounds of concurrent writes and full-list reads on two apps.
describe.each(CATALOGUE_KINDS)('%s', { timeout: 30_000 }, (kind) => {
  it('lists every item exactly as its GET shows it, same fields in the same order', async () => {
    const own = (
      await call(app, 'POST', `/api/${kind}`, buildCatalogueBody(kind, 'Listed as read'))
    ).json<Item>();
    const official = officialCatalogue[kind][1]!;
    const list = await listOf(app, `/api/${kind}`);
    for (const [owner, id] of [
      [user.id, own.id],
      [OFFICIAL_USER_ID, official.id],
    ] as const) {
      const entry = list.find((item) => item.id === id)!;
      const read = (await call(app, 'GET', `/api/${kind}/${owner}/${id}`)).json<Item>();
      expect(entry).toEqual(read);
      expect(Object.keys(entry)).toEqual(Object.keys(read));
    }
  });

  it('shows the last acknowledged of two concurrent updates in the GET, the list and the search', async () => {
    const item = (
      await call(app, 'POST', `/api/${kind}`, buildCatalogueBody(kind, 'Raced twice'))
    ).json<Item>();
    for (let round = 0; round < ROUNDS; round++) {
      const writes = await Promise.all(
        ['first', 'second'].map((which) =>
          call(round % 2 ? app : other, 'PUT', `/api/${kind}/${item.id}`, {
            ...buildCatalogueBody(kind, 'Raced twice'),
            description: `${which} ${round}`,
          }),
        ),
      );
      expect(writes.map((write) => write.statusCode)).toEqual([200, 200]);
      const read = (await call(app, 'GET', `/api/${kind}/${user.id}/${item.id}`)).json<Item>();
      expect([`first ${round}`, `second ${round}`]).toContain(read.description);
      for (const on of [app, other]) {
        const listed = (await listOf(on, `/api/${kind}`)).find((entry) => entry.id === item.id);
        const found = (await listOf(on, `/api/${kind}/search?searchTerm=raced`)).find(
          (e) => e.id === item.id,
        );
        expect(listed, `round ${round}`).toEqual(read);
        expect(found, `round ${round}`).toEqual(read);
      }
    }
  });

  it('answers an update racing a delete of the same item with 404, never a server error', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const body = buildCatalogueBody(kind, `Doomed ${round}`);
      const item = (await call(app, 'POST', `/api/${kind}`, body)).json<Item>();
      const [updated, deleted] = await Promise.all([
        call(round % 2 ? app : other, 'PUT', `/api/${kind}/${item.id}`, { ...body, description: 'late' }),
        call(round % 2 ? other : app, 'DELETE', `/api/${kind}/${user.id}/${item.id}`),
      ]);
      expect(deleted.statusCode).toBe(200);
      expect([200, 404]).toContain(updated.statusCode);
      if (updated.statusCode === 404) expect(updated.json().message).toMatch(/not found\.$/);
      expect((await call(other, 'GET', `/api/${kind}/${user.id}/${item.id}`)).statusCode).toBe(404);
      expect(await listOf(app, `/api/${kind}/search?searchTerm=doomed ${round}`)).toEqual([]);
    }
  });

  it('makes one [custom] copy from two concurrent first edits of an official item', async () => {
    const editor = await buildSignedInUser(app);
    const original = officialCatalogue[kind][2]!;
    const { id: _id, ...fields } = original as Record<string, unknown>;
    const edits = await Promise.all(
      [app, other].map((on) =>
        on.inject({
          method: 'PUT',
          url: `/api/${kind}/${original.id}`,
          payload: { ...fields, description: 'Mine' },
          headers: editor.auth,
        }),
      ),
    );
    expect(edits.map((edit) => edit.statusCode)).toEqual([200, 200]);
    const [a, b] = edits.map((edit) => edit.json<Item>());
    expect(a!.id).toBe(b!.id);
    const list = (await other.inject({ method: 'GET', url: `/api/${kind}`, headers: editor.auth })).json<
      Item[]
    >();
    expect(list.filter((item) => item.officialId === original.id).map((item) => item.id)).toEqual([a!.id]);
    expect(list.some((item) => item.id === original.id)).toBe(false);
  });
});

describe('read after write on another instance', { timeout: 30_000 }, () => {
  it('lists, searches and reads every acknowledged create, rename and delete at once', async () => {
    for (let round = 0; round < ROUNDS * 2; round++) {
      const [writer, reader] = round % 2 ? [app, other] : [other, app];
      const name = `Relay ${round} xq`;
      const created = await call(writer, 'POST', '/api/hops', buildCatalogueBody('hops', name));
      expect(created.statusCode).toBe(201);
      const item = created.json<Item>();
      expect((await listOf(reader, '/api/hops')).find((entry) => entry.id === item.id)).toEqual(item);
      expect(await listOf(reader, `/api/hops/search?searchTerm=relay ${round} xq`)).toEqual([item]);

      const renamed = await call(
        reader,
        'PUT',
        `/api/hops/${item.id}`,
        buildCatalogueBody('hops', `${name} b`),
      );
      expect(
        (await listOf(writer, `/api/hops/search?searchTerm=relay ${round} xq`)).map((e) => e.name),
      ).toEqual([`${name} b`]);
      expect((await call(writer, 'GET', `/api/hops/${user.id}/${item.id}`)).json()).toEqual(renamed.json());

      await call(writer, 'DELETE', `/api/hops/${user.id}/${item.id}`);
      expect(await listOf(reader, `/api/hops/search?searchTerm=relay ${round} xq`)).toEqual([]);
    }
  });
});
