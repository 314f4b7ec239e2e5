// What the server benches share: a percentile of sorted latencies, running a bench on PGlite and, when a
// PostgreSQL server answers, on a throwaway database of it, the app they run against and timed GETs.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { buildUser } from '../test/factories';
import { createThrowawayDatabase } from '../test/support/test-app';
import { benchConfig } from './bench-config';
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

/** A bench's app: listening on loopback, with one brewer signed in; its base URL and the brewer's headers. */
export interface BenchApp {
  app: FastifyInstance;
  base: string;
  userId: string;
  headers: Record<string, string>;
}

/** Runs `use` with the real app on a fresh data folder (PGlite) or `databaseUrl`; closes and removes it after. */
export async function withBenchApp<T>(
  databaseUrl: string | undefined,
  use: (bench: BenchApp) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-bench-'));
  const app = await buildApp(benchConfig(dataDir, databaseUrl));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await buildUser(app);
    const { token } = await app.ctx.tokens.issue(user.id);
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return await use({ app, base, userId: user.id, headers: { authorization: `Bearer ${token}` } });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the bench accepts: brotli, which the server (plugins/compress.ts) chooses for a browser, which
 * accepts it beside gzip; answers under the compression threshold come as they are.
 */
const ACCEPT_ENCODING = 'br';

/** One GET on `agent`'s kept-alive connection: the status and the JSON body, parsed. */
function getJson(url: string, headers: Record<string, string>, agent: Agent) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    get(url, { agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const text = (
            response.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw
          ).toString();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        } catch (error) {
          reject(error);
        }
      });
    }).on('error', reject);
  });
}

/**
 * `requests` sequential GETs after ten to warm up; the latencies in milliseconds, sorted, and the last body.
 * They go as a browser's would (one kept-alive connection, brotli accepted) from Node's http module, the
 * lightest client that speaks that HTTP, so the figures are the server's: the global fetch, which the benches
 * used before, cost 0.3 to 3 ms a request more on this machine, most at the 95th percentile.
 */
export async function timeGets<B = unknown>(
  url: string,
  headers: Record<string, string>,
  requests: number,
): Promise<{ ms: number[]; body: B }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ms: number[] = [];
  let body: unknown;
  try {
    for (let i = 0; i < requests + 10; i++) {
      const started = performance.now();
      const response = await getJson(url, headers, agent);
      body = response.body;
      if (response.status >= 400) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
      if (i >= 10) ms.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return { ms: ms.sort((a, b) => a - b), body: body as B };
}
