// The route table (SPEC §2): public account screens, a shared recipe's public page, the guarded signed-in
// layout, and a catch-all back to /. The login screen is part of the entry: / renders it in the first
// commit, with no chunk to wait for and no loading fallback (React holds a screen that replaces a fallback
// for up to 300 ms).
// Every other screen is a lazily loaded chunk, so / downloads no other screen. Routing is declarative
// (useRoutes inside BrowserRouter): the data-router APIs are not used, and leaving them out of the
// bundle keeps / within its size budget.
import { CATALOGUE_KIND_NAMES, CATALOGUE_KINDS, type CatalogueKind } from '@wortsmith/core';
import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { Spinner } from '../components/Spinner';
import { alertRoutes } from '../features/alerts/routes';
import { LoginPage } from '../features/auth/LoginPage';
import { batchRoutes } from '../features/batches/routes';
import { deviceRoutes } from '../features/devices/routes';
import { inventoryRoutes } from '../features/inventory/routes';
import { libraryRoutes } from '../features/library/routes';
import { sharedRoutes } from '../features/sharing/routes';
import { lazyChunk } from '../lib/lazy-chunk';
import { RequireSession } from './RequireSession';

const CreateAccountPage = lazyChunk(() =>
  import('../features/auth/CreateAccountPage').then((m) => m.CreateAccountPage),
);
const EmailSentPage = lazyChunk(() => import('../features/auth/EmailSentPage').then((m) => m.EmailSentPage));
const ForgotPasswordPage = lazyChunk(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ChangePasswordPage = lazyChunk(() =>
  import('../features/auth/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
const SignedInArea = lazyChunk(() => import('./SignedInArea').then((m) => m.SignedInArea));
const PublicArea = lazyChunk(() => import('./PublicArea').then((m) => m.PublicArea));
const MainPage = lazyChunk(() => import('../features/layout/MainPage').then((m) => m.MainPage));
const ChangelogPage = lazyChunk(() =>
  import('../features/layout/ChangelogPage').then((m) => m.ChangelogPage),
);
const CatalogueListPage = lazyChunk(() =>
  import('../features/catalogue/CatalogueListPage').then((m) => m.CatalogueListPage),
);
const CatalogueFormPage = lazyChunk(() =>
  import('../features/catalogue/CatalogueFormPage').then((m) => m.CatalogueFormPage),
);
const RecipeListPage = lazyChunk(() =>
  import('../features/recipes/RecipeListPage').then((m) => m.RecipeListPage),
);
const SettingsPage = lazyChunk(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage));
const ToolsPage = lazyChunk(() => import('../features/tools/ToolsPage').then((m) => m.ToolsPage));

const RecipeEditorPage = lazyChunk(() =>
  import('../features/recipes/editor/RecipeEditorPage').then((m) => m.RecipeEditorPage),
);
const VersionPage = lazyChunk(() =>
  import('../features/recipes/history/VersionPage').then((m) => m.VersionPage),
);
const ComparePage = lazyChunk(() =>
  import('../features/recipes/compare/ComparePage').then((m) => m.ComparePage),
);

function Shell() {
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}

function catalogueRoutes(kind: CatalogueKind): RouteObject[] {
  const { listPath, routeBase } = CATALOGUE_KIND_NAMES[kind];
  const form = <CatalogueFormPage key={kind} kind={kind} />;
  return [
    { path: listPath, element: <CatalogueListPage key={kind} kind={kind} /> },
    { path: `${routeBase}/new`, element: form },
    { path: `${routeBase}/:recordUserId/:id/details`, element: form },
    { path: `${routeBase}/:recordUserId/:id/edit`, element: form },
  ];
}

/** Every route of the app; the browser router and the tests' memory router share it. */
export const appRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/CreateAccount', element: <CreateAccountPage /> },
      { path: '/EmailSent', element: <EmailSentPage /> },
      { path: '/ForgotPassword', element: <ForgotPasswordPage /> },
      { path: '/ChangePassword', element: <ChangePasswordPage /> },
      { element: <PublicArea />, children: sharedRoutes },
      {
        element: <RequireSession />,
        children: [
          {
            element: <SignedInArea />,
            children: [
              { path: '/Main', element: <MainPage /> },
              { path: '/Changelog', element: <ChangelogPage /> },
              ...CATALOGUE_KINDS.flatMap(catalogueRoutes),
              { path: '/RecipeList', element: <RecipeListPage /> },
              { path: '/Recipes/new', element: <RecipeEditorPage /> },
              { path: '/Recipes/:id/details', element: <RecipeEditorPage /> },
              { path: '/Recipes/:id/edit', element: <RecipeEditorPage /> },
              { path: '/Recipes/:id/versions/:n', element: <VersionPage /> },
              { path: '/Compare', element: <ComparePage /> },
              { path: '/Settings', element: <SettingsPage /> },
              { path: '/Tools', element: <ToolsPage /> },
              ...batchRoutes,
              ...deviceRoutes,
              ...alertRoutes,
              ...inventoryRoutes,
              ...libraryRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Renders the route matching the current location (inside a BrowserRouter or MemoryRouter). */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return useRoutes(routes);
}
