// Builds an app for one test file: in-memory PGlite by default, or, when DATABASE_URL is set, a throwaway
// database `ws_test_<random>` created on that server (dropped on close) so test files can run in
// parallel. Both start from the database the global setup migrated and seeded once (global-setup.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { lendWorkerDatabase } from './worker-database';

// Load the database driver in use while the file is imported, so no test hook pays for it (openDatabase
// imports only the driver it needs, on first use).
await Promise.all(
  process.env.DATABASE_URL
    ? [import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]
    : [
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ],
);

/** The JWT secret of every test app. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Cheap argon2id cost for tests only (production keeps the library's strong defaults). */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** A new data folder; an app built by `createTestApp` with it as `dataDir` removes it when it closes. */
export const testDataDir = () => mkdtempSync(join(tmpdir(), 'wortsmith-test-'));

/**
 * A configuration for tests; `overrides` replace any field. A new PGlite database starts from the
 * global setup's migrated and seeded dump.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? testDataDir();
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    memoryDatabase: true,
    appUrl: 'http://localhost:3000',
    jwtSecret: TEST_JWT_SECRET,
    jwtTtlSeconds: 3600,
    accountActivation: 'off',
    mailFrom: 'Wortsmith <no-reply@localhost>',
    logLevel: 'silent',
    webDist: join(dataDir, 'no-web-dist'),
    internal: { argon2: TEST_ARGON2, rateLimitFactor: 1000 },
    ...overrides,
  };
  config.internal = { pgliteFrom: inject('pgliteDump'), ...config.internal };
  return config;
}

/**
 * Creates `<prefix>_<random>` (`ws_test_…` unless told) on the server of `adminUrl`, empty or a copy of the
 * `template` database; returns its name, URL and a dropper.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  template?: string,
  prefix = 'ws_test',
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * An app on a fresh database; `close()` also drops the throwaway database and the data folder. A test
 * that names its own `dataDir` with `memoryDatabase: false` gets the embedded database in that folder,
 * also when the suite runs against PostgreSQL.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const adminUrl = process.env.DATABASE_URL;
  const embeddedInDataDir = overrides.memoryDatabase === false && overrides.dataDir !== undefined;
  const throwaway =
    adminUrl && !overrides.databaseUrl && !embeddedInDataDir
      ? await createThrowawayDatabase(adminUrl, inject('postgresTemplate'))
      : undefined;
  if (throwaway) config.databaseUrl = throwaway.url;
  else if (config.memoryDatabase && !config.databaseUrl && !config.internal?.database) {
    const database = await lendWorkerDatabase();
    if (database) config.internal = { ...config.internal, database };
  }
  const app = await buildApp(config);
  app.addHook('onClose', async () => {
    await throwaway?.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}
