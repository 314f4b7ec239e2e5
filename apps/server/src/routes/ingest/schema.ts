// The bodies a hydrometer may post, and how one becomes a reading: iSpindel's HTTP JSON (`name`, `angle`,
// `temperature`, `temp_units`, `gravity`, `battery`, … of which gravity, temperature, its unit and the
// name are read) and the generic `{ gravity, temperature, temperatureUnit?, time? }`. This module only
// parses: the gravity as SG or °Plato and the temperature's unit with the core's gravity.ts; whether
// the reading is a valid one (its limits and messages) is the core's reading rule, `readingSchema`.
import {
  firstValidationMessage,
  gravityToSg,
  PLATO_RANGE,
  type ReadingInput,
  readingSchema,
  SG_RANGE,
  temperatureToCelsius,
} from '@wortsmith/core';
import { z } from 'zod';

/** Largest accepted device body: iSpindel sends ~250 bytes. */
export const INGEST_BODY_LIMIT = 4 * 1024;

/** A gravity that is neither an SG nor degrees Plato (core's gravity.ts tells them apart by range). */
export const GRAVITY_RANGE_MESSAGE = `gravity must be an SG from ${SG_RANGE.min} to ${SG_RANGE.max} or degrees Plato from ${PLATO_RANGE.min} to ${PLATO_RANGE.max}`;

const unit = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(['C', 'F', 'K'], { error: 'temperature units must be C, F or K' }).optional(),
);

/** A device body as posted (other fields, e.g. `angle` or `battery`, are accepted and ignored). */
export const deviceBody = z.looseObject({
  name: z
    .string({ error: 'name must be a text' })
    .max(100, 'name must be at most 100 characters long')
    .optional(),
  gravity: z.number({ error: 'gravity is required and must be a number' }),
  temperature: z.number({ error: 'temperature must be a number' }).nullable().optional(),
  temp_units: unit,
  temperatureUnit: unit,
  /** When the reading was taken, as the core's reading rule has it; the time it arrives when left out. */
  time: readingSchema.shape.time.optional(),
});

/**
 * The reading a body stands for (SG, °C, the device name as its note), judged by the core's reading
 * rule, or the message saying why it is refused. `now` is the time of a reading without one.
 */
export function deviceReading(
  body: z.output<typeof deviceBody>,
  now: Date,
): { ok: true; reading: ReadingInput } | { ok: false; message: string } {
  const gravity = gravityToSg(body.gravity);
  if (gravity === null) return { ok: false, message: GRAVITY_RANGE_MESSAGE };
  const judged = readingSchema.safeParse({
    time: body.time ?? now.toISOString(),
    gravity,
    temperature:
      typeof body.temperature === 'number'
        ? temperatureToCelsius(body.temperature, body.temperatureUnit ?? body.temp_units)
        : null,
    note: body.name?.replaceAll('\u0000', '').trim() || null,
  });
  return judged.success
    ? { ok: true, reading: judged.data }
    : { ok: false, message: firstValidationMessage(judged.error) };
}
