// `npm run bench -w apps/server`: HTTP throughput and latency with autocannon on loopback (10
// connections), on PGlite and, when reachable, on PostgreSQL (throwaway database). Prints req/s and
// p50/p99 per case, the list endpoint against a bare Fastify route serving the same bytes (the ceiling),
// search latency over 100,000 hop rows, and the server's resident memory idle and under load.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import Fastify from 'fastify';
import pg from 'pg';
import { createThrowawayDatabase } from '../test/support/test-app';

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;

type Ready = { port: number; token: string; recipeId: string; driver: string };
type CaseResult = { rps: number; p50: number; p99: number };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(url: string, headers: Record<string, string> = {}): Promise<CaseResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const BUNDLE = 'dist/bench-server.mjs';

/** Bundles the bench server like the production build (core compiled in), so memory is not tsx's. */
async function bundleServer(): Promise<void> {
  const require = createRequire(import.meta.url);
  await build({
    entryPoints: ['bench/bench-server.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'bundle-core',
        setup(b) {
          b.onResolve({ filter: /^@wortsmith\/core(\/.*)?$/ }, (args) => ({
            path: require.resolve(args.path),
          }));
        },
      },
    ],
  });
}

function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; ready: Ready; next(): Promise<Record<string, unknown>> }> {
  const child = spawn(process.execPath, [BUNDLE], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('bench server exited');
    return JSON.parse(value as string) as Record<string, unknown>;
  };
  return next().then((ready) => ({ child, ready: ready as unknown as Ready, next }));
}

async function ceiling(body: string): Promise<CaseResult> {
  const bare = Fastify();
  bare.get('/list', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await load(`http://127.0.0.1:${port}/list`);
  } finally {
    await bare.close();
  }
}

const fmt = (r: CaseResult) => `${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

async function benchBackend(label: string, env: Record<string, string>): Promise<void> {
  console.log(`\n== ${label} ==`);
  const { child, ready, next } = await startServer(env);
  const base = `http://127.0.0.1:${ready.port}`;
  const auth = { authorization: `Bearer ${ready.token}` };
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMb(child.pid!);
    const listBody = await (await fetch(`${base}/api/fermentables`, { headers: auth })).text();
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(child.pid!));
    }, 200);
    const list = await load(`${base}/api/fermentables`, auth);
    const search = await load(`${base}/api/hops/search?searchTerm=ca`, auth);
    const recipe = await load(`${base}/api/recipes/${ready.recipeId}`, auth);
    clearInterval(sampler);
    const pipeline = await load(`${base}/bench/same-pipeline`, auth);
    const bare = await ceiling(listBody);
    const ratio = list.rps / bare.rps;
    console.log(`GET /api/fermentables (${Math.round(listBody.length / 1024)} KB)  ${fmt(list)}`);
    console.log(`GET /api/hops/search?searchTerm=ca         ${fmt(search)}`);
    console.log(`GET /api/recipes/{id} (40 ingredients)      ${fmt(recipe)}`);
    console.log(`same bytes through the app's hooks + auth   ${fmt(pipeline)}`);
    console.log(`bare Fastify, same bytes (ceiling)          ${fmt(bare)}`);
    console.log(`list / ceiling: ${(ratio * 100).toFixed(0)}%`);

    child.stdin!.write('seed\n');
    const seeded = await next();
    const terms = [
      'cas',
      'citra',
      'mosaic 12',
      'simcoe',
      'amar',
      'galaxy 7',
      'saaz 1',
      'hallertau',
      'chinook 3',
      'xyz',
    ];
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const term = terms[i % terms.length]!;
      const started = performance.now();
      const response = await fetch(`${base}/api/hops/search?searchTerm=${encodeURIComponent(term)}`, {
        headers: auth,
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `API search with 100,000 hop rows stored (seeded in ${seeded.ms} ms): p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
    );
    child.stdin!.write('sql-search\n');
    const direct = (await next()) as { p50: number; p95: number };
    console.log(
      `  the same terms in SQL over all 100,000 rows (trigram index, no cache): p50 ${direct.p50.toFixed(1)} ms  p95 ${direct.p95.toFixed(1)} ms`,
    );
    console.log(`resident memory: idle ${idle} MB, under load ${peak} MB`);

    if (ready.driver === 'postgres') {
      console.log(`budget list >= 50% of ceiling: ${verdict(ratio >= 0.5)}`);
      console.log(`budget p99 < 50 ms: ${verdict(Math.max(list.p99, search.p99, recipe.p99) < 50)}`);
      console.log(`budget search p95 < 10 ms at 100,000 rows: ${verdict(p95 < 10)}`);
    } else {
      console.log(`budget list >= 25% of ceiling: ${verdict(ratio >= 0.25)}`);
      console.log(`budget idle memory < 250 MB: ${verdict(idle < 250)}`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

await bundleServer();
// PGlite: the first start creates the data folder (initdb), whose memory is not all given back; measure
// a normal start on an existing folder, as every start after the first one is.
const pgliteDir = mkdtempSync(join(tmpdir(), 'wortsmith-bench-'));
await new Promise((resolve, reject) =>
  spawn(process.execPath, [BUNDLE], {
    env: { ...process.env, BENCH_DATA_DIR: pgliteDir, BENCH_INIT_ONLY: '1' },
    stdio: 'inherit',
  })
    .once('exit', resolve)
    .once('error', reject),
);
await benchBackend('PGlite (embedded, files in DATA_DIR, second start)', { BENCH_DATA_DIR: pgliteDir });
rmSync(pgliteDir, { recursive: true, force: true });
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresReachable(adminUrl)) {
  const throwaway = await createThrowawayDatabase(adminUrl);
  try {
    await benchBackend('PostgreSQL (throwaway database)', { BENCH_DATABASE_URL: throwaway.url });
  } finally {
    await throwaway.drop();
  }
} else {
  console.log(`\nPostgreSQL not reachable at ${adminUrl}: skipped.`);
}
