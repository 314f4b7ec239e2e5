// The rule the owned resources share: a row is its owner's alone, and to anyone else it does not exist
// (the 404 an unknown id gets, so nobody learns which ids are taken). Each resource's policy states its
// own rules with these.
import { notFound } from '../lib/errors';

/** Anything with an owner. */
export interface Owned {
  userId: string;
}

/** True when `userId` owns `row`. */
export function isOwner(userId: string, row: Owned): boolean {
  return row.userId === userId;
}

/** `row` when it exists and `allowed` says so; else 404 "`what` not found.", as for an unknown id. */
export function allowedOrNotFound<T>(row: T | undefined, allowed: (row: T) => boolean, what: string): T {
  if (row === undefined || !allowed(row)) throw notFound(what);
  return row;
}

/**
 * The policy of a resource only its owner reads and changes, named `what` in its 404 ("Recipe"):
 * `canRead` and `canChange` say whether a user may, `authorizeRead` and `authorizeChange` hand back the
 * loaded row when they may and throw the 404 when not (or when there is no row).
 */
export function ownerOnly(what: string) {
  const authorize = <T extends Owned>(userId: string, row: T | undefined): T =>
    allowedOrNotFound(row, (found) => isOwner(userId, found), what);
  return { canRead: isOwner, canChange: isOwner, authorizeRead: authorize, authorizeChange: authorize };
}
