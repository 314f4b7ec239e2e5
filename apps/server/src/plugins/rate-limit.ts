// Rate limits with @fastify/rate-limit: generous everywhere, strict on login, registration, reset mail
// and advice (see `strictLimit`). Counters live in Redis when REDIS_URL is set so several server
// processes share them; otherwise in memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}

/** Key for a strict limit: the client address plus the account the request is about. */
function addressAndAccount(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  const account = request.userId || email;
  return `${request.ip}|${account}`;
}

/** Route config for a strict limit of `max` requests per `timeWindow` per address and account. */
export function strictLimit(max: number, timeWindow: string, factor: number) {
  return {
    rateLimit: {
      max: max * factor,
      timeWindow,
      keyGenerator: addressAndAccount,
      hook: 'preHandler' as const,
    },
  };
}
