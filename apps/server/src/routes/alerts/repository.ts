// Alert queries (issue 35): the owner's alerts and their unread count, marking one read; what the
// rules read about a batch; and the condition states that make an alert fire once per start.
import { and, count, desc, eq, getTableColumns, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { ownedRow } from '../../db/owned';
import { alertConditions, alerts, batches, batchReadings, devices, users } from '../../db/schema';

export type AlertRow = typeof alerts.$inferSelect & { batchNumber: number; batchName: string };

/** Most alerts a list answers: the newest. */
export const ALERT_LIST_LIMIT = 100;

/** The user's newest alerts (`limit` of them; null for all) with their batch's number and name. */
export function listAlerts(
  db: DbOrTx,
  userId: string,
  limit: number | null = ALERT_LIST_LIMIT,
): Promise<AlertRow[]> {
  const query = db
    .select({ ...getTableColumns(alerts), batchNumber: batches.number, batchName: batches.name })
    .from(alerts)
    .innerJoin(batches, eq(batches.id, alerts.batchId))
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .$dynamic();
  return limit === null ? query : query.limit(limit);
}

/** How many of the user's alerts are unread. */
export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's alert read or unread; false when they have no such alert. */
export async function setAlertRead(db: DbOrTx, userId: string, id: string, read: boolean): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({ readAt: read ? sql`coalesce(${alerts.readAt}, now())` : null })
    .where(ownedRow(alerts, alerts.userId, userId, id))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

/** Marks every alert of the user read. */
export async function markAllRead(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(alerts)
    .set({ readAt: sql`now()` })
    .where(and(eq(alerts.userId, userId), isNull(alerts.readAt)));
}

/** What the rules read about a batch: the batch, its owner's address and units, whether a device is on it. */
export async function findWatchedBatch(db: DbOrTx, batchId: string) {
  const [row] = await db
    .select({
      id: batches.id,
      userId: batches.userId,
      number: batches.number,
      name: batches.name,
      status: batches.status,
      brewDate: batches.brewDate,
      measuredOg: batches.measuredOg,
      recipe: batches.recipe,
      alertSettings: batches.alertSettings,
      linked: sql<boolean>`${batches.deviceTokenHash} is not null or exists (select 1 from ${devices} where ${devices.batchId} = ${batches.id})`,
      email: users.email,
      userName: users.name,
      gravityUnit: users.gravityUnit,
      temperatureUnit: users.temperatureUnit,
    })
    .from(batches)
    .innerJoin(users, eq(users.id, batches.userId))
    .where(eq(batches.id, batchId))
    .limit(1);
  return row;
}

/** The batch's readings since `since`, oldest first, with what a device sent beyond them. */
export function readingsSince(db: DbOrTx, batchId: string, since: Date) {
  return db
    .select({
      time: batchReadings.time,
      gravity: batchReadings.gravity,
      temperature: batchReadings.temperature,
      extras: batchReadings.extras,
    })
    .from(batchReadings)
    .where(and(eq(batchReadings.batchId, batchId), gte(batchReadings.time, since)))
    .orderBy(batchReadings.time);
}

/** The batch's first gravity reading and latest reading time (two lookups on the (batch_id, time) index). */
export async function readingBounds(db: DbOrTx, batchId: string) {
  const [first] = await db
    .select({ gravity: batchReadings.gravity })
    .from(batchReadings)
    .where(and(eq(batchReadings.batchId, batchId), isNotNull(batchReadings.gravity)))
    .orderBy(batchReadings.time)
    .limit(1);
  const [latest] = await db
    .select({ time: batchReadings.time })
    .from(batchReadings)
    .where(eq(batchReadings.batchId, batchId))
    .orderBy(desc(batchReadings.time))
    .limit(1);
  return { firstGravity: first?.gravity ?? null, latestAt: latest?.time ?? null };
}

/** The batches whose alerts are on and that are fermenting (the periodic sweep's). */
export async function watchedBatchIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(isNotNull(batches.alertSettings), eq(batches.status, 'Fermenting')));
  return rows.map((row) => row.id);
}

/**
 * Starts condition `key` of the batch and adds its alert, in one transaction, unless it is active
 * already: the conditional upsert lets one evaluation alone start it, whichever process runs it.
 * True when it started (the alert was added).
 */
export async function startCondition(
  db: Db,
  alert: { userId: string; batchId: string; key: string; kind: string; message: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const started = await tx
      .insert(alertConditions)
      .values({ batchId: alert.batchId, key: alert.key, active: true })
      .onConflictDoUpdate({
        target: [alertConditions.batchId, alertConditions.key],
        set: { active: true, changedAt: sql`now()` },
        setWhere: eq(alertConditions.active, false),
      })
      .returning({ key: alertConditions.key });
    if (started.length === 0) return false;
    await tx.insert(alerts).values({
      userId: alert.userId,
      batchId: alert.batchId,
      kind: alert.kind,
      message: alert.message.slice(0, 500),
    });
    return true;
  });
}

/** Clears condition `key` of the batch (it may start, and alert, again). */
export async function clearCondition(db: DbOrTx, batchId: string, key: string): Promise<void> {
  await db
    .update(alertConditions)
    .set({ active: false, changedAt: sql`now()` })
    .where(
      and(
        eq(alertConditions.batchId, batchId),
        eq(alertConditions.key, key),
        eq(alertConditions.active, true),
      ),
    );
}
