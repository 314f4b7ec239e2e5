// Single-item queries for every catalogue kind, generic over the kind's table; each write is one
// statement. Lists and searches are visibility.ts.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteOwnedRow, ownedRow } from '../../db/owned';
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

/** One item by id, whoever owns it (callers check ownership). */
export async function findItem(db: DbOrTx, descriptor: KindDescriptor, id: string) {
  const rows = (await db
    .select(selection(descriptor))
    .from(descriptor.table)
    .where(eq(descriptor.table.id, id))
    .limit(1)) as CatalogueRow[];
  return rows[0];
}

/**
 * Saves the user's [custom] copy of an official item in one statement: inserted on the first edit,
 * replaced on later ones, so two concurrent first edits cannot both insert.
 */
export async function saveCopy(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  officialId: string,
  values: Record<string, unknown>,
) {
  const t = descriptor.table;
  const rows = (await db
    .insert(t)
    .values({ ...values, userId, officialId } as never)
    .onConflictDoUpdate({
      target: [t.userId, t.officialId],
      set: { ...values, updatedAt: sql`now()` } as never,
    })
    .returning(selection(descriptor) as never)) as CatalogueRow[];
  return rows[0]!;
}

/** Inserts an item owned by `userId`. */
export async function insertItem(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  values: Record<string, unknown>,
) {
  const rows = (await db
    .insert(descriptor.table)
    .values({ ...values, userId, officialId: null } as never)
    .returning(selection(descriptor) as never)) as CatalogueRow[];
  return rows[0]!;
}

/** Replaces the data fields of the user's own item; undefined when the user has no item `id`. */
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
    .where(ownedRow(t, t.userId, userId, id))
    .returning(selection(descriptor) as never)) as CatalogueRow[];
  return rows[0];
}

/** Deletes the user's own item; true when a row went. */
export function deleteItem(db: DbOrTx, descriptor: KindDescriptor, userId: string, id: string) {
  const t = descriptor.table;
  return deleteOwnedRow(db, t, t.userId, userId, id);
}
