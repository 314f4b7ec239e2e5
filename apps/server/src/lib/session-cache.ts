// PGlite only: the auth check's answer per token, kept in the process so a request makes one query
// instead of two. It is coherent because one process alone opens a PGlite data folder (data-dir-lock.ts)
// and every statement that may write `users` or `revoked_tokens` (logout, sign out everywhere, password
// change or reset, deactivation, deletion) empties it before it runs and again once it is done
// (client.ts watches the driver). An answer read while such a write ran is not kept (the generation
// moved). PostgreSQL, which several processes share, has no cache: the database is asked every time.
import { LRUCache } from 'lru-cache';

/** Statements that may change what the auth check reads. */
const AUTH_TABLES = /\b(users|revoked_tokens)\b/i;

export class SessionCache {
  #generation = 0;
  /** `userId/tokenId` of a valid session: the user's `tokensValidAfter` in ms. */
  readonly #sessions = new LRUCache<string, number>({ max: 10_000 });

  /** Counts the writes; an answer read at one generation is kept only if it is still current. */
  get generation(): number {
    return this.#generation;
  }

  get(userId: string, tokenId: string): number | undefined {
    return this.#sessions.get(`${userId}/${tokenId}`);
  }

  set(userId: string, tokenId: string, tokensValidAfterMs: number, readAt: number): void {
    if (readAt === this.#generation) this.#sessions.set(`${userId}/${tokenId}`, tokensValidAfterMs);
  }

  /** Called with the text of every statement about to run and once it has run. */
  statement(text: string): void {
    if (/^\s*select\b/i.test(text) && !/\b(update|delete|insert)\b/i.test(text)) return;
    if (!AUTH_TABLES.test(text)) return;
    this.#generation++;
    // Clearing resets arrays as long as the cache's maximum, so an empty cache (the usual case around
    // writes that come in bursts, such as sign-ups) is left as it is.
    if (this.#sessions.size > 0) this.#sessions.clear();
  }
}
