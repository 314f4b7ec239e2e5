// Render helpers: a component (or the whole route table) inside the test providers and a memory
// router, optionally signed in. The returned `router` tells where the app navigated.

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@wortsmith/core';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/App';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { setSession } from '../lib/session';

/** A signed-in session for tests. */
export const TEST_SESSION: SessionUser = {
  token: 'test-token',
  user_id: 'user-1',
  name: 'Ada Brewer',
  email: 'ada@example.com',
  brewery: 'Copper Kettle',
  weightUnit: 'g',
};

/** Options of the render helpers. */
export interface RenderOptions {
  /** The initial URL (default "/"). */
  route?: string;
  /** The route pattern `ui` is mounted at, so useParams works (default: every path). */
  path?: string;
  /** Signs in before rendering: `true` for TEST_SESSION, or a record; omit to stay signed out. */
  session?: SessionUser | true;
  /** userEvent options. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

function renderRoutes(routes: RouteObject[], options: RenderOptions) {
  if (options.session) setSession(options.session === true ? TEST_SESSION : options.session);
  // Tests use a memory data router over the same route objects the browser's declarative router
  // renders; its state tells synchronously where the app navigated. The screens use no data-router-only
  // APIs (loaders, actions, blockers), so both render alike.
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null, ...options.userOptions });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}

/** Renders `ui` at `options.path` (any path by default); other paths render nothing. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const routes: RouteObject[] = [{ path: options.path ?? '*', element: ui }];
  if (options.path) routes.push({ path: '*', element: null });
  return renderRoutes(routes, options);
}

/** Renders the whole app at `options.route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderRoutes(appRoutes, options);
}
