// Backups the running server writes itself (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): one every
// interval, counted from the newest backup already in the folder (so restarts do not put the next one
// off), each written whole or not at all (backup.ts), and only the newest BACKUP_KEEP kept.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { writeBackup } from './backup';
import type { Database } from './client';

/** The scheduled backups' names: `wortsmith-<UTC time>.backup`, in time order when sorted. */
const NAME = /^wortsmith-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.backup$/;

/** The scheduled backups in `dir`, oldest first. */
export function scheduledBackups(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

/** Removes all but the newest `keep` scheduled backups of `dir`. */
async function prune(dir: string, keep: number): Promise<void> {
  const names = scheduledBackups(dir);
  for (const name of names.slice(0, Math.max(0, names.length - keep)))
    await rm(join(dir, name), { force: true });
}

/** Writes one scheduled backup of `database` into `dir` now, then prunes; answers its path. */
export async function writeScheduledBackup(
  database: Database,
  { dir, keep }: NonNullable<AppConfig['backups']>,
): Promise<string> {
  const file = join(dir, `wortsmith-${new Date().toISOString().replaceAll(/[:.]/g, '-')}.backup`);
  await writeBackup(database, file);
  await prune(dir, keep);
  return file;
}

/** Starts the schedule; answers its stop, which waits for a backup under way. */
export function scheduleBackups(
  database: Database,
  backups: NonNullable<AppConfig['backups']>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  mkdirSync(backups.dir, { recursive: true });
  const every = backups.everySeconds * 1000;
  const newest = scheduledBackups(backups.dir).at(-1);
  const due = newest ? statSync(join(backups.dir, newest)).mtimeMs + every : Date.now();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = writeScheduledBackup(database, backups).then(
        (file) => log.info({ file }, 'backup written'),
        (error: unknown) => log.error({ err: error }, 'scheduled backup failed'),
      );
      running.then(() => next(every));
    }, delay);
    timer.unref();
  };
  next(Math.max(0, due - Date.now()));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
