// The running embedded server's side of backups: `npm run backup` (the tool, as its own process) asks
// the server holding DATA_DIR for one, the server writes scheduled backups into BACKUP_DIR and keeps
// the newest BACKUP_KEEP, and the tools' refusals are one line with exit code 1.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { decodeBackup } from './backup-file';
import { scheduledBackups } from './scheduled-backups';

const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Each tool starts Node with tsx: about a second or two on two cores. */
const SLOW = { timeout: 30_000 };

/** Runs the tool `script` (src/db/<script>) with `args` and DATA_DIR; its exit code and output. */
function runTool(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join('src', 'db', script), ...args],
      { cwd: SERVER_ROOT, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let folder: string;
let dataDir: string;
let backupDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wortsmith-backup-cli-'));
  dataDir = join(folder, 'data');
  backupDir = join(folder, 'backups');
  mkdirSync(backupDir);
  // Three backups of long ago: the next one is due at once, and the oldest two go.
  for (const day of ['01', '02', '03']) {
    const old = join(backupDir, `wortsmith-2020-01-${day}T00-00-00-000Z.backup`);
    writeFileSync(old, 'old');
    utimesSync(old, new Date('2020-01-04'), new Date('2020-01-04'));
  }
  writeFileSync(join(backupDir, 'notes.txt'), 'not a scheduled backup');
  app = await createTestApp({
    dataDir,
    memoryDatabase: false,
    backups: { dir: backupDir, everySeconds: 3600, keep: 2 },
  });
}, 30_000);

afterAll(async () => {
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('backups of a running embedded server', () => {
  it('writes a scheduled backup when one is due and keeps the newest BACKUP_KEEP', async () => {
    await vi.waitFor(() => expect(scheduledBackups(backupDir)).toHaveLength(2), { timeout: 10_000 });
    const [older, newest] = scheduledBackups(backupDir);
    expect(older).toBe('wortsmith-2020-01-03T00-00-00-000Z.backup');
    const backup = await decodeBackup(newest!, readFileSync(join(backupDir, newest!)));
    expect(backup.rows.users).toBeGreaterThan(0);
    expect(readFileSync(join(backupDir, 'notes.txt'), 'utf8')).toBe('not a scheduled backup');
  });

  it('npm run backup asks the server holding DATA_DIR to write it', SLOW, async () => {
    const out = join(folder, 'asked.backup');
    const result = await runTool('backup-cli.ts', ['--out', out], { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      new RegExp(`^Backup written to ${out} \\(\\d+ rows in \\d+ tables, schema \\w+\\)\\.\\n$`),
    );
    expect((await decodeBackup(out, readFileSync(out))).manifest.source).toBe('pglite');
  });

  it('npm run restore into the server’s DATA_DIR is refused in one line', SLOW, async () => {
    const [newest] = scheduledBackups(backupDir).slice(-1);
    const result = await runTool('restore-cli.ts', [join(backupDir, newest!)], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `DATA_DIR ${dataDir} already holds a database: restore into an empty DATA_DIR (a new folder).\n`,
    );
  });

  // A second process that compiles the tool and starts PGlite: a minute on a loaded two-core machine.
  it('a restore killed midway (kill -9) leaves DATA_DIR without a database', {
    timeout: 90_000,
  }, async () => {
    const [newest] = scheduledBackups(backupDir).slice(-1);
    const target = join(folder, 'killed');
    const restore = spawn(
      process.execPath,
      ['--import', 'tsx', join('src', 'db', 'restore-cli.ts'), join(backupDir, newest!)],
      { cwd: SERVER_ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: target }, stdio: 'ignore' },
    );
    const exited = once(restore, 'exit');
    // Killed once it is building the database.
    await vi.waitFor(
      () => expect(existsSync(join(target, 'pglite.restoring', 'pglite', 'PG_VERSION'))).toBe(true),
      {
        timeout: 75_000,
        interval: 20,
      },
    );
    restore.kill('SIGKILL');
    await exited;
    expect(existsSync(join(target, 'pglite'))).toBe(false);
  });

  it('npm run db:move to an unreachable PostgreSQL is refused in one line', SLOW, async () => {
    const result = await runTool('move-cli.ts', ['--to', 'postgres://brewer:secret@127.0.0.1:1/wortsmith'], {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Cannot reach PostgreSQL at 127.0.0.1:1/wortsmith (ECONNREFUSED): is the server running and the URL right?\n',
    );
  });
});
