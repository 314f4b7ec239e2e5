// Request and response schemas of the batch routes (the batch, reading and brew session bodies are the
// core's).
import {
  alertSettingsSchema,
  BATCH_STATUSES,
  type BrewSession,
  brewSessionFields,
  packagingSchema,
  pitchSchema,
  readingExtrasSchema,
} from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { pageQuery } from '../../lib/paging';
import { errorResponses } from '../../lib/responses';
import { stockTakeResponse } from '../inventory/schema';
import { waterReport } from '../recipes/schema';

/** `/{id}`: an id that is not a UUID is 404 "Batch not found.". */
export const batchParams = z.object({ id: idParam('Batch') });
/** `/{id}/readings/{readingId}`: likewise, "Reading not found." for the reading's. */
export const readingParams = z.object({ id: idParam('Batch'), readingId: idParam('Reading') });

/** `POST /api/batches`. */
export const createBatchBody = z.object({
  recipeId: z.string({ error: 'Recipe id is required' }).max(100, 'Recipe not found.'),
});

/**
 * `GET /api/batches/{id}/readings`: `maxPoints`, a chart asks for at most that many points; `order=latest`,
 * the readings (or the page, or the points) latest first, as the readings table shows them.
 */
export const readingsQuery = pageQuery.extend({
  order: z.enum(['time', 'latest'], { error: 'order must be time or latest' }).optional(),
  maxPoints: z.coerce
    .number({ error: 'maxPoints must be a number' })
    .int('maxPoints must be a whole number')
    .min(2, 'maxPoints must be between 2 and 5000')
    .max(5000, 'maxPoints must be between 2 and 5000')
    .optional(),
});

const nullableNumber = z.number().nullable();

/** A batch's pitch as answered: the body's (core `pitchSchema`), its dates as the texts they were saved as. */
const pitchResponse = pitchSchema.extend({
  packs: z.array(
    z.object({
      form: z.enum(['liquid', 'dry', 'slurry']),
      amount: z.number(),
      productionDate: z.string().nullable().optional(),
    }),
  ),
});

/** One batch as answered. */
export const batchResponse = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  status: z.enum(BATCH_STATUSES),
  brewDate: z.string().nullable(),
  recipeId: z.string().nullable(),
  recipeVersion: z.number().int().nullable(),
  recipe: z.record(z.string(), z.unknown()),
  waterReport,
  mashPh: nullableNumber,
  preBoilGravity: nullableNumber,
  preBoilVolume: nullableNumber,
  measuredOg: nullableNumber,
  postBoilVolume: nullableNumber,
  fermenterVolume: nullableNumber,
  packagingDate: z.string().nullable(),
  measuredFg: nullableNumber,
  carbonation: nullableNumber,
  packagingMethod: z.string().nullable(),
  packaging: packagingSchema.nullable(),
  pitch: pitchResponse.nullable(),
  alertSettings: alertSettingsSchema.nullable().describe("The batch's alerts; null while they are off"),
  notes: z.string().nullable(),
  measuredAbv: nullableNumber,
  apparentAttenuation: nullableNumber,
  brewhouseEfficiency: nullableNumber,
  packagingPlan: z
    .object({ residualCo2: z.number(), primingSugarGrams: nullableNumber, kegPressureKpa: nullableNumber })
    .nullable()
    .describe('What the packaging asks for: priming sugar (bottles) or regulator pressure (keg)'),
  pitchPlan: z
    .object({ cellsNeeded: z.number(), cellsAvailable: z.number(), cellsAfterStarter: z.number() })
    .nullable()
    .describe('Billions of yeast cells: what the wort needs, what the packs hold, after the starter'),
  deviceLinked: z.boolean(),
  stockTaken: stockTakeResponse
    .nullable()
    .describe(
      'What the batch took from stock (POST /api/batches/{id}/stock); null until then and once put back',
    ),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One reading as answered (SG and °C). */
export const readingResponse = z.object({
  id: z.string(),
  time: z.string(),
  gravity: nullableNumber,
  temperature: nullableNumber,
  note: z.string().nullable(),
  brix: nullableNumber.describe('The refractometer reading the gravity was corrected from'),
  extras: readingExtrasSchema
    .nullable()
    .describe('What a device sent beyond gravity and temperature; null for a reading typed in'),
});

/** The device link, answered once when it is turned on. */
export const deviceLinkResponse = z.object({ url: z.string(), token: z.string() });

export const messageResponse = z.object({ message: z.string() });

/** A batch's brew session as answered (`GET`/`PUT /api/batches/{id}/brew`). */
export const brewSessionResponse = z.object({
  ...brewSessionFields,
  version: z.number().int().describe('The version a save starts from (0 until the first save)'),
  updatedAt: z.string().nullable().describe('When it was last saved; null until the first save'),
}) satisfies z.ZodType<BrewSession>;

/**
 * `POST /api/batches/{id}/readings`: 201 with the reading added; 200 with it when a reading with the
 * body's own id was added already (the same add sent again); 409 when that id is another's.
 */
export const addReadingResponses = {
  200: readingResponse,
  201: readingResponse,
  ...errorResponses(400, 401, 404, 409),
};

/** The brew session routes' answers, errors included (a stale save is 409 `{ message }`, like a batch's). */
export const brewSessionResponses = {
  read: { 200: brewSessionResponse, ...errorResponses(401, 404) },
  saved: { 200: brewSessionResponse, ...errorResponses(400, 401, 404, 409) },
};
