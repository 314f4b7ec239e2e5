// An API stub at the HTTP boundary: `fetch` answers from a small route table, and every call is
// recorded so tests can assert what the app sent (method, path, query, body, bearer token). A list the
// app asks for in pages is paged as the server pages it. Every
// route stands for one of the server's (test/api-contract.ts) and every answer is checked against that
// route's response schemas: a fixture the server would never send fails the test that serves it.
import { vi } from 'vitest';
import { TOTAL_COUNT_CAP } from '../lib/api';
import {
  contractViolation,
  PAGED_ROUTES,
  type RouteContract,
  routeContract,
  successStatus,
} from './api-contract';

/** A request the app made. */
export interface StubCall {
  method: string;
  path: string;
  query: Record<string, string>;
  params: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/** What a handler answers: a JSON body with a status (see `reply`), or a plain value (a success as JSON). */
export interface StubReply {
  __stubReply: true;
  status: number;
  body: unknown;
  /** Not the server's answer (see `foreignReply`): not checked against its schemas. */
  foreign?: true;
}

/** A route handler; may be async (e.g. to hold a response until the test releases it). */
export type StubHandler = (call: StubCall) => unknown;

/** Answers with `status` and a JSON `body` (none: a failure in front of the server, if an error). */
export function reply(status: number, body?: unknown): StubReply {
  return { __stubReply: true, status, body };
}

/**
 * An answer the server itself never gives (a proxy in front of it, another API), for a test of how the
 * app copes with one: taken as it is, not checked against the server's schemas.
 */
export function foreignReply(status: number, body?: unknown): StubReply {
  return { __stubReply: true, status, body, foreign: true };
}

/** Why `answer` on `contract`'s route is not one the server could send, or null. */
function violation(contract: RouteContract, answer: StubReply): string | null {
  return answer.foreign ? null : contractViolation(contract, answer.status, answer.body);
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
 * What the server's paging says (apps/server/src/lib/paging.ts, not imported: it brings the server's
 * database types into the web's): the largest page, a page's size when a cursor comes without a
 * limit, and its two messages.
 */
const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 50;
const PAGING_MESSAGES = {
  limit: `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  cursor: 'The page cursor is not valid.',
};

/**
 * The page a paged route answers for `call` out of the whole list `rows` (what the handler gave), as
 * the server does (its lib/paging.ts; test/api-contract.ts, PAGED_ROUTES): the stub's cursor is the
 * next row's offset.
 */
function pageOf(
  call: StubCall,
  rows: readonly unknown[],
): { answer: StubReply; headers: Record<string, string> } {
  const { limit, cursor } = call.query;
  const size = limit === undefined ? DEFAULT_PAGE_SIZE : Number(limit);
  const offset = cursor === undefined ? 0 : Number(/^stub-(\d+)$/.exec(cursor)?.[1] ?? Number.NaN);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    return { answer: reply(400, { message: PAGING_MESSAGES.limit }), headers: {} };
  }
  if (!Number.isInteger(offset) || offset > rows.length) {
    return { answer: reply(400, { message: PAGING_MESSAGES.cursor }), headers: {} };
  }
  const headers: Record<string, string> = {};
  if (offset + size < rows.length) headers['Next-Cursor'] = `stub-${offset + size}`;
  if (cursor === undefined)
    headers['Total-Count'] = rows.length > TOTAL_COUNT_CAP ? `${TOTAL_COUNT_CAP}+` : String(rows.length);
  return { answer: reply(200, rows.slice(offset, offset + size)), headers };
}

/** The route whose `order=latest` the stub answers as the server does. */
const READINGS_ROUTE = 'GET /api/batches/:id/readings';

/** Answers given by handlers that the server could not have sent, since the last `takeViolations`. */
const violations: string[] = [];

/** The answer `result` stands for on `contract`'s route: a plain value is the route's success. */
function answerOf(contract: RouteContract, result: unknown): StubReply {
  return isReply(result) ? result : reply(successStatus(contract), result);
}

/**
 * Stubs `fetch` with routes keyed "METHOD /path/:param" (query strings are ignored when matching);
 * a handler may return a value (the route's success, as JSON), `reply(status, body)`, or a function
 * result/promise of these. A paged route's whole list is answered a page at a time when the call asks
 * for pages (`limit`, `cursor`), with the server's headers. Unknown routes answer 404 `{ message: 'Not stubbed: …' }`. Returns the
 * recorded calls. Throws at once for a route the server does not have and for a fixed answer it could
 * not send; an answer a handler computes is checked when it is sent (see `takeViolations`).
 */
export function stubApi(routes: Record<string, StubHandler | unknown>) {
  const contracts = new Map(Object.keys(routes).map((key) => [key, routeContract(key)]));
  // A body already checked for a route and status is not checked again while this stub serves it (a
  // fixture list served on every call, a handler handing back the same object).
  const checked = new WeakMap<object, Map<string, string | null>>();
  const check = (key: string, answer: StubReply): string | null => {
    const contract = contracts.get(key)!;
    const { body } = answer;
    if (typeof body !== 'object' || body === null) return violation(contract, answer);
    const memo = checked.get(body) ?? new Map<string, string | null>();
    checked.set(body, memo);
    const at = `${key} ${answer.status}${answer.foreign ? ' foreign' : ''}`;
    if (!memo.has(at)) memo.set(at, violation(contract, answer));
    return memo.get(at)!;
  };
  for (const [key, handler] of Object.entries(routes)) {
    if (typeof handler === 'function') continue;
    const problem = check(key, answerOf(contracts.get(key)!, handler));
    if (problem) throw new Error(`Stub "${key}": ${problem}`);
  }
  const calls: StubCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    let answer = reply(404, { message: `Not stubbed: ${method} ${url.pathname}` });
    let pageHeaders: Record<string, string> = {};
    for (const [key, handler] of Object.entries(routes)) {
      const [routeMethod, routePath] = key.split(' ');
      const params = routeMethod === method && routePath ? match(routePath, url.pathname) : null;
      if (params) {
        const call: StubCall = {
          method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          params,
          body,
          authorization: headers.get('Authorization'),
        };
        calls.push(call);
        answer = answerOf(
          contracts.get(key)!,
          typeof handler === 'function' ? await (handler as StubHandler)(call) : handler,
        );
        const problem = check(key, answer);
        if (problem) violations.push(`Stub "${key}": ${problem}`);
        const paged = 'limit' in call.query || 'cursor' in call.query;
        const ordered = answer.status === 200 && Array.isArray(answer.body);
        // The readings latest first (`order=latest`), as the server answers them: a handler gives them in
        // time order, as `GET …/readings` answers without it.
        if (ordered && call.query.order === 'latest' && contracts.get(key)!.route === READINGS_ROUTE) {
          answer = { ...answer, body: [...(answer.body as unknown[])].reverse() };
        }
        if (paged && ordered && PAGED_ROUTES.has(contracts.get(key)!.route)) {
          ({ answer, headers: pageHeaders } = pageOf(call, answer.body as unknown[]));
        }
        break;
      }
    }
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...pageHeaders },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

/** The answers sent since the last call that the server could not have sent; clears them. */
export function takeViolations(): string[] {
  return violations.splice(0);
}
