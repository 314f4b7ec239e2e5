// Fermentation reading queries for one batch (the caller has checked the batch is the user's), and the
// down-sampled series a chart reads.
//
// Down-sampling: when a batch has more than `maxPoints` readings, the time from the first to the last
// reading is cut into `maxPoints - 1` equal slices; the first reading of each slice is answered, and the
// last reading, so the chart ends and the table starts where the batch is now (a device posting every
// 15 minutes for three weeks, sampled to 600, would otherwise end up to 50 minutes back). Each slice is
// one lookup on the (batch_id, time) index, so the cost follows `maxPoints`, not the number of readings
// (a fortnight at one reading per 10 s is ~120,000), and the points are real readings with their ids.
import type { ReadingInput } from '@wortsmith/core';
import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { deleteOwnedRow, ownedRow } from '../../db/owned';
import { batchReadings } from '../../db/schema';
import type { PageRequest } from '../../lib/paging';

export type ReadingRow = typeof batchReadings.$inferSelect;
export type ReadingValues = Omit<typeof batchReadings.$inferInsert, 'id' | 'batchId'>;

/**
 * The stored values of a reading the core's rule accepted (its time as a date); a Brix reading (typed in,
 * never from a device) is stored with the gravity `fromBrix` corrects it to.
 */
export const readingValues = (
  { id: _id, ...reading }: ReadingInput & { id?: string },
  fromBrix?: (brix: number) => number,
): ReadingValues => {
  const brix = reading.brix ?? null;
  return {
    ...reading,
    brix,
    gravity: brix !== null && fromBrix ? fromBrix(brix) : reading.gravity,
    time: new Date(reading.time),
  };
};

const columns = {
  id: batchReadings.id,
  time: batchReadings.time,
  gravity: batchReadings.gravity,
  temperature: batchReadings.temperature,
  note: batchReadings.note,
  brix: batchReadings.brix,
  extras: batchReadings.extras,
};
export type ReadingPoint = Omit<ReadingRow, 'batchId' | 'deviceId'>;

/**
 * The batch's readings in time order, or latest first; at most `maxPoints` (down-sampled, see above)
 * when given.
 */
export async function listReadings(
  db: DbOrTx,
  batchId: string,
  maxPoints?: number,
  latestFirst = false,
): Promise<ReadingPoint[]> {
  if (maxPoints === undefined) {
    const order = latestFirst ? desc : asc;
    return db
      .select(columns)
      .from(batchReadings)
      .where(eq(batchReadings.batchId, batchId))
      .orderBy(order(batchReadings.time), order(batchReadings.id));
  }
  // One statement: every reading when there are at most `maxPoints` (told by counting no further than
  // one past it), else the first reading of each slice before the last reading's time, and the last
  // reading. The branch not taken is never run.
  const slices = maxPoints - 1;
  const result = (await db.execute(sql`
    with few as (
      select count(*) <= ${maxPoints}::int as yes
      from (select 1 from batch_readings where batch_id = ${batchId} limit ${maxPoints}::int + 1) as head
    ),
    bounds as (
      select min(time) as lo, max(time) as hi, (max(time) - min(time)) / ${slices}::int as width
      from batch_readings where batch_id = ${batchId}
    )
    select id, time, gravity, temperature, note, brix, extras from batch_readings
    where batch_id = ${batchId} and (select yes from few)
    union all
    select r.id, r.time, r.gravity, r.temperature, r.note, r.brix, r.extras
    from bounds, generate_series(0, ${slices}::int - 1) as slice
    cross join lateral (
      select id, time, gravity, temperature, note, brix, extras from batch_readings
      where batch_id = ${batchId}
        and time >= bounds.lo + bounds.width * slice
        and time < least(bounds.lo + bounds.width * (slice + 1), bounds.hi)
      order by time limit 1
    ) as r
    where not (select yes from few)
    union all
    (select id, time, gravity, temperature, note, brix, extras from batch_readings
      where batch_id = ${batchId} and not (select yes from few)
      order by time desc, id desc limit 1)
    order by ${latestFirst ? sql`time desc, id desc` : sql`time, id`}`)) as unknown as {
    // PGlite and node-postgres both answer `{ rows }`.
    rows: Array<Omit<ReadingPoint, 'time'> & { time: string | Date }>;
  };
  return result.rows.map((row) => ({ ...row, time: new Date(row.time) }));
}

