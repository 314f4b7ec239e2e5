// Builds an app for one test file: in-memory PGlite by default, or, when DATABASE_URL is set, a throwaway
// database `ws_test_<random>` created on that server (migrated by buildApp, dropped on close) so test
// files can run in parallel.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';

/** Cheap argon2id cost for tests only (production keeps the library's strong defaults). */
export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** A configuration for tests; `overrides` replace any field. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    memoryDatabase: true,
    appUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    jwtTtlSeconds: 3600,
    accountActivation: 'off',
    mailFrom: 'Wortsmith <no-reply@localhost>',
    logLevel: 'silent',
    webDist: join(dataDir, 'no-web-dist'),
    internal: { argon2: TEST_ARGON2, rateLimitFactor: 1000 },
    ...overrides,
  };
}

/** Creates `ws_test_<random>` on the server of `adminUrl`; returns its URL and a dropper. */
export async function createThrowawayDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ws_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An app on a fresh database; `close()` also drops the throwaway database and the data folder. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const adminUrl = process.env.DATABASE_URL;
  const throwaway = adminUrl && !overrides.databaseUrl ? await createThrowawayDatabase(adminUrl) : undefined;
  if (throwaway) config.databaseUrl = throwaway.url;
  const app = await buildApp(config);
  app.addHook('onClose', async () => {
    await throwaway?.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}
