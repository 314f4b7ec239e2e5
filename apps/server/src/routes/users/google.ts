// Google sign-in with openid-client (authorization code + PKCE + state). The state and verifier travel
// in a signed, httpOnly, ten-minute cookie; the callback finds or creates the user by verified e-mail and
// returns to the login screen with `?token=<JWT>` (SPEC §2.1). `GET /api/users/sign-in-options` tells the
// login screen whether Google sign-in is configured at all.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as oidc from 'openid-client';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { findUserByEmail } from './repository';
import { signInOptionsResponse } from './schema';

const COOKIE = 'wortsmith_google';
const COOKIE_PATH = '/api/users/google';

type GoogleConfig = NonNullable<AppContext['config']['google']>;

/** openid-client, loaded only when Google sign-in is configured and used. */
const loadClient = () => import('openid-client');

/** Discovers the issuer once (retrying after a failure). */
function discoveryCache(google: GoogleConfig) {
  let pending: Promise<oidc.Configuration> | undefined;
  return () => {
    pending ??= loadClient()
      .then((client) =>
        client.discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
          // Only a local test issuer runs on plain http; a real Google issuer is https.
          execute: google.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
          timeout: 10,
        }),
      )
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

/** Registers GET /api/users/sign-in-options, GET /api/users/google/login and /callback. */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const { google, appUrl } = app.ctx.config;
  const redirectUri = `${appUrl}/api/users/google/callback`;
  const discover = google ? discoveryCache(google) : undefined;
  const fail = (reply: FastifyReply, error: string) => reply.redirect(`/?error=${error}`);

  // Public: the login screen shows "Sign in with Google" only when the server is configured for it.
  app.get(
    '/api/users/sign-in-options',
    { schema: { tags: ['users'], response: { 200: signInOptionsResponse } } },
    async () => ({ google: google !== undefined }),
  );

  app.get('/api/users/google/login', { schema: { tags: ['users'] } }, async (request, reply) => {
    if (!discover) return fail(reply, 'google_unavailable');
    let config: oidc.Configuration;
    try {
      config = await discover();
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in: issuer discovery failed');
      return fail(reply, 'google_unavailable');
    }
    const client = await loadClient();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    reply.setCookie(COOKIE, JSON.stringify({ state, verifier }), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: appUrl.startsWith('https:'),
      path: COOKIE_PATH,
      maxAge: 600,
    });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return reply.redirect(url.href);
  });

  app.get('/api/users/google/callback', { schema: { tags: ['users'] } }, async (request, reply) => {
    reply.clearCookie(COOKIE, { path: COOKIE_PATH });
    if (!discover) return fail(reply, 'google_unavailable');
    const checks = readChecks(request);
    if (!checks) return fail(reply, 'google_failed');
    try {
      const config = await discover();
      const client = await loadClient();
      const tokens = await client.authorizationCodeGrant(config, new URL(request.url, appUrl), {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string' || claims.email_verified !== true) {
        return fail(reply, 'google_unverified');
      }
      const name =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name : claims.email.split('@')[0]!;
      const userId = await findOrCreateGoogleUser(app.ctx, claims.sub, claims.email, name);
      if (!userId) return fail(reply, 'google_failed');
      const { token } = await app.ctx.tokens.issue(userId, 'google');
      return reply.redirect(`/?token=${encodeURIComponent(token)}`);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return fail(reply, 'google_failed');
    }
  });
}

function readChecks(request: FastifyRequest): { state: string; verifier: string } | undefined {
  const raw = request.cookies[COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const value = JSON.parse(unsigned.value) as { state?: unknown; verifier?: unknown };
    if (typeof value.state === 'string' && typeof value.verifier === 'string') {
      return { state: value.state, verifier: value.verifier };
    }
  } catch {
    // A tampered or truncated cookie is simply not a valid sign-in attempt.
  }
  return undefined;
}

/** The user for a Google subject: linked before, else matched by verified e-mail, else created. */
async function findOrCreateGoogleUser(ctx: AppContext, subject: string, email: string, name: string) {
  const [linked] = await ctx.db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  if (linked) return linked.isSystem ? undefined : linked.id;
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.isSystem) return undefined;
    // Google vouches for the address, which is what the activation mail would have proved. A
    // password never proven to be the address owner's (an account never activated, or registered
    // with activation off) was set by whoever typed the address: it goes, with every token issued
    // for it, so only the address's owner can sign in (or set a password by reset).
    await ctx.db
      .update(users)
      .set({
        googleSubject: subject,
        active: true,
        emailVerified: true,
        ...(existing.active && existing.emailVerified
          ? {}
          : { passwordHash: null, tokensValidAfter: new Date() }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [created] = await ctx.db
    .insert(users)
    .values({
      id: randomUUID(),
      email,
      name: name.slice(0, 100),
      passwordHash: null,
      active: true,
      googleSubject: subject,
    })
    .returning({ id: users.id });
  return created!.id;
}
