// Bearer-token authentication: a valid HS256 token whose user still exists, is active, is not the
// system owner, whose token was not revoked (logout) and was issued after the user's last "sign out
// everywhere", password change or reset. Anything else is 401. On PostgreSQL revocation is asked of the
// database on every request (one primary-key lookup, a prepared statement each connection parses and
// plans once; it reads the rows as they are when it runs), so it holds at once on every server process;
// on PGlite, which one process alone opens, the answer is kept until a write to users or revoked tokens
// (lib/session-cache.ts).
import { ACCOUNT_MESSAGES } from '@wortsmith/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { revokedTokens, users } from '../db/schema';
import { HttpError } from '../lib/errors';
import { isUuid } from '../lib/ids';
import type { AccessClaims } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token of the request (set by `authenticate`). */
    accessToken: AccessClaims | undefined;
  }
}

/** The token of the request's `Authorization: Bearer …` header, if it has one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1];
}

const bearerClaimsOf = new WeakMap<FastifyRequest, Promise<AccessClaims | undefined>>();

/**
 * The claims of the request's bearer token when the server signed it, else undefined: checked once per
 * request, which the rate limit (plugins/rate-limit.ts) and then authentication both ask.
 */
export function bearerClaims(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AccessClaims | undefined> {
  let claims = bearerClaimsOf.get(request);
  if (!claims) {
    const token = bearerToken(request);
    claims = token ? app.ctx.tokens.verify(token) : Promise.resolve(undefined);
    bearerClaimsOf.set(request, claims);
  }
  return claims;
}

/** Decorates the app with `authenticate` (an onRequest hook), `request.userId` and `request.accessToken`. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('accessToken', undefined);
    const findSession = app.ctx.db
      .select({
        tokensValidAfter: users.tokensValidAfter,
        isSystem: users.isSystem,
        active: users.active,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${sql.placeholder('tokenId')})`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('auth_session');
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!bearerToken(request)) throw new HttpError(401, ACCOUNT_MESSAGES.authRequired);
      const claims = await bearerClaims(app, request);
      if (!claims || !isUuid(claims.userId)) throw new HttpError(401, ACCOUNT_MESSAGES.sessionInvalid);
      const sessions = app.ctx.database.sessions;
      let validAfterMs = sessions?.get(claims.userId, claims.tokenId);
      if (validAfterMs === undefined) {
        const readAt = sessions?.generation ?? 0;
        const [user] = await findSession.execute({ userId: claims.userId, tokenId: claims.tokenId });
        if (!user || user.isSystem || !user.active || user.revoked) {
          throw new HttpError(401, ACCOUNT_MESSAGES.sessionInvalid);
        }
        validAfterMs = user.tokensValidAfter.getTime();
        sessions?.set(claims.userId, claims.tokenId, validAfterMs, readAt);
      }
      if (claims.issuedAtMs < validAfterMs) throw new HttpError(401, ACCOUNT_MESSAGES.sessionInvalid);
      request.userId = claims.userId;
      request.accessToken = claims;
    });
  },
  { name: 'wortsmith-auth' },
);
