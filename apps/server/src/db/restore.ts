// Restores a backup (backup-file.ts) into an empty target, whichever database it was taken from:
// PGlite in DATA_DIR or a PostgreSQL database. The file is read and checked whole first; a damaged,
// truncated or foreign file, one from a newer schema, or a target that is not empty is refused before
// anything is written. The schema is built by the migrations up to the backup's version, the rows are
// copied in, and the later migrations bring them up to date, all in one transaction: on PostgreSQL an
// interrupted restore leaves the database empty; on PGlite it builds a database beside DATA_DIR's and
// renames it into place once complete, so an interrupted one leaves DATA_DIR without a database.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { syncFolder } from '../lib/durable-file';
import { publicTables } from './backup';
import { type Backup, BackupFileError, decodeBackup } from './backup-file';
import { MIGRATION_LOCK, openDatabase } from './client';
import type { CopySession } from './copy-session';
import { lockDataDir } from './data-dir-lock';
import { connectionFailure, postgresAddress } from './postgres-address';
import { knownVersions, migrateInSession, type SchemaVersion } from './schema-version';

/** Where a restore writes: an empty PostgreSQL database or an empty DATA_DIR. */
export type RestoreTarget = { url: string } | { dataDir: string };

/** Thrown when a restore is refused before it changes anything; the message is the one line to print. */
export class RestoreRefusedError extends Error {}

/** What was restored, for the line that reports it. */
export interface RestoreSummary {
  rows: number;
  tables: number;
  /** The backup's schema version and the one it was migrated to. */
  from: SchemaVersion;
  to: SchemaVersion;
}

/** Reads and checks the backup at `file` (named `file` in messages). */
export async function readBackup(file: string): Promise<Backup> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new BackupFileError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
  const backup = await decodeBackup(file, bytes);
  const latest = knownVersions().at(-1)!;
  const { schema } = backup.manifest;
  if (schema.when > latest.when) {
    throw new RestoreRefusedError(
      `${file} is from a newer Wortsmith (schema ${schema.migration}; this one knows up to ${latest.migration}): restore it with that release or a later one.`,
    );
  }
  if (!knownVersions().some((version) => version.when === schema.when)) {
    throw new RestoreRefusedError(
      `${file} names a schema version this Wortsmith never had (${schema.migration}).`,
    );
  }
  return backup;
}

/** Restores the backup at `file` into `target`, which must be empty. */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  return restoreInto(await readBackup(file), target);
}

/** Restores a read and checked `backup` into `target`, which must be empty. */
export function restoreInto(backup: Backup, target: RestoreTarget): Promise<RestoreSummary> {
  return 'url' in target
    ? restoreIntoPostgres(backup, target.url)
    : restoreIntoDataDir(backup, target.dataDir);
}

/** The line that reports a restore into `where`. */
export function restored(where: string, { rows, tables, from, to }: RestoreSummary): string {
  const migrated = from.when === to.when ? '' : `, migrated to ${to.migration}`;
  return `Restored ${rows} rows in ${tables} tables into ${where} (schema ${from.migration}${migrated}).`;
}

async function restoreIntoPostgres(backup: Backup, url: string): Promise<RestoreSummary> {
  const database = await openDatabase({ url });
  try {
    return await database.copySession('write', async (session) => {
      // A server starting on this database meanwhile waits to migrate it until the restore commits.
      await session.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if (await holdsTables(session)) {
        throw new RestoreRefusedError(
          `The database ${postgresAddress(url)} is not empty: restore into a new, empty database (createdb).`,
        );
      }
      return load(session, backup);
    });
  } catch (error) {
    const failure = connectionFailure(url, error);
    throw failure ? new RestoreRefusedError(failure) : error;
  } finally {
    await database.close();
  }
}

/** The folder a restore into DATA_DIR builds its database in (a database folder of its own). */
const STAGING = 'pglite.restoring';

/** Whether DATA_DIR holds (part of) a database. */
const holdsDatabase = (dataDir: string) => {
  const folder = join(dataDir, 'pglite');
  return existsSync(folder) && readdirSync(folder).length > 0;
};

async function restoreIntoDataDir(backup: Backup, dataDir: string): Promise<RestoreSummary> {
  const notEmpty = () =>
    new RestoreRefusedError(
      `DATA_DIR ${dataDir} already holds a database: restore into an empty DATA_DIR (a new folder).`,
    );
  if (holdsDatabase(dataDir)) throw notEmpty();
  await mkdir(dataDir, { recursive: true });
  // No server may open DATA_DIR while its database is being put in place.
  const release = await lockDataDir(dataDir);
  try {
    if (holdsDatabase(dataDir)) throw notEmpty();
    const staging = join(dataDir, STAGING);
    // What an interrupted restore left behind.
    await rm(staging, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: staging });
    let summary: RestoreSummary;
    try {
      summary = await database.copySession('write', (session) => load(session, backup));
    } finally {
      await database.close();
    }
    rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
    await rename(join(staging, 'pglite'), join(dataDir, 'pglite'));
    syncFolder(dataDir);
    await rm(staging, { recursive: true, force: true });
    return summary;
  } finally {
    await release();
  }
}

/** Whether the database of `session` has any table of the app or of its migrations. */
async function holdsTables(session: CopySession): Promise<boolean> {
  const [row] = await session.query<{ taken: boolean }>(
    `select exists (select 1 from pg_tables where schemaname in ('public', 'drizzle')) as taken`,
  );
  return Boolean(row?.taken);
}

/**
 * Builds the schema up to the backup's version, copies every table in, then migrates to the latest.
 * The foreign keys are dropped while the rows go in (users and equipments refer to each other) and
 * added again after, which checks every row against them.
 */
async function load(session: CopySession, backup: Backup): Promise<RestoreSummary> {
  const { schema, tables } = backup.manifest;
  await migrateInSession(session, schema);
  const expected = (await publicTables(session)).map(({ name }) => name).join(', ');
  if (tables.map(({ name }) => name).join(', ') !== expected) {
    throw new RestoreRefusedError(`The backup's tables are not those of its schema ${schema.migration}.`);
  }
  const keys = await session.query<{ drop: string; add: string }>(
    `select format('alter table %I drop constraint %I', c.relname, k.conname) as drop,
            format('alter table %I add constraint %I %s', c.relname, k.conname, pg_get_constraintdef(k.oid)) as add
       from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  for (const key of keys) await session.query(key.drop);
  for (const table of tables) {
    const data = backup.data.get(table.name)!;
    if (data.length > 0) await session.copyIn(table, data);
  }
  for (const key of keys) await session.query(key.add);
  await migrateInSession(session);
  const rows = Object.values(backup.rows).reduce((sum, count) => sum + count, 0);
  return { rows, tables: tables.length, from: schema, to: knownVersions().at(-1)! };
}
