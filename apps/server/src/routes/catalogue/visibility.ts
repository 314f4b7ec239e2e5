// Which catalogue items a user sees: all their own items plus the official items they have not
// customised (a copy hides its original by `officialId`, whatever the copy is named), sorted by name
// case-insensitively (ties by id), never cut; a search keeps those whose name contains the term.
//
// One statement answers it, from one snapshot of the committed rows (nothing to go stale, in this
// process or another): the database selects the rows and orders them, each with its stored JSON
// (db/item-json.ts), and db/json-array.ts reads them in batches, so Node never holds the rows, only
// texts on their way out.

import type { Readable } from 'node:stream';
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jsonArray } from '../../db/json-array';
import { containsPattern } from '../../lib/search';
import type { KindDescriptor } from './kinds';

/** The kind's table name, quoted for SQL. */
const tableOf = (descriptor: KindDescriptor) => `"${getTableName(descriptor.table)}"`;

/** The JSON text (`item`) of each visible item of a kind (optionally named with the term), in order. */
function visibleItems(descriptor: KindDescriptor, userId: string, term?: string): SQL {
  const table = tableOf(descriptor);
  const select = sql.raw(`select t.id, t.item_json, lower(t.name) collate "C" as sort_key from ${table} t`);
  const uncustomised = sql`not exists (select 1 from ${sql.raw(table)} c where c.user_id = ${userId} and c.official_id = t.id)`;
  // A list reads the user's rows and the official ones by owner; a search reads the rows whose names
  // hold the term through the trigram index once, for both owners (rather than once per owner, which
  // took three to five times as long at 100,000 own items).
  const rows =
    term === undefined
      ? sql`${select} where t.user_id = ${userId}
          union all
          ${select} where t.user_id = ${OFFICIAL_USER_ID} and ${uncustomised}`
      : sql`${select} where lower(t.name) like ${containsPattern(term)}
          and (t.user_id = ${userId} or (t.user_id = ${OFFICIAL_USER_ID} and ${uncustomised}))`;
  // Each item's JSON is stored with it (db/item-json.ts).
  return sql`select t.item_json as item from (${rows}) t order by t.sort_key, t.id`;
}

/**
 * The JSON array of the items `userId` sees of a kind, or only those whose name contains `term`
 * (case-insensitive, % and _ literal): a string, or a stream for a long list (db/json-array.ts).
 */
export function visibleItemsJson(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  term?: string,
): Promise<string | Readable> {
  return jsonArray(db, visibleItems(descriptor, userId, term));
}

/** No user's id: the items it sees are the official catalogue's. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The official catalogue's list of a kind: what any user who owns no item of the kind sees. */
export function officialItemsJson(db: DbOrTx, descriptor: KindDescriptor): Promise<string | Readable> {
  return visibleItemsJson(db, descriptor, NOBODY);
}

/** True when `userId` owns an item of the kind (a [custom] copy included): one probe of the owner index. */
export async function ownsItems(db: DbOrTx, descriptor: KindDescriptor, userId: string): Promise<boolean> {
  const t = descriptor.table;
  const rows = await db.select({ id: t.id }).from(t).where(eq(t.userId, userId)).limit(1);
  return rows.length > 0;
}
