// drizzle's prepared queries on PGlite run as named statements, prepared once: they answer as one-off
// queries do (every write seen, errors as PostgreSQL's), wait for a transaction under way as every query
// does, and are prepared again when their table changed under them.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './client';

const things = pgTable('prepared_things', { id: integer('id').primaryKey(), label: text('label') });

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true, from: inject('pgliteDump') });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`drop table if exists prepared_things`);
  await database.db.execute(sql`create table prepared_things (id int primary key, label text)`);
  await database.db.execute(sql`insert into prepared_things values (1, 'first'), (2, 'second')`);
});

const findThing = () =>
  database.db
    .select()
    .from(things)
    .where(eq(things.id, sql.placeholder('id')))
    .prepare('find_thing');

const rename = (id: number, label: string) =>
  database.db.update(things).set({ label }).where(eq(things.id, id));

const namedStatements = async () =>
  (
    (await database.db.execute(
      sql`select count(*)::int as count from pg_prepared_statements where name like 'wortsmith_%'`,
    )) as unknown as { rows: Array<{ count: number }> }
  ).rows[0]!.count;

describe('a prepared query on PGlite', () => {
  it('answers every run as a one-off query would, with every write seen, from one named statement', async () => {
    const find = findThing();
    const before = await namedStatements();
    expect(await find.execute({ id: 1 })).toEqual([{ id: 1, label: 'first' }]);
    expect(await find.execute({ id: 2 })).toEqual([{ id: 2, label: 'second' }]);
    await rename(2, 'renamed');
    expect(await find.execute({ id: 2 })).toEqual([{ id: 2, label: 'renamed' }]);
    expect(await find.execute({ id: 3 })).toEqual([]);
    expect(await namedStatements()).toBe(before + 1);
  });

  it('is prepared once when its first runs start together', async () => {
    // A query of its own text, so no earlier test has prepared it.
    const find = database.db
      .select({ label: things.label })
      .from(things)
      .where(eq(things.id, sql.placeholder('id')))
      .prepare('find_label');
    const before = await namedStatements();
    await find.execute({ id: 1 });
    const answers = await Promise.all([1, 2, 1, 2, 3].map((id) => find.execute({ id })));
    expect(answers).toEqual([
      [{ label: 'first' }],
      [{ label: 'second' }],
      [{ label: 'first' }],
      [{ label: 'second' }],
      [],
    ]);
    expect(await namedStatements()).toBe(before + 1);
  });

  it('waits for a transaction under way and reads what it committed', async () => {
    const find = findThing();
    await find.execute({ id: 1 });
    let updated = () => {};
    let commit = () => {};
    const inTransaction = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.update(things).set({ label: 'in a transaction' }).where(eq(things.id, 1));
      updated();
      await committed;
    });
    try {
      await inTransaction;
      let read: unknown;
      const reading = find.execute({ id: 1 }).then((rows) => {
        read = rows;
      });
      // PGlite runs in this process, without I/O: a read that did not wait would have answered in the
      // promise jobs that run before the event loop's next turn.
      await new Promise((resolve) => setImmediate(resolve));
      expect(read).toBeUndefined();
      commit();
      await reading;
      expect(read).toEqual([{ id: 1, label: 'in a transaction' }]);
    } finally {
      commit();
      await transaction;
    }
  });

  it('is prepared again when its table changed under it', async () => {
    const find = findThing();
    await find.execute({ id: 1 });
    await find.execute({ id: 1 });
    await database.db.execute(sql`alter table prepared_things alter column label type varchar(40)`);
    expect(await find.execute({ id: 1 })).toEqual([{ id: 1, label: 'first' }]);
  });

  it("fails with PostgreSQL's error, and the statement and the database stay usable", async () => {
    const find = findThing();
    await find.execute({ id: 1 });
    await expect(find.execute({ id: 'not a number' })).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(await find.execute({ id: 2 })).toEqual([{ id: 2, label: 'second' }]);
    expect(await database.db.select().from(things).where(eq(things.id, 1))).toEqual([
      { id: 1, label: 'first' },
    ]);
  });
});
