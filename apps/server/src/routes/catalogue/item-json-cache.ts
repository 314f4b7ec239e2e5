// The JSON text of catalogue rows, kept per row version so a list does not rebuild it on every request.
// A key names one version of one row (id, transaction that wrote it, update time), so an entry can
// never be out of date: a write makes a new key and the old entry just ages out of the LRU.
import { LRUCache } from 'lru-cache';

/** Memory for cached item texts, shared by all kinds and users. */
const MAX_BYTES = 64 * 1024 * 1024;

/** Item JSON texts by row version. */
export const itemJsonCache = new LRUCache<string, string>({
  maxSize: MAX_BYTES,
  sizeCalculation: (json, key) => json.length + key.length,
});

/** The cache key of one version of a row. */
export const versionKey = (id: string, version: string) => `${id}@${version}`;
