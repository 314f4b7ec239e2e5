// Queries for every catalogue kind, generic over the kind's table. Lists and searches combine the user's
// own rows (from here) with the cached official ones (official-cache.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { KindDescriptor } from './kinds';

/** A catalogue row as selected: the shared columns plus the kind's data fields. */
export type CatalogueRow = {
  id: string;
  userId: string;
  officialId: string | null;
  createdAt: Date;
  updatedAt: Date;
} & Record<string, unknown>;

const selections = new WeakMap<KindDescriptor, Record<string, unknown>>();

/** The explicit column list for a kind (never `select *`). */
export function selection(descriptor: KindDescriptor) {
  let columns = selections.get(descriptor);
  if (!columns) {
    const table = descriptor.table as unknown as Record<string, unknown>;
    columns = { id: table.id, userId: table.userId, officialId: table.officialId };
    for (const field of descriptor.fields) columns[field] = table[field];
    columns.createdAt = table.createdAt;
    columns.updatedAt = table.updatedAt;
    selections.set(descriptor, columns);
  }
  return columns as Parameters<DbOrTx['select']>[0] & object;
}

/** The hot read queries of a kind, built and prepared once (drizzle's query building costs more than
 * the indexed lookup itself). */
export interface OwnItemQueries {
  /** The user's own items (their copies of official items included). */
  list(userId: string): Promise<CatalogueRow[]>;
}

/** Prepares the own-item queries of a kind on `db`. */
export function prepareOwnItemQueries(db: Db, descriptor: KindDescriptor): OwnItemQueries {
  const t = descriptor.table;
  const list = db
    .select(selection(descriptor))
    .from(t)
    .where(eq(t.userId, sql.placeholder('userId')))
    .prepare(`own_${descriptor.kind}`);
  return { list: async (userId) => (await list.execute({ userId })) as CatalogueRow[] };
}

/** One item by id, whoever owns it (callers check ownership). */
export async function findItem(db: DbOrTx, descriptor: KindDescriptor, id: string) {
  const rows = (await db
    .select(selection(descriptor))
    .from(descriptor.table)
    .where(eq(descriptor.table.id, id))
    .limit(1)) as CatalogueRow[];
  return rows[0];
}

/** The user's customised copy of an official item, if any. */
export async function findCopy(db: DbOrTx, descriptor: KindDescriptor, userId: string, officialId: string) {
  const t = descriptor.table;
  const rows = (await db
    .select(selection(descriptor))
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.officialId, officialId)))
    .limit(1)) as CatalogueRow[];
  return rows[0];
}

/** Inserts an item owned by `userId` (optionally as the copy of an official item). */
export async function insertItem(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  values: Record<string, unknown>,
  officialId: string | null = null,
) {
  const rows = (await db
    .insert(descriptor.table)
    .values({ ...values, userId, officialId } as never)
    .returning(selection(descriptor) as never)) as CatalogueRow[];
  return rows[0]!;
}

/** Replaces the data fields of the user's own item. */
export async function updateItem(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  id: string,
  values: Record<string, unknown>,
) {
  const t = descriptor.table;
  const rows = (await db
    .update(t)
    .set({ ...values, updatedAt: sql`now()` } as never)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning(selection(descriptor) as never)) as CatalogueRow[];
  return rows[0];
}

/** Deletes the user's own item; true when a row went. */
export async function deleteItem(db: DbOrTx, descriptor: KindDescriptor, userId: string, id: string) {
  const t = descriptor.table;
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  return rows.length > 0;
}
