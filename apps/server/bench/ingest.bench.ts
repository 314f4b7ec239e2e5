// `npm run bench -w apps/server` (after the batch bench): 100 devices of 10 brewers, each on a fermenting
// batch with alerts on and three days of readings, posting iSpindel, Tilt and RAPT bodies to their own
// URLs over HTTP on loopback. The real rate is one post per device every 15 s (6.7 posts/s); the bench
// runs six times that, one per device every 2.5 s, for five rounds. Prints the ingest's p50/p95/p99
// (budget: p95 under 20 ms) and the alert evaluation's cost, which runs off the request path (the
// watcher's interval; timed here by flushing it every second), on PGlite and, when reachable,
// PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { batchBody, DEFAULT_ALERT_SETTINGS } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { buildRecipe, buildUser } from '../test/factories';
import { benchConfig } from './bench-config';
import { onEachDatabase, percentile } from './bench-runs';

const BREWERS = 10;
const DEVICES_EACH = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const INTERVAL_MS = 2500;
const BUDGET_MS = 20;

/** A device's body, in one of three formats by its number. */
function body(device: number, round: number): { type: string; text: string } {
  const gravity = 1.05 - round * 0.0005;
  if (device % 3 === 0) {
    return {
      type: 'application/json',
      text: JSON.stringify({
        name: `iSpindel${device}`,
        angle: 50,
        temperature: 19.2,
        gravity,
        battery: 3.9,
        RSSI: -70,
      }),
    };
  }
  if (device % 3 === 1) {
    return {
      type: 'application/x-www-form-urlencoded',
      text: new URLSearchParams({
        Beer: `Ale ${device}`,
        Temp: '66.5',
        SG: gravity.toFixed(4),
        Color: 'RED',
      }).toString(),
    };
  }
  return {
    type: 'application/json',
    text: JSON.stringify({
      device_name: `Pill ${device}`,
      device_type: 'Pill',
      temperature: '19.1',
      gravity: String(gravity),
      battery: '80',
      rssi: '-60',
    }),
  };
}

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-ingest-bench-'));
  const app = await buildApp(benchConfig(dataDir, databaseUrl));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const paths: string[] = [];
    for (let b = 0; b < BREWERS; b++) {
      const user = await buildUser(app);
      const headers = { authorization: `Bearer ${(await app.ctx.tokens.issue(user.id)).token}` };
      const call = async (method: string, url: string, payload?: object) => {
        const response = await app.inject({ method: method as 'POST', url, headers, payload });
        if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
        return response.json();
      };
      const recipe = await call('POST', '/api/recipes', buildRecipe({}, 5));
      for (let d = 0; d < DEVICES_EACH; d++) {
        const batch = await call('POST', '/api/batches', { recipeId: recipe.id });
        await call('PUT', `/api/batches/${batch.id}`, {
          ...batchBody(batch),
          status: 'Fermenting',
          brewDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
          alertSettings: DEFAULT_ALERT_SETTINGS,
        });
        const made = await call('POST', '/api/devices', { name: `Device ${d}`, type: 'ispindel' });
        await call('PUT', `/api/batches/${batch.id}/device`, { deviceId: made.device.id });
        paths.push(new URL(made.url).pathname);
        // Three days at one reading per 15 minutes before the bench starts.
        await app.ctx.db.execute(sql`
          insert into batch_readings (batch_id, time, gravity, temperature, device_id)
          select ${batch.id}, now() - interval '3 days' + make_interval(mins => i * 15),
                 1.012 + 0.038 * exp(-i / 100.0), 19, ${made.device.id}
          from generate_series(0, 287) as i`);
      }
    }
    await app.ctx.db.execute(sql`analyze`);
    // Alert evaluation, timed by flushing the watcher every second while the posts run.
    const flushes: number[] = [];
    let flushing = true;
    const flusher = (async () => {
      while (flushing) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const started = performance.now();
        await app.ctx.alerts.flush();
        flushes.push(performance.now() - started);
      }
    })();
    const ms: number[] = [];
    let errors = 0;
    const started = performance.now();
    const posts: Promise<void>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [device, path] of paths.entries()) {
        const due = round * INTERVAL_MS + (device * INTERVAL_MS) / paths.length;
        posts.push(
          (async () => {
            await new Promise((resolve) => setTimeout(resolve, due));
            const { type, text } = body(device, round);
            const sent = performance.now();
            const response = await fetch(`${base}${path}`, {
              method: 'POST',
              headers: { 'content-type': type },
              body: text,
            });
            await response.arrayBuffer();
            ms.push(performance.now() - sent);
            if (response.status !== 202) errors++;
          })(),
        );
      }
    }
    await Promise.all(posts);
    const seconds = (performance.now() - started) / 1000;
    flushing = false;
    await flusher;
    ms.sort((a, b) => a - b);
    flushes.sort((a, b) => a - b);
    const [stored] = (
      (await app.ctx.db.execute(
        sql`select count(*)::int as n from batch_readings where time > now() - interval '10 minutes'`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    console.log(
      `${label}: ${ms.length} posts from ${paths.length} devices in ${seconds.toFixed(1)} s (${(ms.length / seconds).toFixed(1)}/s, 6× the real rate), ${errors} errors, ${stored?.n} stored`,
    );
    console.log(
      `${label}: POST /api/ingest/{token}  p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`,
    );
    console.log(
      `${label}: alert evaluation off the request path: ${flushes.length} flushes of up to ${paths.length} batches, p50 ${percentile(flushes, 50).toFixed(0)} ms, p95 ${percentile(flushes, 95).toFixed(0)} ms each`,
    );
    const ok = percentile(ms, 95) < BUDGET_MS && errors === 0;
    console.log(`${label}: ${ok ? 'within' : 'OVER'} the ${BUDGET_MS} ms p95 budget`);
    return ok;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onEachDatabase(run);
