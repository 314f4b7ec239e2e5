// `npm run bench -w apps/server` (after the HTTP bench): a batch with a fortnight of device readings
// at one per 10 s (120,960 rows, inserted by SQL) behind the real app on loopback, on PGlite and, when
// reachable, on PostgreSQL. Prints p50/p95 of the batch GET and of the chart's down-sampled readings
// GET (budget: p95 under 50 ms), and how many points the chart gets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { buildRecipe, buildUser } from '../test/factories';
import { benchConfig } from './bench-config';
import { onEachDatabase, percentile } from './bench-runs';

const READINGS = 14 * 24 * 360;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const MAX_POINTS = 600;
const BUDGET_MS = 50;

async function start(databaseUrl?: string): Promise<{ app: FastifyInstance; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-batches-bench-'));
  const config = benchConfig(dataDir, databaseUrl);
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, dataDir };
}

/** Sequential GETs over HTTP; the latencies in milliseconds, sorted. */
async function timeGets(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number[]; body: unknown }> {
  const ms: number[] = [];
  let body: unknown;
  for (let i = 0; i < REQUESTS + 10; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= 10) ms.push(performance.now() - started); // the first ten warm up
  }
  return { ms: ms.sort((a, b) => a - b), body };
}

const fmt = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  const { app, dataDir } = await start(databaseUrl);
  try {
    const user = await buildUser(app);
    const { token } = await app.ctx.tokens.issue(user.id);
    const headers = { authorization: `Bearer ${token}` };
    const recipe = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers,
      payload: buildRecipe({}, 10),
    });
    const batch = await app.inject({
      method: 'POST',
      url: '/api/batches',
      headers,
      payload: { recipeId: recipe.json().id },
    });
    const batchId = batch.json().id as string;
    const seeded = performance.now();
    await app.ctx.db.execute(sql`
      insert into batch_readings (batch_id, time, gravity, temperature)
      select ${batchId}, now() - interval '14 days' + make_interval(secs => i * 10),
             1.012 + 0.038 * exp(-i / 30000.0), 19 + sin(i / 8640.0)
      from generate_series(0, ${READINGS - 1}) as i`);
    await app.ctx.db.execute(sql`analyze batch_readings`);
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/batches/${batchId}`;
    console.log(`${label}: ${READINGS} readings seeded in ${Math.round(performance.now() - seeded)} ms`);
    const single = await timeGets(base, headers);
    const chart = await timeGets(`${base}/readings?maxPoints=${MAX_POINTS}`, headers);
    const points = (chart.body as unknown[]).length;
    console.log(`${label}: GET /api/batches/{id}               ${fmt(single.ms)} (${REQUESTS} requests)`);
    console.log(
      `${label}: GET …/readings?maxPoints=${MAX_POINTS}      ${fmt(chart.ms)}, ${points} points of ${READINGS}`,
    );
    const ok =
      percentile(single.ms, 95) < BUDGET_MS && percentile(chart.ms, 95) < BUDGET_MS && points <= MAX_POINTS;
    console.log(`${label}: ${ok ? 'within' : 'OVER'} the ${BUDGET_MS} ms p95 budget`);
    return ok;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachDatabase(run);
