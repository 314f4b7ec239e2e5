// Paging of every list and search (issue 38). A call without `limit` and `cursor` answers the whole list,
// as SPEC §7 says. With them it answers one page, still a JSON array in the list's order, and says in
// headers where the next page starts (`Next-Cursor`, absent on the last page) and, on a first page, how
// many rows the whole list or search has (`Total-Count`, counted up to COUNTED_UP_TO: beyond it "1000+").
//
// Pages are keyset pages: a cursor is the sort key of the page's last row (base64url JSON), and the next
// page is the rows after it in the list's order. A row inserted or deleted meanwhile never makes another
// row appear twice or go missing, and a page never costs more than reading its own rows.
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from './errors';

export const MAX_PAGE_SIZE = 500;
/** The page size of a call that gives a cursor but no limit. */
export const DEFAULT_PAGE_SIZE = 50;
/** Matches are counted up to this many; a first page of more says `${COUNTED_UP_TO}+`. */
export const COUNTED_UP_TO = 1000;

export const PAGING_MESSAGES = {
  limit: `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  cursor: 'The page cursor is not valid.',
} as const;

/** The query of a paged call: `?limit=&cursor=`, both optional. */
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: PAGING_MESSAGES.limit })
    .int(PAGING_MESSAGES.limit)
    .min(1, PAGING_MESSAGES.limit)
    .max(MAX_PAGE_SIZE, PAGING_MESSAGES.limit)
    .optional(),
  cursor: z.string({ error: PAGING_MESSAGES.cursor }).max(1000, PAGING_MESSAGES.cursor).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** One page asked for: at most `limit` rows after the row whose sort key is `after` (null: from the start). */
export interface PageRequest<Key> {
  limit: number;
  after: Key | null;
}

/** The cursor of a row whose sort key is `key`. */
export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key in `cursor`, checked against the list's key shape; 400 when it is not one of ours. */
export function decodeCursor<Key>(cursor: string, key: z.ZodType<Key>): Key {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, PAGING_MESSAGES.cursor);
  }
  const parsed = key.safeParse(value);
  if (!parsed.success) throw new HttpError(400, PAGING_MESSAGES.cursor);
  return parsed.data;
}

/** The page a query asks for, or null for the whole list (neither `limit` nor `cursor`). */
export function pageRequest<Key>(query: PageQuery, key: z.ZodType<Key>): PageRequest<Key> | null {
  if (query.limit === undefined && query.cursor === undefined) return null;
  return {
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    after: query.cursor ? decodeCursor(query.cursor, key) : null,
  };
}

/**
 * What counting needs of a database or transaction (DbOrTx), named here rather than imported: the web's
 * stub API imports the route schemas that import this module, and db/client's drivers do not type-check
 * against the browser's lib.
 */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

/** "How many rows the select `rows` answers, counted no further than one past COUNTED_UP_TO", as SQL. */
export const countedUpTo = (rows: SQL): SQL =>
  sql`(select count(*)::int from (${rows} limit ${COUNTED_UP_TO + 1}) q)`;

/** How many rows the select `rows` answers, counted no further than one past COUNTED_UP_TO. */
export async function countUpTo(db: Executes, rows: SQL): Promise<number> {
  const result = (await db.execute(sql`select ${countedUpTo(rows)} as n`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
}

/** The `Total-Count` of `counted` rows, counted no further than one past COUNTED_UP_TO. */
export function totalCount(counted: number): string {
  return counted > COUNTED_UP_TO ? `${COUNTED_UP_TO}+` : String(counted);
}

/**
 * Sends the page of `rows` (read with `limit + 1` rows at most, the extra one telling that more follow):
 * sets `Next-Cursor` from the last row kept and, when `counted` is given, `Total-Count`. Answers the rows
 * of the page.
 */
export function pageOf<T>(
  reply: FastifyReply,
  rows: readonly T[],
  page: PageRequest<unknown>,
  keyOf: (row: T) => readonly unknown[],
  counted?: number,
): T[] {
  const kept = rows.slice(0, page.limit);
  const last = kept.at(-1);
  if (rows.length > page.limit && last !== undefined) reply.header('next-cursor', encodeCursor(keyOf(last)));
  if (counted !== undefined) reply.header('total-count', totalCount(counted));
  return kept;
}

/** How a list route reads its rows: all of them or a page, how many there are, and each row's key. */
export interface PagedList<Row, Key> {
  /** The whole list without a page; with one, its rows and one more when more follow. */
  read: (page?: PageRequest<Key>) => Promise<Row[]>;
  /** How many rows the whole list has, counted to one past COUNTED_UP_TO (countUpTo). */
  count: () => Promise<number>;
  keyOf: (row: Row) => readonly unknown[];
}

/** The rows a list route answers for `query`: the whole list, or the page asked for with its headers. */
export async function listOrPage<Row, Key>(
  reply: FastifyReply,
  query: PageQuery,
  key: z.ZodType<Key>,
  list: PagedList<Row, Key>,
): Promise<Row[]> {
  const page = pageRequest(query, key);
  if (!page) return list.read();
  const [rows, counted] = await Promise.all([list.read(page), page.after ? undefined : list.count()]);
  return pageOf(reply, rows, page, list.keyOf, counted);
}
