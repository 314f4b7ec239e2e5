// What the server answers, route by route, for the web tests' stub API: each route's response schemas
// by status, imported from the server's own schema modules (apps/server/src/routes/*/schema.ts, the ones
// its routes declare to fastify-type-provider-zod), and the check that an answer is one the server
// could send. Test code only: the app's bundle never imports the server.
import { CATALOGUE_KINDS } from '@wortsmith/core';
import { errorBody } from '../../../server/src/lib/responses';
import { adviceResponses } from '../../../server/src/routes/advice/schema';
import { alertResponses } from '../../../server/src/routes/alerts/schema';
import {
  addReadingResponses,
  messageResponse as batchMessage,
  batchResponse,
  brewSessionResponses,
  deviceLinkResponse,
  readingResponse,
} from '../../../server/src/routes/batches/schema';
import { catalogueResponses } from '../../../server/src/routes/catalogue/schema';
import { deviceResponses } from '../../../server/src/routes/devices/schema';
import {
  exportResponses,
  itemImportResponses,
  recipeImportResponses,
} from '../../../server/src/routes/interop/schema';
import { stockResponses } from '../../../server/src/routes/inventory/schema';
import { sharingResponses } from '../../../server/src/routes/recipe-sharing/schema';
import { versionResponses } from '../../../server/src/routes/recipe-versions/schema';
import { recipeResponses } from '../../../server/src/routes/recipes/schema';
import {
  accountExportResponse,
  accountImportResponse,
  currentUserResponse,
  loginResponse,
  passwordUpdateResponse,
  signInOptionsResponse,
  messageResponse as userMessage,
} from '../../../server/src/routes/users/schema';

/** The part of a zod schema the check uses. */
interface ResponseSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** A route's answers by status; `null` for an answer without a body (204). */
export type RouteResponses = Readonly<Record<number, ResponseSchema | null>>;

const NO_CONTENT: RouteResponses = { 204: null };

