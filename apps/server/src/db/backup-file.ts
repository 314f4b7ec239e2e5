// The backup file, one format for PGlite and PostgreSQL alike: gzip of
//
//   WORTSMITH BACKUP 1
//   {"createdAt":…,"source":"pglite","schema":{"migration":"0013_brewing_tools","when":…},"tables":[{"name":…,"columns":[…]},…]}
//   each table's rows in PostgreSQL's COPY text format, a line each, then a line `\.`
//   {"rows":{"users":3,…},"sha256":"…"}
//
// The last line counts each table's rows and holds the SHA-256 of every byte before it, so a truncated or
// damaged file is told from a whole one before anything is restored (gzip's own CRC catches most damage
// first). COPY's text format escapes newlines and backslashes inside values, so no row is a line `\.`.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { createGunzip, gzip } from 'node:zlib';
import type { TableColumns } from './copy-session';
import type { SchemaVersion } from './schema-version';

const gzipAsync = promisify(gzip);

/** The first line of every backup, with the format's version. */
const MAGIC = 'WORTSMITH BACKUP 1';
const END_OF_TABLE = '\\.\n';

/** What a backup says about itself, ahead of its rows. */
export interface BackupManifest {
  /** When the snapshot was taken (ISO 8601). */
  createdAt: string;
  /** The database it was taken from. */
  source: 'pglite' | 'postgres';
  /** The last migration applied to that database. */
  schema: SchemaVersion;
  /** Every table of the public schema, with the columns the rows hold. */
  tables: TableColumns[];
}

/** A read and checked backup: its manifest, each table's rows (COPY text) and their count. */
export interface Backup {
  manifest: BackupManifest;
  data: Map<string, Buffer>;
  rows: Record<string, number>;
}

/** Thrown for a file that is no whole backup; the message is the one line to print. */
export class BackupFileError extends Error {}

/** The number of rows (lines) of a table's COPY text. */
const lineCount = (data: Buffer) => {
  let count = 0;
  for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) count++;
  return count;
};

/**
 * The backup file's bytes (gzipped) for `manifest` and each of its tables' COPY text, in its order, with
 * the number of rows of each table.
 */
export async function encodeBackup(
  manifest: BackupManifest,
  tables: Buffer[],
): Promise<{ bytes: Buffer; rows: Record<string, number> }> {
  const parts: Buffer[] = [Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`)];
  const rows: Record<string, number> = {};
  manifest.tables.forEach(({ name }, index) => {
    const data = tables[index]!;
    rows[name] = lineCount(data);
    parts.push(data, Buffer.from(END_OF_TABLE));
  });
  const body = Buffer.concat(parts);
  const sha256 = createHash('sha256').update(body).digest('hex');
  const bytes = await gzipAsync(Buffer.concat([body, Buffer.from(`${JSON.stringify({ rows, sha256 })}\n`)]));
  return { bytes, rows };
}

/** Reads and checks the backup in `bytes` (the file `name`); throws BackupFileError when it is not whole. */
export async function decodeBackup(name: string, bytes: Buffer): Promise<Backup> {
  const notBackup = new BackupFileError(`${name} is not a Wortsmith backup.`);
  const damaged = (why: string) =>
    new BackupFileError(`${name} is damaged or truncated (${why}): take another backup.`);
  const { body, error } = await gunzipAll(bytes);
  if (!body.subarray(0, MAGIC.length + 1).equals(Buffer.from(`${MAGIC}\n`))) throw notBackup;
  if (error) throw damaged(error.message.replace(/\.$/, ''));
  const trailerStart = body.lastIndexOf(10, body.length - 2) + 1;
  const trailer = parseJson<{ rows?: Record<string, number>; sha256?: string }>(
    body.subarray(trailerStart).toString(),
  );
  if (!trailer?.sha256 || !trailer.rows) throw damaged('its last line is missing');
  const content = body.subarray(0, trailerStart);
  if (createHash('sha256').update(content).digest('hex') !== trailer.sha256) {
    throw damaged('its checksum does not match');
  }
  const headerEnd = content.indexOf(10, MAGIC.length + 1);
  const manifest = parseJson<BackupManifest>(content.subarray(MAGIC.length + 1, headerEnd).toString());
  if (!manifest?.schema || !Array.isArray(manifest.tables)) throw damaged('its header is unreadable');
  const data = new Map<string, Buffer>();
  let at = headerEnd + 1;
  for (const { name: table } of manifest.tables) {
    // The line `\.` after the table's rows (the previous line's end is at `at - 1`).
    const end = content.indexOf(`\n${END_OF_TABLE}`, at - 1) + 1;
    if (end === 0) throw damaged(`the rows of ${table} do not end`);
    const rows = content.subarray(at, end);
    if (lineCount(rows) !== trailer.rows[table])
      throw damaged(`the rows of ${table} do not match their count`);
    data.set(table, rows);
    at = end + END_OF_TABLE.length;
  }
  if (at !== content.length) throw damaged('it holds more than its tables');
  return { manifest, data, rows: trailer.rows };
}

/** What can be unzipped of `bytes`, and why the rest could not (not gzip, cut short, damaged). */
function gunzipAll(bytes: Buffer): Promise<{ body: Buffer; error?: Error }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const stream = createGunzip();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', (error) => resolve({ body: Buffer.concat(chunks), error }));
    stream.on('end', () => resolve({ body: Buffer.concat(chunks) }));
    stream.end(bytes);
  });
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
