// The public account routes of SPEC §7 and PRODUCT.md: register, activate, login, reset mail, change
// password by reset link. The signed-in user's own account (me, profile, password, sessions, export,
// deletion) lives in account-routes.ts, among the signed-in routes; Google sign-in in google.ts.
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
} from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountAtAddress, strictLimit } from '../../plugins/rate-limit';
import { activationQuery, loginResponse, messageResponse } from './schema';
import { activate, authenticate, changePassword, register, sendPasswordReset } from './service';

/** Registers the public account routes. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;
  const tags = ['users'];

  api.post(
    '/api/users',
    {
      schema: { tags, body: registerSchema, response: { 201: messageResponse } },
      ...strictLimit(app, 10, '1 hour', factor),
    },
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
    {
      schema: { tags, body: loginSchema, response: { 200: loginResponse } },
      // Per account and address: strangers elsewhere cannot use up the owner's attempts.
      ...strictLimit(app, 10, '1 minute', factor, accountAtAddress),
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await authenticate(app.ctx, app.loginThrottle, { email, password, address: request.ip });
      const { token, expiresIn } = await app.ctx.tokens.issue(user.id);
      return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn };
    },
  );

  api.post(
    '/api/users/sendPasswordResetEmail',
    {
      schema: { tags, body: forgotPasswordSchema, response: { 200: messageResponse } },
      // Per address and account: others' requests never use up the owner's own.
      ...strictLimit(app, 5, '1 hour', factor, accountAtAddress),
      // The mail is looked up and sent after the answer, so the answer takes the same time whether or
      // not the address has an account.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        try {
          await sendPasswordReset(app.ctx, (request.body as { email: string }).email);
        } catch (error) {
          request.log.error({ err: error }, 'password reset mail failed');
        }
      },
    },
    async () => ({ message: ACCOUNT_MESSAGES.resetSent }),
  );

  api.post(
    '/api/users/changePassword',
    {
      schema: { tags, body: changePasswordSchema, response: { 200: messageResponse } },
      ...strictLimit(app, 10, '1 hour', factor),
    },
    async (request) => {
      await changePassword(app.ctx, request.body.token, request.body.password);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
}
