// The server under benchmark, run as a child process so its memory can be read on its own. It builds
// the real app (PGlite in a temp DATA_DIR, or BENCH_DATABASE_URL), signs a user in, stores a
// 40-ingredient recipe, listens on loopback and prints one JSON line. On the line "seed" from stdin
// it adds 100,000 hops (owned by 1,000 other users, plus 1,000 of the bench user) and answers again.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { buildRecipe, buildUser } from '../test/factories';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wortsmith-bench-'));
// Production settings except the rate limits, which autocannon would hit within a second.
const config: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl,
  appUrl: 'http://localhost:3000',
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
  jwtTtlSeconds: 3600,
  accountActivation: 'off',
  mailFrom: 'Wortsmith <no-reply@localhost>',
  logLevel: 'silent',
  webDist: join(dataDir, 'no-web-dist'),
  internal: { rateLimitFactor: 1_000_000 },
};
const app = await buildApp(config);
// The list's bytes from memory through the app's own hooks and authentication, to split the gap to the
// bare-Fastify ceiling into pipeline cost and list cost.
let bareBody = Buffer.alloc(0);
app.get('/bench/same-pipeline', { preHandler: app.authenticate }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(bareBody),
);
const user = await buildUser(app);
const { token } = await app.ctx.tokens.issue(user.id);
const recipe = await app.inject({
  method: 'POST',
  url: '/api/recipes',
  headers: { authorization: `Bearer ${token}` },
  payload: buildRecipe({}, 10),
});
if (process.env.BENCH_INIT_ONLY) {
  await app.close();
  process.exit(0);
}
await app.listen({ port: 0, host: '127.0.0.1' });
bareBody = Buffer.from(
  (
    await app.inject({
      method: 'GET',
      url: '/api/fermentables',
      headers: { authorization: `Bearer ${token}` },
    })
  ).body,
);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const say = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);
say({ ready: true, port, token, recipeId: recipe.json().id, driver: app.ctx.database.driver });

const NAMES = [
  'Cascade',
  'Citra',
  'Mosaic',
  'Simcoe',
  'Amarillo',
  'Centennial',
  'Chinook',
  'Galaxy',
  'Saaz',
  'Hallertau',
];
const names = `array[${NAMES.map((n) => `'${n}'`).join(',')}]`;

async function seed(): Promise<void> {
  const started = Date.now();
  const db = app.ctx.db;
  await db.execute(
    sql.raw(
      `insert into users (email, name, active) select 'bench-owner-' || g || '@example.com', 'Bench', true from generate_series(0, 999) g`,
    ),
  );
  await db.execute(
    sql.raw(`with owners as (select id, row_number() over (order by id) - 1 as n from users where email like 'bench-owner-%')
      insert into hops (user_id, name, supplier, use_type, alpha_acid_content)
      select owners.id, (${names})[1 + g % 10] || ' ' || g, 'Bench Hops', 'Aroma', 5
      from generate_series(0, 98999) g join owners on owners.n = g % 1000`),
  );
  await db.execute(
    sql.raw(`insert into hops (user_id, name, supplier, use_type, alpha_acid_content)
      select '${user.id}', (${names})[1 + g % 10] || ' own ' || g, 'Bench Hops', 'Aroma', 5 from generate_series(0, 999) g`),
  );
  await db.execute(sql`analyze`);
  say({ seeded: true, ms: Date.now() - started });
}

/** Trigram-indexed search straight over all 100,000 rows (no owner filter, no cache), in milliseconds. */
async function sqlSearch(): Promise<void> {
  const terms = ['cascade 1', 'citra 22', 'mosaic', 'simcoe 9', 'amarillo 4', 'galaxy 71', 'saaz 3', 'xyz'];
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const pattern = `%${terms[i % terms.length]}%`;
    const started = performance.now();
    await app.ctx.db.execute(
      sql`select id, name from hops where lower(name) like ${pattern} order by lower(name) limit 100`,
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  say({ p50: times[100], p95: times[190] });
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const command = line.trim();
  if (command === 'seed') seed().catch((error: unknown) => say({ error: String(error) }));
  if (command === 'sql-search') sqlSearch().catch((error: unknown) => say({ error: String(error) }));
});
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
