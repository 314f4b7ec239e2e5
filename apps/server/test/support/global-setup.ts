// Vitest global setup of the server project: the database each test file starts from, a PGlite dump of
// a migrated and seeded database and, when DATABASE_URL is set, a PostgreSQL template database. The dump
// is kept between runs under node_modules/.cache, named after everything it is made from (every module
// make-template.ts loads, the packages' included, as esbuild lists them, and the migrations), so a run
// of unchanged sources starts at once. Whatever is missing is made in a process of its own
// (make-template.ts) without waiting: the other projects' tests run meanwhile, and a server test file
// waits for the dump in its setup (template-ready.ts).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../src/lib/paths';
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
const CACHE = join(SERVER_ROOT, 'node_modules', '.cache', 'wortsmith-test-database');

/**
 * A name for the dump that changes with any file it is made from: every module make-template.ts loads
 * (esbuild's list, the workspace's and the packages' alike, so a new PGlite, drizzle or core changes it)
 * and the migrations, which it reads at run time.
 */
async function dumpName(): Promise<string> {
  const { metafile } = await build({
    entryPoints: [MAKE_TEMPLATE],
    // The inputs are named relative to this folder, wherever Vitest runs from (the dump of a run from
    // the workspace is the dump of a run from the repository).
    absWorkingDir: SERVER_ROOT,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  const migrations = readdirSync(migrationsFolder(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const hash = createHash('sha256');
  const inputs = Object.keys(metafile.inputs).map((file) => join(SERVER_ROOT, file));
  for (const file of [...inputs, ...migrations].sort()) {
    hash.update(file).update(readFileSync(file));
  }
  return `pglite-${hash.digest('hex').slice(0, 16)}.tar`;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const template = adminUrl ? await createThrowawayDatabase(adminUrl) : undefined;
  // With PostgreSQL the dump is made anew beside the template database: its arrival says both are ready.
  const folder = template ? mkdtempSync(join(tmpdir(), 'wortsmith-template-')) : CACHE;
  mkdirSync(folder, { recursive: true });
  const name = template ? 'pglite.tar' : await dumpName();
  // A dump of sources since changed is of no more use, nor is the failure of an earlier run.
  for (const file of readdirSync(folder)) {
    if (!file.startsWith(name) || file === basename(failureMarker(name))) rmSync(join(folder, file));
  }
  const dump = join(folder, name);
  let made = Promise.resolve();
  if (!existsSync(dump)) {
    // On V8's baseline WebAssembly compiler, as the test workers (vitest.config.ts): 3.0 s instead of 3.9.
    const maker = spawn(
      process.execPath,
      ['--liftoff-only', '--import', 'tsx', MAKE_TEMPLATE, dump, template?.url ?? ''],
      {
        cwd: SERVER_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    made = once(maker, 'exit').then(([code, signal]) => {
      if (!existsSync(dump)) {
        writeFileSync(
          failureMarker(dump),
          `making the test database failed (exit ${code ?? signal}): see above`,
        );
      }
    });
  }
  project.provide('pgliteDump', dump);
  project.provide('postgresTemplate', template?.name);
  return async () => {
    await made;
    await template?.drop();
    if (template) rmSync(folder, { recursive: true, force: true });
  };
}
