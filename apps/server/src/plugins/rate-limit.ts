// Rate limits with @fastify/rate-limit: generous everywhere (per signed-in brewer, else per address),
// strict on login, registration, reset mail, password changes and advice (see `strictLimit`). Counters
// live in Redis when REDIS_URL is set, under REDIS_KEY_PREFIX, so several server processes share them;
// otherwise in memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { bearerClaims } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection and its key prefix, when REDIS_URL is set. */
    sharedStore: { redis: Redis; prefix: string } | undefined;
  }
}

/**
 * Registers the global (generous) limit and decorates the app with `sharedStore` (the Redis
 * connection, closed with the app), which other counters reuse.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redisUrl?: string; factor: number },
): Promise<void> {
  const prefix = app.ctx.config.redisKeyPrefix ?? 'wortsmith-';
  // ioredis is loaded only when a shared store is configured.
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('sharedStore', redis ? { redis, prefix } : undefined);
  await app.register(rateLimit, {
    global: true,
    max: 1000 * options.factor,
    timeWindow: '1 minute',
    redis,
    nameSpace: `${prefix}rl-`,
    skipOnError: true,
    keyGenerator: generousKey(app),
    // The web app's files are not counted: they are static and cheap, and one page load fetches dozens
    // (a club behind one address would otherwise run out of its minute on its screens' assets).
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => tooMany(context.ttl),
  });
}

/**
 * Whose minute a request counts against: the brewer's whose valid access token it carries, else its
 * address's. A club or an office behind one address (NAT) is many brewers at work, each with a minute of
 * their own; a request without a valid token (a signature only the server can make) counts against its
 * address, however many tokens it makes up.
 */
function generousKey(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const claims = await bearerClaims(app, request);
    return claims ? `user|${claims.userId}` : `address|${request.ip}`;
  };
}

/**
 * The error a request over a limit is answered with: the app's error handler sends it as 429 with its
 * `Retry-After` header (the seconds the message names).
 */
export function tooMany(ttlMs: number) {
  const seconds = Math.ceil(ttlMs / 1000);
  return {
    statusCode: 429,
    message: `Too many requests. Please try again in ${seconds} seconds.`,
    headers: { 'retry-after': String(seconds) },
  };
}

/**
 * The account a strict request is about: the signed-in user, else the e-mail or reset token in its
 * body; the client address when there is none.
 */
function account(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; token?: unknown } | undefined;
  if (request.userId) return `user|${request.userId}`;
  if (typeof body?.email === 'string') return `email|${body.email.trim().toLowerCase()}`;
  if (typeof body?.token === 'string') return `token|${body.token}`;
  return `address|${request.ip}`;
}

/**
 * The account and the client address together: for limits that strangers elsewhere must not be able
 * to exhaust for the account's owner (login, reset mail).
 */
export function accountAtAddress(request: FastifyRequest): string {
  return `${account(request)}|${request.ip}`;
}

/** How many accounts' worth of strict requests one address may make: a household or office shares one. */
const ADDRESS_SHARE = 5;

/**
 * Route options for a strict limit, counted twice: `max` requests per `timeWindow` per key (`account`
 * unless given), and ADDRESS_SHARE times that per client address, so one address cannot walk through
 * many accounts.
 */
export function strictLimit(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
  factor: number,
  keyGenerator: (request: FastifyRequest) => string = account,
) {
  const perAddress = app.createRateLimit({
    max: max * ADDRESS_SHARE * factor,
    timeWindow,
    // Namespaced by route: the limiters made here share one store.
    keyGenerator: (request) => `${request.method} ${request.routeOptions.url}|${request.ip}`,
  });
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = await perAddress(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', limit.ttlInSeconds);
      throw tooMany(limit.ttl);
    },
    config: {
      rateLimit: { max: max * factor, timeWindow, keyGenerator, hook: 'preHandler' as const },
    },
  };
}
