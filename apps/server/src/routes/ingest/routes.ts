// `POST /api/ingest/{token}`: a device's reading, as JSON or a form (the formats are device-formats.ts's),
// for the brewer's device whose secret URL it is (to the batch it is on, or kept for one), or for the
// batch whose own device link it is. No bearer token (the unguessable URL is the key, stored
// hashed); rate limited per token; small bodies only; one stored reading every 2 seconds at most.
import type { ReadingExtras } from '@wortsmith/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import * as devicePolicy from '../../policies/device';
import * as deviceLinkPolicy from '../../policies/device-link';
import { insertReading, latestReadingTime, readingValues } from '../batches/readings-repository';
import { findBatchByTokenHash } from '../batches/repository';
import { claimDevicePost, findDeviceByTokenHash, insertUnassignedReading } from '../devices/repository';
import { deviceReading } from './device-formats';
import { INGEST_BODY_LIMIT, INGEST_MIN_INTERVAL_MS, ingestBody, TOO_SOON_MESSAGE } from './schema';

/** Posts a token may make per minute: an iSpindel posts every 15 min by default, some every 10 s. */
export const INGEST_PER_MINUTE = 30;

const tokenParams = z.object({ token: z.string().max(100) });
const message = z.object({ message: z.string() });

/** The reading a body stands for, or 400 with the reason it cannot be read. */
function readBody(body: Record<string, unknown>, now: Date) {
  const parsed = deviceReading(body, now);
  if (!parsed.ok) throw new HttpError(400, parsed.message);
  return parsed;
}

/** Extras as stored: null when the device sent none. */
const extrasOrNull = (extras: ReadingExtras) => (Object.keys(extras).length > 0 ? extras : null);

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
            `ingest|${hashToken(String((request.params as { token?: unknown }).token))}`,
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
      const hash = hashToken(request.params.token);
      const now = new Date();
      const device = await findDeviceByTokenHash(app.ctx.db, hash);
      // A device's own URL (issue 35): the reading goes to the batch it is on, or waits for one.
      if (device) {
        const parsed = readBody(request.body, now);
        // One post every 2 seconds, counted by arrival in one conditional update: two posts at the same
        // instant cannot both pass.
        if (!(await claimDevicePost(app.ctx.db, device.id, now, INGEST_MIN_INTERVAL_MS, parsed.extras))) {
          throw new HttpError(429, TOO_SOON_MESSAGE);
        }
        const values = { ...readingValues(parsed.reading), extras: extrasOrNull(parsed.extras) };
        const batchId = devicePolicy.readingBatchId(device);
        if (batchId) {
          await insertReading(app.ctx.db, batchId, { ...values, deviceId: device.id });
          app.ctx.alerts.readingAdded(batchId);
          return reply.code(202).send({ message: 'Reading stored.' });
        }
        const { brix: _brix, ...waiting } = values;
        await insertUnassignedReading(app.ctx.db, device.id, waiting);
        return reply.code(202).send({ message: 'Reading stored; the device is on no batch yet.' });
      }
      // A batch's own link (before devices): as before.
      const batch = deviceLinkPolicy.authorizeIngest(await findBatchByTokenHash(app.ctx.db, hash));
      const parsed = readBody(request.body, now);
      // The promise of one reading every 2 seconds: a reading within 2 s of the batch's latest is
      // answered 429 and not stored (the devices we read post their next reading at their own interval,
      // none retries a refused one).
      const latest = await latestReadingTime(app.ctx.db, batch.id);
      if (latest && Math.abs(Date.parse(parsed.reading.time) - latest.getTime()) < INGEST_MIN_INTERVAL_MS) {
        throw new HttpError(429, TOO_SOON_MESSAGE);
      }
      await insertReading(app.ctx.db, batch.id, {
        ...readingValues(parsed.reading),
        extras: extrasOrNull(parsed.extras),
      });
      app.ctx.alerts.readingAdded(batch.id);
      return reply.code(202).send({ message: 'Reading stored.' });
    },
  );
}
