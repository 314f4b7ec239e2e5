// `npm run bench -w apps/server` (after the batch bench): backup and restore of an instance with 1,000
// brewers, a batch each and 100,000 readings among them (inserted by SQL beside the official catalogue),
// on PGlite and, when reachable, on PostgreSQL. Prints how long the backup takes (the snapshot, during
// which an embedded server's writes wait, and the whole file), its size, and how long a restore into a
// new DATA_DIR and into a new PostgreSQL database takes.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { publicTables, writeBackup } from '../src/db/backup';
import { type Database, openDatabase } from '../src/db/client';
import { restoreBackup } from '../src/db/restore';
import { tableChecksums } from '../src/db/table-checksums';
import { buildRecipe, buildUser } from '../test/factories';
import { createThrowawayDatabase } from '../test/support/test-app';
import { benchConfig } from './bench-config';
import { postgresReachable } from './postgres-reachable';

const USERS = 1000;
const READINGS = 100_000;

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(2)} s`;

/** Fills the app's database: USERS brewers with a batch each and READINGS readings among the batches. */
async function seed(database: Database, recipeOwner: string, recipeId: string): Promise<void> {
  await database.db.execute(sql`
    insert into users (email, name, password_hash, active)
    select 'brewer-' || i || '@example.com', 'Brewer ' || i, 'not a real hash', true
    from generate_series(2, ${USERS}) as i`);
  await database.db.execute(sql`
    insert into batches (user_id, recipe_id, number, name, status, recipe)
    select u.id, null, 1, 'Bench batch', 'Fermenting', (select recipe from batches where recipe_id = ${recipeId})
    from users u where not u.is_system and u.id <> ${recipeOwner}`);
  await database.db.execute(sql`
    insert into batch_readings (batch_id, time, gravity, temperature)
    select b.id, now() - make_interval(secs => i * 600), 1.012 + 0.038 * random(), 18 + 4 * random()
    from batches b
    join generate_series(1, ${READINGS / USERS}) as i on true`);
}

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withPostgres = await postgresReachable(adminUrl);
const folder = mkdtempSync(join(tmpdir(), 'wortsmith-backup-bench-'));
const drops: Array<() => Promise<void>> = [];
try {
  const app = await buildApp(benchConfig(join(folder, 'source')));
  const file = join(folder, 'pglite.backup');
  try {
    const owner = await buildUser(app);
    const { token } = await app.ctx.tokens.issue(owner.id);
    const headers = { authorization: `Bearer ${token}` };
    const recipe = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers,
      payload: buildRecipe({}, 10),
    });
    await app.inject({
      method: 'POST',
      url: '/api/batches',
      headers,
      payload: { recipeId: recipe.json().id },
    });
    await seed(app.ctx.database, owner.id, recipe.json().id);
    const counts = await app.ctx.database.copySession('snapshot', tableChecksums);
    console.log(
      `instance: ${counts.get('users')!.rows} users, ${counts.get('batch_readings')!.rows} readings, ${[...counts.values()].reduce((sum, { rows }) => sum + rows, 0)} rows in all`,
    );
    const snapshot = performance.now();
    await app.ctx.database.copySession('snapshot', async (session) => {
      for (const table of await publicTables(session)) await session.copyOut(table);
    });
    console.log(`PGlite: snapshot of every table (writes wait meanwhile)   ${seconds(snapshot)}`);
    const started = performance.now();
    await writeBackup(app.ctx.database, file);
    console.log(
      `PGlite: backup written                                   ${seconds(started)}, ${(statSync(file).size / 1e6).toFixed(1)} MB`,
    );
  } finally {
    await app.close();
  }
  let started = performance.now();
  await restoreBackup(file, { dataDir: join(folder, 'restored') });
  console.log(`PGlite: restore into a new DATA_DIR                      ${seconds(started)}`);
  if (withPostgres) {
    const target = await createThrowawayDatabase(adminUrl);
    drops.push(target.drop);
    started = performance.now();
    await restoreBackup(file, { url: target.url });
    console.log(`PostgreSQL: restore into a new database                  ${seconds(started)}`);
    const database = await openDatabase({ url: target.url });
    const again = join(folder, 'postgres.backup');
    try {
      started = performance.now();
      await writeBackup(database, again);
      console.log(
        `PostgreSQL: backup written                               ${seconds(started)}, ${(statSync(again).size / 1e6).toFixed(1)} MB`,
      );
    } finally {
      await database.close();
    }
  } else {
    console.log(`PostgreSQL: not reachable at ${adminUrl}, skipped`);
  }
} finally {
  for (const drop of drops) await drop();
  rmSync(folder, { recursive: true, force: true });
}
