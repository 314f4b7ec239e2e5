// The exclusive lock on DATA_DIR's embedded database: one server process at a time, for the life of
// the process. proper-lockfile makes the lock folder DATA_DIR/pglite.lock atomically and keeps its
// mtime fresh; the lock of a process that died without releasing it (kill -9, power cut) goes stale
// after STALE_MS and is then taken over. DATA_DIR/server.pid names the holder for the refusal message.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

/** How long a lock that its holder stopped refreshing stays valid. */
const STALE_MS = 10_000;

/** Thrown when another live process holds DATA_DIR; the message is the one line to print. */
export class DataDirLockedError extends Error {}

/** The pid DATA_DIR/server.pid names, if any. */
function holderPid(pidFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** True while a process with `pid` exists on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock on `dataDir` and returns its release. A live holder makes it throw DataDirLockedError
 * at once; the lock of a holder that no longer runs is waited for until it goes stale, then taken.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const pidFile = join(dataDir, 'server.pid');
  const holder = holderPid(pidFile);
  const holderGone = holder !== undefined && !isRunning(holder);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(join(dataDir, 'pglite'), {
      realpath: false,
      stale: STALE_MS,
      retries: holderGone ? { retries: STALE_MS / 500 + 4, minTimeout: 500, maxTimeout: 500 } : 0,
      onCompromised: (error) => {
        // Thrown from the refresh timer: the process stops rather than write beside another holder.
        throw new Error(`Lost the lock on DATA_DIR ${dataDir} (${error.message}); stopping.`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const pid = holderPid(pidFile);
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by another Wortsmith server (pid ${pid ?? 'unknown'}): stop it, or give this one its own DATA_DIR.`,
    );
  }
  writeFileSync(pidFile, `${process.pid}\n`);
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}
