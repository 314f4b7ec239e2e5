// The one request helper (SPEC §7, §8): JSON in and out, the bearer token from the session, and the
// common error rule: data.message, else data.error, else the client's error message, else the per-call
// fallback; a 401 on an authenticated call means "session expired" (the session is cleared, and the
// route guard sends the user to /, and it is said whatever the call). Errors are toasted unless the
// caller opts out, then thrown.

import type { ApiErrorBody } from '@wortsmith/core';
import { notifyError } from './notify';
import { clearSession, getSession } from './session';

/** Message shown for a 401 on an authenticated call (SPEC §8). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** A failed request; `message` is already resolved by the SPEC §8 rule, `data` is the body as sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** Options of one API call. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a Blob (an uploaded file) is sent as it is, with its own type. */
  body?: unknown;
  /** Answer the successful Response itself instead of its JSON (a file download, a page's headers). */
  raw?: boolean;
  query?: Record<string, string>;
  /** The per-call fallback message of SPEC §8. */
  fallback: string;
  /** Toast the resolved error (default true; an expired session is always said); login passes false. */
  toastError?: boolean;
  signal?: AbortSignal;
  /**
   * Whether the call carries the session's bearer token (default true). Registration, login and the
   * password calls do not (SPEC §7), so a 401 there is not an expired session.
   */
  auth?: boolean;
  /** Use this token instead of the session's (the ?token= sign-in, the call right after login). */
  token?: string;
  /** Shapes the toasted/thrown message, e.g. the yeast search's "Error: {detail}" (never the 401 one). */
  formatMessage?: (message: string) => string;
}

function messageFromData(data: unknown): string | undefined {
  if (data && typeof data === 'object') {
    // The API's error body (ApiErrorBody), or another server's `{ error }`: read both defensively.
    const { message, error } = data as { [K in keyof ApiErrorBody | 'error']?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function buildUrl(path: string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${path}${search}`;
}

function raise(options: ApiRequestOptions, shown: string, status: number, data: unknown): never {
  if (options.toastError !== false) notifyError(shown);
  throw new ApiError(shown, status, data);
}

function fail(options: ApiRequestOptions, message: string, status: number, data: unknown): never {
  return raise(options, options.formatMessage ? options.formatMessage(message) : message, status, data);
}

/** Calls the API and returns the parsed JSON body; see the module comment for the error rule. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const auth = options.auth !== false;
  const token = options.token ?? (auth ? getSession()?.token : undefined);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const file = options.body instanceof Blob;
  if (options.body !== undefined && !file) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined || file
          ? (options.body as Blob | undefined)
          : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const clientMessage = error instanceof Error && error.message ? error.message : undefined;
    return fail(options, clientMessage ?? options.fallback, 0, undefined);
  }

  if (response.ok && options.raw) return response as T;
  const data = await readBody(response);
  if (response.ok) return data as T;

  if (response.status === 401 && token) {
    clearSession();
    // SPEC §8: the session-expired text reads the same on every call, and is said by whichever call
    // finds it, a quiet one too (a poll, a save that shows its own errors); a call's formatter shapes
    // only its own errors (the yeast search would otherwise show "Error: Your session has expired…").
    notifyError(SESSION_EXPIRED_MESSAGE);
    throw new ApiError(SESSION_EXPIRED_MESSAGE, 401, data);
  }
  // An HTTP error without a message body has no client-side message of its own: the fallback applies.
  return fail(options, messageFromData(data) ?? options.fallback, response.status, data);
}

/** One page of a list or search (`limit`, `cursor`): its items, the next page's cursor, the whole count. */
export interface Page<T> {
  items: T[];
  /** The `Next-Cursor` header: the next page's cursor; null on the last page. */
  nextCursor: string | null;
  /**
   * The `Total-Count` header of a first page: how many the whole list or search holds. The server
   * counts to 1,000 only: its `1000+` reads as TOTAL_COUNT_CAP + 1. Null when not sent (a later page,
   * or an answer that is the whole list).
   */
  totalCount: number | null;
}

/** The highest count the server says exactly; past it `Total-Count` is `1000+`. */
export const TOTAL_COUNT_CAP = 1000;

function totalCountOf(header: string | null): number | null {
  if (header === `${TOTAL_COUNT_CAP}+`) return TOTAL_COUNT_CAP + 1;
  return header !== null && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * Calls a paged list or search route (the query carries `limit` and any `cursor`) and reads the page:
 * the JSON array and the `Next-Cursor` and `Total-Count` headers. Errors as apiRequest.
 */
export async function apiPage<T>(path: string, options: ApiRequestOptions): Promise<Page<T>> {
  const response = await apiRequest<Response>(path, { ...options, raw: true });
  const items = await readBody(response);
  return {
    items: Array.isArray(items) ? (items as T[]) : [],
    nextCursor: response.headers.get('Next-Cursor'),
    totalCount: totalCountOf(response.headers.get('Total-Count')),
  };
}
