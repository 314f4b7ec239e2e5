// The ingest's limits and what its route takes: a JSON object or a form (the formats a device may send
// and the reading each stands for are device-formats.ts's).
import { DEVICE_MIN_POST_SECONDS, PLATO_RANGE, SG_RANGE } from '@wortsmith/core';
import { z } from 'zod';

/** Largest accepted device body: iSpindel sends ~250 bytes. */
export const INGEST_BODY_LIMIT = 4 * 1024;

/** Least time between two stored readings of one batch or device: the setup page's promise (core device-setup.ts). */
export const INGEST_MIN_INTERVAL_MS = DEVICE_MIN_POST_SECONDS * 1000;
export const TOO_SOON_MESSAGE = `One reading every ${INGEST_MIN_INTERVAL_MS / 1000} seconds at most: this one came too soon after the last and was not stored.`;

/** A gravity that is neither an SG nor degrees Plato (core's gravity.ts tells them apart by range). */
export const GRAVITY_RANGE_MESSAGE = `gravity must be an SG from ${SG_RANGE.min} to ${SG_RANGE.max} or degrees Plato from ${PLATO_RANGE.min} to ${PLATO_RANGE.max}`;

/** A device body as posted: a JSON object or a form's fields, read by device-formats.ts. */
export const ingestBody = z.record(z.string(), z.unknown(), {
  error: 'The reading must be a JSON object or a form (application/x-www-form-urlencoded).',
});

/** The URL a device posts to with its secret `token`, on the app's public address. */
export const ingestUrl = (appUrl: string, token: string): string => `${appUrl}/api/ingest/${token}`;
