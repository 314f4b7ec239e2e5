// Device queries (issue 35): the owner's devices with the batch each is on and the readings waiting for
// one, the lookups by id and by secret URL, assignment, and the readings a device sent while on no
// batch. Writes keep the owner in their `where` (db/owned.ts).
import { UNASSIGNED_READING_DAYS } from '@wortsmith/core';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { deleteOwnedRow, ownedRow, prepareFindById } from '../../db/owned';
import { batches, batchReadings, devices, unassignedReadings } from '../../db/schema';
import type { ReadingValues } from '../batches/readings-repository';

export type DeviceRow = typeof devices.$inferSelect;

/** A device as its list shows it: the row, its batch's number and name, and its waiting readings. */
export interface DeviceListRow extends DeviceRow {
  batchNumber: number | null;
  batchName: string | null;
  waitingReadings: number;
}

const waiting = sql<number>`(select count(*)::int from ${unassignedReadings} where ${unassignedReadings.deviceId} = ${devices.id})`;

/** The user's devices by name, or the one `id` when given. */
export function listDevices(db: DbOrTx, userId: string, id?: string): Promise<DeviceListRow[]> {
  return db
    .select({
      ...getTableColumns(devices),
      batchNumber: batches.number,
      batchName: batches.name,
      waitingReadings: waiting,
    })
    .from(devices)
    .leftJoin(batches, eq(batches.id, devices.batchId))
    .where(id ? ownedRow(devices, devices.userId, userId, id) : eq(devices.userId, userId))
    .orderBy(asc(sql`lower(${devices.name})`), asc(devices.createdAt));
}

/** Prepares the lookup of a device by id, whoever owns it (policies/device.ts decides). */
export function prepareFindDevice(db: Db): (id: string) => Promise<DeviceRow | undefined> {
  return prepareFindById(db, devices, 'find_device');
}

/** How many devices the user has. */
export async function countDevices(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(devices).where(eq(devices.userId, userId));
  return row?.n ?? 0;
}

/** Adds a device for the user with its secret URL's hash. */
export async function insertDevice(
  db: DbOrTx,
  userId: string,
  values: { name: string; type: string },
  tokenHash: string,
): Promise<DeviceRow> {
  const rows = await db
    .insert(devices)
    .values({ ...values, userId, tokenHash })
    .returning();
  return rows[0]!;
}

/** Renames or retypes the user's device; undefined when they have no such device. */
export async function updateDevice(
  db: DbOrTx,
  userId: string,
  id: string,
  values: { name?: string; type?: string; tokenHash?: string },
): Promise<DeviceRow | undefined> {
  const rows = await db
    .update(devices)
    .set({ ...values, updatedAt: new Date() })
    .where(ownedRow(devices, devices.userId, userId, id))
    .returning();
  return rows[0];
}

/** Deletes the user's device (its readings on batches stay); false when there was none. */
export function deleteDevice(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  return deleteOwnedRow(db, devices, devices.userId, userId, id);
}

/**
 * Puts the user's device `deviceId` on their batch `batchId`, taking off whichever device was on it
 * (a batch has one); with null, the batch is left without one. One transaction.
 */
export async function assignDevice(
  db: Db,
  userId: string,
  batchId: string,
  deviceId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({ batchId: null, updatedAt: new Date() })
      .where(and(eq(devices.batchId, batchId), eq(devices.userId, userId)));
    if (deviceId) {
      await tx
        .update(devices)
        .set({ batchId, updatedAt: new Date() })
        .where(ownedRow(devices, devices.userId, userId, deviceId));
    }
  });
}

/** The device a secret URL's hash names, with its batch's status (null when on none). */
export async function findDeviceByTokenHash(
  db: DbOrTx,
  hash: string,
): Promise<{ id: string; userId: string; batchId: string | null; batchStatus: string | null } | undefined> {
  const rows = await db
    .select({ id: devices.id, userId: devices.userId, batchId: devices.batchId, batchStatus: batches.status })
    .from(devices)
    .leftJoin(batches, eq(batches.id, devices.batchId))
    .where(eq(devices.tokenHash, hash))
    .limit(1);
  return rows[0];
}

/**
 * Marks a post of the device at `now` with what it sent beyond gravity and temperature, unless its last
 * post was less than `minIntervalMs` before: false then (the post is refused). One statement, so two
 * posts at the same instant cannot both pass.
 */
export async function claimDevicePost(
  db: DbOrTx,
  deviceId: string,
  now: Date,
  minIntervalMs: number,
  extras: object,
): Promise<boolean> {
  const earliest = new Date(now.getTime() - minIntervalMs);
  const rows = await db
    .update(devices)
    .set({
      lastSeenAt: now,
      lastExtras: Object.keys(extras).length > 0 ? extras : sql`${devices.lastExtras}`,
    })
    .where(
      and(
        eq(devices.id, deviceId),
        sql`(${devices.lastSeenAt} is null or ${devices.lastSeenAt} <= ${earliest.toISOString()})`,
      ),
    )
    .returning({ id: devices.id });
  return rows.length > 0;
}

/** Keeps a reading of a device on no batch. */
export async function insertUnassignedReading(
  db: DbOrTx,
  deviceId: string,
  values: Omit<ReadingValues, 'brix' | 'deviceId'>,
): Promise<void> {
  await db.insert(unassignedReadings).values({ ...values, deviceId });
}

/** The readings the device sent while on no batch, oldest first. */
export function listUnassignedReadings(db: DbOrTx, deviceId: string) {
  return db
    .select({
      id: unassignedReadings.id,
      time: unassignedReadings.time,
      gravity: unassignedReadings.gravity,
      temperature: unassignedReadings.temperature,
      note: unassignedReadings.note,
      extras: unassignedReadings.extras,
    })
    .from(unassignedReadings)
    .where(eq(unassignedReadings.deviceId, deviceId))
    .orderBy(asc(unassignedReadings.time), asc(unassignedReadings.id));
}

/**
 * Moves every reading the device sent while on no batch to `batchId` (the caller has checked both are
 * the user's), in one transaction; answers how many moved.
 */
export async function attachUnassignedReadings(db: Db, deviceId: string, batchId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .delete(unassignedReadings)
      .where(eq(unassignedReadings.deviceId, deviceId))
      .returning({
        time: unassignedReadings.time,
        gravity: unassignedReadings.gravity,
        temperature: unassignedReadings.temperature,
        note: unassignedReadings.note,
        extras: unassignedReadings.extras,
      });
    for (let i = 0; i < moved.length; i += 1000) {
      await tx
        .insert(batchReadings)
        .values(moved.slice(i, i + 1000).map((r) => ({ ...r, batchId, deviceId })));
    }
    return moved.length;
  });
}

/** Forgets readings that waited for a batch longer than UNASSIGNED_READING_DAYS. */
export async function purgeUnassignedReadings(db: DbOrTx, now: Date): Promise<void> {
  const before = new Date(now.getTime() - UNASSIGNED_READING_DAYS * 86_400_000);
  await db.delete(unassignedReadings).where(sql`${unassignedReadings.time} < ${before.toISOString()}`);
}
