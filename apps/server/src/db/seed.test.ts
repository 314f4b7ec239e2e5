// The official catalogue seed: present after start, idempotent on restart, and a changed seed (new
// fingerprint) brings the rows back in line by their stable ids, so the corrected official figures
// (packages/core/scripts/catalogue-corrections.ts) reach a database seeded before them.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import type { Db } from './client';
import { appMeta, fermentables, hops, users } from './schema';
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

  it('corrects an official fermentable seeded with the wrong figures on the next start, and leaves user copies', async () => {
    const paleAle = officialCatalogue.fermentables.find((f) => f.name === 'Rahr - Pale Ale Malt')!;
    // What lists send of a row (its item JSON, built by the database on every write).
    const listed = async (db: Db, id: string) => {
      const [row] = await db.select().from(fermentables).where(eq(fermentables.id, id));
      return JSON.parse(row!.itemJson!) as Record<string, unknown>;
    };
    await rolledBack(async (db) => {
      // A database seeded before the correction: the official row as the reference data had it, and a
      // brewer's edited copy of it.
      await db.execute(sql`update fermentables set ebc = 78.8, type = 'Specialty' where id = ${paleAle.id}`);
      const [brewer] = await db
        .insert(users)
        .values({ email: 'copy@example.com', name: 'Brewer' })
        .returning();
      const { id: _official, ...fields } = paleAle;
      const copyRow = { ...fields, userId: brewer!.id, officialId: paleAle.id, ebc: 78.8 };
      const [copy] = await db.insert(fermentables).values(copyRow).returning();
      await db.update(appMeta).set({ value: 'the previous seed' });

      await seedOfficialCatalogue(db);
      expect(await listed(db, paleAle.id)).toMatchObject({ ebc: 6.9, type: 'Base' });
      expect(await listed(db, copy!.id)).toMatchObject({ ebc: 78.8, officialId: paleAle.id });
    });
  });
});
