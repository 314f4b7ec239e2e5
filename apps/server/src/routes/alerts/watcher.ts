// Alert evaluation off the request path (issue 35). A reading stored marks its batch due; every
// `intervalMs` the due batches are evaluated once each, however many readings came meanwhile (a device
// posting every 15 s costs one evaluation per interval, and its request never waits for one). Every
// `sweepMs` every watched fermenting batch is evaluated too, for what happens without a reading (a
// device gone silent, a dry hop's day), and readings left unassigned too long are forgotten. Several
// processes may each run one: the database's condition states (repository.ts) let one alert fire once.
import type { FastifyBaseLogger } from 'fastify';
import { purgeUnassignedReadings } from '../devices/repository';
import { type AlertServices, evaluateBatchAlerts } from './evaluate';
import { watchedBatchIds } from './repository';

export interface AlertWatcher {
  /** A reading of `batchId` was stored: evaluate it soon. */
  readingAdded(batchId: string): void;
  /** Evaluates the due batches now (tests, and each interval). */
  flush(now?: Date): Promise<void>;
  /** Evaluates every watched batch now (each sweep). */
  sweep(now?: Date): Promise<void>;
  close(): Promise<void>;
}

/** Starts the watcher; its timers never keep the process alive. */
export function startAlertWatcher(
  services: AlertServices,
  log: FastifyBaseLogger,
  { intervalMs = 5_000, sweepMs = 10 * 60_000 } = {},
): AlertWatcher {
  let due = new Set<string>();
  let running: Promise<void> = Promise.resolve();
  const evaluate = async (ids: Iterable<string>, now: Date) => {
    for (const id of ids) {
      try {
        await evaluateBatchAlerts(services, id, now);
      } catch (error) {
        log.error({ err: error, batchId: id }, 'alert evaluation failed');
      }
    }
  };
  // One run at a time: a slow run is never overlapped by the next.
  const serial = (work: () => Promise<void>) => {
    running = running.then(work, work);
    return running;
  };
  const flush = (now = new Date()) =>
    serial(async () => {
      const ids = due;
      due = new Set();
      await evaluate(ids, now);
    });
  const sweep = (now = new Date()) =>
    serial(async () => {
      try {
        await evaluate(await watchedBatchIds(services.db), now);
        await purgeUnassignedReadings(services.db, now);
      } catch (error) {
        log.error({ err: error }, 'alert sweep failed');
      }
    });
  const flushTimer = setInterval(() => void flush(), intervalMs);
  const sweepTimer = setInterval(() => void sweep(), sweepMs);
  flushTimer.unref();
  sweepTimer.unref();
  return {
    readingAdded: (batchId) => void due.add(batchId),
    flush,
    sweep,
    async close() {
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      await running;
    },
  };
}
