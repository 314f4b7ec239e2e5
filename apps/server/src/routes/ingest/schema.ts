// The bodies a hydrometer may post: iSpindel's HTTP JSON (`name`, `angle`, `temperature`,
// `temp_units`, `gravity`, `battery`, … of which gravity, temperature, its unit and the name are read)
// and the generic `{ gravity, temperature, temperatureUnit?, time? }`.
import { gravityToSg, PLATO_RANGE, type ReadingInput, SG_RANGE, temperatureToCelsius } from '@wortsmith/core';
import { z } from 'zod';

/** Largest accepted device body: iSpindel sends ~250 bytes. */
export const INGEST_BODY_LIMIT = 4 * 1024;

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
  time: z.iso
    .datetime({ offset: true, error: 'time must be a date and time (ISO 8601)' })
    .refine((time) => time >= '1970' && time < '2200', 'time must be a date and time (ISO 8601)')
    .optional(),
});

/**
 * The reading a valid body stands for (SG, °C, the device name as its note), or the message saying
 * why it is refused. `now` is the time of a reading without one.
 */
export function deviceReading(
  body: z.output<typeof deviceBody>,
  now: Date,
): { ok: true; reading: Omit<ReadingInput, 'time'> & { time: Date } } | { ok: false; message: string } {
  const gravity = gravityToSg(body.gravity);
  if (gravity === null) return { ok: false, message: GRAVITY_RANGE_MESSAGE };
  let temperature: number | null = null;
  if (typeof body.temperature === 'number') {
    temperature = temperatureToCelsius(body.temperature, body.temperatureUnit ?? body.temp_units);
    if (temperature < -20 || temperature > 110) {
      return { ok: false, message: 'temperature must be between -20 and 110 °C' };
    }
  }
  return {
    ok: true,
    reading: {
      time: body.time ? new Date(body.time) : now,
      gravity,
      temperature,
      note: body.name?.replaceAll('\u0000', '').trim() || null,
    },
  };
}