export const READINGS_PAGED_OR_SAMPLED = 'Ask for a page of readings or for maxPoints, not both.';

/** A reading's place in time order: its time (ISO) and its id. */
export const readingKey = z.tuple([z.iso.datetime(), z.uuid()]);
export type ReadingKey = z.infer<typeof readingKey>;
export const keyOfReading = (row: ReadingPoint): ReadingKey => [row.time.toISOString(), row.id];

/** The batch's readings, as a select of anything (for counting). */
export const readingsOf = (batchId: string) =>
  sql`select 1 from ${batchReadings} where ${batchReadings.batchId} = ${batchId}`;

/**
 * A page of the batch's readings in time order, or latest first: those after the cursor in that order,
 * and one more when more follow.
 */
export function listReadingsPage(
  db: DbOrTx,
  batchId: string,
  page: PageRequest<ReadingKey>,
  latestFirst = false,
): Promise<ReadingPoint[]> {
  const key = sql`(${batchReadings.time}, ${batchReadings.id})`;
  const cursor = page.after && sql`(${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`;
  const after = cursor ? (latestFirst ? sql`${key} < ${cursor}` : sql`${key} > ${cursor}`) : undefined;
  const order = latestFirst ? desc : asc;
  return db
    .select(columns)
    .from(batchReadings)
    .where(and(eq(batchReadings.batchId, batchId), after))
    .orderBy(order(batchReadings.time), order(batchReadings.id))
    .limit(page.limit + 1);
}

/** Adds a reading to the batch. */
export async function insertReading(
  db: DbOrTx,
  batchId: string,
  values: ReadingValues,
): Promise<ReadingPoint> {
  const rows = await db
    .insert(batchReadings)
    .values({ ...values, batchId })
    .returning(columns);
  return rows[0]!;
}

/**
 * Adds a reading under the id the client chose; when a reading with that id exists already (the same
 * add sent again), answers it as `existing` if it is this batch's, and `taken` if it is not.
 */
export async function insertReadingOnce(
  db: DbOrTx,
  batchId: string,
  id: string,
  values: ReadingValues,
): Promise<{ added: ReadingPoint } | { existing: ReadingPoint } | 'taken'> {
  const rows = await db
    .insert(batchReadings)
    .values({ ...values, id, batchId })
    .onConflictDoNothing({ target: batchReadings.id })
    .returning(columns);
  if (rows[0]) return { added: rows[0] };
  const [existing] = await db
    .select(columns)
    .from(batchReadings)
    .where(ownedRow(batchReadings, batchReadings.batchId, batchId, id));
  return existing ? { existing } : 'taken';
}

/** Replaces one of the batch's readings; undefined when the batch has no such reading. */
export async function updateReading(
  db: DbOrTx,
  batchId: string,
  readingId: string,
  values: ReadingValues,
): Promise<ReadingPoint | undefined> {
  const rows = await db
    .update(batchReadings)
    .set(values)
    .where(ownedRow(batchReadings, batchReadings.batchId, batchId, readingId))
    .returning(columns);
  return rows[0];
}

/** Deletes one of the batch's readings; false when the batch has no such reading. */
export function deleteReading(db: DbOrTx, batchId: string, readingId: string): Promise<boolean> {
  return deleteOwnedRow(db, batchReadings, batchReadings.batchId, batchId, readingId);
}

/** The time of the batch's latest reading, or null without readings (the (batch_id, time) index answers it). */
export async function latestReadingTime(db: DbOrTx, batchId: string): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(batchReadings.time) })
    .from(batchReadings)
    .where(eq(batchReadings.batchId, batchId));
  return row?.latest ? new Date(row.latest) : null;
}
