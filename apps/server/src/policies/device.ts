// Who may do what with a device (issue 35): its owner lists, names, renews the secret URL of and deletes
// it, and assigns it to one of their own batches that still takes readings; to anyone else a device
// does not exist (404 "Device not found."). Its secret URL alone, without a sign-in, posts readings,
// which go to the batch it is assigned to (while that batch takes readings) or wait unassigned.
import { acceptsReadings, type BatchStatus } from '@wortsmith/core';
import { HttpError } from '../lib/errors';
import * as batches from './batch';
import { ownerOnly } from './owner';

/** `authorizeRead` (open, list its waiting readings) and `authorizeChange` (rename, new URL, delete). */
export const { canRead, canChange, authorizeRead, authorizeChange } = ownerOnly('Device');

/**
 * The batch `userId` assigns a device to, when they may change it and it takes readings: another's
 * batch is 404, a Completed or Archived one 409.
 */
export function authorizeAssignTo<T extends { userId: string; status: string }>(
  userId: string,
  batch: T | undefined,
): T {
  const found = batches.authorizeChange(userId, batch);
  if (!acceptsReadings(found.status as BatchStatus)) {
    throw new HttpError(409, `This batch is ${found.status} and takes no more readings.`);
  }
  return found;
}

/** The batch a device's reading goes to: its batch while that takes readings, else none (it waits). */
export const readingBatchId = (device: {
  batchId: string | null;
  batchStatus: string | null;
}): string | null =>
  device.batchId !== null && device.batchStatus !== null && acceptsReadings(device.batchStatus as BatchStatus)
    ? device.batchId
    : null;
