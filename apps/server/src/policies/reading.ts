// Who may do what with a batch's fermentation readings: whoever may read the batch reads them, whoever
// may change it adds, edits and deletes them (a device link adds them too: device-link.ts). A reading
// is only ever reached through its batch (its queries select it by batch), so another batch's reading
// is not found; another user's batch is 404 "Batch not found.".
import * as batches from './batch';
import type { Owned } from './owner';

/** The batch whose readings `userId` asks for, when they may read them; else 404. */
export function authorizeRead<T extends Owned>(userId: string, batch: T | undefined): T {
  return batches.authorizeRead(userId, batch);
}

/** The batch whose readings `userId` adds to, edits or deletes, when they may; else 404. */
export function authorizeChange<T extends Owned>(userId: string, batch: T | undefined): T {
  return batches.authorizeChange(userId, batch);
}
