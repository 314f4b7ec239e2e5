// Batch queries: list, search, create with the next per-user number, save with optimistic concurrency,
// save the brew session with its own version, delete, and the device link's token hash, scoped to the
// owner; a lookup by id, handed to policies/batch.ts.
import type { BrewSessionBody } from '@wortsmith/core';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { deleteOwnedRow, ownedRow, prepareFindById } from '../../db/owned';
import { batches } from '../../db/schema';
import { updateVersioned } from '../../db/versioned-update';
import { countUpTo, type PageRequest } from '../../lib/paging';
import { anyContains } from '../../lib/search';

export type BatchRow = typeof batches.$inferSelect;
/**
 * What the batch form saves; brew mode's state and its version are brew-session.ts's alone, what it took
 * from stock routes/inventory/batch-stock.ts's.
 */
export type BatchValues = Omit<
  typeof batches.$inferInsert,
  | 'id'
  | 'userId'
  | 'number'
  | 'deviceTokenHash'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | 'brewSession'
  | 'brewVersion'
  | 'brewUpdatedAt'
  | 'stockTaken'
>;

/** A batch's place in list order: its number (latest first). */
export const batchKey = z.tuple([z.number().int().min(0)]);
export type BatchKey = z.infer<typeof batchKey>;
export const keyOfBatch = (row: BatchRow): BatchKey => [row.number];

/** The user's batches whose name, recipe name or style contains `term` (all of them without one). */
const ownBatches = (userId: string, term: string) =>
  and(
    eq(batches.userId, userId),
    anyContains(term, [
      batches.name,
      sql`coalesce(${batches.recipe}->>'name', '')`,
      sql`coalesce(${batches.recipe}->>'style', '')`,
    ]),
  );

/**
 * The user's batches, latest number first; with a `term`, only those whose name, recipe name or style
 * contains it; with a `page`, its rows after the cursor and one more when more follow.
 */
export function listBatches(
  db: DbOrTx,
  userId: string,
  term = '',
  page?: PageRequest<BatchKey>,
): Promise<BatchRow[]> {
  const after = page?.after ? lt(batches.number, page.after[0]) : undefined;
  const query = db
    .select()
    .from(batches)
    .where(and(ownBatches(userId, term), after))
    .orderBy(desc(batches.number));
  return page ? query.limit(page.limit + 1) : query;
}

/** How many batches `listBatches` answers for the term, counted to one past COUNTED_UP_TO. */
export function countBatches(db: DbOrTx, userId: string, term = ''): Promise<number> {
  return countUpTo(db, sql`select 1 from ${batches} where ${ownBatches(userId, term)}`);
}

/** Prepares the lookup of a batch by id, whoever owns it (the batch screen's hot path). */
export function prepareFindBatch(db: Db): (id: string) => Promise<BatchRow | undefined> {
  return prepareFindById(db, batches, 'find_batch');
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
 * Replaces the user's batch if it is still at `expectedVersion` and bumps the version: 404 when the user
 * has no such batch, 409 when it changed meanwhile.
 */
export function updateBatch(
  db: DbOrTx,
  userId: string,
  id: string,
  values: BatchValues,
  expectedVersion: number,
): Promise<BatchRow> {
  const row = ownedRow(batches, batches.userId, userId, id);
  return updateVersioned(db, batches, row, expectedVersion, values, 'Batch');
}

/** Brew mode's state as stored in `batches.brew_session`: the session body without its version. */
export type StoredBrewSession = Omit<BrewSessionBody, 'version'>;

/**
 * Replaces the brew session of the user's batch if it is still at `expectedVersion` and bumps its own
 * version (`brew_version`, not the batch's: the batch form and brew mode never make each other stale):
 * 404 when the user has no such batch, 409 when the session changed meanwhile.
 */
export function updateBrewSession(
  db: DbOrTx,
  userId: string,
  id: string,
  session: StoredBrewSession,
  expectedVersion: number,
): Promise<BatchRow> {
  const row = ownedRow(batches, batches.userId, userId, id);
  return updateVersioned(db, batches, row, expectedVersion, { brewSession: session }, 'Brew session', {
    version: 'brewVersion',
    updatedAt: 'brewUpdatedAt',
  });
}

/** Deletes the user's batch (its readings go with it); false when there was none. */
export function deleteBatch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, batches, batches.userId, userId, id);
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
    .where(ownedRow(batches, batches.userId, userId, id))
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
