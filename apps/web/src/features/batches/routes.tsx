// The batch screens' routes, each a lazy chunk: the list and the batch screen inside the app frame,
// the brew-day sheet on its own page (nothing but the sheet prints).
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BatchListPage = lazy(() => import('./BatchListPage').then((m) => ({ default: m.BatchListPage })));
const BatchPage = lazy(() => import('./BatchPage').then((m) => ({ default: m.BatchPage })));
const BrewSheetPage = lazy(() => import('./BrewSheetPage').then((m) => ({ default: m.BrewSheetPage })));

/** Routes inside the signed-in frame. */
export const batchRoutes: RouteObject[] = [
  { path: '/BatchList', element: <BatchListPage /> },
  { path: '/Batches/:id', element: <BatchPage /> },
];

/** The brew-day sheet, signed in but outside the frame. */
export const brewSheetRoute: RouteObject = { path: '/Batches/:id/print', element: <BrewSheetPage /> };
