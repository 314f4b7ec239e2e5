// One transaction on one connection that moves whole tables in and out with PostgreSQL's COPY, in its
// text format, for backups and restores: PGlite copies through its in-memory `/dev/blob`, node-postgres
// through pg-copy-streams. The table and column names come from the database's own catalogue.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';

/** A table's name and the columns a backup holds of it, in the database's order. */
export interface TableColumns {
  name: string;
  columns: string[];
}

/** What backups and restores do inside their one transaction. */
export interface CopySession {
  /** Runs one statement (with `$1`… parameters) and answers its rows. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** The table's rows in COPY's text format, a line each. */
  copyOut(table: TableColumns): Promise<Buffer>;
  /** Adds the rows of `data` (COPY's text format) to the table. */
  copyIn(table: TableColumns, data: Buffer): Promise<void>;
}

/** How a session's transaction starts: a read-only snapshot (a backup) or a write (a restore). */
export type SessionMode = 'snapshot' | 'write';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `"table" ("a", "b")`: what COPY names. */
const copyTarget = ({ name, columns }: TableColumns) => `${quoted(name)} (${columns.map(quoted).join(', ')})`;

/** Runs `work` in one PGlite transaction, which no other statement of the process interleaves. */
export async function pgliteCopySession<T>(
  client: PGlite,
  work: (session: CopySession) => Promise<T>,
): Promise<T> {
  return client.transaction(async (tx: Transaction) =>
    work({
      query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
      copyOut: async (table) => {
        const result = await tx.query(`copy ${copyTarget(table)} to '/dev/blob'`);
        return result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
      },
      copyIn: async (table, data) => {
        await tx.query(`copy ${copyTarget(table)} from '/dev/blob'`, [], { blob: new Blob([data]) });
      },
    }),
  );
}

/**
 * Runs `work` in one transaction on `client`: a snapshot is repeatable read and read only, so every
 * table is read as of one instant while the server goes on writing.
 */
export async function postgresCopySession<T>(
  client: PoolClient,
  mode: SessionMode,
  work: (session: CopySession) => Promise<T>,
): Promise<T> {
  const { from, to } = await import('pg-copy-streams');
  const { pipeline } = await import('node:stream/promises');
  const { Readable } = await import('node:stream');
  await client.query(mode === 'snapshot' ? 'begin isolation level repeatable read, read only' : 'begin');
  try {
    const result = await work({
      query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
      copyOut: async (table) => {
        const chunks: Buffer[] = [];
        const stream = client.query(to(`copy ${copyTarget(table)} to stdout`));
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
      copyIn: async (table, data) => {
        await pipeline(Readable.from([data]), client.query(from(`copy ${copyTarget(table)} from stdin`)));
      },
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
