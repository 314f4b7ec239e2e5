// `POST /api/ingest/{token}`: a hydrometer's reading for the batch whose device link it is, as JSON or a
// form (the formats are device-formats.ts's). No bearer token (the unguessable URL is the key, stored
// hashed); rate limited per token; small bodies only; one stored reading every 2 seconds at most.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import * as deviceLinkPolicy from '../../policies/device-link';
import { insertReading, latestReadingTime, readingValues } from '../batches/readings-repository';
import { findBatchByTokenHash } from '../batches/repository';
import { hashDeviceToken } from '../batches/service';
import { deviceReading } from './device-formats';
import { INGEST_BODY_LIMIT, INGEST_MIN_INTERVAL_MS, ingestBody, TOO_SOON_MESSAGE } from './schema';

/** Posts a token may make per minute: an iSpindel posts every 15 min by default, some every 10 s. */
export const INGEST_PER_MINUTE = 30;

const tokenParams = z.object({ token: z.string().max(100) });
const message = z.object({ message: z.string() });

/** Registers the device ingest route. */
export async function ingestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const factor = app.ctx.config.internal?.rateLimitFactor ?? 1;
  const appErrors = app.errorHandler;

  // Form bodies (the Tilt app's cloud logging, BrewPiLess) for this route only: this plugin's context is
  // encapsulated, so no other route takes forms. Node's URLSearchParams, no dependency; every value is
  // text (device-formats.ts reads numbers from text).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: INGEST_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

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
          : error.statusCode === 415
            ? reply.code(415).send({
                message: 'Send the reading as JSON or as a form (application/x-www-form-urlencoded).',
              })
            : appErrors.call(app, error, request, reply),
      schema: {
        tags: ['batches'],
        params: tokenParams,
        body: ingestBody,
        response: { 202: message, 413: message, 415: message, 429: message },
      },
    },
    async (request, reply) => {
      const found = await findBatchByTokenHash(app.ctx.db, hashDeviceToken(request.params.token));
      const batch = deviceLinkPolicy.authorizeIngest(found);
      const parsed = deviceReading(request.body, new Date());
      if (!parsed.ok) throw new HttpError(400, parsed.message);
      // The promise of one reading every 2 seconds: a reading within 2 s of the batch's latest is
      // answered 429 and not stored (the devices we read post their next reading at their own interval,
      // none retries a refused one). Two posts at the same instant may both pass: no lock for this.
      // parsed.extras (pressure, pH, bubbles, battery, signal) are not stored until the readings'
      // schema has columns for them.
      const latest = await latestReadingTime(app.ctx.db, batch.id);
      if (latest && Math.abs(Date.parse(parsed.reading.time) - latest.getTime()) < INGEST_MIN_INTERVAL_MS) {
        throw new HttpError(429, TOO_SOON_MESSAGE);
      }
      await insertReading(app.ctx.db, batch.id, readingValues(parsed.reading));
      return reply.code(202).send({ message: 'Reading stored.' });
    },
  );
}