/** Every route the web app calls, "METHOD /path/:param" as the server declares it, with its answers. */
const ROUTES: Record<string, RouteResponses> = {
  // Users and the signed-in account (routes/users/routes.ts, account-routes.ts).
  'POST /api/users': { 201: userMessage },
  'POST /api/users/login': { 200: loginResponse },
  'GET /api/users/sign-in-options': { 200: signInOptionsResponse },
  'POST /api/users/sendPasswordResetEmail': { 200: userMessage },
  'POST /api/users/changePassword': { 200: userMessage },
  'GET /api/users/me': { 200: currentUserResponse },
  'PUT /api/users/:id': { 200: currentUserResponse },
  'PUT /api/users/:id/password': { 200: passwordUpdateResponse },
  'POST /api/users/logout': NO_CONTENT,
  'POST /api/users/logoutEverywhere': NO_CONTENT,
  'GET /api/users/me/export': { 200: accountExportResponse },
  'POST /api/users/me/import': {
    200: accountImportResponse,
    201: accountImportResponse,
    400: errorBody,
    413: errorBody,
    415: errorBody,
  },
  'DELETE /api/users/:id': NO_CONTENT,
  // The five catalogue kinds (routes/catalogue/routes.ts) and their files (routes/interop/routes.ts).
  ...Object.fromEntries(
    CATALOGUE_KINDS.flatMap((kind) => {
      const responses = catalogueResponses(kind);
      return [
        [`GET /api/${kind}`, responses.list],
        [`GET /api/${kind}/search`, responses.list],
        [`GET /api/${kind}/:userId/:id`, responses.one],
        [`POST /api/${kind}`, responses.created],
        [`PUT /api/${kind}/:id`, responses.updated],
        [`DELETE /api/${kind}/:userId/:id`, responses.deleted],
        [`POST /api/${kind}/import`, itemImportResponses],
        [`GET /api/${kind}/export`, exportResponses],
      ];
    }),
  ),
  // Recipes (routes/recipes/routes.ts), their files and the advice on them.
  'GET /api/recipes': recipeResponses.list,
  'GET /api/recipes/search': recipeResponses.list,
  'GET /api/recipes/:id': recipeResponses.one,
  'POST /api/recipes': recipeResponses.created,
  'PUT /api/recipes/:id': recipeResponses.updated,
  'DELETE /api/recipes/:id': recipeResponses.deleted,
  'POST /api/recipes/import': recipeImportResponses,
  'GET /api/recipes/export': exportResponses,
  'GET /api/recipes/:id/export': exportResponses,
  'POST /api/openAI': adviceResponses,
  // A recipe's history and comparisons (routes/recipe-versions/routes.ts).
  'GET /api/recipes/:id/versions': versionResponses.list,
  'GET /api/recipes/:id/versions/:n': versionResponses.one,
  'POST /api/recipes/:id/versions/:n/restore': versionResponses.restored,
  'GET /api/recipes/compare': versionResponses.compare,
  // Batches (routes/batches/routes.ts).
  'GET /api/batches': { 200: batchResponse.array() },
  'GET /api/batches/search': { 200: batchResponse.array() },
  'POST /api/batches': { 201: batchResponse },
  'GET /api/batches/:id': { 200: batchResponse },
  'PUT /api/batches/:id': { 200: batchResponse },
  'DELETE /api/batches/:id': { 200: batchMessage },
  'GET /api/batches/:id/readings': { 200: readingResponse.array() },
  'POST /api/batches/:id/readings': addReadingResponses,
  'PUT /api/batches/:id/readings/:readingId': { 200: readingResponse },
  'DELETE /api/batches/:id/readings/:readingId': { 200: batchMessage },
  'GET /api/batches/:id/brew': brewSessionResponses.read,
  'PUT /api/batches/:id/brew': brewSessionResponses.saved,
  'POST /api/batches/:id/device-link': { 201: deviceLinkResponse },
  'DELETE /api/batches/:id/device-link': { 200: batchMessage },
  // The brewer's devices (routes/devices/routes.ts).
  'GET /api/devices': deviceResponses.list,
  'POST /api/devices': deviceResponses.created,
  'PUT /api/devices/:id': deviceResponses.saved,
  'DELETE /api/devices/:id': deviceResponses.deleted,
  'POST /api/devices/:id/token': deviceResponses.url,
  'GET /api/devices/:id/readings': deviceResponses.waiting,
  'POST /api/devices/:id/attach': deviceResponses.attached,
  'PUT /api/batches/:id/device': deviceResponses.assigned,
  // Alerts (routes/alerts/routes.ts).
  'GET /api/alerts': alertResponses.list,
  'PUT /api/alerts/:id': alertResponses.saved,
  'POST /api/alerts/read': { 200: alertResponses.saved[200] },
  // The brewery's stock (routes/inventory/routes.ts).
  'GET /api/inventory': stockResponses.list,
  'PUT /api/inventory/:kind/:itemId': stockResponses.saved,
  'POST /api/inventory/:kind/:itemId/adjustments': stockResponses.adjusted,
  'GET /api/inventory/:kind/:itemId/history': stockResponses.history,
  'POST /api/batches/:id/stock': stockResponses.taken,
  'DELETE /api/batches/:id/stock': stockResponses.putBack,
  'POST /api/shopping-list': stockResponses.shoppingList,
  // Share links and the club library (routes/recipe-sharing/routes.ts, public-routes.ts).
  'GET /api/recipes/:id/sharing': sharingResponses.sharing,
  'POST /api/recipes/:id/share': sharingResponses.share,
  'DELETE /api/recipes/:id/share': sharingResponses.unshare,
  'PUT /api/recipes/:id/publication': sharingResponses.publication,
  'GET /api/shared/:token': sharingResponses.shared,
  'POST /api/shared/:token/copy': sharingResponses.copied,
  'GET /api/library': sharingResponses.library,
  'GET /api/library/:id': sharingResponses.libraryRecipe,
  'POST /api/library/:id/copy': sharingResponses.copied,
};

/**
 * The list and search routes that page (issue 38): with a `limit` (1 to 500) and the `cursor` of the
 * previous page they answer a page of the list in its order, with the `Next-Cursor` header (none on
 * the last page) and, on a first page, `Total-Count` (digits, or `1000+` past 1,000); without either,
 * the whole list. A bad limit or cursor is 400 `{ message }`.
 */
