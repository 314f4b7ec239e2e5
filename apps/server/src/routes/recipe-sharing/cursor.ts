// The library's page cursor (lib/paging.ts): where the next page starts in the page's order. A cursor that
// is not one of ours, or made for the other order, is refused with lib/paging.ts's message.
import type { LibrarySort } from '@wortsmith/core';
import { z } from 'zod';
import { decodeCursor as decodeKey, encodeCursor as encodeKey } from '../../lib/paging';
import type { LibraryCursor } from './repository';

const newestKey = z.tuple([z.literal('newest'), z.iso.datetime(), z.uuid()]);
const copiedKey = z.tuple([z.literal('copied'), z.number().int().min(0), z.iso.datetime(), z.uuid()]);

/** The cursor after `last` in the `sort` order. */
export function encodeCursor(
  sort: LibrarySort,
  last: { recipeId: string; publishedAt: Date; copyCount: number },
): string {
  const at = last.publishedAt.toISOString();
  return encodeKey(sort === 'copied' ? [sort, last.copyCount, at, last.recipeId] : [sort, at, last.recipeId]);
}

/** Where `cursor` starts the `sort` order; null for the first page. */
export function decodeCursor(cursor: string, sort: LibrarySort): LibraryCursor | null {
  if (!cursor) return null;
  if (sort === 'copied') {
    const [, copies, at, id] = decodeKey(cursor, copiedKey);
    return { sort, copies, at, id };
  }
  const [, at, id] = decodeKey(cursor, newestKey);
  return { sort, at, id };
}
