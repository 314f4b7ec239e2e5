// Who may do what with a batch's device link: the batch's owner turns it on (a new secret URL) and off;
// the link's token alone, without a sign-in, adds readings to its batch, and only while the batch
// takes readings (not once Completed or Archived: 409). An unknown or revoked token is 404.
import { acceptsReadings, type BatchStatus } from '@wortsmith/core';
import { HttpError } from '../lib/errors';
import * as batches from './batch';
import type { Owned } from './owner';

/** The batch whose link `userId` turns on or off, when they may change the batch; else 404. */
export function authorizeManage<T extends Owned>(userId: string, batch: T | undefined): T {
  return batches.authorizeChange(userId, batch);
}

/** The batch a device token found, when the device may add a reading to it; else 404 or 409. */
export function authorizeIngest<T extends { status: string }>(batch: T | undefined): T {
  if (!batch) throw new HttpError(404, 'This device link is unknown or was turned off.');
  if (!acceptsReadings(batch.status as BatchStatus)) {
    throw new HttpError(409, `This batch is ${batch.status} and takes no more readings.`);
  }
  return batch;
}
