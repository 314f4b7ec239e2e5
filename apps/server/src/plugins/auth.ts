// Bearer-token authentication: a valid HS256 token whose user still exists, is not the system owner,
// and whose password has not changed since the token was issued. Anything else is 401.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { HttpError } from '../lib/errors';

const EXPIRED = 'Your session has expired or is invalid. Please log in again.';

/** Decorates the app with `authenticate` (an onRequest hook) and `request.userId`. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('userId', '');
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw new HttpError(401, 'Authentication required. Please log in.');
      const claims = await app.ctx.tokens.verify(match[1]!);
      if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.userId)) throw new HttpError(401, EXPIRED);
      let state = app.ctx.userStates.get(claims.userId);
      if (!state) {
        const [user] = await app.ctx.db
          .select({
            tokensValidAfter: users.tokensValidAfter,
            isSystem: users.isSystem,
            active: users.active,
          })
          .from(users)
          .where(eq(users.id, claims.userId))
          .limit(1);
        if (!user || user.isSystem || !user.active) throw new HttpError(401, EXPIRED);
        state = { tokensValidAfterMs: user.tokensValidAfter.getTime() };
        app.ctx.userStates.set(claims.userId, state);
      }
      if (claims.issuedAtMs < state.tokensValidAfterMs) throw new HttpError(401, EXPIRED);
      request.userId = claims.userId;
    });
  },
  { name: 'wortsmith-auth' },
);
