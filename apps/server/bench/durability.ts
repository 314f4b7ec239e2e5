// `npm run bench:durability -w apps/server`: the kill -9 durability check on PGlite and, when reachable,
// PostgreSQL (a throwaway database). For each: concurrent recipe saves for BENCH_SECONDS (default 5), a
// SIGKILL of the server in the middle of them, a restart on the same data, and a check that every save
// the server acknowledged (201) is there. Prints saves per second, the restart time and any write lost;
// exits 1 if one was.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { buildRecipe } from '../test/factories';
import { createThrowawayDatabase } from '../test/support/test-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITERS = 8;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Ready = { port: number; token?: string };

/** Starts the durability server; resolves with its first line. */
async function start(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/durability-server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`server exited with code ${code}`))),
  ])) as [string];
  return { child, ready: JSON.parse(line) as Ready };
}

/** Saves recipes from WRITERS loops until the server stops answering; returns the acknowledged ids. */
async function writeUntilKilled(base: string, token: string, kill: () => void) {
  const acknowledged: string[] = [];
  let stopped = false;
  const body = JSON.stringify(buildRecipe({}, 10));
  const writer = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${base}/api/recipes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        stopped = true; // the server is gone
      }
    }
  };
  const started = performance.now();
  const timer = setTimeout(kill, SECONDS * 1000);
  await Promise.all(Array.from({ length: WRITERS }, writer));
  clearTimeout(timer);
  return { acknowledged, seconds: (performance.now() - started) / 1000 };
}

async function check(driver: string, env: Record<string, string>): Promise<boolean> {
  const first = await start({ ...env, DURABILITY_SETUP: '1' });
  const token = first.ready.token!;
  const { acknowledged, seconds } = await writeUntilKilled(
    `http://127.0.0.1:${first.ready.port}`,
    token,
    () => first.child.kill('SIGKILL'),
  );
  if (first.child.exitCode === null) await once(first.child, 'exit');
  const restartedAt = performance.now();
  const second = await start(env);
  const restartMs = Math.round(performance.now() - restartedAt);
  const response = await fetch(`http://127.0.0.1:${second.ready.port}/api/recipes`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const present = new Set(((await response.json()) as { id: string }[]).map((recipe) => recipe.id));
  second.child.kill('SIGTERM');
  await once(second.child, 'exit');
  const lost = acknowledged.filter((id) => !present.has(id)).length;
  console.log(
    `${driver.padEnd(10)} ${acknowledged.length} saves acknowledged in ${seconds.toFixed(1)} s ` +
      `(${(acknowledged.length / seconds).toFixed(1)} saves/s, ${WRITERS} writers), kill -9, ` +
      `restart in ${restartMs} ms: ${present.size} present, ${lost} lost`,
  );
  return lost === 0;
}

const results: boolean[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-durability-'));
try {
  results.push(await check('PGlite', { DURABILITY_DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const probe = new pg.Client({ connectionString: ADMIN_URL });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
await probe.end().catch(() => {});
if (reachable) {
  const database = await createThrowawayDatabase(ADMIN_URL);
  const pgDataDir = mkdtempSync(join(tmpdir(), 'wortsmith-durability-'));
  try {
    results.push(
      await check('PostgreSQL', { DURABILITY_DATA_DIR: pgDataDir, DURABILITY_DATABASE_URL: database.url }),
    );
  } finally {
    await database.drop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
} else {
  console.log(`PostgreSQL not reachable at ${ADMIN_URL}: checked PGlite only`);
}
process.exit(results.every(Boolean) ? 0 : 1);
