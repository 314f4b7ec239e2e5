// The official catalogue seed: present after start, idempotent on restart, and a changed seed (new
// fingerprint) brings the rows back in line by their stable ids.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import type { Db } from './client';
import { appMeta, hops, users } from './schema';
import { seedOfficialCatalogue } from './seed';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const countHops = async (db: Db = app.ctx.db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(hops).where(eq(hops.userId, OFFICIAL_USER_ID)))[0]!
    .n;

/**
 * Runs `changes` in a transaction that is rolled back afterwards: the official rows it rewrites go back
 * to the dump's, so the worker's database is lent on to the next file instead of being replaced.
 */
async function rolledBack(changes: (db: Db) => Promise<void>): Promise<void> {
  try {
    await app.ctx.db.transaction(async (tx) => {
      await changes(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

describe('official catalogue seed', () => {
  it('is owned by a system user that cannot log in', async () => {
    const [owner] = await app.ctx.db.select().from(users).where(eq(users.id, OFFICIAL_USER_ID));
    expect(owner).toMatchObject({ isSystem: true, active: false, passwordHash: null });
    expect(await countHops()).toBe(officialCatalogue.hops.length);
  });

  it('changes nothing when run again, and repairs rows when the seed changed', async () => {
    await rolledBack(async (db) => {
      await seedOfficialCatalogue(db);
      expect(await countHops(db)).toBe(officialCatalogue.hops.length);

      const first = officialCatalogue.hops[0]!;
      await db.update(hops).set({ name: 'Tampered' }).where(eq(hops.id, first.id));
      await db.delete(appMeta);
      await seedOfficialCatalogue(db);
      const [row] = await db.select().from(hops).where(eq(hops.id, first.id));
      expect(row?.name).toBe(first.name);
      expect(await countHops(db)).toBe(officialCatalogue.hops.length);
    });
  });
});
