// The service worker's cache of API answers (vite.config.ts, runtime caching): its name, and the rule
// that it holds one user's answers only. The cache is keyed by URL, not by the bearer token, so another
// user signing in on the same browser would otherwise be shown the previous user's cached batches
// offline. Whenever the session changes hands (sign-out, an expired session, another user signing in)
// the whole cache is deleted; the user whose answers it may hold is kept in local storage beside the
// session, so an answer that lands in the cache just after a sign-out is dropped at the next sign-in.

/** Cache Storage name of the API answers the service worker keeps for offline use. */
export const API_CACHE_NAME = 'wortsmith-api';

/** Local storage key of the user whose answers the API cache may hold. */
export const API_CACHE_OWNER_KEY = 'apiCacheOwner';

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(API_CACHE_OWNER_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the API cache for `userId` (null: nobody signed in): when it may hold another user's answers,
 * or any answers once nobody is signed in, it is deleted. Returns once the deletion is done.
 */
export async function keepApiCacheFor(userId: string | null): Promise<void> {
  const owner = readOwner();
  if (owner === userId && userId !== null) return;
  if (userId === null) window.localStorage.removeItem(API_CACHE_OWNER_KEY);
  else window.localStorage.setItem(API_CACHE_OWNER_KEY, userId);
  // No Cache Storage (an insecure origin, the unit tests' DOM): there is no service worker either.
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME);
}
