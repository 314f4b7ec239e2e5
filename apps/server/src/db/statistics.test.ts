// PGlite has no autovacuum: a start gathers the planner's statistics of tables that grew or shrank since
// their last analysis, and leaves the others alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './client';

let database: Database;
// The global setup's migrated and seeded database emptied of the seed's rows (faster than migrating).
beforeAll(async () => {
  database = await openDatabase({ memory: true, from: inject('pgliteDump') });
  await database.db.execute(sql`truncate users, hops cascade`);
});
afterAll(() => database.close());

const hopStatistics = async () =>
  (
    (await database.db.execute(
      sql`select reltuples::int as rows, (select count(*)::int from pg_stats where tablename = 'hops') as columns
        from pg_class where oid = 'hops'::regclass`,
    )) as unknown as { rows: Array<{ rows: number; columns: number }> }
  ).rows[0]!;

describe('PGlite statistics', () => {
  it('are gathered for a table that grew, once', async () => {
    await database.db.execute(sql`insert into users (email, name) values ('stats@example.com', 'Stats')`);
    await database.db.execute(sql`insert into hops (user_id, name, supplier, use_type, alpha_acid_content)
      select id, 'Hop ' || g, 'Test Hops', 'Aroma', 5 from users, generate_series(1, 5000) g`);
    const before = await hopStatistics();
    expect(before.rows).toBeLessThan(5000);
    await database.analyze!();
    const after = await hopStatistics();
    expect(after.rows).toBe(5000);
    expect(after.columns).toBeGreaterThan(0);
    // Hardly anything changed since: the next start analyses nothing (the estimate stays as it was).
    await database.db.execute(sql`delete from hops where name = 'Hop 1'`);
    await database.analyze!();
    expect(await hopStatistics()).toEqual(after);
    // 5,000 rows into each name's three indexes (list order, trigrams, short pieces) on PGlite: seconds.
  }, 30_000);
});
