// The bodies every route shares in its response schemas (and so in the OpenAPI document): the error
// body and the `{ message }` of a delete.
import type { ApiErrorBody } from '@wortsmith/core';
import { z } from 'zod';

/** Every error body: `{ message }`, with all validation messages under `errors` on a 400. */
export const errorBody = z.strictObject({
  message: z.string(),
  errors: z.array(z.string()).optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** The error answers a route documents, by status (each an `errorBody`). */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<
    S[number],
    typeof errorBody
  >;
}

/** A plain confirmation, e.g. "Recipe deleted successfully.". */
export const messageBody = z.strictObject({ message: z.string() });
