// The library's page cursor: where the next page starts, in the page's order, as an opaque base64url text.
// A cursor that is not one of ours, or made for the other order, is refused with a clear message.
import type { LibrarySort } from '@wortsmith/core';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { LibraryCursor } from './repository';

export const BAD_CURSOR = 'The page cursor is not valid.';

/** The cursor after `last` in the `sort` order. */
export function encodeCursor(
  sort: LibrarySort,
  last: { recipeId: string; publishedAt: Date; copyCount: number },
): string {
  const values =
    sort === 'copied'
      ? [sort, last.copyCount, last.publishedAt.toISOString(), last.recipeId]
      : [sort, last.publishedAt.toISOString(), last.recipeId];
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Where `cursor` starts the `sort` order; null for the first page. */
export function decodeCursor(cursor: string, sort: LibrarySort): LibraryCursor | null {
  if (!cursor) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, BAD_CURSOR);
  }
  const valid = (at: unknown, id: unknown) =>
    typeof at === 'string' && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && isUuid(id);
  if (Array.isArray(values) && values[0] === sort) {
    if (sort === 'newest' && values.length === 3 && valid(values[1], values[2])) {
      return { sort, at: values[1], id: values[2] };
    }
    const copies = values[1];
    if (
      sort === 'copied' &&
      values.length === 4 &&
      Number.isInteger(copies) &&
      copies >= 0 &&
      valid(values[2], values[3])
    ) {
      return { sort, copies, at: values[2], id: values[3] };
    }
  }
  throw new HttpError(400, BAD_CURSOR);
}
