// The club bench's database (issue 38): BREWERS brewers, each with RECIPES recipes (with their first version,
// two of them published to the library), 200 own catalogue items, BATCHES batches with a hydrometer's
// readings, and a few stock lines; DEVICES of them with a device on their fermenting batch.
//
// One template brewer's things are made through the API, as the app makes them (a recipe copied from
// official catalogue items as the recipe screen adds them, its first version, its publication, a batch
// brewed from it, stock lines and their history, one catalogue item of each kind); then each table's rows
// for every brewer are one `insert … select` from the template's rows, so every column the app derives
// (item JSON by its triggers, a recipe's figures and its version's content, a batch's snapshot) is the
// app's own. The template brewer is deleted at the end (its rows go with it).
import {
  type Batch,
  BEER_STYLE_NAMES,
  batchBody,
  type CatalogueKind,
  ingredientFromCatalogue,
  RECIPE_INGREDIENTS,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { batches, catalogueTables, recipes } from '../src/db/schema';
import { buildCatalogueBody, buildRecipe } from '../test/factories';

/** Each brewer's own catalogue items by kind (200 in all): more malts and hops than the rest. */
export const OWN_ITEMS: Partial<Record<CatalogueKind, number>> = {
  fermentables: 60,
  hops: 60,
  yeasts: 40,
  miscs: 25,
  equipments: 15,
};
export const RECIPES = 50;
export const BATCHES = 20;
/**
 * Readings per batch that fermented: a hydrometer's every 30 minutes over the first day, when the gravity
 * falls fastest (48 readings; 18 of the 20 batches fermented, so 8.6 million readings for 10,000 brewers).
 * A whole fermentation at that rate (a week or two) would take the seed far past its three minutes.
 */
export const READINGS = Number(process.env.BENCH_CLUB_READINGS ?? 48);
export const DEVICES = 100;
/** Batch numbers by status: 1-16 Completed, 17 Conditioning, 18 Fermenting, 19 Brewing, 20 Planning. */
export const FERMENTING = 18;
const CONDITIONING = 17;

/** Brewer `n`'s address (1-based). */
export const brewerEmail = (n: number) => `club-bench-${n}@example.com`;
const TEMPLATE_EMAIL = 'club-bench-template@example.com';
/** The brewers as a numbered relation: `b.id`, `b.n`. */
const BREWERS_SQL = sql.raw(
  `(select id, substring(email from 'club-bench-([0-9]+)@')::int as n from users where email like 'club-bench-%' and email <> '${TEMPLATE_EMAIL}') b`,
);

type Rows<T> = { rows: T[] };
type Call = (method: string, url: string, payload?: object) => Promise<Record<string, unknown>>;

/** A statement's rows (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.ctx.db.execute(query)) as unknown as Rows<T>).rows;
}

/** The official item of `kind` named `name`. */
function official(kind: CatalogueKind, name: string): Record<string, unknown> & { id: string } {
  const item = (officialCatalogue[kind] as Array<{ id: string; name: string }>).find((i) => i.name === name);
  if (!item) throw new Error(`no official ${kind} named ${name}`);
  return item as Record<string, unknown> & { id: string };
}

/** An ingredient of `list` added from the official item `name`, as the recipe screen adds it. */
function added(list: keyof typeof RECIPE_INGREDIENTS, name: string, given: Record<string, unknown>) {
  const kind = RECIPE_INGREDIENTS[list].catalogueKind as CatalogueKind;
  const item = official(kind, name);
  const alpha = kind === 'hops' ? { alphaAcidContent: item.alphaAcidContent } : {};
  return ingredientFromCatalogue(RECIPE_INGREDIENTS[list], item, { ...alpha, ...given });
}

/** The template recipe: an American pale ale of 21 L from official items (4 malts, 4 hops, 2 miscs, a yeast). */
function templateRecipe() {
  const malt = (id: string, name: string, grams: number) =>
    added('recipeFermentables', name, { id, quantity: grams });
  const hop = (id: string, name: string, grams: number, usageStage: string, boilTime: number) =>
    added('recipeHops', name, { id, quantity: grams, usageStage, boilTime });
  return buildRecipe({
    name: 'Club Pale Ale',
    style: 'American Pale Ale',
    description: 'Our house pale: bready malt, citrus and pine.',
    notes: 'Mash at 66 °C for 60 minutes; ferment at 19 °C.',
    recipeFermentables: [
      malt('f1', 'Pale Malt (2 Row) UK', 4200),
      malt('f2', 'Briess - Munich Malt 10L', 400),
      malt('f3', 'Caramel/Crystal Malt - 20L', 300),
      malt('f4', 'Briess - Carapils Malt', 150),
    ],
    recipeHops: [
      hop('h1', 'Magnum', 12, 'Boil', 60),
      hop('h2', 'Centennial', 20, 'Boil', 15),
      hop('h3', 'Cascade', 30, 'Whirlpool', 0),
      hop('h4', 'Citra', 40, 'Dry Hop', 0),
    ],
    recipeMisc: [
      added('recipeMisc', 'Whirlfloc', { id: 'm1', quantity: 1, time: 15 }),
      added('recipeMisc', 'Gypsum', { id: 'm2', quantity: 4, time: 60 }),
    ],
    recipeYeasts: [added('recipeYeasts', 'SafAle US-05', { id: 'y1', quantity: 11.5 })],
    mashSteps: [{ id: 's1', name: 'Saccharification', type: 'Infusion', temperature: 66, time: 60 }],
  });
}

/** What the template brewer made through the API, by id. */
interface Template {
  userId: string;
  recipeId: string;
  batchId: string;
  items: Record<string, string>;
}

/** Makes the template brewer and its things through the API (`app.inject`), as a brewer would. */
async function makeTemplate(app: FastifyInstance): Promise<Template> {
  const [user] = await rowsOf<{ id: string }>(
    app,
    sql`insert into users (email, name, active, set_up_at) values (${TEMPLATE_EMAIL}, 'Template', true, now()) returning id`,
  );
  const headers = { authorization: `Bearer ${(await app.ctx.tokens.issue(user!.id)).token}` };
  const call: Call = async (method, url, payload) => {
    const response = await app.inject({ method: method as 'POST', url, headers, payload });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const items: Record<string, string> = {};
  for (const kind of Object.keys(OWN_ITEMS) as CatalogueKind[]) {
    items[kind] = (await call('POST', `/api/${kind}`, buildCatalogueBody(kind, 'Template item')))
      .id as string;
  }
  const recipe = await call('POST', '/api/recipes', templateRecipe());
  // The copies' versions are this first one under their names.
  if (recipe.version !== 1) throw new Error(`template recipe at version ${recipe.version}`);
  await call('PUT', `/api/recipes/${recipe.id}/publication`, { published: true, shownAs: 'name' });
  const batch = (await call('POST', '/api/batches', { recipeId: recipe.id })) as unknown as Batch;
  await call('PUT', `/api/batches/${batch.id}`, {
    ...batchBody(batch),
    status: 'Completed',
    measuredOg: 1.051,
    fermenterVolume: 21,
    measuredFg: 1.011,
  });
  const stock: Array<[string, string, object]> = [
    ['fermentables', 'Pale Malt (2 Row) UK', { unit: 'g', amount: 25000 }],
    ['fermentables', 'Caramel/Crystal Malt - 20L', { unit: 'g', amount: 1500 }],
    ['hops', 'Citra', { unit: 'g', amount: 200 }],
    ['hops', 'Cascade', { unit: 'g', amount: 150 }],
    ['hops', 'Magnum', { unit: 'g', amount: 100 }],
    ['yeasts', 'SafAle US-05', { unit: 'pack', amount: 4 }],
    ['miscs', 'Whirlfloc', { unit: 'item', amount: 20 }],
  ];
  for (const [kind, name, body] of stock) {
    await call('PUT', `/api/inventory/${kind}/${official(kind as CatalogueKind, name).id}`, body);
  }
  return { userId: user!.id, recipeId: recipe.id as string, batchId: batch.id, items };
}

/**
 * A table's column names but `left out` and those the database computes (a catalogue row's sort key),
 * quoted, joined by commas (for `insert … select`).
 */
function columnsBut(table: Parameters<typeof getTableColumns>[0], leftOut: string[]): string {
  return Object.values(getTableColumns(table) as Record<string, PgColumn>)
    .filter((column) => !column.generated)
    .map((column) => column.name)
    .filter((name) => !leftOut.includes(name))
    .map((name) => `"${name}"`)
    .join(', ');
}

/** `array['a', 'b', …]` of texts, for picking names by number in SQL. */
const textArray = (texts: readonly string[]) =>
  sql.raw(`array[${texts.map((text) => `'${text.replaceAll("'", "''")}'`).join(', ')}]`);

/**
 * Runs `insert` (rows into `table`) as a bulk load, in one transaction: the table's indexes (and its primary
 * and unique keys that no foreign key needs) are dropped first and made again after from their own
 * definitions, foreign keys are not checked row by row (session_replication_role: the rows reference what
 * the statement itself selects), and the table's own triggers (a catalogue table's item JSON) still fire.
 * The table ends as the migrations left it, its rows as if inserted one by one; only faster.
 */
async function bulkLoad(app: FastifyInstance, table: string, insert: SQL): Promise<void> {
  await app.ctx.db.transaction(async (tx) => {
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as Rows<T>).rows;
    const keys = await rows<{ name: string; definition: string }>(sql`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint k
      where conrelid = ${table}::regclass and contype in ('p', 'u')
        and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = k.conindid)`);
    const indexes = await rows<{ name: string; definition: string }>(sql`
      select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index i
      where indrelid = ${table}::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
    const triggers = await rows<{ name: string; enabled: string }>(sql`
      select tgname as name, tgenabled as enabled from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal`);
    const run = (text: string) => tx.execute(sql.raw(text));
    // lz4 compresses the new rows' long values (recipes, their versions, batches' snapshots) about five times
    // faster than the default pglz; PostgreSQL reads either, whatever the server's default.
    await run(
      "set local session_replication_role = replica; set local maintenance_work_mem = '256MB'; set local default_toast_compression = lz4",
    );
    for (const { name } of triggers) await run(`alter table "${table}" enable always trigger "${name}"`);
    for (const { name } of indexes) await run(`drop index "${name}"`);
    for (const { name } of keys) await run(`alter table "${table}" drop constraint "${name}"`);
    await tx.execute(insert);
    for (const { name, definition } of keys)
      await run(`alter table "${table}" add constraint "${name}" ${definition}`);
    for (const { definition } of indexes) await run(definition);
    // Each trigger as it was: fired on origin (O) only, always (A), on replicas (R) or disabled (D).
    const states: Record<string, string> = {
      O: 'enable',
      A: 'enable always',
      R: 'enable replica',
      D: 'disable',
    };
    for (const { name, enabled } of triggers)
      await run(`alter table "${table}" ${states[enabled]} trigger "${name}"`);
  });
}

/** Each brewer's own items of every kind, named after the official items of their kind. */
async function copyCatalogue(app: FastifyInstance, template: Template): Promise<void> {
  for (const [kind, count] of Object.entries(OWN_ITEMS) as Array<[CatalogueKind, number]>) {
    const table = catalogueTables[kind];
    const columns = sql.raw(
      columnsBut(table, ['id', 'user_id', 'official_id', 'name', 'created_at', 'updated_at', 'item_json']),
    );
    const names = textArray(officialCatalogue[kind].map((item) => item.name.slice(0, 90)));
    await bulkLoad(
      app,
      getTableName(table),
      sql`
      insert into ${sql.raw(`"${getTableName(table)}"`)} (user_id, name, ${columns})
      select b.id, (${names})[1 + (b.n * 7 + k) % ${officialCatalogue[kind].length}] || ' (own ' || k || ')', ${columns}
      from ${BREWERS_SQL} cross join generate_series(1, ${count}) as k
      cross join (select * from ${sql.raw(`"${getTableName(table)}"`)} where id = ${template.items[kind]}) as t`,
    );
  }
}

/**
 * Each brewer's recipes (named after a style, the style theirs), each with its first version (the
 * template's content under its name and style) and the first two published; then BATCHES batches, one per
 * recipe, numbered, the last ones still under way, each with the template batch's snapshot under its
 * recipe's name; then the readings of every batch that fermented.
 */
async function copyRecipesAndBatches(app: FastifyInstance, template: Template): Promise<void> {
  const styles = textArray(BEER_STYLE_NAMES);
  // The brewer's recipes numbered 1.. by age (the oldest first), for the publications and batches.
  const numbered = sql.raw(`(select id, user_id, name, style, created_at,
      (row_number() over (partition by user_id order by created_at, id))::int as k from recipes) r`);
  const recipeColumns = sql.raw(
    columnsBut(recipes, ['id', 'user_id', 'name', 'style', 'created_at', 'updated_at']),
  );
  await bulkLoad(
    app,
    'recipes',
    sql`
    insert into recipes (user_id, name, style, created_at, updated_at, ${recipeColumns})
    select b.id, s.style || ' ' || k, s.style, now() - make_interval(days => 5 * k), now() - make_interval(days => 5 * k),
           ${recipeColumns}
    from ${BREWERS_SQL} cross join generate_series(1, ${RECIPES}) as k
    cross join lateral (select (${styles})[1 + (b.n + k * 13) % ${BEER_STYLE_NAMES.length}] as style) as s
    cross join (select * from recipes where id = ${template.recipeId}) as t`,
  );
  const versions = async () => {
    await bulkLoad(
      app,
      'recipe_versions',
      sql`
    insert into recipe_versions (recipe_id, version, snapshot, chain_size, changes, origin, created_at)
    select r.id, 1, (select snapshot || '{}' from recipe_versions where recipe_id = ${template.recipeId})
             || jsonb_build_object('name', r.name, 'style', r.style), 0, '[]'::jsonb, 'created', r.created_at
    from recipes r
    where r.user_id <> ${template.userId}`,
    );
    await app.ctx.db.execute(sql`
    insert into recipe_publications (recipe_id, user_id, shown_as, name, style, type, figures, copy_count, published_at)
    select r.id, r.user_id, p.shown_as, r.name, r.style, p.type, p.figures, (r.k * 7) % 5, r.created_at + interval '1 day'
    from ${numbered}
    cross join (select * from recipe_publications where recipe_id = ${template.recipeId}) as p
    where r.k <= 2 and r.user_id <> ${template.userId}`);
  };
  const batchColumns = sql.raw(
    columnsBut(batches, [
      'id',
      'user_id',
      'recipe_id',
      'number',
      'name',
      'status',
      'brew_date',
      'recipe',
      'recipe_version',
      'created_at',
      'updated_at',
    ]),
  );
  const batchesAndReadings = async () => {
    await bulkLoad(
      app,
      'batches',
      sql`
    insert into batches (user_id, recipe_id, number, name, status, brew_date, recipe, recipe_version, created_at,
                         updated_at, ${batchColumns})
    select r.user_id, r.id, r.k, r.name,
           case when r.k <= ${CONDITIONING - 1} then 'Completed' when r.k = ${CONDITIONING} then 'Conditioning'
                when r.k = ${FERMENTING} then 'Fermenting' when r.k = ${FERMENTING + 1} then 'Brewing' else 'Planning' end,
           case when r.k <= ${FERMENTING} then current_date - ((${FERMENTING} - r.k) * 14 + 3)::int end,
           (select recipe || '{}' from batches where id = ${template.batchId})
             || jsonb_build_object('name', r.name, 'style', r.style), 1,
           now() - make_interval(days => (${BATCHES} - r.k) * 14 + 4), now() - make_interval(days => (${BATCHES} - r.k) * 14),
           ${batchColumns}
    from ${numbered}
    cross join (select * from batches where id = ${template.batchId}) as t
    where r.k <= ${BATCHES} and r.user_id <> ${template.userId}`,
    );
    // A hydrometer's readings from six hours after the brew: the gravity falls from 1.051 towards 1.011,
    // the temperature holds near 19 °C.
    await bulkLoad(
      app,
      'batch_readings',
      sql`
    insert into batch_readings (batch_id, time, gravity, temperature)
    select x.id, x.brew_date + interval '6 hours' + make_interval(mins => 30 * i),
           round((1.011 + 0.040 * exp(-i / 24.0))::numeric, 4), 19 + (i % 5) * 0.1
    from (select id, brew_date from batches where number <= ${FERMENTING} and user_id <> ${template.userId}) x
    cross join generate_series(0, ${READINGS - 1}) as i`,
    );
  };
  // With foreign keys unchecked during the loads, the versions and the batches need not wait for each other.
  await Promise.all([versions(), batchesAndReadings()]);
}

/** Each brewer's stock: the template's lines and their history. */
async function copyStock(app: FastifyInstance, template: Template): Promise<void> {
  await app.ctx.db.execute(sql`
    insert into stock_lines (user_id, kind, item_id, name, supplier, unit, amount, lots, reorder_at)
    select b.id, s.kind, s.item_id, s.name, s.supplier, s.unit, s.amount, s.lots, s.reorder_at
    from ${BREWERS_SQL} cross join (select * from stock_lines where user_id = ${template.userId}) as s`);
  await app.ctx.db.execute(sql`
    insert into stock_changes (user_id, kind, item_id, change, amount_after, unit, reason, note)
    select b.id, c.kind, c.item_id, c.change, c.amount_after, c.unit, c.reason, c.note
    from ${BREWERS_SQL} cross join (select * from stock_changes where user_id = ${template.userId}) as c`);
}

/** Devices for brewers 1..DEVICES through the API, each on that brewer's fermenting batch. */
async function makeDevices(app: FastifyInstance): Promise<void> {
  const owners = await rowsOf<{ user_id: string; batch_id: string }>(
    app,
    sql`select b.user_id, b.id as batch_id from batches b join users u on u.id = b.user_id
        where b.number = ${FERMENTING} and u.email in ${Array.from({ length: DEVICES }, (_, i) => brewerEmail(i + 1))}`,
  );
  for (const [i, owner] of owners.entries()) {
    const headers = { authorization: `Bearer ${(await app.ctx.tokens.issue(owner.user_id)).token}` };
    const made = await app.inject({
      method: 'POST',
      url: '/api/devices',
      headers,
      payload: { name: `iSpindel ${i + 1}`, type: 'ispindel' },
    });
    const deviceId = made.json().device.id as string;
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/batches/${owner.batch_id}/device`,
      headers,
      payload: { deviceId },
    });
    if (assigned.statusCode !== 200) throw new Error(`device: ${assigned.statusCode} ${assigned.body}`);
  }
}

/**
 * Seeds `brewers` brewers into the app's (migrated, officially seeded) database; returns the seconds each
 * part took. The brewers' tables are loaded side by side on two connections.
 */
export async function seedClub(app: FastifyInstance, brewers: number): Promise<Record<string, number>> {
  const seconds: Record<string, number> = {};
  const timed = async (what: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    seconds[what] = Math.round((performance.now() - started) / 100) / 10;
  };
  const template = await makeTemplate(app);
  await timed('brewers', async () => {
    await app.ctx.db.execute(sql`
      insert into users (email, name, brewery, active, set_up_at)
      select 'club-bench-' || n || '@example.com', 'Brewer ' || n, case when n % 3 = 0 then 'Brewery ' || n end, true, now()
      from generate_series(1, ${brewers}) as n`);
  });
  await Promise.all([
    timed('catalogue items', () => copyCatalogue(app, template)),
    timed('recipes, versions, publications, batches and readings', () =>
      copyRecipesAndBatches(app, template),
    ),
  ]);
  await timed('stock', () => copyStock(app, template));
  await app.ctx.db.execute(sql`delete from users where id = ${template.userId}`);
  await timed('devices', () => makeDevices(app));
  // PostgreSQL's autovacuum would analyse the new tables within a minute; the bench starts sooner.
  await timed('analyze', async () => {
    await app.ctx.db.execute(sql`analyze`);
  });
  return seconds;
}
