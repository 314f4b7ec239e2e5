// The owner guard of owner-scoped writes: the row `id` whose owner column (a user's, or a batch's for
// readings) holds `ownerId`, so a write can never reach another owner's row even if a check were
// missed (who may write is the resource's policy, src/policies/); and the prepared lookup of a row by
// id that a route hands to its policy.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

type Keyed = PgTable & { id: PgColumn };

/** The condition that selects row `id` of `table` only when `owner` holds `ownerId`. */
export function ownedRow(table: Keyed, owner: PgColumn, ownerId: string, id: string): SQL {
  return and(eq(table.id, id), eq(owner, ownerId)) as SQL;
}

/**
 * Prepares, as statement `name`, the lookup of one row by id whoever owns it (a screen's hot path); the
 * route asks the resource's policy whether the user may have it.
 */
export function prepareFindById<T extends Keyed>(
  db: Db,
  table: T,
  name: string,
): (id: string) => Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);
  return async (id) => (await query.execute({ id }))[0] as T['$inferSelect'] | undefined;
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
