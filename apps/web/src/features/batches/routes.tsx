// The batch screens' routes inside the app frame, each a lazy chunk: the list, the batch screen and
// the brew-day sheet of a batch or a recipe (whose print CSS leaves the frame out).
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BatchListPage = lazy(() => import('./BatchListPage').then((m) => ({ default: m.BatchListPage })));
const BatchPage = lazy(() => import('./BatchPage').then((m) => ({ default: m.BatchPage })));
const BrewSheetPage = lazy(() => import('./BrewSheetPage').then((m) => ({ default: m.BrewSheetPage })));
const RecipeBrewSheetPage = lazy(() =>
  import('./BrewSheetPage').then((m) => ({ default: m.RecipeBrewSheetPage })),
);

/** The batch routes, inside the signed-in frame. */
export const batchRoutes: RouteObject[] = [
  { path: '/BatchList', element: <BatchListPage /> },
  { path: '/Batches/:id', element: <BatchPage /> },
  { path: '/Batches/:id/print', element: <BrewSheetPage /> },
  { path: '/Recipes/:id/print', element: <RecipeBrewSheetPage /> },
];
