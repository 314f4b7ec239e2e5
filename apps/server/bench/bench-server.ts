// The server under benchmark, run as a child process so its memory can be read on its own. With
// BENCH_INIT it prepares the database (PGlite in BENCH_DATA_DIR, or BENCH_DATABASE_URL) and exits: one
// user owning 100,000 hops (one SQL statement) and a 40-ingredient recipe, and one user owning nothing.
// Without it, it starts the real app on that database as a later start would, listens on loopback and
// prints one JSON line with the port and tokens.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedOfficialCatalogue } from '../src/db/seed';
import { buildRecipe, buildUser } from '../test/factories';
import { benchConfig } from './bench-config';

/** Hop names are `<stem> <n>`, n = 0..9,999 for each of the ten stems. */
const STEMS = [
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
const OWN_ITEMS = 100_000;
const OWNER = 'bench-owner@example.com';
const NEWCOMER = 'bench-newcomer@example.com';

const dataDir = process.env.BENCH_DATA_DIR!;
const config = benchConfig(dataDir, process.env.BENCH_DATABASE_URL);
const say = (value: object) => process.stdout.write(`${JSON.stringify(value)}\n`);

/**
 * A first start's parts on the new database, each timed as the app runs them: creating it (PGlite makes
 * its cluster, PostgreSQL's is the server's), migrating and seeding the official catalogue.
 */
async function firstStart(): Promise<{ createMs: number; migrateMs: number; seedMs: number }> {
  const started = Date.now();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir });
  const created = Date.now();
  await database.migrate();
  const migrated = Date.now();
  await seedOfficialCatalogue(database.db);
  const seeded = Date.now();
  await database.close();
  return { createMs: created - started, migrateMs: migrated - created, seedMs: seeded - migrated };
}

const phases = process.env.BENCH_INIT ? await firstStart() : undefined;
const app = await buildApp(config);

if (phases) {
  const started = Date.now();
  const owner = await buildUser(app, { email: OWNER });
  await buildUser(app, { email: NEWCOMER });
  const { token } = await app.ctx.tokens.issue(owner.id);
  await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { authorization: `Bearer ${token}` },
    payload: buildRecipe({}, 10),
  });
  const stems = sql.raw(`array[${STEMS.map((stem) => `'${stem}'`).join(', ')}]`);
  await app.ctx.db.execute(sql`
    insert into hops (user_id, name, supplier, use_type, alpha_acid_content)
    select ${owner.id}, (${stems})[1 + g % 10] || ' ' || g / 10, 'Bench Hops', 'Aroma', 5
    from generate_series(0, ${OWN_ITEMS - 1}) g`);
  // PostgreSQL's autovacuum analyses the grown table within its first minute; the bench starts sooner.
  // (On PGlite the app's own start analyses it, which the idle memory includes.)
  if (app.ctx.database.driver === 'postgres') await app.ctx.db.execute(sql`analyze hops`);
  say({ ...phases, seededMs: Date.now() - started });
  await app.close();
  process.exit(0);
}

const idOf = async (email: string) =>
  (
    (await app.ctx.db.execute(sql`select id from users where email = ${email}`)) as unknown as {
      rows: Array<{ id: string }>;
    }
  ).rows[0]!.id;
const ownerId = await idOf(OWNER);
const recipe = (await app.ctx.db.execute(
  sql`select id from recipes where user_id = ${ownerId} limit 1`,
)) as unknown as { rows: Array<{ id: string }> };
const hop = (await app.ctx.db.execute(
  // The hop the bench renames ("Citra 1 v0", ...), found again by a later start.
  sql`select id from hops where user_id = ${ownerId} and (name = 'Citra 1' or name like 'Citra 1 v%')`,
)) as unknown as { rows: Array<{ id: string }> };
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
say({
  port: typeof address === 'object' && address ? address.port : 0,
  ownerToken: (await app.ctx.tokens.issue(ownerId)).token,
  newcomerToken: (await app.ctx.tokens.issue(await idOf(NEWCOMER))).token,
  recipeId: recipe.rows[0]!.id,
  hopId: hop.rows[0]!.id,
  driver: app.ctx.database.driver,
});
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
