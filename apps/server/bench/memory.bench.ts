// `npm run bench -w apps/server` (last): the server's memory on a small machine's terms. The production
// server (src/server.ts, bundled as the build bundles it) is started as a child process, as `npm start`
// would, and its peak resident memory (VmHWM) and its memory idle 5 s after it is ready (VmRSS) are read
// from /proc: a first start on the embedded database with an empty DATA_DIR (the database is created,
// migrated and seeded), a start on that existing DATA_DIR, and a first start on PostgreSQL when one is
// reachable. Budget: a first start's peak under 400 MB. The server processes under load are in the club
// bench's figures (club.bench.ts).
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createThrowawayDatabase } from '../test/support/test-app';
import { bundleBenchEntry, processMemoryMb, stopBenchProcess } from './bench-process';
import { postgresReachable } from './postgres-reachable';

const BUNDLE = 'dist/memory-server.mjs';
const IDLE_SECONDS = 5;
const FIRST_START_BUDGET_MB = 400;

/** Starts the production server with `env`; resolves once it prints that it is ready, with the seconds it took. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [BUNDLE], {
    env: {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'memory-bench-secret-that-is-long-enough-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line.startsWith('Wortsmith is ready'))
      return { child, seconds: (performance.now() - started) / 1000 };
  }
  throw new Error('the server exited before it was ready');
}

/** A start's figures: the peak while starting, then idle after IDLE_SECONDS; the server stopped after. */
async function measure(label: string, env: Record<string, string>): Promise<number> {
  const { child, seconds } = await startServer(env);
  try {
    const ready = processMemoryMb(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = processMemoryMb(child.pid!);
    console.log(
      `${label}: ready in ${seconds.toFixed(1)} s; peak ${idle.peak} MB (${ready.peak} MB by ready); idle after ${IDLE_SECONDS} s ${idle.rss} MB`,
    );
    return idle.peak;
  } finally {
    await stopBenchProcess(child);
  }
}

await bundleBenchEntry('src/server.ts', BUNDLE);
const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-memory-bench-'));
try {
  const firstPeak = await measure('PGlite, first start (empty DATA_DIR)', { DATA_DIR: dataDir });
  await measure('PGlite, start on that DATA_DIR', { DATA_DIR: dataDir });
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresReachable(adminUrl)) {
    const throwaway = await createThrowawayDatabase(adminUrl);
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: throwaway.url };
      await measure('PostgreSQL, first start (empty database)', env);
      await measure('PostgreSQL, start on that database', env);
    } finally {
      await throwaway.drop();
    }
  }
  const ok = firstPeak < FIRST_START_BUDGET_MB;
  console.log(
    `budget first start's peak < ${FIRST_START_BUDGET_MB} MB (PGlite): ${firstPeak} MB: ${ok ? 'ok' : 'OVER'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
