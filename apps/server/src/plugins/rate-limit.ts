// Rate limits with @fastify/rate-limit: generous everywhere, strict on login, registration, reset mail
// and advice (see `strictLimit`). Counters live in Redis when REDIS_URL is set so several server
// processes share them; otherwise in memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Registers the global (generous) limit; returns a closer for the Redis connection. */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redisUrl?: string; factor: number },
): Promise<void> {
  // ioredis is loaded only when a shared store is configured.
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: 1000 * options.factor,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'wortsmith-rl-',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooMany(context.ttl),
  });
}

/** The error a request over a limit is answered with (the app's error handler sends it as 429). */
function tooMany(ttlMs: number) {
  return {
    statusCode: 429,
    message: `Too many requests. Please try again in ${Math.ceil(ttlMs / 1000)} seconds.`,
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

/** How many accounts' worth of strict requests one address may make: a household or office shares one. */
const ADDRESS_SHARE = 5;

/**
 * Route options for a strict limit, counted twice: `max` requests per `timeWindow` per account, so
 * many addresses cannot wear down one account, and ADDRESS_SHARE times that per client address, so
 * one address cannot walk through many accounts.
 */
export function strictLimit(app: FastifyInstance, max: number, timeWindow: string, factor: number) {
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
      rateLimit: { max: max * factor, timeWindow, keyGenerator: account, hook: 'preHandler' as const },
    },
  };
}
