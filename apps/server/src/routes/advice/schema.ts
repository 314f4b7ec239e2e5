// What the advice route answers: `{ response }`, or the common `{ message }` error body.
import { z } from 'zod';
import { errorResponses } from '../../lib/responses';

/** The advice route's answers by status. */
export const adviceResponses = {
  200: z.strictObject({ response: z.string() }),
  ...errorResponses(400, 401, 429, 502),
};
