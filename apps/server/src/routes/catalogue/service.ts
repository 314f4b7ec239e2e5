// One catalogue item: read, create, update (an edit of an official item becomes the user's [custom]
// copy, copy-on-write) and delete, each asking policies/catalogue-item.ts who may. Every write is a
// single statement, so a race with another write or a delete answers what it means (404), never a 500.
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as itemPolicy from '../../policies/catalogue-item';
import { type KindDescriptor, pickFields } from './kinds';
import { presentItem } from './presenter';
import { deleteItem, findItem, insertItem, saveCopy, updateItem } from './repository';

/** The item `id` of `pathUserId` as the user may see it: 404 unless the path names its owner. */
export async function readItem(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  pathUserId: string,
  id: string,
) {
  const item = itemPolicy.authorizeRead(userId, await findItem(db, descriptor, id), descriptor.label);
  if (item.userId !== pathUserId) throw notFound(descriptor.label);
  return presentItem(descriptor, item);
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
  const item = await findItem(db, descriptor, id);
  if (item && itemPolicy.canUpdate(userId, item)) {
    const saved = await updateItem(db, descriptor, userId, id, values);
    if (saved) return presentItem(descriptor, saved);
  } else if (item && itemPolicy.canCustomise(item)) {
    return presentItem(descriptor, await saveCopy(db, descriptor, userId, id, values));
  }
  throw notFound(descriptor.label);
}

/**
 * Deletes the user's own item. An official item is refused as such (403) whether the path names its
 * owner or the user; anything else is 404.
 */
export async function deleteItemFor(
  db: DbOrTx,
  descriptor: KindDescriptor,
  userId: string,
  pathUserId: string,
  id: string,
): Promise<void> {
  if (!itemPolicy.canReadItemsOf(userId, pathUserId)) throw notFound(descriptor.label);
  const item = itemPolicy.authorizeDelete(userId, await findItem(db, descriptor, id), descriptor.label);
  const deleted = item.userId === pathUserId && (await deleteItem(db, descriptor, userId, id));
  if (!deleted) throw notFound(descriptor.label);
}
