// Each catalogue item's stored list JSON: what its GET answers, rebuilt by every write whatever makes it,
// and rebuilt for every row, once, by a start whose JSON differs from the database's (a new release).
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSignedInUser, createItem, type TestUser } from '../../test/factories';
import { createTestApp } from '../../test/support/test-app';
import { hops } from './schema';
import { seedOfficialCatalogue } from './seed';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  user = await buildSignedInUser(app);
});
afterAll(() => app.close());

const storedText = async (id: string) =>
  (await app.ctx.db.select({ json: hops.itemJson }).from(hops).where(eq(hops.id, id)))[0]!.json!;
const stored = async (id: string) => JSON.parse(await storedText(id));
const read = async (owner: string, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/hops/${owner}/${id}`, headers: user.auth })).json();
const list = async () => (await app.inject({ method: 'GET', url: '/api/hops', headers: user.auth })).body;
/** The same fields with the same values, in the same order. */
const expectSame = (actual: object, expected: object) => {
  expect(actual).toEqual(expected);
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
};

it('stores each item as its GET answers it, rebuilt by every write, a hand-written one included', async () => {
  const own = await createItem(app, user, 'hops', 'Stored as read');
  const official = officialCatalogue.hops[0]!;
  expectSame(await stored(own.id), await read(user.id, own.id));
  expectSame(await stored(official.id), await read(OFFICIAL_USER_ID, official.id));

  await app.ctx.db.execute(sql`update hops set name = 'Renamed by hand' where id = ${own.id}`);
  expect((await stored(own.id)).name).toBe('Renamed by hand');
  expectSame(await stored(own.id), await read(user.id, own.id));
  expect(JSON.parse(await list())).toContainEqual(await read(user.id, own.id));
});

it("rebuilds every row, once, at a start whose JSON differs from the database's", async () => {
  const own = await createItem(app, user, 'hops', 'Rebuilt at start');
  const before = await list();
  // An older release's JSON: the trigger and every row stored by it.
  await app.ctx.db.execute(
    sql.raw(`create or replace function hops_item_json() returns trigger language plpgsql
      as $$begin new.item_json := '{"stale":true}'; return new; end;$$`),
  );
  await app.ctx.db.execute(sql`update hops set item_json = null`);
  expect(await storedText(own.id)).toBe('{"stale":true}');

  await seedOfficialCatalogue(app.ctx.db);
  expect(await list()).toBe(before);
  expectSame(await stored(own.id), await read(user.id, own.id));
  // A start with nothing to change writes no row.
  const version = async () =>
    (
      (await app.ctx.db.execute(sql`select xmin::text as v from hops where id = ${own.id}`)) as unknown as {
        rows: Array<{ v: string }>;
      }
    ).rows[0]!.v;
  const written = await version();
  await seedOfficialCatalogue(app.ctx.db);
  expect(await version()).toBe(written);
});
