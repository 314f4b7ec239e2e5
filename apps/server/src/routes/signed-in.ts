// The routes that need a signed-in user, registered inside this one encapsulated context: each route's
// onRequest hooks end with authentication, before the body is read (fastify/demo's autohooks), so no
// route repeats it, and the OpenAPI document marks each of its routes as needing the bearer token.
// Authentication comes after the rate limit's hook (plugins/rate-limit.ts), so a request whose token is
// refused still counts, against its address. The public routes (register, login, activation, reset,
// Google sign-in, device ingest, health, the web app) are registered outside it, in app.ts.
import type { FastifyInstance } from 'fastify';
import { adviceRoutes } from './advice/routes';
import { alertRoutes } from './alerts/routes';
import { batchRoutes } from './batches/routes';
import { catalogueRoutes } from './catalogue/routes';
import { deviceRoutes } from './devices/routes';
import { interopRoutes } from './interop/routes';
import { inventoryRoutes } from './inventory/routes';
import { recipeSharingRoutes } from './recipe-sharing/routes';
import { recipeVersionRoutes } from './recipe-versions/routes';
import { recipeRoutes } from './recipes/routes';
import { accountImportRoutes } from './users/account-import-routes';
import { accountRoutes } from './users/account-routes';

/** The OpenAPI security requirement of every signed-in route: a bearer token. */
const BEARER = [{ bearerAuth: [] }];

/** The feature plugins whose routes all need a signed-in user. */
const SIGNED_IN_FEATURES = [
  accountRoutes,
  accountImportRoutes,
  catalogueRoutes,
  recipeRoutes,
  recipeVersionRoutes,
  recipeSharingRoutes,
  adviceRoutes,
  batchRoutes,
  deviceRoutes,
  alertRoutes,
  interopRoutes,
  inventoryRoutes,
];

/** Registers every route that needs a signed-in user, each behind authentication. */
export async function signedInRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: BEARER };
    // After the rate limit's hook, which its onRoute hook (registered on the app before this one) added.
    route.onRequest = [...[route.onRequest ?? []].flat(), app.authenticate];
  });
  for (const routes of SIGNED_IN_FEATURES) await app.register(routes);
}
