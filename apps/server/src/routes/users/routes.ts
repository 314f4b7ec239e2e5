// Account routes of SPEC §7 and PRODUCT.md: register, activate, login, me, update, reset mail,
// change password. Google sign-in lives in google.ts.
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  userUpdateSchema,
} from '@wortsmith/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { strictLimit } from '../../plugins/rate-limit';
import { presentUser } from './presenter';
import { findUserById } from './repository';
import { activationQuery, userIdParams } from './schema';
import { activate, authenticate, changePassword, RESET_SENT, register, sendPasswordReset } from './service';

/** Registers the account routes. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];

  api.post(
    '/api/users',
    { schema: { tags, body: registerSchema }, ...strictLimit(app, 10, '1 hour', factor) },
    async (request, reply) => reply.code(201).send({ message: await register(app.ctx, request.body) }),
  );

  api.get(
    '/api/users/activate',
    { schema: { tags, querystring: activationQuery } },
    async (request, reply) => {
      const ok = request.query.code !== '' && (await activate(app.ctx, request.query.code));
      return reply.redirect(ok ? '/?activated=1' : '/?activation=invalid');
    },
  );

  api.post(
    '/api/users/login',
    { schema: { tags, body: loginSchema }, ...strictLimit(app, 10, '1 minute', factor) },
    async (request) => {
      const user = await authenticate(app.ctx, request.body.email, request.body.password);
      const { token, expiresIn } = await app.ctx.tokens.issue(user.id);
      return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn };
    },
  );

  api.get('/api/users/me', { onRequest: app.authenticate, schema: { tags, security } }, async (request) => {
    const user = await findUserById(app.ctx.db, request.userId);
    if (!user) throw new HttpError(401, 'Your session has expired or is invalid. Please log in again.');
    return presentUser(user);
  });

  api.put(
    '/api/users/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: userIdParams, body: userUpdateSchema },
    },
    async (request) => {
      if (request.params.id !== request.userId)
        throw new HttpError(403, 'You can only update your own account.');
      const { name, brewery, weightUnit } = request.body;
      const changes: Partial<typeof users.$inferInsert> = {};
      if (name !== undefined) changes.name = name.trim();
      if (brewery !== undefined) changes.brewery = brewery?.trim() || null;
      if (weightUnit !== undefined) changes.weightUnit = weightUnit;
      const [user] = await app.ctx.db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, request.userId))
        .returning();
      return presentUser(user!);
    },
  );

  api.post(
    '/api/users/sendPasswordResetEmail',
    { schema: { tags, body: forgotPasswordSchema }, ...strictLimit(app, 5, '1 hour', factor) },
    async (request) => {
      try {
        await sendPasswordReset(app.ctx, request.body.email);
      } catch (error) {
        // Same answer either way, so the response never tells whether an address has an account.
        request.log.error({ err: error }, 'password reset mail failed');
      }
      return { message: RESET_SENT };
    },
  );

  api.post(
    '/api/users/changePassword',
    { schema: { tags, body: changePasswordSchema }, ...strictLimit(app, 10, '1 hour', factor) },
    async (request) => {
      await changePassword(app.ctx, request.body.token, request.body.password);
      return { message: 'Password changed successfully.' };
    },
  );
}
