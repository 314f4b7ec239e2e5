// The catalogue's rules for one item: who may read it, create, update (an edit of an official item
// becomes the user's [custom] copy, copy-on-write) and delete (official items: 403). Every write is a
// single statement, so a race with another write or a delete answers what it means (404), never a 500.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import type { DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { type KindDescriptor, pickFields } from './kinds';
import { presentItem } from './presenter';
import { deleteItem, findItem, insertItem, saveCopy, updateItem } from './repository';

/** The message of SPEC §7 for deleting an official item. */
export const OFFICIAL_DELETE_REFUSED =
  'Official items cannot be deleted. Edit it to keep your own copy instead.';

/** A path names the item by owner and id: the signed-in user's own or an official one, else 404. */
const readableOwner = (userId: string, pathUserId: string) =>
  pathUserId === userId || pathUserId === OFFICIAL_USER_ID;

/** The item `id` of `pathUserId` as the user may see it. */
export async function readItem(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  pathUserId: string,
  id: string,
) {
  if (!readableOwner(userId, pathUserId)) throw notFound(descriptor.label);
  const row = await findItem(db, descriptor, id);
  if (!row || row.userId !== pathUserId) throw notFound(descriptor.label);
  return presentItem(descriptor, row);
}

/** Creates an item owned by the user from a validated body. */
export async function createItem(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  body: Record<string, unknown>,
) {
  return presentItem(descriptor, await insertItem(db, descriptor, userId, pickFields(descriptor, body)));
}

/**
 * Replaces the user's own item `id`, or, when `id` is an official item, saves the user's copy of it
 * (the first edit creates the copy, later ones replace it). Anything else, a concurrently deleted item
 * included, is 404.
 */
export async function updateItemFor(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  id: string,
  body: Record<string, unknown>,
) {
  const values = pickFields(descriptor, body);
  const own = await updateItem(db, descriptor, userId, id, values);
  if (own) return presentItem(descriptor, own);
  const row = await findItem(db, descriptor, id);
  if (row?.userId !== OFFICIAL_USER_ID) throw notFound(descriptor.label);
  return presentItem(descriptor, await saveCopy(db, descriptor, userId, id, values));
}

/** Deletes the user's own item; an official item is refused as such, whichever owner the path names. */
export async function deleteItemFor(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  pathUserId: string,
  id: string,
): Promise<void> {
  if (!readableOwner(userId, pathUserId)) throw notFound(descriptor.label);
  if (pathUserId === userId && (await deleteItem(db, descriptor, userId, id))) return;
  const row = await findItem(db, descriptor, id);
  if (row?.userId === OFFICIAL_USER_ID) throw new HttpError(403, OFFICIAL_DELETE_REFUSED);
  throw notFound(descriptor.label);
}
