// Ids: the params schema of an id in a path (`idParam`), whose failure the app's error handler answers
// with the same 404 `{ message }` as an unknown id, so a malformed id never reaches a query; and
// `isUuid` for an id that comes in a body or a token.
import { z } from 'zod';
import { notFoundMessage } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID string. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The params schema of a path id naming a `what` ("Recipe"): a UUID, else 404 "Recipe not found.",
 * whatever its length.
 */
export function idParam(what: string) {
  return z.guid({ error: notFoundMessage(what) });
}
