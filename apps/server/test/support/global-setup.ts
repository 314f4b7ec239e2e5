// Vitest global setup of the server project: migrates and seeds one database per run, which each test
// file's database then starts from instead of migrating and seeding its own: a PGlite dump loaded into
// each in-memory database and, when DATABASE_URL is set, a PostgreSQL template database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseTarget, openDatabase } from '../../src/db/client';
import { seedOfficialCatalogue } from '../../src/db/seed';
import { createThrowawayDatabase } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump of a migrated and seeded database. */
    pgliteDump: string;
    /** The migrated and seeded PostgreSQL database new test databases are copies of. */
    postgresTemplate?: string;
  }
}

async function migrateAndSeed(target: DatabaseTarget, dumpTo?: string): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedOfficialCatalogue(database.db);
    // Gathered once here, each file's database starts with the planner's statistics the app's start
    // would otherwise gather again.
    await database.analyze?.();
    if (dumpTo) await database.dumpTo?.(dumpTo);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'wortsmith-template-'));
  const dump = join(folder, 'pglite.tar');
  const adminUrl = process.env.DATABASE_URL;
  const template = adminUrl ? await createThrowawayDatabase(adminUrl) : undefined;
  await Promise.all([
    migrateAndSeed({ memory: true }, dump),
    template && migrateAndSeed({ url: template.url }),
  ]);
  project.provide('pgliteDump', dump);
  project.provide('postgresTemplate', template?.name);
  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
