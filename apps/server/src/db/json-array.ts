// A query's rows, each a JSON text the database built, answered as one JSON array without Node ever
// holding the whole of it: the rows are read through a cursor in batches, in one transaction (so from
// one snapshot, like a single statement). An answer of one batch or less is returned as a string, sent
// as before (with its length); a longer one becomes a stream of its batches.
//
// The batches are read as fast as the database gives them, never waiting for the client (between
// batches the loop only lets the event loop run): a client that reads slowly or not at all must not
// keep a pooled PostgreSQL connection, or PGlite's only one, busy. Memory is then the texts not yet
// sent, at most one answer's JSON, instead of its row objects, their texts and their joined copy.
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows read per FETCH: large enough to keep statements few, small enough to keep each answer small. */
export const BATCH_ROWS = 1000;

type Rows = { rows: Array<{ item: string }> };

/**
 * The JSON array of the `item` column (JSON text) of `query`'s rows, in the query's order: a string
 * when it holds at most BATCH_ROWS - 1 items, else a stream of the same bytes.
 */
export function jsonArray(db: DbOrTx, query: SQL): Promise<string | Readable> {
  return new Promise((resolve, reject) => {
    let body: Readable | undefined;
    db.transaction(async (tx) => {
      await tx.execute(sql`declare items no scroll cursor for ${query}`);
      const next = async () => {
        const batch = (await tx.execute(
          sql.raw(`fetch forward ${BATCH_ROWS} from items`),
        )) as unknown as Rows;
        return batch.rows.map((row) => row.item);
      };
      const first = await next();
      // Fewer rows than asked for: the cursor is spent, the answer is complete.
      if (first.length < BATCH_ROWS) {
        resolve(`[${first.join(',')}]`);
        return;
      }
      body = new Readable({ read() {} });
      resolve(body);
      body.push(`[${first.join(',')}`);
      for (let items = await next(); items.length > 0 && !body.destroyed; items = await next()) {
        const text = items.join(',');
        // A full buffer means the client is slower than the database: let the sending go on meanwhile.
        if (!body.push(`,${text}`)) await new Promise(setImmediate);
      }
      body.push(']');
      body.push(null);
    }).catch((error: unknown) => {
      reject(error);
      body?.destroy(error as Error);
    });
  });
}
