// Login throttling that stops password guessing without letting strangers lock the owner out.
//
// Failures are counted per account and client address: after FREE_FAILURES (plus the route's own 10 a
// minute), each further failure from that address makes it wait twice as long (30 s, 1 min, 2 min, ...
// up to an hour). Failures are also counted per account across all addresses: past ACCOUNT_FAILURES in
// ACCOUNT_WINDOW_MS, addresses that have not signed in to the account lately are refused until the
// window ends, while an address that signed in successfully within KNOWN_MS still may (so the owner
// keeps getting in during an attack). Wrong current passwords (password change, account deletion)
// count the same. State lives in Redis when configured (several processes share it), else in memory.
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { tooMany } from '../../plugins/rate-limit';

const FREE_FAILURES = 10;
const PAIR_MEMORY_MS = 60 * 60 * 1000;
const BACKOFF_FIRST_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
const ACCOUNT_FAILURES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const KNOWN_MS = 30 * 24 * 60 * 60 * 1000;

interface PairState {
  failures: number;
  lastFailureMs: number;
  blockedUntilMs: number;
}
interface AccountState {
  failures: number;
  windowStartMs: number;
}

/** Where throttle records live: JSON values with a time to live. */
interface ThrottleStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

function memoryStore(): ThrottleStore {
  const entries = new LRUCache<string, { value: unknown }>({ max: 100_000 });
  return {
    get: async <T>(key: string) => entries.get(key)?.value as T | undefined,
    set: async (key, value, ttlMs) => void entries.set(key, { value }, { ttl: ttlMs }),
    delete: async (key) => void entries.delete(key),
  };
}

function redisStore({ redis, prefix }: NonNullable<FastifyInstance['sharedStore']>): ThrottleStore {
  const full = (key: string) => `${prefix}login-${key}`;
  return {
    async get<T>(key: string) {
      const raw = await redis.get(full(key));
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    set: async (key, value, ttlMs) => void (await redis.set(full(key), JSON.stringify(value), 'PX', ttlMs)),
    delete: async (key) => void (await redis.del(full(key))),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's login throttle, shared by the login and the signed-in account routes. */
    loginThrottle: LoginThrottle;
  }
}

/** The login throttle of one app. */
export interface LoginThrottle {
  /** Throws the 429 when this address must wait before trying this account again. */
  guard(email: string, address: string): Promise<void>;
  /** Counts a wrong password. */
  failed(email: string, address: string): Promise<void>;
  /** Forgets this address's failures and remembers it as one the owner signs in from. */
  succeeded(email: string, address: string): Promise<void>;
}

/** Creates the throttle; `factor` multiplies the free attempts like every rate limit (tests raise it). */
export function createLoginThrottle(app: FastifyInstance, factor: number): LoginThrottle {
  const store = app.sharedStore ? redisStore(app.sharedStore) : memoryStore();
  const keys = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    return {
      pair: `pair|${account}|${address}`,
      known: `known|${account}|${address}`,
      account: `account|${account}`,
    };
  };
  return {
    async guard(email, address) {
      const key = keys(email, address);
      const now = Date.now();
      const pair = await store.get<PairState>(key.pair);
      if (pair && pair.blockedUntilMs > now) throw tooMany(pair.blockedUntilMs - now);
      const account = await store.get<AccountState>(key.account);
      const windowEnd = account ? account.windowStartMs + ACCOUNT_WINDOW_MS : 0;
      if (!account || windowEnd <= now || account.failures < ACCOUNT_FAILURES * factor) return;
      const knownUntil = await store.get<number>(key.known);
      if (knownUntil === undefined || knownUntil <= now) throw tooMany(windowEnd - now);
    },
    async failed(email, address) {
      const key = keys(email, address);
      const now = Date.now();
      const before = await store.get<PairState>(key.pair);
      const failures = before && before.lastFailureMs + PAIR_MEMORY_MS > now ? before.failures + 1 : 1;
      const beyond = failures - FREE_FAILURES * factor;
      const blockedUntilMs =
        beyond > 0 ? now + Math.min(BACKOFF_FIRST_MS * 2 ** Math.min(beyond - 1, 20), BACKOFF_MAX_MS) : 0;
      await store.set(key.pair, { failures, lastFailureMs: now, blockedUntilMs }, PAIR_MEMORY_MS);
      const account = await store.get<AccountState>(key.account);
      const fresh = !account || account.windowStartMs + ACCOUNT_WINDOW_MS <= now;
      const next: AccountState = fresh
        ? { failures: 1, windowStartMs: now }
        : { failures: account.failures + 1, windowStartMs: account.windowStartMs };
      await store.set(key.account, next, next.windowStartMs + ACCOUNT_WINDOW_MS - now);
    },
    async succeeded(email, address) {
      const key = keys(email, address);
      await store.delete(key.pair);
      await store.set(key.known, Date.now() + KNOWN_MS, KNOWN_MS);
    },
  };
}
