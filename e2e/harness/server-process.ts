// Starts the built server (`node apps/server/dist/server.js`) as a child process and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOGS_DIR, REPO_ROOT, SERVER_ENTRY, WEB_SNAPSHOT_DIR } from './paths';

/** A running server process. */
export interface ServerProcess {
  /** Origin the app and API answer on, e.g. http://127.0.0.1:41234. */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the process (SIGTERM, then SIGKILL) and removes its data folder. */
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} during start-up; see ${logFile}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not answer /api/health within ${timeoutMs} ms; see ${logFile}`);
}

/**
 * Starts the server on `port` with a fresh temporary DATA_DIR and the given extra environment.
 * The working directory is the data folder, so no stray `.env` is read.
 */
export async function startServer(
  name: string,
  port: number,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `wortsmith-e2e-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(LOGS_DIR, { recursive: true });
  const logFile = join(LOGS_DIR, `${name}-${port}.log`);
  const log = createWriteStream(logFile);
  // The child runs in its data folder, so tsx is named by path rather than resolved from there.
  const tsx = pathToFileURL(join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  const args = SERVER_ENTRY.endsWith('.ts') ? ['--import', tsx, SERVER_ENTRY] : [SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      WEB_DIST: WEB_SNAPSHOT_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, logFile, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, stop };
}
