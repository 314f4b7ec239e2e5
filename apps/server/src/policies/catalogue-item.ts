// Who may do what with a catalogue item: a user reads their own items and the official catalogue's,
// changes and deletes their own; an edit of an official item is saved as the user's own copy (which
// hides the original for them alone), and an official item is never deleted (403). Another user's item
// does not exist for them (404 "Hop not found."). Which items a list shows is the list rule,
// routes/catalogue/visibility.ts.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { HttpError } from '../lib/errors';
import { allowedOrNotFound, isOwner, type Owned } from './owner';

/** The message of SPEC §7 for deleting an official item. */
export const OFFICIAL_DELETE_REFUSED =
  'Official items cannot be deleted. Edit it to keep your own copy instead.';

/** The owners whose items `userId` may read: themselves and the official catalogue. */
export function readableOwners(userId: string): string[] {
  return [userId, OFFICIAL_USER_ID];
}

/** True when `userId` may read the items of `ownerId` (a path names the owner). */
export function canReadItemsOf(userId: string, ownerId: string): boolean {
  return readableOwners(userId).includes(ownerId);
}

/** True when `userId` may read `item`. */
export const canRead = (userId: string, item: Owned): boolean => canReadItemsOf(userId, item.userId);

/** True when `userId` may change `item` in place: their own. */
export const canUpdate = (userId: string, item: Owned): boolean => isOwner(userId, item);

/** True for an item of the official catalogue: everyone reads it, no user changes or deletes it. */
export const isOfficial = (item: Owned): boolean => item.userId === OFFICIAL_USER_ID;

/** True when an edit of `item` is saved as the user's own copy instead: an official item. */
export const canCustomise = (item: Owned): boolean => isOfficial(item);

/** True when `userId` may delete `item`: their own. */
export const canDelete = (userId: string, item: Owned): boolean => isOwner(userId, item);

/** `item` when it exists and `userId` may read it; else 404 "`label` not found.". */
export function authorizeRead<T extends Owned>(userId: string, item: T | undefined, label: string): T {
  return allowedOrNotFound(item, (row) => canRead(userId, row), label);
}

/**
 * `item` when it exists and `userId` may delete it; an official item is refused as such (403), any
 * other item is not found (404).
 */
export function authorizeDelete<T extends Owned>(userId: string, item: T | undefined, label: string): T {
  if (item && isOfficial(item)) throw new HttpError(403, OFFICIAL_DELETE_REFUSED);
  return allowedOrNotFound(item, (row) => canDelete(userId, row), label);
}
