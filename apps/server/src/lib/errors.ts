// Errors a handler throws on purpose (they reach the client as `{ message }` with their status), and
// how a database error is recognised.

/** An expected failure with a status and a message safe to show the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A 400's messages, all of them (the message is the first); just the message when absent. */
    readonly errors?: string[],
  ) {
    super(message);
  }
}

/**
 * 400 with every message of a body a handler checked itself (its schema depends on the path), answered
 * as a failure of the route's own body schema is.
 */
export function invalidBody(error: { issues: readonly { message: string }[] }): HttpError {
  const errors = error.issues.map((issue) => issue.message);
  return new HttpError(400, errors[0] ?? 'Invalid request.', errors);
}

/** The message of a 404 naming what was not found: "Recipe not found.". */
export const notFoundMessage = (what = 'Item') => `${what} not found.`;

/** 404 with a message naming what was not found. */
export const notFound = (what = 'Item') => new HttpError(404, notFoundMessage(what));

/** True for PostgreSQL's unique_violation, raised directly (pg) or wrapped (drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
