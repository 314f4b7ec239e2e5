// Errors a handler throws on purpose: they reach the client as `{ message }` with their status.

/** An expected failure with a status and a message safe to show the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** 404 with a message naming what was not found. */
export const notFound = (what = 'Item') => new HttpError(404, `${what} not found.`);
