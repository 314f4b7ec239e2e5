// `npm run bench -w apps/server`: first pages (issue 38) for a brewer owning 100,000 fermentables, named as
// brewers name them (the official catalogue's 248 names, each numbered, so a name's items sit together in
// list order as real ones do), on PostgreSQL and, for comparison, PGlite. The server runs as in production,
// a process of its own (app-server.ts, bundled), and the bench asks it over loopback as a browser would.
// Prints p50/p95 of the first page (50 rows) of the list and of searches: one and two characters, common
// and rare, longer terms broad and narrow, and none; the page after a cursor deep in the list; the same
// first page for a brewer owning 100 items; the whole list as the web used to ask for it; and the server's
// memory after all that (on PGlite, the database's too); first, as the floor they stand on, a request
// that reads nothing. Budget: every first page p95 under 10 ms on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { officialCatalogue } from '@wortsmith/core/seed';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { buildUser } from '../test/factories';
import { createThrowawayDatabase } from '../test/support/test-app';
import { benchConfig } from './bench-config';
import { bundleBenchEntry, processMemoryMb, startBenchProcess, stopBenchProcess } from './bench-process';
import { percentile, timeGets } from './bench-runs';
import { postgresReachable } from './postgres-reachable';

const SERVER_BUNDLE = 'dist/app-server.mjs';
const ITEMS = 100_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGET_MS = 10;
const PAGE = 'limit=50';
/** The first row: a request that reads nothing, this machine's floor (not a page: no budget). */
const FLOOR = 'nothing read (/api/health), the floor';

/** What the searches look for: each term with what it finds among the 100,000. */
const SEARCHES: Array<[term: string, what: string]> = [
  ['a', 'one letter, most names'],
  ['q', 'one letter, few names'],
  ['ma', 'two letters, common'],
  ['zq', 'two letters, none'],
  ['malt', 'a word in many names'],
  ['crystal', 'a name family in one stretch of the list'],
  ['maris otter 12', 'narrow'],
  ['xyz', 'none'],
];

/** Seeds a brewer with ITEMS fermentables and a brewer with 100 on the database; their tokens. */
async function seed(label: string, dataDir: string, databaseUrl?: string) {
  const app = await buildApp(benchConfig(dataDir, databaseUrl));
  try {
    const owner = await buildUser(app);
    const names = officialCatalogue.fermentables.map((item) => item.name);
    const seeding = performance.now();
    await app.ctx.db.execute(sql`
      insert into fermentables (user_id, name, supplier, type, ebc, potential_extract)
      select ${owner.id}, (string_to_array(${names.join('|')}, '|'))[1 + g % ${names.length}] || ' ' || g,
        'Bench Maltings', 'Base', 5 + g % 300, 80
      from generate_series(0, ${ITEMS - 1}) g`);
    // What PostgreSQL's autovacuum does after such an insert, and PGlite's start (db/client.ts analyze).
    await app.ctx.db.execute(sql.raw(databaseUrl ? 'vacuum analyze fermentables' : 'analyze fermentables'));
    const newcomer = await buildUser(app);
    await app.ctx.db.execute(sql`
      insert into fermentables (user_id, name, supplier, type, ebc, potential_extract)
      select ${newcomer.id}, 'Own malt ' || g, 'Bench Maltings', 'Base', 5, 80 from generate_series(1, 100) g`);
    console.log(
      `${label}: ${ITEMS} fermentables seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const bearer = async (id: string) => ({
      authorization: `Bearer ${(await app.ctx.tokens.issue(id)).token}`,
    });
    return { headers: await bearer(owner.id), newcomer: await bearer(newcomer.id) };
  } finally {
    await app.close();
  }
}

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-bench-'));
  const { headers, newcomer } = await seed(label, dataDir, databaseUrl);
  const { child, line } = await startBenchProcess(
    SERVER_BUNDLE,
    databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : { BENCH_DATA_DIR: dataDir },
  );
  const base = `http://127.0.0.1:${line.port}`;
  try {
    const rows: Array<[string, number, number, number | string]> = [];
    const time = async (what: string, path: string, who = headers) => {
      const { ms, body } = await timeGets(`${base}${path}`, who, REQUESTS);
      rows.push([what, percentile(ms, 50), percentile(ms, 95), Array.isArray(body) ? body.length : '-']);
    };
    // What the machine itself costs a request (loopback, HTTP, the event loops): read nothing.
    await time(FLOOR, '/api/health');
    await time('list, first page', `/api/fermentables?${PAGE}`);
    const middle = Buffer.from(JSON.stringify(['m', '00000000-0000-0000-0000-000000000000'])).toString(
      'base64url',
    );
    await time('list, a page in the middle', `/api/fermentables?${PAGE}&cursor=${middle}`);
    for (const [term, what] of SEARCHES) {
      await time(
        `search "${term}" (${what})`,
        `/api/fermentables/search?searchTerm=${encodeURIComponent(term)}&${PAGE}`,
      );
    }
    await time('list, first page, a brewer with 100 items', `/api/fermentables?${PAGE}`, newcomer);

    let ok = true;
    console.log(`${label}: first pages of 50 (${REQUESTS} requests each after 10 to warm up)`);
    console.log('| Page | p50 | p95 | rows |\n|---|---|---|---|');
    for (const [what, p50, p95, count] of rows) {
      const over = databaseUrl && what !== FLOOR && p95 >= BUDGET_MS;
      if (over) ok = false;
      console.log(
        `| ${what} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms${over ? ' OVER BUDGET' : ''} | ${count} |`,
      );
    }
    // The whole list, as the web asked for it before pages: three times, it takes seconds.
    const whole: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      bytes = (await (await fetch(`${base}/api/fermentables`, { headers })).arrayBuffer()).byteLength;
      whole.push(performance.now() - started);
    }
    console.log(
      `${label}: the whole list, as the web asked before (${(bytes / 1e6).toFixed(1)} MB): ${whole.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    const memory = processMemoryMb(child.pid!);
    console.log(
      `${label}: the server's memory after the run ${memory.rss} MB, at its peak ${memory.peak} MB`,
    );
    if (databaseUrl)
      console.log(`Budget: every first page p95 under ${BUDGET_MS} ms: ${ok ? 'met' : 'NOT met'}`);
    return ok;
  } finally {
    await stopBenchProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bundleBenchEntry('bench/app-server.ts', SERVER_BUNDLE);
let ok = true;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresReachable(adminUrl)) {
  const throwaway = await createThrowawayDatabase(adminUrl);
  try {
    ok = await run('PostgreSQL', throwaway.url);
  } finally {
    await throwaway.drop();
  }
}
if (process.env.BENCH_PGLITE !== 'off') ok = (await run('PGlite')) && ok;
process.exitCode = ok ? 0 : 1;
