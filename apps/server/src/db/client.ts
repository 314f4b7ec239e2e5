// Opens the database: embedded PGlite (files in DATA_DIR, or in memory for tests) by default, a
// PostgreSQL server through node-postgres when DATABASE_URL is set. Both speak the same SQL and share
// one drizzle schema; migrations run here with each driver's own migrator.
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { POSTGRES_POOL_SIZE } from '../config';
import { migrationsFolder } from '../lib/paths';
import { SessionCache } from '../lib/session-cache';
import { type CopySession, pgliteCopySession, postgresCopySession, type SessionMode } from './copy-session';
import { lockDataDir } from './data-dir-lock';
import { DurableNodeFS, durableStartParams } from './durable-pglite';
import { shippedEmptyCluster, unpackEmptyCluster } from './empty-cluster';
import { lighterQuery, preparingQuery, type Query, TEXT_PARSERS } from './pglite-queries';
import * as schema from './schema';
import { configureWasmCompilation } from './wasm-compilation';

/** The drizzle database both drivers produce. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** An open database with its driver's lifecycle. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection that copies whole tables in and out (backups and
   * restores, copy-session.ts); a snapshot reads every table as of one instant.
   */
  copySession<T>(mode: SessionMode, work: (session: CopySession) => Promise<T>): Promise<T>;
  /**
   * PGlite only (PostgreSQL's autovacuum does it): refreshes the planner's statistics of the tables
   * never analysed or whose size moved by more than 10% since their last analysis. PGlite, without
   * autovacuum, would otherwise never gather them (and keeps no change counts across restarts), and
   * planning a search then costs several times more. Run at start, after the seed.
   */
  analyze?(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: writes the database as a tar file that a new PGlite database can start `from`. */
  dumpTo?(file: string): Promise<void>;
  /** PGlite only (one process per database): the auth check's answers, emptied by every write to them. */
  sessions?: SessionCache;
}

/**
 * Where the data lives: a PostgreSQL URL, a PGlite directory, or `memory` for a throwaway PGlite. A new
 * PGlite database starts `from` a `dumpTo` file when given (tests: migrated and seeded once).
 */
