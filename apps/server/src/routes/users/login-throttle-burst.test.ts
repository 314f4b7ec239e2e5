// A burst against one account, as an attacker would send it: 150 wrong passwords at once, each from
// its own address. The throttle counts each attempt before its password is checked, in one step of
// its store, so no more than the account's limit are checked, whether the counters live in memory or
// in Redis; every refusal says when to try again, and the owner still signs in from a known address.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, PASSWORD } from '../../../test/factories';
import { createTestApp, TEST_ARGON2 } from '../../../test/support/test-app';

/** The account limit at the real factor (login-throttle.ts): failures checked per account in 15 min. */
const ACCOUNT_LIMIT = 10;
const BURST = 150;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// 150 requests at once by design: they may take longer than a test's usual 5 s on a busy machine.
describe.each([
  ['in memory', undefined],
  ['in Redis', REDIS_URL],
])('the login throttle %s', { timeout: 30_000 }, (_where, redisUrl) => {
  let app: FastifyInstance;
  // A prefix of this run's own, so its counters neither meet another run's nor outlive it.
  const redisKeyPrefix = `wortsmith-test-${randomBytes(6).toString('hex')}-`;

  beforeAll(async () => {
    app = await createTestApp({
      redisUrl,
      redisKeyPrefix,
      internal: { argon2: TEST_ARGON2, rateLimitFactor: 1 },
    });
  });
  afterAll(async () => {
    const redis = app.sharedStore?.redis;
    const keys = redis ? await redis.keys(`${redisKeyPrefix}*`) : [];
    if (redis && keys.length > 0) await redis.del(...keys);
    await app.close();
  });

  const logIn = (email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });

  it(`checks at most ${ACCOUNT_LIMIT} of ${BURST} simultaneous wrong passwords from ${BURST} addresses`, async () => {
    expect(Boolean(app.sharedStore)).toBe(redisUrl !== undefined);
    const { email } = await buildUser(app);
    expect((await logIn(email, PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    const verify = vi.spyOn(app.ctx.passwords, 'verify');

    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        logIn(email, 'Wrong1234', `10.10.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBe(ACCOUNT_LIMIT);
    expect(verify).toHaveBeenCalledTimes(ACCOUNT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - ACCOUNT_LIMIT);
    for (const refused of burst.filter((response) => response.statusCode === 429)) {
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        message: `Too many requests. Please try again in ${seconds} seconds.`,
      });
    }
    verify.mockRestore();

    // The owner's known address still gets in; a new one, even with the right password, waits.
    expect((await logIn(email, PASSWORD, '10.9.0.1')).statusCode).toBe(200);
    const stranger = await logIn(email, PASSWORD, '10.11.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
  });
});
