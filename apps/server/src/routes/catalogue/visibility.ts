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
import { COUNTED_UP_TO, countedUpTo, countUpTo, type PageRequest } from '../../lib/paging';
import { containsPattern } from '../../lib/search';
import type { KindDescriptor } from './kinds';

/** The kind's table name, quoted for SQL. */
const tableOf = (descriptor: KindDescriptor) => `"${getTableName(descriptor.table)}"`;

/**
 * "The key of row `t` (its lowercased name) contains `text`" (% and _ literal) by LIKE: what trigrams serve
 * for three characters or more, and what a walk of the owner's index, which holds the key, filters with.
 */
function keyContains(text: string): SQL {
  return text ? sql`t.sort_key like ${containsPattern(text)}` : sql`true`;
}

/**
 * "The name of row `t` contains `term`" (case-insensitive, % and _ literal) as an index can answer it: by
 * LIKE, which trigrams serve, for a term of three characters or more; for a term of one or two (code
 * points, as PostgreSQL counts), which trigrams cannot serve, by the name's pieces of that length
 * (`name_grams`), which their own index serves and the planner's statistics describe (db/schema.ts).
 */
function nameContains(term: string): SQL {
  const text = term.replaceAll('\u0000', '');
  if (!text || [...text].length > 2) return keyContains(text);
  return sql`name_grams(t.sort_key) && array[lower(${text}::text)]`;
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
  const select = sql.raw(`select t.id, t.item_json, t.sort_key from ${table} t`);
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

/**
 * A search the planner expects to match at most this many of the user's items reads them all by the
 * search index and orders them itself; one expected to match more walks the owner's index in list order.
 * (A match read from the table costs about ten times what a walked index entry does.) It is also as many
 * as that read goes: a search that turns out to match more walks after all.
 */
export const GATHERED_AT_MOST = 2_500;

type PageRow = { own: number; counted: number | null; id: string; item: string; sort_key: string };

/** How many rows the planner expects `select` to answer (its estimate from the table's statistics). */
async function estimatedRows(db: DbOrTx, select: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${select}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': unknown }>;
  };
  const plan = result.rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return parsed[0]!.Plan['Plan Rows'];
}

/**
 * A page (`page.limit` items, and one more when more follow) of the items `userId` sees of a kind, or of
 * those whose name contains `term`, after `page.after` in list order; on a first page, how many there are.
 *
 * The user's own items are read one of two ways, each bounded by the page rather than by the catalogue,
 * chosen by how many matches the planner expects:
 * - a list, and a search expected to match many, walk the owner's index in list order and keep the
 *   entries whose lowercased name (which the entries hold) contains the term: index-only, and as far as
 *   the page; a first page is counted meanwhile on another connection;
 * - a search expected to match few (GATHERED_AT_MOST) reads its matches by the search index (trigrams,
 *   or for one and two characters the name's pieces) and orders them; if they turn out to be more, the
 *   page walks after all.
 * The official items the user has not customised (hundreds) are read in list order beside them and
 * merged with them in the same statement.
 */
export async function visibleItemsPage(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  term: string | undefined,
  page: PageRequest<CatalogueKey>,
): Promise<CataloguePage> {
  const table = sql.raw(tableOf(descriptor));
  const after = page.after ? sql`and (t.sort_key, t.id) > (${page.after[0]}, ${page.after[1]}::uuid)` : sql``;
  const take = page.limit + 1;
  const first = page.after === null;
  const text = term?.replaceAll('\u0000', '') || undefined;
  const inKey = keyContains(text ?? '');
  const officialRows = sql`t.user_id = ${OFFICIAL_USER_ID} and ${uncustomisedBy(table, userId)}
    and ${inKey}`;
  const officialCount = countedUpTo(sql`select 1 from ${table} t where ${officialRows}`);

  /**
   * The page's rows in list order, from the user's rows `own` (id, sort_key) and the official ones merged
   * (only the page's rows' JSON is read); how many rows `own` holds; and the count `counted` asks for.
   */
  const read = async (own: SQL, counted?: SQL) => {
    const result = (await db.execute(sql`
      with own as materialized (${own})
      select (select count(*)::int from own) as own, ${counted ?? sql`null`}::int as counted, u.id,
        (select t.item_json from ${table} t where t.id = u.id) as item, u.sort_key from (
          (select o.id, o.sort_key from own o order by 2, 1 limit ${take})
          union all
          (select t.id, t.sort_key from ${table} t where ${officialRows} ${after} order by 2, 1 limit ${take})
        ) u order by 5, 3 limit ${take}`)) as unknown as { rows: PageRow[] };
    // No row: nothing of the user's matched and no official item did (so the counts are 0).
    const [head] = result.rows;
    return { held: head?.own ?? 0, count: head?.counted ?? 0, rows: result.rows };
  };
  const pageOfRows = (rows: PageRow[], counted?: number): CataloguePage => ({
    rows: rows.map((row) => ({ item: row.item, key: [row.sort_key, row.id] })),
    ...(counted === undefined ? {} : { counted }),
  });

  if (text) {
    const matches = sql`select t.id, t.sort_key from ${table} t
      where t.user_id = ${userId} and ${nameContains(text)} ${after}`;
    // (A wrong estimate costs time, never rows: PGlite's statistics are its last start's.)
    if ((await estimatedRows(db, matches)) <= GATHERED_AT_MOST) {
      const few = await read(
        sql`${matches} limit ${GATHERED_AT_MOST + 1}`,
        first ? officialCount : undefined,
      );
      // More than expected are not all read, so not surely the first: those walk after all.
      if (few.held <= GATHERED_AT_MOST) {
        return pageOfRows(few.rows, first ? Math.min(few.held, COUNTED_UP_TO + 1) + few.count : undefined);
      }
    }
  }
  // The walk: the owner's entries in list order, those containing the term, as far as the page (the
  // planner, expecting many matches, walks the owner's index). A list's first page counts the owner's
  // entries in the same statement (a thousand index entries at most); a search's counts its matches at the
  // same time on another connection: along the same index, or for a term of three characters or more as
  // the planner finds best (often by trigrams), never further than one past COUNTED_UP_TO.
  const walk = sql`select t.id, t.sort_key from ${table} t
    where t.user_id = ${userId} ${after} and ${inKey} order by 2, 1 limit ${take}`;
  if (!text) {
    const ownerCount = countedUpTo(sql`select 1 from ${table} t where t.user_id = ${userId}`);
    const listed = await read(walk, first ? sql`${ownerCount} + ${officialCount}` : undefined);
    return pageOfRows(listed.rows, first ? listed.count : undefined);
  }
  const ownMatches = sql`select 1 from ${table} t where t.user_id = ${userId} and ${inKey}`;
  const [walked, own] = await Promise.all([
    read(walk, first ? officialCount : undefined),
    first ? countUpTo(db, ownMatches) : undefined,
  ]);
  return pageOfRows(walked.rows, own === undefined ? undefined : own + walked.count);
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