export const PAGED_ROUTES: ReadonlySet<string> = new Set([
  ...CATALOGUE_KINDS.flatMap((kind) => [`GET /api/${kind}`, `GET /api/${kind}/search`]),
  'GET /api/recipes',
  'GET /api/recipes/search',
  'GET /api/batches',
  'GET /api/batches/search',
  'GET /api/inventory',
  'GET /api/batches/:id/readings',
]);

/** Every route of the contract with its answers (the server's own test checks them against its routes). */
export function contractRoutes(): Array<[route: string, responses: RouteResponses]> {
  return Object.entries(ROUTES);
}

/** A route of the contract, found for a stub's route key. */
export interface RouteContract {
  /** The route as the server declares it. */
  route: string;
  responses: RouteResponses;
}

const segments = (key: string) => {
  const [method = '', path = ''] = key.split(' ');
  return { method, parts: path.split('/') };
};
const isParam = (part: string) => part.startsWith(':');

/**
 * The server route a stub's "METHOD /path" key stands for: the one with the same literal segments and
 * parameters in the same places (names aside), else one whose parameters take the key's literal
 * segments. Throws when the server has no such route: a stub must stand for something the server has.
 */
export function routeContract(key: string): RouteContract {
  const stub = segments(key);
  const candidates = Object.keys(ROUTES).filter((route) => {
    const { method, parts } = segments(route);
    return method === stub.method && parts.length === stub.parts.length;
  });
  const same = (exact: boolean) =>
    candidates.find((route) =>
      segments(route).parts.every((part, i) => {
        const theirs = stub.parts[i]!;
        if (isParam(part)) return exact ? isParam(theirs) : true;
        return part === theirs;
      }),
    );
  const route = same(true) ?? same(false);
  if (!route) {
    throw new Error(
      `The stub route "${key}" has no response schema: the server has no such route, or test/api-contract.ts does not list it.`,
    );
  }
  return { route, responses: ROUTES[route]! };
}

/** The status a stub answering a plain value stands for: 200, or the route's one success status. */
export function successStatus({ route, responses }: RouteContract): number {
  if ('200' in responses) return 200;
  const successes = Object.keys(responses).filter((status) => status.startsWith('2'));
  if (successes.length !== 1) throw new Error(`${route} answers ${successes.join(' or ')}: reply with one.`);
  return Number(successes[0]);
}

/** Where two JSON values first differ ("" for the values themselves), or null when they are equal. */
function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at || '(the body)';
  if (Array.isArray(a) !== Array.isArray(b)) return at || '(the body)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
    );
    if (found !== null) return found;
  }
  return null;
}

const json = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/**
 * Why the server could not answer `body` with `status` on `contract`'s route, or null when it could.
 * A success must be one the route declares, its body what the route's schema lets through unchanged
 * (fastify-type-provider-zod sends the schema's output, so a field it does not name never reaches the
 * browser). An error body must be the route's, or the one error handler's `{ message, errors? }`. An
 * error without a body stands for a failure in front of the server (a proxy, the network) and is taken
 * as it is.
 */
export function contractViolation(contract: RouteContract, status: number, body: unknown): string | null {
  const { route, responses } = contract;
  const where = `${route} answering ${status}`;
  if (status >= 400 && body === undefined) return null;
  const declared = status in responses;
  if (!declared && status < 400) {
    return `${where}: the server answers ${Object.keys(responses).join(', ')} here.`;
  }
  const schema = declared ? responses[status] : errorBody;
  if (schema === null) return body === undefined ? null : `${where}: the server sends no body.`;
  if (schema === undefined) return `${where}: no schema.`;
  const sent = json(body);
  const result = schema.safeParse(sent);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`,
    );
    return `${where}: not what the server's schema lets through (${issues.join('; ')}).`;
  }
  const changed = firstDifference(sent, json(result.data));
  return changed === null
    ? null
    : `${where}: the server would not send ${changed} as the stub does (its schema drops or changes it).`;
}
