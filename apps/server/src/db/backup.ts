// A backup of the whole instance: every table of the public schema copied out in one snapshot (so rows
// written meanwhile are all in or all out), with the schema version it was taken at, written as one file
// (backup-file.ts) that restores into PGlite and PostgreSQL alike. Taken while the server runs: on
// PostgreSQL from any process; on PGlite by the server that owns DATA_DIR (backup-socket.ts) or, with the
// server stopped, by the process that opens it.
import { writeFileDurably } from '../lib/durable-file';
import { encodeBackup } from './backup-file';
import type { Database } from './client';
import type { CopySession, TableColumns } from './copy-session';
import { appliedVersion, type SchemaVersion } from './schema-version';

/** What a backup holds, for the one line that reports it. */
export interface BackupSummary {
  tables: number;
  rows: number;
  schema: SchemaVersion;
}

/** The tables of the public schema with their stored (not generated) columns, in the database's order. */
export async function publicTables(session: CopySession): Promise<TableColumns[]> {
  const rows = await session.query<{ name: string; columns: string }>(
    `select c.relname as name, json_agg(a.attname order by a.attnum)::text as columns
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      group by c.relname order by c.relname`,
  );
  return rows.map(({ name, columns }) => ({ name, columns: JSON.parse(columns) as string[] }));
}

/** The backup file's bytes for the database as it is now, and what it holds. */
export async function takeBackup(database: Database): Promise<{ bytes: Buffer; summary: BackupSummary }> {
  const { schema, tables, data } = await database.copySession('snapshot', async (session) => {
    const schema = await appliedVersion(session);
    if (!schema) throw new Error('The database has no schema yet: there is nothing to back up.');
    const tables = await publicTables(session);
    const data: Buffer[] = [];
    for (const table of tables) data.push(await session.copyOut(table));
    return { schema, tables, data };
  });
  const manifest = { createdAt: new Date().toISOString(), source: database.driver, schema, tables };
  const { bytes, rows } = await encodeBackup(manifest, data);
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  return { bytes, summary: { tables: tables.length, rows: total, schema } };
}

/** Writes a backup of `database` to `file`, whole or not at all (a crash leaves the old file). */
export async function writeBackup(database: Database, file: string): Promise<BackupSummary> {
  const { bytes, summary } = await takeBackup(database);
  await writeFileDurably(file, bytes);
  return summary;
}

/** The line that reports a backup written to `file`. */
export function backupWritten(file: string, { tables, rows, schema }: BackupSummary): string {
  return `Backup written to ${file} (${rows} rows in ${tables} tables, schema ${schema.migration}).`;
}
