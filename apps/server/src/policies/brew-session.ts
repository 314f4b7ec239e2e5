// Who may do what with a batch's brew session (brew mode's steps and timers, issue 34): whoever may read
// the batch reads it, whoever may change the batch saves it; another user's batch is 404 "Batch not
// found.". A Completed or Archived batch still takes saves: a note on a step is often written after the
// brew day, the session is the brewer's own working state, and nothing else reads it (no figures, no
// export), so there is nothing to protect by refusing.
import * as batches from './batch';
import type { Owned } from './owner';

/** The batch whose brew session `userId` opens, when they may read the batch; else 404. */
export function authorizeRead<T extends Owned>(userId: string, batch: T | undefined): T {
  return batches.authorizeRead(userId, batch);
}

/** The batch whose brew session `userId` saves, when they may change the batch (any status); else 404. */
export function authorizeChange<T extends Owned>(userId: string, batch: T | undefined): T {
  return batches.authorizeChange(userId, batch);
}
