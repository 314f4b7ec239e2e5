// `npm run bench -w apps/server` (after the HTTP bench): a batch with a fortnight of device readings
// at one per 10 s (120,960 rows, inserted by SQL) behind the real app on loopback, on PGlite and, when
// reachable, on PostgreSQL. Prints p50/p95 of the batch GET and of the chart's down-sampled readings
// GET (budget: p95 under 50 ms), and how many points the chart gets.
import { sql } from 'drizzle-orm';
import { buildRecipe } from '../test/factories';
import { onEachDatabase, percentile, timeGets, withBenchApp } from './bench-runs';

const READINGS = 14 * 24 * 360;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const MAX_POINTS = 600;
const BUDGET_MS = 50;

const fmt = (sorted: number[]) =>
  `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  return withBenchApp(databaseUrl, async ({ app, base: origin, headers }) => {
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
    const base = `${origin}/api/batches/${batchId}`;
    console.log(`${label}: ${READINGS} readings seeded in ${Math.round(performance.now() - seeded)} ms`);
    const single = await timeGets(base, headers, REQUESTS);
    const chart = await timeGets<unknown[]>(`${base}/readings?maxPoints=${MAX_POINTS}`, headers, REQUESTS);
    const points = (chart.body as unknown[]).length;
    console.log(`${label}: GET /api/batches/{id}               ${fmt(single.ms)} (${REQUESTS} requests)`);
    console.log(
      `${label}: GET …/readings?maxPoints=${MAX_POINTS}      ${fmt(chart.ms)}, ${points} points of ${READINGS}`,
    );
    const ok =
      percentile(single.ms, 95) < BUDGET_MS && percentile(chart.ms, 95) < BUDGET_MS && points <= MAX_POINTS;
    console.log(`${label}: ${ok ? 'within' : 'OVER'} the ${BUDGET_MS} ms p95 budget`);
    return ok;
  });
}

await onEachDatabase(run);
