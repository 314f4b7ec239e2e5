// One server per DATA_DIR: a second process refuses to start with one line naming the folder and the
// holder's pid while the first keeps every write (synced to the disk before its answer: durable-pglite),
// and the lock of a killed holder is taken over once stale. Real processes, real lock folder: the second
// server runs from the bundle `npm start` runs (build.mjs), which starts in a fraction of the time tsx
// takes to compile the sources.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs, { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRecipe, buildSignedInUser } from '../../test/factories';
import { testConfig } from '../../test/support/test-app';
import { buildApp } from '../app';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const TSX = import.meta.resolve('tsx');
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOLDER = fileURLToPath(new URL('../../test/support/hold-data-dir-lock.ts', import.meta.url));

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'wortsmith-lock-'));
  folders.push(folder);
  return folder;
}

// The server bundle, beside the server's node_modules so its package imports resolve as in dist/.
let bundleFolder: string;
let server: string;
beforeAll(async () => {
  const cache = join(SERVER_ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  bundleFolder = mkdtempSync(join(cache, 'wortsmith-lock-test-'));
  server = join(bundleFolder, 'server.js');
  const build = spawn(process.execPath, ['build.mjs', server], { cwd: SERVER_ROOT, stdio: 'ignore' });
  const [code] = await once(build, 'exit');
  expect(code).toBe(0);
});
afterAll(() => rmSync(bundleFolder, { recursive: true, force: true }));

/** Runs a file as its own Node process (with the `node` options) in `cwd`, collecting its output. */
function run(file: string, args: string[], env: Record<string, string>, cwd: string, node: string[] = []) {
  const child = spawn(process.execPath, [...node, file, ...args], {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  return { child, output };
}

/** Starts a process that holds the lock of `folder`; resolves once it does. */
async function holdLock(folder: string): Promise<ChildProcess> {
  const { child } = run(HOLDER, [folder], {}, folder, ['--import', TSX]);
  const [line] = await once(child.stdout!, 'data');
  expect(String(line)).toBe('locked\n');
  return child;
}

// These tests start Node processes, which takes seconds on a busy machine.
describe('the DATA_DIR lock', { timeout: 120_000 }, () => {
  it('stops a second server on its DATA_DIR with one line; the first syncs each write before answering and keeps it', async () => {
    const config = testConfig({ memoryDatabase: false });
    folders.push(config.dataDir);
    const first = await buildApp(config);
    try {
      const user = await buildSignedInUser(first);
      const second = run(
        server,
        [],
        { DATA_DIR: config.dataDir, PORT: '0', LOG_LEVEL: 'warn', JWT_SECRET: config.jwtSecret },
        config.dataDir,
      );
      const [code] = await once(second.child, 'exit');
      expect(code).toBe(1);
      expect(second.output.stderr.trim()).toBe(
        `DATA_DIR ${config.dataDir} is in use by another Wortsmith server (pid ${process.pid}): stop it, or give this one its own DATA_DIR.`,
      );

      // The files the kernel is asked to sync while the save runs, by inode.
      const synced = new Set<number>();
      const fsync = fs.fsyncSync;
      const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
        synced.add(fs.fstatSync(fd).ino);
        fsync(fd);
      });
      const saved = await first.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: user.auth,
        payload: buildRecipe(),
      });
      spy.mockRestore();
      expect(saved.statusCode).toBe(201);
      const wal = join(config.dataDir, 'pglite', 'pg_wal');
      const walFiles = fs.readdirSync(wal).map((name) => fs.statSync(join(wal, name)).ino);
      expect(walFiles.some((ino) => synced.has(ino))).toBe(true);

      await first.close();
      const reopened = await buildApp(config);
      const list = await reopened.inject({ method: 'GET', url: '/api/recipes', headers: user.auth });
      await reopened.close();
      expect(list.json().map((recipe: { id: string }) => recipe.id)).toEqual([saved.json().id]);
    } finally {
      await first.close();
    }
  });

  it('refuses a lock that a running process holds, naming its pid', async () => {
    const folder = dataDir();
    const holder = await holdLock(folder);
    const attempt = lockDataDir(folder);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      `DATA_DIR ${folder} is in use by another Wortsmith server (pid ${holder.pid})`,
    );
  });

  it('takes over the lock of a holder killed with SIGKILL once its lock has gone stale', async () => {
    const folder = dataDir();
    const holder = await holdLock(folder);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    // The holder stopped refreshing the lock: age it past the stale threshold instead of waiting.
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(folder, 'pglite.lock'), past, past);

    const release = await lockDataDir(folder);
    await expect(lockDataDir(folder)).rejects.toThrow(`(pid ${process.pid})`);
    await release();
    await (await lockDataDir(folder))();
  });
});
