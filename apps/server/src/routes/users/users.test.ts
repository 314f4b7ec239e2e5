// Accounts end to end: registration with a real e-mailed activation link (local SMTP), login, me,
// settings, password reset by e-mail, and old tokens refused after a password change.
import { DEFAULT_PREFERENCES } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, login, PASSWORD } from '../../../test/factories';
import { type SmtpCapture, startSmtpCapture } from '../../../test/support/smtp-capture';
import { createTestApp } from '../../../test/support/test-app';

let app: FastifyInstance;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ accountActivation: 'email', smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const register = (payload: object) => app.inject({ method: 'POST', url: '/api/users', payload });
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('registration and activation', () => {
  it('mails an activation link that activates the account once', async () => {
    const email = 'new.brewer@example.com';
    const created = await register({ name: 'New Brewer', email, brewery: 'Garage', password: PASSWORD });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(
      'An email with an activation code has been sent. Please check your inbox and activate your account.',
    );

    const early = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/activate your account/);

    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toContain('Wortsmith');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/api\/users\/activate\?code=/);
    const activated = await app.inject({ method: 'GET', url: pathOf(mail.link!) });
    expect(activated.statusCode).toBe(302);
    expect(activated.headers.location).toBe('/?activated=1');

    const again = await app.inject({ method: 'GET', url: pathOf(mail.link!) });
    expect(again.headers.location).toBe('/?activation=invalid');

    const session = await login(app, email);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: session.auth });
    expect(me.json()).toEqual({
      user_id: session.id,
      name: 'New Brewer',
      email,
      brewery: 'Garage',
      weightUnit: 'g',
      ...DEFAULT_PREFERENCES,
      // A new account: "Set up your brewery" is still to be offered.
      setUp: false,
    });
  });

  it('refuses forged activation codes', async () => {
    for (const query of [
      'code=',
      'code=abc',
      `code=${'x'.repeat(43)}`,
      `code=${'x'.repeat(500)}`,
      'code=a&code=b',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/users/activate?${query}` });
      expect(response.statusCode, query).toBe(302);
      expect(response.headers.location).toBe('/?activation=invalid');
    }
  });

  it('answers 409 for an address already registered, whatever its case', async () => {
    const user = await buildUser(app);
    const response = await register({ name: 'Twin', email: user.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this e-mail address already exists.');
  });

  it.each([
    [{ email: 'a@example.com', password: PASSWORD }, 'Full Name / Nickname is required.'],
    [{ name: 'A', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address.'],
    [
      { name: 'A', email: 'a@example.com', password: 'short' },
      'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.',
    ],
    [
      { name: 'A', email: 'a@example.com', password: 'alllowercase1' },
      'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.',
    ],
  ])('validates %j', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
  });
});

describe('login', () => {
  it('answers an access token in the PRODUCT.md shape', async () => {
    const user = await buildUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const user = await buildUser(app);
    for (const payload of [
      { email: user.email, password: 'Wrong1234' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email: 'official@wortsmith.invalid', password: PASSWORD },
      { email: 'nul\u0000@example.com', password: PASSWORD },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/users/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Invalid e-mail or password.');
    }
  });

  it('validates the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain('Password is required.');
  });
});

describe('settings', () => {
  it('updates the weight unit, name and brewery of the signed-in user', async () => {
    const user = await buildSignedInUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: user.auth,
      payload: { weightUnit: 'oz', name: 'Renamed', brewery: 'Shed Brewing' },
    });
    expect(response.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth });
    expect(me.json()).toMatchObject({ weightUnit: 'oz', name: 'Renamed', brewery: 'Shed Brewing' });
  });

  it('refuses another user id (403) and an unknown unit (400)', async () => {
    const user = await buildSignedInUser(app);
    const other = await buildUser(app);
    const forbidden = await app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers: user.auth,
      payload: { weightUnit: 'oz' },
    });
    expect(forbidden.statusCode).toBe(403);
    const longId = await app.inject({
      method: 'PUT',
      url: `/api/users/${'x'.repeat(100)}`,
      headers: user.auth,
      payload: { weightUnit: 'oz' },
    });
    expect(longId.statusCode).toBe(403);
    const invalid = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: user.auth,
      payload: { weightUnit: 'lb' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Select oz or g');
  });
});

describe('password reset', () => {
  it('mails a single-use link; the new password works and older tokens stop working', async () => {
    const user = await buildUser(app);
    const before = await login(app, user.email);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/users/sendPasswordResetEmail',
      payload: { email: user.email },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('Email sent successfully. Check your inbox for a reset link.');
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Reset your Wortsmith password');
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/ChangePassword');
    const token = link.searchParams.get('token')!;

    const changed = await app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      payload: { token, password: 'NewPassw0rd' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password changed successfully.');

    const old = await app.inject({ method: 'GET', url: '/api/users/me', headers: before.auth });
    expect(old.statusCode).toBe(401);
    await expect(login(app, user.email)).rejects.toThrow(/401/);
    const after = await login(app, user.email, 'NewPassw0rd');
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: after.auth })).statusCode).toBe(
      200,
    );

    const reused = await app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      payload: { token, password: 'Another1pass' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/sendPasswordResetEmail',
      payload: { email: 'ghost@example.com' },
    });
    expect(response.statusCode).toBe(200);
    // Only mail to that address counts: another test's mail may still be on its way.
    expect(smtp.messages.filter((mail) => mail.to.includes('ghost@example.com'))).toEqual([]);
  });

  it('validates the change-password body', async () => {
    const weak = await app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      payload: { token: 'abc', password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.',
    );
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      payload: { password: 'NewPassw0rd' },
    });
    expect(noToken.json().errors).toContain('Token is required.');
  });
});
