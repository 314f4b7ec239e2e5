// One in-memory PGlite per test worker, lent to one app at a time: opening PGlite from the global
// setup's dump costs about a second of CPU, most of a small file's run. When the app closes, its
// database is emptied back to that dump's content (every user but the official catalogue's owner
// deleted, which cascades to everything they own) and checked: if anything else differs (a test
// tampered with the official catalogue or app_meta), the database is closed and the next app gets a
// fresh one. An app asking while the database is lent (two apps in one file) gets its own.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';

interface Kept {
  database: Database;
  /** The content of every table as the dump has it (`contentOf`). */
  pristine: string;
}

let kept: Kept | undefined;
let lent = false;

/** One text standing for the rows of every table of the public schema. */
async function contentOf(database: Database): Promise<string> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digests = tables.map(
    ({ name }) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(name)} t)`,
  );
  const [row] = await rows<{ content: string }>(
    sql`select concat_ws(',', ${sql.join(digests, sql`, `)}) as content`,
  );
  return row!.content;
}

/** Empties `database` back to the dump; false if it no longer matches it. */
async function reset({ database, pristine }: Kept): Promise<boolean> {
  try {
    await database.db.execute(sql`delete from users where id <> ${OFFICIAL_USER_ID}`);
    await database.db.execute(sql`vacuum`);
    return (await contentOf(database)) === pristine;
  } catch {
    return false;
  }
}

/**
 * The worker's database for one app, closed with it (emptied and kept for the next app); undefined
 * while another app holds it.
 */
export async function lendWorkerDatabase(): Promise<Database | undefined> {
  if (lent) return undefined;
  lent = true;
  try {
    if (!kept) {
      const database = await openDatabase({ memory: true, from: inject('pgliteDump') });
      kept = { database, pristine: await contentOf(database) };
    }
  } catch (error) {
    lent = false;
    throw error;
  }
  const lease = kept;
  return {
    ...lease.database,
    close: async () => {
      if (!(await reset(lease))) {
        kept = undefined;
        await lease.database.close();
      }
      lent = false;
    },
  };
}
