// The optimistic save of a row that carries a `version` (recipes, batches): the row is replaced only
// while it is still at the version the client started from, and its version goes up by one. The one
// place a save that lost the race answers 409 with the resource's message, and one whose row went
// meanwhile 404.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HttpError, notFound } from '../lib/errors';
import type { DbOrTx } from './client';

/** A table whose rows carry an optimistic `version` and an `updatedAt`. */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** The 409 message of a versioned resource named `what` ("Recipe": "This recipe was changed elsewhere. …"). */
export function changedElsewhere(what: string): string {
  return `This ${what.toLowerCase()} was changed elsewhere. Reload it to see the latest version.`;
}

/**
 * Replaces the row that `row` selects with `values` if it is still at `expectedVersion` (at any version
 * when undefined), bumping its version, and returns it. Throws 404 "`what` not found." when there is no
 * such row and 409 `changedElsewhere(what)` when it is at another version.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  row: SQL,
  expectedVersion: number | undefined,
  values: Partial<T['$inferInsert']>,
  what: string,
): Promise<T['$inferSelect']> {
  const saved = await db.transaction(async (tx) => {
    const atVersion = expectedVersion === undefined ? row : and(row, eq(table.version, expectedVersion));
    const [updated] = (await tx
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
      .where(atVersion)
      .returning()) as T['$inferSelect'][];
    if (updated) return updated;
    const id: PgColumn = table.id;
    const exists = await tx
      .select({ id })
      .from(table as PgTable)
      .where(row)
      .limit(1);
    return exists.length > 0 ? 'stale' : 'missing';
  });
  if (saved === 'missing') throw notFound(what);
  if (saved === 'stale') throw new HttpError(409, changedElsewhere(what));
  return saved;
}
