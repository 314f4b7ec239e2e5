// Which catalogue items a user sees: all their own items plus the official items they have not
// customised (a copy hides its original by `officialId`, whatever the copy is named), sorted by name
// case-insensitively (ties by id), never cut; a search keeps those whose name contains the term. The
// database answers it in one statement and builds the JSON array itself, so every list and search reads
// the committed rows (nothing cached to go stale) and Node only passes the text on.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/search';
import type { KindDescriptor } from './kinds';

const statements = new WeakMap<KindDescriptor, { select: string; table: string }>();

/**
 * The SQL of one item's JSON object, with the keys and key order of `presentItem`: a column of a row
 * aliased `t`. Doubles gain `+ 0` so a stored -0 reads 0 as JSON.stringify writes it; times are UTC ISO
 * strings with milliseconds like `Date.toISOString()` (the columns hold milliseconds).
 */
function itemJson(descriptor: KindDescriptor): string {
  const table = descriptor.table as unknown as Record<string, PgColumn>;
  const value = (key: string) => {
    const column = table[key]!;
    const name = `t."${column.name}"`;
    if (column.columnType === 'PgDoublePrecision') return `${name} + 0`;
    if (column.columnType === 'PgTimestamp') {
      return `to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    }
    return name;
  };
  const keys = ['id', 'userId', 'officialId', ...descriptor.fields, 'createdAt', 'updatedAt'];
  return `json_build_object(${keys.map((key) => `'${key}', ${value(key)}`).join(', ')})`;
}

function statementParts(descriptor: KindDescriptor) {
  let parts = statements.get(descriptor);
  if (!parts) {
    const table = `"${getTableName(descriptor.table)}"`;
    parts = {
      table,
      select: `select ${itemJson(descriptor)} as item, lower(t.name) collate "C" as sort_key, t.id from ${table} t`,
    };
    statements.set(descriptor, parts);
  }
  return parts;
}

/**
 * The JSON array text of the items `userId` sees of a kind, or only those whose name contains `term`
 * (case-insensitive, % and _ literal). One statement, so one consistent snapshot.
 */
export async function visibleItemsJson(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  term?: string,
): Promise<string> {
  const { select, table } = statementParts(descriptor);
  const named: SQL = term === undefined ? sql`` : sql` and lower(t.name) like ${containsPattern(term)}`;
  const query = sql`select coalesce(json_agg(v.item order by v.sort_key, v.id), '[]')::text as items from (
    ${sql.raw(select)} where t.user_id = ${userId}${named}
    union all
    ${sql.raw(select)} where t.user_id = ${OFFICIAL_USER_ID}${named}
      and not exists (select 1 from ${sql.raw(table)} c where c.user_id = ${userId} and c.official_id = t.id)
  ) v`;
  const result = (await db.execute(query)) as unknown as { rows: Array<{ items: string }> };
  return result.rows[0]!.items;
}
