// `POST /api/ingest/{token}`: a hydrometer's reading for the batch whose device link it is. No bearer
// token (the unguessable URL is the key, stored hashed); rate limited per token; small bodies only.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import * as deviceLinkPolicy from '../../policies/device-link';
import { insertReading, readingValues } from '../batches/readings-repository';
import { findBatchByTokenHash } from '../batches/repository';
import { hashDeviceToken } from '../batches/service';
import { deviceBody, deviceReading, INGEST_BODY_LIMIT } from './schema';

/** Posts a token may make per minute: an iSpindel posts every 15 min by default, some every 10 s. */
export const INGEST_PER_MINUTE = 30;

const tokenParams = z.object({ token: z.string().max(100) });
const message = z.object({ message: z.string() });

/** Registers the device ingest route. */
export async function ingestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;
  const appErrors = app.errorHandler;

  api.post(
    '/api/ingest/:token',
    {
      bodyLimit: INGEST_BODY_LIMIT,
      config: {
        rateLimit: {
          max: INGEST_PER_MINUTE * factor,
          timeWindow: '1 minute',
          // Counted by the token's hash, so tokens never sit in the limiter's store.
          keyGenerator: (request) =>
            `ingest|${hashDeviceToken(String((request.params as { token?: unknown }).token))}`,
        },
      },
      // A device body over the limit is told this route's limit, not the app-wide one.
      errorHandler: (error: FastifyError, request, reply) =>
        error.statusCode === 413
          ? reply
              .code(413)
              .send({ message: `The reading is too large (${INGEST_BODY_LIMIT / 1024} KB at most).` })
          : appErrors.call(app, error, request, reply),
      schema: {
        tags: ['batches'],
        params: tokenParams,
        body: deviceBody,
        response: { 202: message, 413: message },
      },
    },
    async (request, reply) => {
      const found = await findBatchByTokenHash(app.ctx.db, hashDeviceToken(request.params.token));
      const batch = deviceLinkPolicy.authorizeIngest(found);
      const parsed = deviceReading(request.body, new Date());
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      await insertReading(app.ctx.db, batch.id, readingValues(parsed.reading));
      return reply.code(202).send({ message: 'Reading stored.' });
    },
  );
}
