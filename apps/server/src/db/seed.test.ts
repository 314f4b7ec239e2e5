// The official catalogue seed: present after start, idempotent on restart, a changed seed (new
// fingerprint) brings the rows back in line by their stable ids, and the official items' stored list
// JSON is what a list would build, rewritten when it is not.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/support/test-app';
import { appMeta, fermentables, hops, users } from './schema';
import { seedOfficialCatalogue } from './seed';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const countHops = async () =>
  (
    await app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(hops)
      .where(eq(hops.userId, OFFICIAL_USER_ID))
  )[0]!.n;

describe('official catalogue seed', () => {
  it('is owned by a system user that cannot log in', async () => {
    const [owner] = await app.ctx.db.select().from(users).where(eq(users.id, OFFICIAL_USER_ID));
    expect(owner).toMatchObject({ isSystem: true, active: false, passwordHash: null });
    expect(await countHops()).toBe(officialCatalogue.hops.length);
  });

  it('changes nothing when run again, and repairs rows when the seed changed', async () => {
    await seedOfficialCatalogue(app.ctx.db);
    expect(await countHops()).toBe(officialCatalogue.hops.length);

    const first = officialCatalogue.hops[0]!;
    await app.ctx.db.update(hops).set({ name: 'Tampered' }).where(eq(hops.id, first.id));
    await app.ctx.db.delete(appMeta);
    await seedOfficialCatalogue(app.ctx.db);
    const [row] = await app.ctx.db.select().from(hops).where(eq(hops.id, first.id));
    expect(row?.name).toBe(first.name);
    expect(await countHops()).toBe(officialCatalogue.hops.length);
  });

  it("stores each official item's list JSON, and rewrites one that is missing or out of date", async () => {
    const first = officialCatalogue.hops[0]!;
    const stored = async () =>
      (await app.ctx.db.select({ json: hops.officialJson }).from(hops).where(eq(hops.id, first.id)))[0]!.json;
    const built = await stored();
    expect(JSON.parse(built!)).toMatchObject({ id: first.id, userId: OFFICIAL_USER_ID, name: first.name });
    await app.ctx.db.update(hops).set({ officialJson: null }).where(eq(hops.id, first.id));
    await seedOfficialCatalogue(app.ctx.db);
    expect(await stored()).toBe(built);
    await app.ctx.db.update(hops).set({ officialJson: '{"stale":true}' }).where(eq(hops.id, first.id));
    await seedOfficialCatalogue(app.ctx.db);
    expect(await stored()).toBe(built);
  });

  it('lists official items with the same bytes from their stored JSON as when built as read', async () => {
    const user = await buildSignedInUser(app);
    const list = async () =>
      (await app.inject({ method: 'GET', url: '/api/fermentables', headers: user.auth })).body;
    const fromStored = await list();
    await app.ctx.db
      .update(fermentables)
      .set({ officialJson: null })
      .where(eq(fermentables.userId, OFFICIAL_USER_ID));
    const builtAsRead = await list();
    await seedOfficialCatalogue(app.ctx.db);
    expect(fromStored).toBe(builtAsRead);
    expect(await list()).toBe(fromStored);
    expect(JSON.parse(fromStored)).toHaveLength(officialCatalogue.fermentables.length);
  });
});
