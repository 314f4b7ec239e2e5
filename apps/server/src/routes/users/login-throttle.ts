// Login throttling that stops password guessing without letting strangers lock the owner out, on
// rate-limiter-flexible's counters: in Redis when REDIS_URL is set (under REDIS_KEY_PREFIX, so several
// processes share them), else in this process's memory.
//
// Every attempt at an account's password is counted before the password is checked, each count one
// atomic step of the store, so simultaneous attempts cannot slip past a limit:
// - per account and client address (the library's "consecutive failures by username and IP"): after
//   FREE_FAILURES (plus the route's own 10 a minute), each further attempt from that address makes it
//   wait twice as long as the last (30 s, 1 min, 2 min, ... up to an hour). The count runs for
//   PAIR_MEMORY_S from the first failure and ends with a right password.
// - per account across all addresses: past ACCOUNT_FAILURES in ACCOUNT_WINDOW_S, addresses that have not
//   signed in to the account within KNOWN_S are refused until the window ends, while the owner's own
//   addresses still get in during an attack.
// A right password gives its attempt back. Wrong current passwords (password change, account deletion)
// count the same. A refusal is 429 `{ message }` with Retry-After.
import type { FastifyInstance } from 'fastify';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooMany } from '../../plugins/rate-limit';

const FREE_FAILURES = 10;
const PAIR_MEMORY_S = 60 * 60;
const BACKOFF_FIRST_S = 30;
const BACKOFF_MAX_S = 60 * 60;
const ACCOUNT_FAILURES = 10;
const ACCOUNT_WINDOW_S = 15 * 60;
const KNOWN_S = 30 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's login throttle, shared by the login and the signed-in account routes. */
    loginThrottle: LoginThrottle;
  }
}

/** The login throttle of one app. */
export interface LoginThrottle {
  /**
   * Counts an attempt at `email`'s password from `address`, before the password is checked; throws the
   * 429 when it must not be checked now.
   */
  attempt(email: string, address: string): Promise<void>;
  /**
   * The password was right: gives the attempt back, forgets this address's failures and remembers it as
   * one the owner signs in from.
   */
  succeeded(email: string, address: string): Promise<void>;
}

/** The wait after the `beyond`-th attempt past the free ones: 30 s, doubling, an hour at most. */
function backoffSeconds(beyond: number): number {
  return Math.min(BACKOFF_FIRST_S * 2 ** Math.min(beyond - 1, 20), BACKOFF_MAX_S);
}

/** Consumes one point of `key`, over the limit or not; a failing store is thrown. */
async function take(
  limiter: RateLimiterAbstract,
  key: string,
  options?: { customDuration: number },
): Promise<{ over: boolean; counted: RateLimiterRes }> {
  try {
    return { over: false, counted: await limiter.consume(key, 1, options) };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return { over: true, counted: refusal };
    throw refusal;
  }
}

/**
 * Creates the throttle on the shared Redis `store`, or in memory without one; `factor` multiplies the
 * free attempts like every rate limit (tests raise it).
 */
export function createLoginThrottle(store: FastifyInstance['sharedStore'], factor: number): LoginThrottle {
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract =>
    store
      ? new RateLimiterRedis({
          storeClient: store.redis,
          keyPrefix: `${store.prefix}login-${name}`,
          points,
          duration,
        })
      : new RateLimiterMemory({ keyPrefix: `login-${name}`, points, duration });
  const failures = limiter('pair', FREE_FAILURES * factor, PAIR_MEMORY_S);
  // One attempt per wait: a key lives as long as the wait its attempt started.
  const waits = limiter('wait', 1, BACKOFF_FIRST_S);
  const account = limiter('account', ACCOUNT_FAILURES * factor, ACCOUNT_WINDOW_S);
  // The addresses the owner signed in from: one key each, whose value is the second its mark ends,
  // kept KNOWN_S in Redis. In memory it has no timer: Node's timers end at 24.8 days, and the memory
  // store drops a key with a longer one at once.
  const known = limiter('known', 1, KNOWN_S);
  const knownKeptFor = store ? KNOWN_S : 0;
  const keys = (email: string, address: string) => {
    const who = email.trim().toLowerCase();
    return { pair: `${who}|${address}`, account: who };
  };
  const isKnown = async (pair: string) => ((await known.get(pair))?.consumedPoints ?? 0) * 1000 > Date.now();
  return {
    async attempt(email, address) {
      const key = keys(email, address);
      const forAccount = await take(account, key.account);
      if (forAccount.over && !(await isKnown(key.pair))) throw tooMany(forAccount.counted.msBeforeNext);
      const beyond = (await take(failures, key.pair)).counted.consumedPoints - FREE_FAILURES * factor;
      if (beyond <= 0) return;
      const wait = await take(waits, key.pair, { customDuration: backoffSeconds(beyond) });
      if (!wait.over) return;
      // Refused unchecked: it is no failure.
      await Promise.all([failures.reward(key.pair), account.reward(key.account)]);
      throw tooMany(wait.counted.msBeforeNext);
    },
    async succeeded(email, address) {
      const key = keys(email, address);
      await Promise.all([
        account.reward(key.account),
        failures.delete(key.pair),
        waits.delete(key.pair),
        known.set(key.pair, Math.ceil(Date.now() / 1000) + KNOWN_S, knownKeptFor),
      ]);
    },
  };
}
