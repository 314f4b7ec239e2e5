// `npm run bench -w apps/server`: the club library (issue 36) with 20,000 published recipes by 2,000
// brewers (rows made by SQL from one recipe saved through the API), behind the real app on loopback, on
// PGlite and, when reachable, on PostgreSQL. Prints p50/p95 of the first page newest first, most copied
// first, filtered by a style, and searched by name, and of the page after; budget: p95 under 20 ms on
// PostgreSQL (PGlite's figures are printed for comparison).
import { BEER_STYLE_NAMES } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import { buildRecipe } from '../test/factories';
import { onEachDatabase, percentile, timeGets, withBenchApp } from './bench-runs';

const RECIPES = 20_000;
const BREWERS = 2_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGET_MS = 20;

type Page = { items: unknown[]; nextCursor: string | null };

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  return withBenchApp(databaseUrl, async ({ app, base: origin, headers }) => {
    const template = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers,
      payload: buildRecipe({}, 6),
    });
    const templateId = template.json().id as string;
    const styles = BEER_STYLE_NAMES.slice(0, 100);
    const seeded = performance.now();
    await app.ctx.db.execute(sql`
      insert into users (email, name, brewery, active)
      select 'library-bench-' || i || '@example.com', 'Brewer ' || i, case when i % 3 = 0 then 'Brewery ' || i end, true
      from generate_series(1, ${BREWERS}) as i`);
    await app.ctx.db.execute(sql`
      insert into recipes (user_id, name, style, type, volume_liters, batch_time, recipe_equipment,
                           recipe_fermentables, recipe_hops, recipe_misc, recipe_yeasts, mash_steps)
      select u.id, 'Club recipe ' || i, (string_to_array(${styles.join('|')}, '|'))[1 + i % ${styles.length}], 'All Grain', t.volume_liters,
             t.batch_time, t.recipe_equipment, t.recipe_fermentables, t.recipe_hops, t.recipe_misc,
             t.recipe_yeasts, t.mash_steps
      from generate_series(1, ${RECIPES}) as i
      join (select id, row_number() over (order by id) as n from users where email like 'library-bench-%') as u
        on u.n = 1 + i % ${BREWERS}
      cross join (select * from recipes where id = ${templateId}) as t`);
    await app.ctx.db.execute(sql`
      insert into recipe_publications (recipe_id, user_id, shown_as, name, style, type, figures, copy_count, published_at)
      select r.id, r.user_id, (array['name', 'brewery', 'anonymous'])[1 + abs(hashtext(r.id::text)) % 3], r.name, r.style,
             r.type, '{"og": 1.055, "fg": 1.012, "abv": 5.6, "ebc": 14, "ibu": 38}'::jsonb,
             abs(hashtext(r.name)) % 60, now() - make_interval(mins => abs(hashtext(r.id::text)) % 525600)
      from recipes r where r.name like 'Club recipe %'`);
    await app.ctx.db.execute(sql`analyze`);
    console.log(
      `${label}: ${RECIPES} published recipes by ${BREWERS} brewers seeded in ${Math.round(performance.now() - seeded)} ms`,
    );
    const base = `${origin}/api/library`;
    const style = encodeURIComponent(styles[7]!);
    const newest = await timeGets<Page>(base, headers, REQUESTS);
    const cases: [string, string][] = [
      ['first page, newest', base],
      ['first page, most copied', `${base}?sort=copied`],
      ['first page, one style', `${base}?style=${style}`],
      ['first page, searched "recipe 12"', `${base}?searchTerm=recipe%2012`],
      ['second page, newest', `${base}?cursor=${newest.body.nextCursor}`],
    ];
    let ok = newest.body.items.length === 24;
    for (const [what, url] of cases) {
      const { ms, body } =
        what === 'first page, newest' ? newest : await timeGets<Page>(url, headers, REQUESTS);
      const p95 = percentile(ms, 95);
      console.log(
        `${label}: GET /api/library ${what.padEnd(32)} p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${body.items.length} entries, ${REQUESTS} requests)`,
      );
      if (label === 'PostgreSQL' && p95 >= BUDGET_MS) ok = false;
    }
    if (label === 'PostgreSQL')
      console.log(`${label}: ${ok ? 'within' : 'OVER'} the ${BUDGET_MS} ms p95 budget`);
    return ok;
  });
}

await onEachDatabase(run);
