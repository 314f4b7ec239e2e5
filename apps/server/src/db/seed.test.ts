// The official catalogue seed: present after start, idempotent on restart, and a changed seed (new
// fingerprint) brings the rows back in line by their stable ids.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { appMeta, hops, users } from './schema';
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
});
