// Google sign-in driven end to end against a local OpenID Connect issuer (oidc-provider): the app's
// redirect, the issuer's login and consent, the code exchange with PKCE and state, and the final
// redirect with a working token.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login, PASSWORD } from '../../../test/factories';
import { type OidcIssuer, startOidcProvider } from '../../../test/support/oidc-provider';
import { createTestApp } from '../../../test/support/test-app';

const APP_URL = 'http://localhost:3000';
let app: FastifyInstance;
let issuer: OidcIssuer;

/** Follows the issuer's redirects with a cookie jar until it sends the browser back to the app. */
async function throughIssuer(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin !== issuer.issuer) return url;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`issuer stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

/** Runs the whole sign-in for the identity queued with issuer.loginAs; returns the app's final redirect. */
async function signIn(): Promise<string> {
  const start = await app.inject({ method: 'GET', url: '/api/users/google/login' });
  expect(start.statusCode).toBe(302);
  const cookie = start.cookies.find((c) => c.name === 'wortsmith_google');
  expect(cookie?.httpOnly).toBe(true);
  const back = await throughIssuer(start.headers.location as string);
  expect(`${back.origin}${back.pathname}`).toBe(`${APP_URL}/api/users/google/callback`);
  const done = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { wortsmith_google: cookie!.value },
  });
  expect(done.statusCode).toBe(302);
  return done.headers.location as string;
}

/** GET /api/users/me with the token of the app's final redirect. */
function whoSignedIn(location: string) {
  const token = new URL(location, APP_URL).searchParams.get('token');
  return app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
}

/** Google sign-in as `email` reaches account `userId`, and from then on the password no longer logs in. */
async function expectGoogleTakesOver(email: string, userId: string): Promise<void> {
  issuer.loginAs(email);
  expect((await whoSignedIn(await signIn())).json().user_id).toBe(userId);
  const attempt = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: PASSWORD },
  });
  expect(attempt.statusCode).toBe(401);
}

describe('Google sign-in', () => {
  // Closed at the end of this block, so the app of the next one gets the worker's database.
  beforeAll(async () => {
    issuer = await startOidcProvider({ redirectUris: [`${APP_URL}/api/users/google/callback`] });
    app = await createTestApp({
      appUrl: APP_URL,
      google: { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer },
    });
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  it('tells the login screen, without a session, that Google sign-in is offered', async () => {
    const options = await app.inject({ method: 'GET', url: '/api/users/sign-in-options' });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ google: true });
  });

  it('creates an account for a new verified address and returns to / with a working token', async () => {
    issuer.loginAs('hopfan@example.com', { name: 'Hop Fan' });
    const location = await signIn();
    expect(location).toMatch(/^\/\?token=/);
    const me = await whoSignedIn(location);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'hopfan@example.com', name: 'Hop Fan' });
  });

  it('signs an existing account in by its verified e-mail, and again on the next visit', async () => {
    const user = await buildUser(app, { email: 'maltster@example.com' });
    for (let visit = 0; visit < 2; visit++) {
      issuer.loginAs('Maltster@example.com');
      const me = await whoSignedIn(await signIn());
      expect(me.json().user_id).toBe(user.id);
    }
  });

  it('keeps the password of an active account it links', async () => {
    const user = await buildUser(app, { email: 'cellar@example.com' });
    issuer.loginAs('cellar@example.com');
    expect(await signIn()).toMatch(/^\/\?token=/);
    expect((await login(app, user.email)).id).toBe(user.id);
  });

  it('drops the password of a never-activated account, so whoever registered the address cannot sign in', async () => {
    const squatted = await buildUser(app, { email: 'owner@example.com', active: false });
    await expectGoogleTakesOver('owner@example.com', squatted.id);
  });

  it('drops a password registered with activation off before the owner signs in with Google', async () => {
    // The test app runs with ACCOUNT_ACTIVATION=off: whoever registers an address can log in at once.
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Squatter', email: 'victim@example.com', password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const squatter = await login(app, 'victim@example.com');
    await expectGoogleTakesOver('victim@example.com', squatter.id);
    const old = await app.inject({ method: 'GET', url: '/api/users/me', headers: squatter.auth });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an unverified address', async () => {
    issuer.loginAs('unverified@example.com', { emailVerified: false });
    expect(await signIn()).toBe('/?error=google_unverified');
  });

  it('refuses a callback without the signed state cookie or with a tampered one', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/users/google/callback?code=abc&state=def' });
    expect(plain.headers.location).toBe('/?error=google_failed');
    const tampered = await app.inject({
      method: 'GET',
      url: '/api/users/google/callback?code=abc&state=def',
      cookies: { wortsmith_google: '{"state":"def","verifier":"x"}.forgedsignature' },
    });
    expect(tampered.headers.location).toBe('/?error=google_failed');
  });
});

describe('Google sign-in when not configured', () => {
  it('comes back to the login screen with google_unavailable, and the sign-in options say so', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.inject({ method: 'GET', url: '/api/users/google/login' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?error=google_unavailable');
      const options = await plain.inject({ method: 'GET', url: '/api/users/sign-in-options' });
      expect(options.statusCode).toBe(200);
      expect(options.json()).toEqual({ google: false });
    } finally {
      await plain.close();
    }
  });
});
