// Batch queries, always scoped to the owner: list, search, find, create with the next per-user number,
// save with optimistic concurrency, delete, and the device link's token hash.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { batches } from '../../db/schema';
import { containsPattern } from '../../lib/search';

export type BatchRow = typeof batches.$inferSelect;
export type BatchValues = Omit<
  typeof batches.$inferInsert,
  'id' | 'userId' | 'number' | 'deviceTokenHash' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The user's batches, latest number first. */
export function listBatches(db: DbOrTx, userId: string): Promise<BatchRow[]> {
  return db.select().from(batches).where(eq(batches.userId, userId)).orderBy(desc(batches.number));
}

/** The user's batches whose name, recipe name or style contains `term` (case-insensitive, % and _ literal). */
export function searchBatches(db: DbOrTx, userId: string, term: string): Promise<BatchRow[]> {
  const pattern = containsPattern(term);
  return db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.userId, userId),
        or(
          sql`lower(${batches.name}) like ${pattern}`,
          sql`lower(coalesce(${batches.recipe}->>'name', '')) like ${pattern}`,
          sql`lower(coalesce(${batches.recipe}->>'style', '')) like ${pattern}`,
        ),
      ),
    )
    .orderBy(desc(batches.number));
}

/** Prepares the lookup of one of the user's batches by id (the batch screen's hot path). */
export function prepareFindBatch(db: Db): (userId: string, id: string) => Promise<BatchRow | undefined> {
  const query = db
    .select()
    .from(batches)
    .where(and(eq(batches.id, sql.placeholder('id')), eq(batches.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('find_batch');
  return async (userId, id) => (await query.execute({ userId, id }))[0];
}

/** Inserts a batch for the user with the next number (#1, #2, …); a concurrent twin fails as unique. */
export async function insertBatch(db: DbOrTx, userId: string, values: BatchValues): Promise<BatchRow> {
  const next = sql<number>`(select coalesce(max(${batches.number}), 0) + 1 from ${batches} where ${batches.userId} = ${userId})`;
  const rows = await db
    .insert(batches)
    .values({ ...values, userId, number: next })
    .returning();
  return rows[0]!;
}

/**
 * Replaces the user's batch if it is still at `expectedVersion` and bumps the version. Returns the
 * saved row, 'stale' or 'missing'.
 */
export async function updateBatch(
  db: Db,
  userId: string,
  id: string,
  values: BatchValues,
  expectedVersion: number,
): Promise<BatchRow | 'stale' | 'missing'> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(batches)
      .set({ ...values, version: sql`${batches.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(batches.id, id), eq(batches.userId, userId), eq(batches.version, expectedVersion)))
      .returning();
    if (rows[0]) return rows[0];
    const exists = await tx
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.id, id), eq(batches.userId, userId)));
    return exists.length ? 'stale' : 'missing';
  });
}

/** Deletes the user's batch (its readings go with it); false when there was none. */
export async function deleteBatch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(batches)
    .where(and(eq(batches.id, id), eq(batches.userId, userId)))
    .returning({ id: batches.id });
  return rows.length > 0;
}

/** Sets (or with null, revokes) the hash of the batch's device token; false when the batch is not the user's. */
export async function setDeviceTokenHash(
  db: DbOrTx,
  userId: string,
  id: string,
  hash: string | null,
): Promise<boolean> {
  const rows = await db
    .update(batches)
    .set({ deviceTokenHash: hash })
    .where(and(eq(batches.id, id), eq(batches.userId, userId)))
    .returning({ id: batches.id });
  return rows.length > 0;
}

/** The batch a device token hash belongs to (id and status only). */
export async function findBatchByTokenHash(
  db: DbOrTx,
  hash: string,
): Promise<{ id: string; status: string } | undefined> {
  const rows = await db
    .select({ id: batches.id, status: batches.status })
    .from(batches)
    .where(eq(batches.deviceTokenHash, hash))
    .limit(1);
  return rows[0];
}
