// `npm run bench:club -w apps/server` (also last but one in `npm run bench`): a club server at scale (issue
// 38) on PostgreSQL. Seeds a fresh database (club-seed.ts: 10,000 brewers, each with 50 recipes, 200 own
// catalogue items, 20 batches with a hydrometer's readings, stock; 100 devices), then runs the real server
// as one process and then as two (app-server.ts) behind a round-robin balancer (club-balancer.ts), each
// time with 200 simulated brewers in closed loops and 100 devices posting every 15 s (club-load.ts), and
// prints both runs side by side: throughput, p50/p95/p99 and errors per route, the database connections
// used, the processes' memory and CPU, and whether the budgets hold (p95 under 100 ms for reads and
// 150 ms for saves, no errors).
//
// Environment (defaults in brackets): BENCH_CLUB_BREWERS [10000], BENCH_CLUB_ACTIVE brewers [200],
// BENCH_CLUB_DEVICES [100], BENCH_CLUB_WARM_UP_SECONDS [10], BENCH_CLUB_SECONDS measured [60],
// BENCH_CLUB_THINK_MS mean think time [2000: a brewer acts every 1 to 3 s], BENCH_CLUB_PROCESSES [1,2], BENCH_CLUB_READINGS per batch
// [48]; BENCH_DATABASE_POOL_SIZE each server's pool [the app's default]; BENCH_CLUB_DATABASE names a database to seed once and keep (a later run reuses it) instead of a
// throwaway one; BENCH_POSTGRES_URL the server [postgres://postgres@127.0.0.1:5432/postgres].
// A smoke run: BENCH_CLUB_BREWERS=300 BENCH_CLUB_ACTIVE=20 BENCH_CLUB_DEVICES=10 BENCH_CLUB_WARM_UP_SECONDS=2 BENCH_CLUB_SECONDS=5.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { POSTGRES_POOL_SIZE } from '../src/config';
import { createAccessTokens } from '../src/lib/tokens';
import { createThrowawayDatabase } from '../test/support/test-app';
import { benchConfig } from './bench-config';
import { bundleBenchEntry, processMemoryMb, startBenchProcess, stopBenchProcess } from './bench-process';
import { type Brewer, Recorder, type RouteFigures, runBrewer, runDevice } from './club-load';
import { brewerEmail, DEVICES, rowsOf, seedClub } from './club-seed';
import { postgresReachable } from './postgres-reachable';

const env = process.env;
const BREWERS = Number(env.BENCH_CLUB_BREWERS ?? 10_000);
const ACTIVE = Number(env.BENCH_CLUB_ACTIVE ?? 200);
const DEVICE_COUNT = Math.min(DEVICES, Number(env.BENCH_CLUB_DEVICES ?? DEVICES));
const WARM_UP = Number(env.BENCH_CLUB_WARM_UP_SECONDS ?? 10);
const SECONDS = Number(env.BENCH_CLUB_SECONDS ?? 60);
const THINK_MS = Number(env.BENCH_CLUB_THINK_MS ?? 2000);
const PROCESSES = (env.BENCH_CLUB_PROCESSES ?? '1,2').split(',').map(Number);
const DEVICE_INTERVAL_MS = 15_000;
const READ_BUDGET_MS = 100;
const SAVE_BUDGET_MS = 150;
const SERVER_BUNDLE = 'dist/app-server.mjs';
const BALANCER_BUNDLE = 'dist/club-balancer.mjs';
const config = benchConfig(tmpdir());
/** Each server process's pool (BENCH_DATABASE_POOL_SIZE, read by bench-config.ts, else the app's default). */
const POOL_SIZE = config.databasePoolSize ?? POSTGRES_POOL_SIZE;

/** A think time: uniform between half and one and a half times the mean. */
const thinkMs = () => THINK_MS * (0.5 + Math.random());

/** The figures of one run (one or two server processes). */
interface Run {
  processes: number;
  seconds: number;
  routes: RouteFigures[];
  connections: { most: number; mostActive: number };
  memory: Array<{ rss: number; peak: number }>;
  cpu: Record<string, number>;
  /** The seconds the CPU figures cover: the measured window and the requests it started. */
  window: number;
}

/** The database: BENCH_CLUB_DATABASE (kept, seeded once) or a throwaway `club_bench_…` one. */
async function openClubDatabase(adminUrl: string) {
  const named = env.BENCH_CLUB_DATABASE;
  if (!named) return { ...(await createThrowawayDatabase(adminUrl, undefined, 'club_bench')), fresh: true };
  if (!/^club_bench\w*$/.test(named)) throw new Error('BENCH_CLUB_DATABASE must start with club_bench');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [named])).rowCount! > 0;
  if (!exists) await admin.query(`create database ${named}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${named}`;
  return { name: named, url: url.href, fresh: !exists, drop: async () => {} };
}

