// Which catalogue items a user sees: all their own items plus the official items they have not
// customised (a copy hides its original by `officialId`, whatever the copy is named), sorted by name
// case-insensitively (ties by id), never cut; a search keeps those whose name contains the term.
//
// The database answers which rows, in order, with each row's version (the transaction that wrote it and
// its update time); the JSON of each version is built once, by the database, and kept in
// item-json-cache.ts. So every list reads the committed rows (nothing to go stale, in this process or
// another), a write costs one new entry, and Node only joins texts.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/search';
import { itemJsonCache, versionKey } from './item-json-cache';
import type { KindDescriptor } from './kinds';

type Statements = { table: string; json: string; version: string };
const statements = new WeakMap<KindDescriptor, Statements>();
type Rows<T> = { rows: T[] };

/**
 * The SQL of one item's JSON object, with the keys and key order of `presentItem`, for a row aliased
 * `t`. Doubles gain `+ 0` so a stored -0 reads 0 as JSON.stringify writes it; times are UTC ISO strings
 * with milliseconds like `Date.toISOString()` (the columns hold milliseconds).
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
  return `json_build_object(${keys.map((key) => `'${key}', ${value(key)}`).join(', ')})::text`;
}

function statementsOf(descriptor: KindDescriptor): Statements {
  let parts = statements.get(descriptor);
  if (!parts) {
    parts = {
      table: `"${getTableName(descriptor.table)}"`,
      json: itemJson(descriptor),
      // xmin alone could repeat after billions of transactions; with the update time it cannot.
      version: `t.xmin::text || '/' || (extract(epoch from t.updated_at) * 1000)::bigint`,
    };
    statements.set(descriptor, parts);
  }
  return parts;
}

/** The visible rows of a kind (optionally named with the term) selecting `columns` of row `t`, in order. */
function visibleRows(descriptor: KindDescriptor, columns: string, userId: string, term?: string): SQL {
  const { table } = statementsOf(descriptor);
  const named = term === undefined ? sql`` : sql` and lower(t.name) like ${containsPattern(term)}`;
  const select = sql.raw(`select ${columns}, lower(t.name) collate "C" as sort_key from ${table} t`);
  return sql`select * from (
    ${select} where t.user_id = ${userId}${named}
    union all
    ${select} where t.user_id = ${OFFICIAL_USER_ID}${named}
      and not exists (select 1 from ${sql.raw(table)} c where c.user_id = ${userId} and c.official_id = t.id)
  ) v order by v.sort_key, v.id`;
}

/**
 * The JSON array text of the items `userId` sees of a kind, or only those whose name contains `term`
 * (case-insensitive, % and _ literal).
 */
export async function visibleItemsJson(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  term?: string,
): Promise<string> {
  const { json, version, table } = statementsOf(descriptor);
  const listed = (await db.execute(
    visibleRows(descriptor, `t.id, ${version} as version`, userId, term),
  )) as unknown as Rows<{ id: string; version: string }>;
  const items = listed.rows.map((row) => itemJsonCache.get(versionKey(row.id, row.version)));
  const missing = listed.rows.filter((_, i) => items[i] === undefined);
  if (missing.length > 0) {
    const built = (await db.execute(
      sql`select t.id, ${sql.raw(version)} as version, ${sql.raw(json)} as item from ${sql.raw(table)} t
        where t.id = any(${`{${missing.map((row) => row.id).join(',')}}`}::uuid[])`,
    )) as unknown as Rows<{ id: string; version: string; item: string }>;
    const fresh = new Map<string, string>();
    for (const row of built.rows) {
      const key = versionKey(row.id, row.version);
      itemJsonCache.set(key, row.item);
      fresh.set(key, row.item);
    }
    for (let i = 0; i < items.length; i++) {
      if (items[i] !== undefined) continue;
      const row = listed.rows[i]!;
      items[i] = fresh.get(versionKey(row.id, row.version));
      // Changed or deleted between the two reads: answer from one snapshot instead.
      if (items[i] === undefined) return snapshotJson(db, descriptor, userId, term);
    }
  }
  return `[${items.join(',')}]`;
}

/** The same answer built by the database in one statement, for when rows change while being read. */
async function snapshotJson(db: DbOrTx, descriptor: KindDescriptor, userId: string, term?: string) {
  const { json } = statementsOf(descriptor);
  const result = (await db.execute(
    sql`select coalesce(string_agg(o.item, ',' order by o.sort_key, o.id), '') as items
      from (${visibleRows(descriptor, `t.id, ${json} as item`, userId, term)}) o`,
  )) as unknown as Rows<{ items: string }>;
  return `[${result.rows[0]!.items}]`;
}
