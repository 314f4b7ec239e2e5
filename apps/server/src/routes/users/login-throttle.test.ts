// Throttling that stops guessing without locking the owner out (per account and address with
// backoff; an address that signed in lately still gets in), reset mails limited per address without
// blocking the owner's own, and reset answers that do not wait for the mail. Time moves on a fake clock.
// Simultaneous attempts: login-throttle-burst.test.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, login, PASSWORD } from '../../../test/factories';
import { type SmtpCapture, startSmtpCapture } from '../../../test/support/smtp-capture';
import { createTestApp, TEST_ARGON2 } from '../../../test/support/test-app';
import { createLoginThrottle } from './login-throttle';

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ smtpUrl: smtp.url, internal: { argon2: TEST_ARGON2, rateLimitFactor: 1 } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
afterEach(() => void vi.useRealTimers());

const logIn = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });

describe('login throttle over HTTP', () => {
  it('stops strangers guessing one account, yet its owner signs in from an address used before', async () => {
    const { email } = await buildUser(app);
    expect((await logIn(email, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    for (let i = 1; i <= 10; i++)
      expect((await logIn(email, 'Wrong1234', `10.2.0.${i}`)).statusCode).toBe(401);
    const stranger = await logIn(email, PASSWORD, '10.2.0.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(stranger.json().message).toContain(` ${stranger.headers['retry-after']} seconds`);
    expect((await logIn(email, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('counts wrong current passwords of a password change toward the same throttle', async () => {
    const { id, email } = await buildUser(app);
    const owner = await login(app, email);
    for (let i = 0; i < 10; i++) {
      const wrong = await app.inject({
        method: 'PUT',
        url: `/api/users/${id}/password`,
        headers: owner.auth,
        payload: { currentPassword: 'Wrong1234', password: 'NewPassw0rd' },
        remoteAddress: '10.3.0.1',
      });
      expect(wrong.statusCode).toBe(400);
    }
    expect((await logIn(email, PASSWORD, '10.3.0.2')).statusCode).toBe(429);
    // The address the owner signed in from (inject's default) still gets in.
    expect((await logIn(email, PASSWORD, '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('login throttle over time', () => {
  const at = (ms: number) => vi.setSystemTime(ms);

  it('makes one address wait twice as long after each failure beyond the free ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const start = Date.now();
    const throttle = createLoginThrottle(undefined, 1);
    const owner = 'owner@example.com';
    // The owner signs in from two addresses; then every attempt below is a wrong password, counted
    // before it is checked.
    for (const address of ['10.5.0.1', '10.5.0.2']) {
      await throttle.attempt(owner, address);
      await throttle.succeeded(owner, address);
    }
    for (let i = 0; i < 10; i++) await throttle.attempt(owner, '10.5.0.1');
    // The eleventh is still checked, and starts a 30-second wait.
    await expect(throttle.attempt(owner, '10.5.0.1')).resolves.toBeUndefined();
    await expect(throttle.attempt(owner, '10.5.0.1')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please try again in 30 seconds.',
      headers: { 'retry-after': '30' },
    });
    // Another address the owner signs in from is not held back by this one's failures.
    at(start + 1000);
    await expect(throttle.attempt(owner, '10.5.0.2')).resolves.toBeUndefined();
    await throttle.succeeded(owner, '10.5.0.2');
    at(start + 30_001);
    await expect(throttle.attempt(owner, '10.5.0.1')).resolves.toBeUndefined();
    at(start + 30_001 + 59_000);
    await expect(throttle.attempt(owner, '10.5.0.1')).rejects.toMatchObject({ statusCode: 429 });
    at(start + 30_001 + 60_001);
    await expect(throttle.attempt(owner, '10.5.0.1')).resolves.toBeUndefined();
    // A right password ends the count: the next failure is a free one again.
    await throttle.succeeded(owner, '10.5.0.1');
    await throttle.attempt(owner, '10.5.0.1');
    await expect(throttle.attempt(owner, '10.5.0.1')).resolves.toBeUndefined();
  });

  it('refuses new addresses to an account under attack for 15 minutes only', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 2) });
    const start = Date.now();
    const throttle = createLoginThrottle(undefined, 1);
    for (let i = 1; i <= 10; i++) await throttle.attempt('target@example.com', `10.6.0.${i}`);
    await expect(throttle.attempt('target@example.com', '10.6.1.1')).rejects.toMatchObject({
      message: 'Too many requests. Please try again in 900 seconds.',
    });
    await expect(throttle.attempt('someone-else@example.com', '10.6.1.1')).resolves.toBeUndefined();
    at(start + 15 * 60_000);
    await expect(throttle.attempt('target@example.com', '10.6.1.1')).resolves.toBeUndefined();
  });
});

describe('password reset requests', () => {
  const reset = (email: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/users/sendPasswordResetEmail',
      payload: { email },
      remoteAddress,
    });

  it('answers before the mail is even sent, the same as for an unknown address', async () => {
    const { email } = await buildUser(app);
    // The mail server takes no mail until released: the answer comes all the same.
    const release = smtp.hold();
    const known = await reset(email, '10.7.0.1');
    expect(smtp.messages.some((mail) => mail.to.includes(email))).toBe(false);
    const unknown = await reset('nobody-here@example.com', '10.7.0.1');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    release();
    expect((await smtp.waitForMail(email)).subject).toBe('Reset your Wortsmith password');
  });

  it("limits one address's requests for an account without blocking the owner's own", async () => {
    const { email } = await buildUser(app);
    for (let i = 0; i < 5; i++) expect((await reset(email, '10.8.0.1')).statusCode).toBe(200);
    expect((await reset(email, '10.8.0.1')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) await smtp.waitForMail(email);
    expect((await reset(email, '10.8.0.2')).statusCode).toBe(200);
    expect((await smtp.waitForMail(email)).subject).toBe('Reset your Wortsmith password');
  });
});
