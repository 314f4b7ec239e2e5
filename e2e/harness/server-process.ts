// Starts the built server (`node apps/server/dist/server.js`) as a child process on a port the system
// picks (PORT=0), reads its URL from the line it prints once ready, and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { LOGS_DIR, REPO_ROOT, SERVER_ENTRY, WEB_SNAPSHOT_DIR } from './paths';

/** A running server process. */
export interface ServerProcess {
  /** Origin the app and API answer on, as the server reported it (its APP_URL), e.g. http://localhost:41234. */
  url: string;
  dataDir: string;
  /** Stops the process (SIGTERM, then SIGKILL) and removes its data folder. */
  stop(): Promise<void>;
}

/** The server's line once it serves: `Wortsmith is ready at <APP_URL> (listening on <host>:<port>)`. */
const READY = /^Wortsmith is ready at (\S+) /;

/** Resolves with the URL the server reports once ready; rejects if it exits or takes `timeoutMs`. */
function readyUrl(child: ChildProcess, logFile: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // Not closed when done: closing would pause stdout, which also flows into the log.
    const lines = createInterface({ input: child.stdout! });
    const done = (settle: () => void) => {
      clearTimeout(timer);
      lines.off('line', read);
      child.off('exit', exited);
      settle();
    };
    const timer = setTimeout(
      () =>
        done(() => reject(new Error(`server did not report ready within ${timeoutMs} ms; see ${logFile}`))),
      timeoutMs,
    );
    const exited = (code: number | null) =>
      done(() => reject(new Error(`server exited with code ${code} during start-up; see ${logFile}`)));
    child.once('exit', exited);
    const read = (line: string) => {
      const url = READY.exec(line)?.[1];
      if (url) done(() => resolve(url));
    };
    lines.on('line', read);
  });
}

/**
 * Starts the server with a fresh temporary DATA_DIR and the given extra environment. The working
 * directory is the data folder, so no stray `.env` is read.
 */
export async function startServer(
  name: string,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `wortsmith-e2e-${name}-`));
  mkdirSync(LOGS_DIR, { recursive: true });
  const logFile = join(LOGS_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  // The child runs in its data folder, so tsx is named by path rather than resolved from there.
  const tsx = pathToFileURL(join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  const args = SERVER_ENTRY.endsWith('.ts') ? ['--import', tsx, SERVER_ENTRY] : [SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: WEB_SNAPSHOT_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    // A process a signal ended has no exit code, and its exit event has passed: nothing to wait for.
    if (child.exitCode === null && child.signalCode === null) {
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
    // A first start (database created, migrated, seeded) takes long on a busy machine.
    return { url: await readyUrl(child, logFile, 100_000), dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
