// Vitest global setup of the server project: starts migrating and seeding, in a process of its own
// (make-template.ts), the database each test file starts from: a PGlite dump and, when DATABASE_URL is
// set, a PostgreSQL template database. It does not wait: the other projects' tests run meanwhile, and a
// server test file waits for the dump in its setup (template-ready.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { failureMarker } from './template-ready';
import { createThrowawayDatabase } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the PGlite dump of a migrated and seeded database is (once template-ready.ts says so). */
    pgliteDump: string;
    /** The migrated and seeded PostgreSQL database new test databases are copies of. */
    postgresTemplate?: string;
  }
}

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAKE_TEMPLATE = fileURLToPath(new URL('make-template.ts', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'wortsmith-template-'));
  const dump = join(folder, 'pglite.tar');
  const adminUrl = process.env.DATABASE_URL;
  const template = adminUrl ? await createThrowawayDatabase(adminUrl) : undefined;
  const maker = spawn(process.execPath, ['--import', 'tsx', MAKE_TEMPLATE, dump, template?.url ?? ''], {
    cwd: SERVER_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(maker, 'exit').then(([code, signal]) => {
    if (!existsSync(dump)) {
      writeFileSync(
        failureMarker(dump),
        `making the test database failed (exit ${code ?? signal}): see above`,
      );
    }
  });
  project.provide('pgliteDump', dump);
  project.provide('postgresTemplate', template?.name);
  return async () => {
    await exited;
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
