// Which catalogue items a user sees: all their own items plus the official items they have not
// customised (a copy hides its original by `officialId`, whatever the copy is named), sorted by name
// case-insensitively (ties by id), never cut; a search keeps those whose name contains the term.
// A page of them (issue 38, lib/paging.ts) is the rows after a cursor in that order.
//
// One statement answers it, from one snapshot of the committed rows (nothing to go stale, in this
// process or another): the database selects the rows and orders them, each with its stored JSON
// (db/item-json.ts), and db/json-array.ts reads them in batches, so Node never holds the rows, only
// texts on their way out.

import type { Readable } from 'node:stream';
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { jsonArray } from '../../db/json-array';
import { COUNTED_UP_TO, countedUpTo, type PageRequest } from '../../lib/paging';
import { containsPattern } from '../../lib/search';
import type { KindDescriptor } from './kinds';

/** The kind's table name, quoted for SQL. */
const tableOf = (descriptor: KindDescriptor) => `"${getTableName(descriptor.table)}"`;

/**
 * "The name of row `t` contains `term`" (case-insensitive, % and _ literal) as an index can answer it: by
 * LIKE, which trigrams serve, for a term of three characters or more; for a term of one or two (code
 * points, as PostgreSQL counts), which trigrams cannot serve, by the name's pieces of that length
 * (`name_pieces`, db/schema.ts), which their own index serves and the planner's statistics describe.
 */
function nameContains(term: string): SQL {
  const text = term.replaceAll('\u0000', '');
  if (!text) return sql`true`;
  if ([...text].length > 2) return sql`lower(t.name) like ${containsPattern(text)}`;
  return sql`t.name_pieces && array[lower(${text}::text)]`;
}

/**
 * "The official item `t` is not customised by `userId`": its id is not among the originals of the user's
 * copies. Read once per statement (a hashed set of the user's few copies, found by the owner and original
 * index) whatever the planner knows of the table; a correlated anti-join, planned for a user of few rows
 * where the statistics are stale (PGlite's until its next start), compared every official item with
 * every row of a user who had just imported 10,000 (1.7 s).
 */
function uncustomisedBy(table: SQL, userId: string): SQL {
  return sql`t.id not in (select c.official_id from ${table} c where c.user_id = ${userId} and c.official_id is not null)`;
}

/** The JSON text (`item`) of each visible item of a kind (optionally named with the term), in order. */
function visibleItems(descriptor: KindDescriptor, userId: string, term?: string): SQL {
  const table = tableOf(descriptor);
  const select = sql.raw(`select t.id, t.item_json, lower(t.name) collate "C" as sort_key from ${table} t`);
  const uncustomised = uncustomisedBy(sql.raw(table), userId);
  // A list reads the user's rows and the official ones by owner; a search reads the rows whose names
  // hold the term through the trigram index once, for both owners (rather than once per owner, which
  // took three to five times as long at 100,000 own items).
  const rows =
    term === undefined
      ? sql`${select} where t.user_id = ${userId}
          union all
          ${select} where t.user_id = ${OFFICIAL_USER_ID} and ${uncustomised}`
      : sql`${select} where ${nameContains(term)}
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

/** A catalogue row's place in list order: its lowercased name (compared as "C") and its id. */
export const catalogueKey = z.tuple([z.string().max(500), z.uuid()]);
export type CatalogueKey = z.infer<typeof catalogueKey>;

/** One page of a list or search: the items' JSON texts with their keys, and on a first page the count. */
export interface CataloguePage {
  rows: Array<{ item: string; key: CatalogueKey }>;
  /** How many items the list or search has, counted to one past COUNTED_UP_TO; on first pages only. */
  counted?: number;
}

type PageRow = { item: string; sort_key: string; id: string };

/**
 * A page (`page.limit` items, and one more when more follow) of the items `userId` sees of a kind, or of
 * those whose name contains `term`, after `page.after` in list order.
 *
 * The user's own items are read one of two ways, each bounded by the page rather than by the catalogue:
 * a list, or a search matching more than COUNTED_UP_TO of them, walks the owner's index in list order
 * and filters its entries (names included) until the page is full; a search matching fewer reads its
 * matches through the search index and orders them. Which one is told by counting the matches no further
 * than one past COUNTED_UP_TO (the same count a first page answers; the planner reads a few through the
 * search index, many along the owner's index). The official
 * items a user has not customised (hundreds) are read in list order beside them, and the two are merged.
 */
export async function visibleItemsPage(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  term: string | undefined,
  page: PageRequest<CatalogueKey>,
): Promise<CataloguePage> {
  const table = sql.raw(tableOf(descriptor));
  const sortKey = sql.raw(`lower(t.name) collate "C"`);
  const after = page.after ? sql`and (${sortKey}, t.id) > (${page.after[0]}, ${page.after[1]}::uuid)` : sql``;
  const take = page.limit + 1;
  const matches = term === undefined ? sql`true` : nameContains(term);
  const official = sql`t.user_id = ${OFFICIAL_USER_ID} and ${uncustomisedBy(table, userId)}`;
  const countOf = (where: SQL) => countedUpTo(sql`select 1 from ${table} t where ${where}`);
  const counts = (await db.execute(
    sql`select ${countOf(sql`t.user_id = ${userId} and ${matches}`)} as own,
      ${page.after ? sql`0` : countOf(sql`${official} and ${matches}`)} as official`,
  )) as unknown as { rows: Array<{ own: number; official: number }> };
  const { own: ownCount, official: officialCount } = counts.rows[0]!;

  // A search of few matches reads them by the search index (materialised: never walked in list order),
  // their keys only; the JSON of the page's rows is read after, like the walk's.
  const fewMatches = term !== undefined && ownCount <= COUNTED_UP_TO;
  const walk = sql`(select t.id, ${sortKey} as sort_key from ${table} t
      where t.user_id = ${userId} ${after}
        ${term === undefined ? sql`` : sql`and lower(t.name) like ${containsPattern(term)}`}
      order by 2, 1 limit ${take})`;
  const own = fewMatches
    ? sql`(select f.id, (select t.item_json from ${table} t where t.id = f.id) as item, f.sort_key
        from (select id, sort_key from few order by sort_key, id limit ${take}) f)`
    : sql`(select w.id, (select t.item_json from ${table} t where t.id = w.id) as item, w.sort_key from ${walk} w)`;
  const result = (await db.execute(sql`
    ${fewMatches ? sql`with few as materialized (select t.id, ${sortKey} as sort_key from ${table} t where t.user_id = ${userId} and ${matches} ${after})` : sql``}
    select item, sort_key, id from (
      ${own}
      union all
      (select t.id, t.item_json as item, ${sortKey} as sort_key from ${table} t
        where ${official} and ${matches} ${after} order by 3, 1 limit ${take})
    ) p order by sort_key, id limit ${take}`)) as unknown as { rows: PageRow[] };
  return {
    rows: result.rows.map((row) => ({ item: row.item, key: [row.sort_key, row.id] })),
    ...(page.after ? {} : { counted: ownCount + officialCount }),
  };
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