export type DatabaseTarget =
  | { url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  | { dataDir: string; from?: string }
  | { memory: true; from?: string };

/** The advisory lock (an arbitrary 64-bit key) held while a PostgreSQL server's schema is migrated. */
export const MIGRATION_LOCK = '7314920458113267201';

/** Opens (but does not migrate) the database at `target`. Only the driver in use is loaded. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const folder = migrationsFolder();
  if ('url' in target) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? POSTGRES_POOL_SIZE });
    // An idle connection the server drops (restart, failover, admin kill) is removed from the pool and
    // replaced on the next query; without a listener pg would raise it as an uncaught error.
    pool.on('error', (error) => target.onIdleError?.(error));
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      // Processes starting together (several behind a load balancer) take turns: one migrates, the
      // others then find nothing left to do.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      copySession: async (mode, work) => {
        const client = await pool.connect();
        try {
          return await postgresCopySession(client, mode, work);
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  // A data folder is locked to this process and its commits are synced to the disk (durable-pglite.ts).
  let release = async () => {};
  let fs: DurableNodeFS | undefined;
  let fresh = true;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    release = await lockDataDir(target.dataDir);
    const cluster = join(target.dataDir, 'pglite');
    fresh = !existsSync(join(cluster, 'PG_VERSION'));
    // A new data folder starts from the empty cluster shipped with the app (empty-cluster.ts), not from
    // PGlite's initdb, which took 770-820 MB at its peak.
    const shipped = fresh && !target.from && !existsSync(cluster) ? shippedEmptyCluster() : undefined;
    if (shipped) {
      await unpackEmptyCluster(shipped, cluster).catch(async (error: unknown) => {
        await release();
        throw error;
      });
      fresh = false;
    }
    fs = new DurableNodeFS(cluster);
  }
  let client: InstanceType<typeof PGlite>;
  configureWasmCompilation();
  try {
    client = await PGlite.create({
      fs,
      loadDataDir: fresh && target.from ? new Blob([await readFile(target.from)]) : undefined,
      extensions: { pg_trgm },
      parsers: TEXT_PARSERS,
      // PostgreSQL's default 128 MB of shared buffers lives in WebAssembly memory that never shrinks; a
      // home-brew catalogue fits in far less. 16 MB (2,048 pages): a one-letter search among 100,000
      // fermentables orders its 2,000 matches from 970 of the table's pages, which 8 MB could not keep
      // beside the indexes, so each such search read them from the files again (15-29 ms instead of
      // 9-10 at the median). 8 MB kept 7 MB less in a server with 100,000 hops; a first start's peak is
      // the same (283 MB, the memory bench).
      startParams: [...durableStartParams(PGlite.defaultStartParams), '-c', 'shared_buffers=16MB'],
    });
  } catch (error) {
    await release();
    throw error;
  }
  const sessions = new SessionCache();
  const db = drizzlePglite(watchStatements(client, sessions, preparingQuery(client)), { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    sessions,
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    copySession: (_mode, work) => pgliteCopySession(client, work),
    analyze: async () => {
      const stale = await client.query<{ name: string }>(
        `select c.oid::regclass::text as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and (c.reltuples < 0
            or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
              > 0.1 * greatest(c.relpages, 10))`,
      );
      if (stale.rows.length === 0) return;
      // A tenth of PostgreSQL's default sample (3,000 rows instead of 30,000): the sampled rows, whole
      // with their stored JSON, pass through WebAssembly memory that never shrinks (analysing 100,000 new
      // hops grew the server by 43 MB with the default, by 18 MB with half of it, 12 MB less again with a
      // tenth). These plans need no finer figures: the owner's share of a table is among the most common
      // values either way, and the server bench's searches and lists stay within their budgets.
      await client.exec('set default_statistics_target = 10');
      for (const { name } of stale.rows) await client.exec(`analyze ${name}`);
      await client.exec('reset default_statistics_target');
    },
    close: async () => {
      await client.close();
      await release();
    },
    dumpTo: async (file) => {
      await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    },
  };
}

type Run = (text: string, ...rest: unknown[]) => Promise<unknown>;

/** What drizzle calls on a PGlite client or transaction. */
type Driven = {
  query: Query;
  exec: Run;
  transaction?: (callback: (tx: object) => Promise<unknown>) => Promise<unknown>;
};

/**
 * The PGlite client (or one of its transactions) as drizzle uses it, telling `sessions` the text of
 * every statement before it runs and after it has run (or failed). Its queries run through `query`
 * (the client's: `preparingQuery`), a transaction's without drizzle's parsers (pglite-queries.ts).
 * The wrappers are made once, not on every call.
 */
function watchStatements<T extends object>(client: T, sessions: SessionCache, query?: Query): T {
  const watched =
    (run: Run): Run =>
    async (text: string, ...rest: unknown[]) => {
      sessions.statement(text);
      try {
        return await run(text, ...rest);
      } finally {
        sessions.statement(text);
      }
    };
  const driven = client as unknown as Driven;
  const wrapped: Partial<Record<PropertyKey, unknown>> = {
    query: watched((query ?? lighterQuery(driven.query.bind(client))) as Run),
    exec: watched(driven.exec.bind(client)),
  };
  // The client's transactions are watched too (a transaction has no `transaction` of its own).
  const { transaction } = driven;
  if (transaction) {
    wrapped.transaction = (callback: (tx: object) => Promise<unknown>) =>
      transaction.call(client, (tx) => callback(watchStatements(tx, sessions)));
  }
  return new Proxy(client, {
    get(target, key) {
      if (key in wrapped) return wrapped[key];
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
