// The "one of its owner's rows" condition of every owner-scoped query: the row `id` whose owner column
// (a user's, or a batch's for readings) holds `ownerId`. Another owner's row is as good as missing.
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

type Keyed = PgTable & { id: PgColumn };
/** An id, or a placeholder a prepared statement fills in. */
type IdValue = string | Placeholder;

/** The condition that selects row `id` of `table` only when `owner` holds `ownerId`. */
export function ownedRow(table: Keyed, owner: PgColumn, ownerId: IdValue, id: IdValue): SQL {
  return and(eq(table.id, id), eq(owner, ownerId)) as SQL;
}

/** Prepares, as statement `name`, the lookup of one of a user's rows by id (a screen's hot path). */
export function prepareFindOwned<T extends Keyed & { userId: PgColumn }>(
  db: Db,
  table: T,
  name: string,
): (userId: string, id: string) => Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(ownedRow(table, table.userId, sql.placeholder('userId'), sql.placeholder('id')))
    .limit(1)
    .prepare(name);
  return async (userId, id) => (await query.execute({ userId, id }))[0] as T['$inferSelect'] | undefined;
}

/** Deletes row `id` of `table` if `owner` holds `ownerId`; true when a row went. */
export async function deleteOwnedRow(
  db: DbOrTx,
  table: Keyed,
  owner: PgColumn,
  ownerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(ownedRow(table, owner, ownerId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
