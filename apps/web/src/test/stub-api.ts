// An API stub at the HTTP boundary: `fetch` answers from a small route table, and every call is
// recorded so tests can assert what the app sent (method, path, query, body, bearer token).
import { vi } from 'vitest';

/** A request the app made. */
export interface StubCall {
  method: string;
  path: string;
  query: Record<string, string>;
  params: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/** What a handler answers: a JSON body with a status (see `reply`), or a plain value (200 JSON). */
export interface StubReply {
  __stubReply: true;
  status: number;
  body: unknown;
}

/** A route handler; may be async (e.g. to hold a response until the test releases it). */
export type StubHandler = (call: StubCall) => unknown;

/** Answers with `status` and a JSON `body`. */
export function reply(status: number, body?: unknown): StubReply {
  return { __stubReply: true, status, body };
}

function isReply(value: unknown): value is StubReply {
  return typeof value === 'object' && value !== null && '__stubReply' in value;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    const value = got[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

/**
 * Stubs `fetch` with routes keyed "METHOD /path/:param" (query strings are ignored when matching);
 * a handler may return a value (200 JSON), `reply(status, body)`, or a function result/promise of these.
 * Unknown routes answer 404 `{ message: 'Not stubbed: …' }`. Returns the recorded calls.
 */
export function stubApi(routes: Record<string, StubHandler | unknown>) {
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    let result: unknown = reply(404, { message: `Not stubbed: ${method} ${url.pathname}` });
    let params: Record<string, string> = {};
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, routePath] = key.split(' ');
      const found = routeMethod === method && routePath ? match(routePath, url.pathname) : null;
      if (found) {
        params = found;
        const call: StubCall = {
          method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          params,
          body,
          authorization: headers.get('Authorization'),
        };
        calls.push(call);
        result = typeof handler === 'function' ? await (handler as StubHandler)(call) : handler;
        break;
      }
    }
    const answer = isReply(result) ? result : reply(200, result);
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}
