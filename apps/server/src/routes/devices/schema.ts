// Request and response schemas of the device routes (the bodies are the core's deviceSchema and
// batchDeviceSchema).
import { DEVICE_TYPES, type Device, readingExtrasSchema } from '@wortsmith/core';
import { z } from 'zod';
import { notFoundMessage } from '../../lib/errors';
import { idParam } from '../../lib/ids';
import { errorResponses } from '../../lib/responses';
import { readingResponse } from '../batches/schema';

/** `/{id}`: an id that is not a UUID is 404 "Device not found.". */
export const deviceParams = z.object({ id: idParam('Device') });

/** One device as answered. */
export const deviceResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  batch: z
    .object({ id: z.string(), number: z.number(), name: z.string() })
    .nullable()
    .describe('The batch its readings go to'),
  lastSeenAt: z.string().nullable(),
  lastExtras: readingExtrasSchema.nullable().describe('What it last sent beyond gravity and temperature'),
  waitingReadings: z.number().describe('Readings sent while on no batch, kept 14 days to attach to one'),
  createdAt: z.string(),
}) satisfies z.ZodType<Device>;

/** The secret URL, answered once. */
export const deviceUrlResponse = z.object({
  url: z.string().describe('POST readings here (JSON or a form); shown once'),
  token: z.string(),
});

/** `POST /api/devices`: the device and its secret URL. */
export const createdDeviceResponse = z.object({ device: deviceResponse, ...deviceUrlResponse.shape });

/** A reading waiting for a batch. */
export const waitingReadingResponse = readingResponse.omit({ brix: true });

/** `POST /api/devices/{id}/attach`'s body. */
export const attachBody = z.object({ batchId: z.guid({ error: notFoundMessage('Batch') }) });

export const deviceResponses = {
  list: { 200: z.array(deviceResponse), ...errorResponses(401) },
  created: { 201: createdDeviceResponse, ...errorResponses(400, 401, 409) },
  saved: { 200: deviceResponse, ...errorResponses(400, 401, 404) },
  url: { 201: deviceUrlResponse, ...errorResponses(401, 404) },
  deleted: { 200: z.object({ message: z.string() }), ...errorResponses(401, 404) },
  waiting: { 200: z.array(waitingReadingResponse), ...errorResponses(401, 404) },
  attached: { 200: z.object({ attached: z.number() }), ...errorResponses(400, 401, 404, 409) },
  assigned: { 200: z.object({ device: deviceResponse.nullable() }), ...errorResponses(400, 401, 404, 409) },
};
