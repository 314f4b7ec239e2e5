// The signed-in user's own account (issue: change password signed in, real logout, export, delete):
// GET /api/users/me, PUT /api/users/{id}, PUT /api/users/{id}/password, POST /api/users/logout and
// /logoutEverywhere, GET /api/users/me/export, DELETE /api/users/{id}. Another user's id is 403.
import {
  ACCOUNT_MESSAGES,
  accountDeleteSchema,
  passwordUpdateSchema,
  userUpdateSchema,
} from '@wortsmith/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { strictLimit } from '../../plugins/rate-limit';
import { authorizeChange } from '../../policies/user';
import { type Caller, deleteAccount, updatePassword, updateProfile } from './account';
import { buildAccountExport } from './export';
import { presentUser } from './presenter';
import { findUserById } from './repository';
import { accountExportResponse, currentUserResponse, passwordUpdateResponse, userIdParams } from './schema';
import { endAllSessions, endSession } from './sessions';

/** The signed-in caller, asking policies/user.ts about the account a path names (403 for another's). */
function callerOf(request: FastifyRequest, pathId?: string): Caller {
  if (pathId !== undefined) authorizeChange(request.userId, pathId);
  return { userId: request.userId, token: request.accessToken!, address: request.ip };
}

/**
 * Registers the routes of the signed-in user's own account (among the signed-in routes); the login
 * throttle counts wrong current passwords.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const throttle = app.loginThrottle;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;
  const tags = ['users'];
  const noContent = { 204: z.null().describe('No content') };

  api.get('/api/users/me', { schema: { tags, response: { 200: currentUserResponse } } }, async (request) => {
    const user = await findUserById(app.ctx.db, request.userId);
    if (!user) throw new HttpError(401, ACCOUNT_MESSAGES.sessionInvalid);
    return presentUser(user);
  });

  api.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        params: userIdParams,
        body: userUpdateSchema,
        response: { 200: currentUserResponse },
      },
    },
    async (request) => {
      const caller = callerOf(request, request.params.id);
      return presentUser(await updateProfile(app.ctx, caller.userId, request.body));
    },
  );

  api.put(
    '/api/users/:id/password',
    {
      schema: {
        tags,
        description: 'Changes the password (the current one is required); every older token is refused.',
        params: userIdParams,
        body: passwordUpdateSchema,
        response: { 200: passwordUpdateResponse },
      },
      ...strictLimit(app, 10, '1 hour', factor),
    },
    async (request) => {
      const caller = callerOf(request, request.params.id);
      await updatePassword(app.ctx, throttle, caller, request.body.currentPassword, request.body.password);
      // The device that changed the password stays signed in with a token newer than the change.
      const { token, expiresIn } = await app.ctx.tokens.issue(caller.userId);
      return {
        message: ACCOUNT_MESSAGES.passwordUpdated,
        access_token: token,
        token_type: 'Bearer' as const,
        expires_in: expiresIn,
      };
    },
  );

  api.post(
    '/api/users/logout',
    { schema: { tags, description: 'Ends the calling token.', response: noContent } },
    async (request, reply) => {
      await endSession(app.ctx.db, callerOf(request).token);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/users/logoutEverywhere',
    {
      schema: {
        tags,
        description: 'Ends every token of the user, this one included.',
        response: noContent,
      },
    },
    async (request, reply) => {
      await endAllSessions(app.ctx.db, callerOf(request).userId);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/users/me/export',
    {
      schema: {
        tags,
        description: 'Everything the user owns as one JSON attachment (shape: docs/account-export.md).',
        response: { 200: accountExportResponse },
      },
    },
    async (request, reply) => {
      const document = await buildAccountExport(app.ctx, callerOf(request).userId);
      const day = document.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="wortsmith-export-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(document);
    },
  );

  api.delete(
    '/api/users/:id',
    {
      schema: {
        tags,
        description:
          'Deletes the account and everything it owns. Needs the password, or for an account without one a token from a Google sign-in at most 5 minutes old.',
        params: userIdParams,
        body: accountDeleteSchema,
        response: noContent,
      },
      ...strictLimit(app, 10, '1 hour', factor),
    },
    async (request, reply) => {
      await deleteAccount(app.ctx, throttle, callerOf(request, request.params.id), request.body?.password);
      return reply.code(204).send(null);
    },
  );
}
