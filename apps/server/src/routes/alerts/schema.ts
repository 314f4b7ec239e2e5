// Response schemas of the alert routes.
import { ALERT_KINDS, type Alert } from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { errorResponses } from '../../lib/responses';

/** `/{id}`: an id that is not a UUID is 404 "Alert not found.". */
export const alertParams = z.object({ id: idParam('Alert') });

export const alertResponse = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  message: z.string(),
  batch: z.object({ id: z.string(), number: z.number(), name: z.string() }),
  createdAt: z.string(),
  read: z.boolean(),
}) satisfies z.ZodType<Alert>;

export const alertListResponse = z.object({
  unread: z.number().describe('How many of the brewer’s alerts are unread'),
  alerts: z.array(alertResponse).describe('The newest 100'),
});

/** `PUT /api/alerts/{id}`'s body. */
export const alertBody = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

export const alertResponses = {
  list: { 200: alertListResponse, ...errorResponses(401) },
  saved: { 200: z.object({ unread: z.number() }), ...errorResponses(400, 401, 404) },
};