/** Seeds the database at `url` through the app's own start (migrations, official catalogue) and club-seed.ts. */
async function seed(url: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-club-seed-'));
  const app = await buildApp(benchConfig(dataDir, url));
  try {
    const started = performance.now();
    const parts = await seedClub(app, BREWERS);
    const [size] = await rowsOf<{ size: string }>(
      app,
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(
      `seeded ${BREWERS.toLocaleString('en')} brewers in ${((performance.now() - started) / 1000).toFixed(0)} s (${Object.entries(
        parts,
      )
        .map(([part, s]) => `${part} ${s} s`)
        .join(', ')}); database ${size!.size}`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The ACTIVE brewers spread over all of them, with their tokens and the ids they open. */
async function loadBrewers(client: pg.Client): Promise<Brewer[]> {
  const step = Math.max(1, Math.floor(BREWERS / ACTIVE));
  const emails = Array.from({ length: ACTIVE }, (_, i) => brewerEmail(1 + ((i * step) % BREWERS)));
  const { rows } = await client.query<{ id: string; recipes: string[]; batches: string[]; open: string[] }>(
    `select u.id,
       (select array_agg(id) from recipes where user_id = u.id) as recipes,
       (select array_agg(id) from batches where user_id = u.id) as batches,
       (select array_agg(id) from batches where user_id = u.id and status in ('Fermenting', 'Conditioning')) as open
     from users u where u.email = any($1)`,
    [emails],
  );
  const tokens = createAccessTokens(config.jwtSecret, 24 * 3600);
  return Promise.all(
    rows.map(async (row) => ({
      headers: { authorization: `Bearer ${(await tokens.issue(row.id)).token}` },
      recipeIds: row.recipes,
      batchIds: row.batches,
      openBatchIds: row.open,
    })),
  );
}

/** The devices' URLs on `base`: each device's secret URL renewed through the API by its owner. */
async function deviceUrls(client: pg.Client, base: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string; user_id: string }>(
    'select id, user_id from devices order by name limit $1',
    [DEVICE_COUNT],
  );
  const tokens = createAccessTokens(config.jwtSecret, 3600);
  return Promise.all(
    rows.map(async (row) => {
      const response = await fetch(`${base}/api/devices/${row.id}/token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${(await tokens.issue(row.user_id)).token}` },
      });
      if (!response.ok) throw new Error(`device token: ${response.status} ${await response.text()}`);
      return `${base}${new URL(((await response.json()) as { url: string }).url).pathname}`;
    }),
  );
}

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the whole machine has used (all but idle and iowait), from /proc/stat. */
function machineCpuSeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

/** One run: `processes` servers behind the balancer, the brewers and devices, the samples taken. */
async function run(databaseUrl: string, databaseName: string, processes: number): Promise<Run> {
  const children: ChildProcess[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const upstreams: string[] = [];
    for (let i = 0; i < processes; i++) {
      const { child, line } = await startBenchProcess(SERVER_BUNDLE, { BENCH_DATABASE_URL: databaseUrl });
      children.push(child);
      upstreams.push(`http://127.0.0.1:${line.port}`);
    }
    const balancer = await startBenchProcess(BALANCER_BUNDLE, { BENCH_UPSTREAMS: upstreams.join(',') });
    children.push(balancer.child);
    const base = `http://127.0.0.1:${balancer.line.port}`;
    const brewers = await loadBrewers(client);
    const devices = await deviceUrls(client, base);
    const recorder = new Recorder();
    const load = [
      ...brewers.map((brewer) => runBrewer(base, brewer, recorder, thinkMs)),
      ...devices.map((url, n) =>
        runDevice(url, n, recorder, DEVICE_INTERVAL_MS, (n * DEVICE_INTERVAL_MS) / devices.length),
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, WARM_UP * 1000));
    const servers = children.slice(0, processes);
    const cpuBefore = {
      servers: servers.reduce((sum, child) => sum + cpuSeconds(child.pid!), 0),
      balancer: cpuSeconds(balancer.child.pid!),
      load: process.cpuUsage(),
      machine: machineCpuSeconds(),
    };
    const connections = { most: 0, mostActive: 0 };
    const memory = servers.map(() => ({ rss: 0, peak: 0 }));
    const sampler = setInterval(() => {
      void client
        .query<{ total: number; active: number }>(
          `select count(*)::int as total, count(*) filter (where state <> 'idle')::int as active
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [databaseName],
        )
        .then(({ rows: [row] }) => {
          connections.most = Math.max(connections.most, row!.total);
          connections.mostActive = Math.max(connections.mostActive, row!.active);
        });
      servers.forEach((child, i) => {
        memory[i] = processMemoryMb(child.pid!);
      });
    }, 250);
    const measured = performance.now();
    recorder.measure(SECONDS);
    await Promise.all(load);
    const window = (performance.now() - measured) / 1000;
    clearInterval(sampler);
    const loadCpu = process.cpuUsage(cpuBefore.load);
    const cpu = {
      servers: servers.reduce((sum, child) => sum + cpuSeconds(child.pid!), 0) - cpuBefore.servers,
      balancer: cpuSeconds(balancer.child.pid!) - cpuBefore.balancer,
      'load generator': (loadCpu.user + loadCpu.system) / 1e6,
      machine: machineCpuSeconds() - cpuBefore.machine,
    };
    return {
      processes,
      seconds: SECONDS,
      routes: recorder.figures(),
      connections,
      memory: servers.map((child, i) => ({ ...memory[i]!, peak: processMemoryMb(child.pid!).peak })),
      cpu: {
        ...cpu,
        'PostgreSQL and the rest': cpu.machine - cpu.servers - cpu.balancer - cpu['load generator'],
      },
      window,
    };
  } finally {
    for (const child of children.reverse()) await stopBenchProcess(child);
    await client.end();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(6);

/** Prints the runs side by side and whether each budget holds; true when all do in every run. */
function report(runs: Run[]): boolean {
  const routes = [...new Set(runs.flatMap((r) => r.routes.map((route) => route.route)))].sort();
  const head = runs
    .map((r) => `${`${r.processes} process${r.processes > 1 ? 'es' : ''}`.padEnd(36)}`)
    .join(' | ');
  console.log(`\n${'route'.padEnd(42)} | ${head}`);
  console.log(`${''.padEnd(42)} | ${runs.map(() => '   n   p50 ms  p95 ms  p99 ms errors ').join(' | ')}`);
  for (const route of routes) {
    const cells = runs.map((r) => {
      const f = r.routes.find((figures) => figures.route === route);
      return f
        ? `${String(f.count).padStart(5)} ${ms(f.p50)}  ${ms(f.p95)}  ${ms(f.p99)} ${String(f.errors).padStart(6)} `
        : ''.padEnd(36);
    });
    console.log(`${route.padEnd(42)} | ${cells.join(' | ')}`);
  }
  let ok = true;
  for (const r of runs) {
    const count = r.routes.reduce((sum, f) => sum + f.count, 0);
    const errors = r.routes.reduce((sum, f) => sum + f.errors, 0);
    const worst = (write: boolean) =>
      r.routes
        .filter((f) => f.write === write)
        .reduce((a, f) => (f.p95 > a.p95 ? f : a), { p95: 0, route: '-' });
    const read = worst(false);
    const save = worst(true);
    const holds = { read: read.p95 < READ_BUDGET_MS, save: save.p95 < SAVE_BUDGET_MS, errors: errors === 0 };
    ok &&= holds.read && holds.save && holds.errors;
    const label = `${r.processes} process${r.processes > 1 ? 'es' : ''}`;
    console.log(
      `\n${label}: ${(count / r.seconds).toFixed(0)} requests/s (${count} in ${r.seconds} s), ${errors} errors; database connections at most ${r.connections.most} (${r.connections.mostActive} busy at once; pools of ${POOL_SIZE} per process, ${POOL_SIZE * r.processes} in all)`,
    );
    console.log(
      `${label}: server memory ${r.memory.map((m) => `${m.rss} MB (peak ${m.peak} MB)`).join(', ')}; CPU seconds ${Object.entries(
        r.cpu,
      )
        .map(([what, s]) => `${what} ${s.toFixed(0)}`)
        .join(
          ', ',
        )} (of ${(r.window * cpus().length).toFixed(0)} on ${cpus().length} cores in ${r.window.toFixed(0)} s)`,
    );
    for (const f of r.routes.filter((figures) => figures.errors > 0)) {
      console.log(`${label}: ${f.route}: ${f.errors} errors, e.g. ${f.samples.join(' / ')}`);
    }
    const budget = (text: string, figure: string, holds: boolean) =>
      console.log(`${label}: budget ${text}: ${figure}: ${holds ? 'ok' : 'OVER'}`);
    budget(
      `reads p95 < ${READ_BUDGET_MS} ms`,
      `${read.p95.toFixed(1)} ms at worst (${read.route})`,
      holds.read,
    );
    budget(
      `saves p95 < ${SAVE_BUDGET_MS} ms`,
      `${save.p95.toFixed(1)} ms at worst (${save.route})`,
      holds.save,
    );
    budget(`no errors at ${ACTIVE} brewers`, String(errors), holds.errors);
  }
  return ok;
}

const adminUrl = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!(await postgresReachable(adminUrl))) {
  console.log(`PostgreSQL not reachable at ${adminUrl}: the club bench needs it; skipped.`);
} else {
  const database = await openClubDatabase(adminUrl);
  try {
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${cpus().length} cores)`,
    );
    if (database.fresh) await seed(database.url);
    else console.log(`reusing the seeded database ${database.name}`);
    await Promise.all([
      bundleBenchEntry('bench/app-server.ts', SERVER_BUNDLE),
      bundleBenchEntry('bench/club-balancer.ts', BALANCER_BUNDLE),
    ]);
    console.log(
      `${ACTIVE} brewers (think time ${THINK_MS / 2}-${(THINK_MS * 3) / 2} ms), ${DEVICE_COUNT} devices posting every ${DEVICE_INTERVAL_MS / 1000} s; ${WARM_UP} s warm-up, ${SECONDS} s measured`,
    );
    const runs: Run[] = [];
    for (const processes of PROCESSES) runs.push(await run(database.url, database.name, processes));
    process.exitCode = report(runs) ? 0 : 1;
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await database.drop();
  }
}
