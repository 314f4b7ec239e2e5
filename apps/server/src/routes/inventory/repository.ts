// Stock queries (issue 33): a brewer's stock lines, one line read or locked, a line saved whole (an upsert
// on the brewer's one line per item), the history of an item, and a batch locked for taking from stock or
// putting back. Every query has the owner in its `where` (db/owned.ts), so another brewer's stock is
// never read or written.
import type { StockKind, StockLot, StockUnit } from '@wortsmith/core';
import { and, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ownedRow } from '../../db/owned';
import { batches, stockChanges, stockLines } from '../../db/schema';
import type { BatchRow } from '../batches/repository';

export type StockLineRow = typeof stockLines.$inferSelect;

/** A line as saved: what the brewer has of one item. */
export interface StockLineValues {
  kind: StockKind;
  itemId: string;
  name: string;
  supplier: string | null;
  unit: StockUnit;
  amount: number;
  lots: StockLot[];
  reorderAt: number | null;
}

/** One history line to write. */
export interface StockChangeValues {
  kind: StockKind;
  itemId: string;
  change: number;
  amountAfter: number;
  unit: StockUnit;
  reason: string;
  note?: string | null;
  batchId?: string | null;
}

/** An item's history line with its batch's number. */
export type StockChangeRow = typeof stockChanges.$inferSelect & { batchNumber: number | null };

/** The user's stock lines (in no particular order: the presenter orders them by the names it shows). */
export function listStockLines(db: DbOrTx, userId: string): Promise<StockLineRow[]> {
  return db.select().from(stockLines).where(eq(stockLines.userId, userId));
}

const lineOf = (userId: string, kind: string, itemId: string) =>
  and(eq(stockLines.userId, userId), eq(stockLines.kind, kind), eq(stockLines.itemId, itemId));

/** The user's line of one item; undefined when they have none. */
export async function findStockLine(
  db: DbOrTx,
  userId: string,
  kind: StockKind,
  itemId: string,
): Promise<StockLineRow | undefined> {
  const [row] = await db
    .select()
    .from(stockLines)
    .where(lineOf(userId, kind, itemId));
  return row;
}

/** The user's line of one item, locked until the transaction ends; undefined when they have none. */
export async function lockStockLine(
  tx: DbOrTx,
  userId: string,
  kind: StockKind,
  itemId: string,
): Promise<StockLineRow | undefined> {
  const [row] = await tx
    .select()
    .from(stockLines)
    .where(lineOf(userId, kind, itemId))
    .for('update');
  return row;
}

/** The user's lines of these items, locked until the transaction ends. */
export async function lockStockLines(
  tx: DbOrTx,
  userId: string,
  items: readonly { kind: StockKind; itemId: string | null }[],
): Promise<StockLineRow[]> {
  const keys = items.flatMap(({ kind, itemId }) =>
    itemId ? [and(eq(stockLines.kind, kind), eq(stockLines.itemId, itemId))] : [],
  );
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(stockLines)
    .where(and(eq(stockLines.userId, userId), or(...keys)))
    .orderBy(stockLines.id)
    .for('update');
}

/** Saves the user's line of an item whole, creating it when they have none; answers the row. */
export async function saveStockLine(
  db: DbOrTx,
  userId: string,
  line: StockLineValues,
): Promise<StockLineRow> {
  const { kind: _kind, itemId: _itemId, ...changes } = line;
  const [row] = await db
    .insert(stockLines)
    .values({ ...line, userId })
    .onConflictDoUpdate({
      target: [stockLines.userId, stockLines.kind, stockLines.itemId],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Adds the user's line of an item unless they keep one already (an account import). */
export async function insertStockLineIfNone(
  db: DbOrTx,
  userId: string,
  line: StockLineValues,
): Promise<void> {
  await db
    .insert(stockLines)
    .values({ ...line, userId })
    .onConflictDoNothing({ target: [stockLines.userId, stockLines.kind, stockLines.itemId] });
}

/** Writes history lines of the user's stock. */
export async function insertStockChanges(
  db: DbOrTx,
  userId: string,
  changes: readonly StockChangeValues[],
): Promise<void> {
  if (changes.length > 0) await db.insert(stockChanges).values(changes.map((c) => ({ ...c, userId })));
}

/** History lines of the user's stock (those `where` keeps), each with its batch's number. */
function history(db: DbOrTx, userId: string, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(stockChanges), batchNumber: batches.number })
    .from(stockChanges)
    .leftJoin(batches, and(eq(batches.id, stockChanges.batchId), eq(batches.userId, userId)))
    .where(and(eq(stockChanges.userId, userId), where));
}

/** The history of the user's stock of one item, newest first. */
export function listStockHistory(
  db: DbOrTx,
  userId: string,
  kind: StockKind,
  itemId: string,
): Promise<StockChangeRow[]> {
  const item = and(eq(stockChanges.kind, kind), eq(stockChanges.itemId, itemId));
  return history(db, userId, item).orderBy(desc(stockChanges.createdAt), desc(stockChanges.id));
}

/** The user's history of every item, oldest first (the account export). */
export function listAllStockHistory(db: DbOrTx, userId: string): Promise<StockChangeRow[]> {
  return history(db, userId, undefined).orderBy(stockChanges.createdAt, stockChanges.id);
}

/** The user's batch, locked until the transaction ends (a take or put back at a time); undefined when none. */
export async function lockBatch(tx: DbOrTx, userId: string, id: string): Promise<BatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(batches)
    .where(ownedRow(batches, batches.userId, userId, id))
    .for('update');
  return row;
}

/** Sets what the user's batch took from stock (null: nothing, once put back); never its version. */
export async function setStockTaken(
  db: DbOrTx,
  userId: string,
  id: string,
  taken: object | null,
): Promise<void> {
  await db
    .update(batches)
    .set({ stockTaken: taken })
    .where(ownedRow(batches, batches.userId, userId, id));
}

/** The user's batches among `ids` (the shopping list's). */
export function listBatchesById(db: DbOrTx, userId: string, ids: readonly string[]): Promise<BatchRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(batches)
    .where(and(eq(batches.userId, userId), inArray(batches.id, [...ids])));
}
