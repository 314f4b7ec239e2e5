// A database's schema version: the last migration applied to it, as drizzle's migrator records it
// (`drizzle.__drizzle_migrations`, a row per migration with the journal's `when`). A backup names it; a
// restore builds the schema up to it, loads the rows, then runs the migrations that came after, all
// inside the restore's one transaction.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../lib/paths';
import type { CopySession } from './copy-session';

/** A migration of the journal: its file's name and the instant drizzle orders migrations by. */
export interface SchemaVersion {
  migration: string;
  when: number;
}

/** The committed migrations, oldest first. */
export function knownVersions(): SchemaVersion[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map(({ tag, when }) => ({ migration: tag, when }));
}

/**
 * The last migration applied to the database of `session` (named by this code's journal when it knows
 * it), or undefined when none was.
 */
export async function appliedVersion(session: CopySession): Promise<SchemaVersion | undefined> {
  const [table] = await session.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return undefined;
  const [last] = await session.query<{ when: string }>(
    'select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) return undefined;
  const when = Number(last.when);
  const known = knownVersions().find((version) => version.when === when);
  return { migration: known?.migration ?? `unknown migration of ${new Date(when).toISOString()}`, when };
}

/**
 * Applies the migrations up to `upTo` (all when unset) that the database of `session` lacks, with
 * drizzle's migrator, in the session's transaction (its own transaction becomes part of that one).
 */
export async function migrateInSession(session: CopySession, upTo?: SchemaVersion): Promise<void> {
  const folder = migrationsFolder();
  const migrations = readMigrationFiles({ migrationsFolder: folder }).filter(
    (migration) => upTo === undefined || migration.folderMillis <= upTo.when,
  );
  const dialect = new PgDialect();
  const run = (query: SQL) => {
    const { sql, params } = dialect.sqlToQuery(query);
    return session.query(sql, params);
  };
  // The part of a drizzle session its migrator uses.
  const inSession = {
    execute: run,
    all: run,
    transaction: (work: (tx: unknown) => unknown) => work(inSession),
  };
  await dialect.migrate(migrations, inSession as unknown as PgSession, { migrationsFolder: folder });
}
