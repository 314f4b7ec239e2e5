// What the server benches share: a percentile of sorted latencies, and running a bench on PGlite and,
// when a PostgreSQL server answers, on a throwaway database of it.
import { createThrowawayDatabase } from '../test/support/test-app';
import { postgresReachable } from './postgres-reachable';

/** The `p`th percentile of `sorted` (ascending) milliseconds. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Runs `run` on PGlite, then on a throwaway PostgreSQL database when the server at BENCH_POSTGRES_URL
 * (default the local one) is reachable; the process fails when a run says it is over budget.
 */
export async function onEachDatabase(run: (label: string, databaseUrl?: string) => Promise<boolean>) {
  let ok = await run('PGlite');
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresReachable(adminUrl)) {
    const throwaway = await createThrowawayDatabase(adminUrl);
    try {
      ok = (await run('PostgreSQL', throwaway.url)) && ok;
    } finally {
      await throwaway.drop();
    }
  }
  process.exitCode = ok ? 0 : 1;
}
