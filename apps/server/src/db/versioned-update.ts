// The optimistic save of a row that carries a `version` (recipes, batches; a batch's brew session has a
// version of its own in the same row): the row is replaced only while it is still at the version the
// client started from, and its version goes up by one. The one place a save that lost the race answers
// 409 with the resource's message, and one whose row went meanwhile 404.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HttpError, notFound } from '../lib/errors';
import type { DbOrTx } from './client';

/** A table whose rows carry an optimistic `version` and an `updatedAt`. */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** The columns a save checks and stamps, by property: the version and the time of the save. */
export interface VersionStamp<T> {
  version: keyof T & string;
  updatedAt: keyof T & string;
}

/** The 409 message of a versioned resource named `what` ("Recipe": "This recipe was changed elsewhere. …"). */
export function changedElsewhere(what: string): string {
  return `This ${what.toLowerCase()} was changed elsewhere. Reload it to see the latest version.`;
}

/**
 * Replaces the row that `row` selects with `values` if it is still at `expectedVersion` (at any version
 * when undefined), bumping its version, and returns it. Throws 404 "`what` not found." when there is no
 * such row and 409 `changedElsewhere(what)` when it is at another version. `stamp` names the version
 * and time columns when they are not the row's own `version` and `updatedAt`.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  row: SQL,
  expectedVersion: number | undefined,
  values: Partial<T['$inferInsert']>,
  what: string,
  stamp: VersionStamp<T> = { version: 'version', updatedAt: 'updatedAt' },
): Promise<T['$inferSelect']> {
  const version = table[stamp.version] as PgColumn;
  const saved = await db.transaction(async (tx) => {
    const atVersion = expectedVersion === undefined ? row : and(row, eq(version, expectedVersion));
    const [updated] = (await tx
      .update(table)
      .set({ ...values, [stamp.version]: sql`${version} + 1`, [stamp.updatedAt]: sql`now()` } as never)
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
