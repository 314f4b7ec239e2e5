// The batch screens' routes inside the app frame, each a lazy chunk: the list, the batch screen and
// the brew-day sheet of a batch or a recipe (whose print CSS leaves the frame out), brew mode.
import type { RouteObject } from 'react-router';
import { lazyChunk } from '../../lib/lazy-chunk';

const BatchListPage = lazyChunk(() => import('./BatchListPage').then((m) => m.BatchListPage));
const BatchPage = lazyChunk(() => import('./BatchPage').then((m) => m.BatchPage));
const BrewSheetPage = lazyChunk(() => import('./BrewSheetPage').then((m) => m.BrewSheetPage));
const BrewModePage = lazyChunk(() => import('../brew-mode/BrewModePage').then((m) => m.BrewModePage));
const RecipeBrewSheetPage = lazyChunk(() => import('./BrewSheetPage').then((m) => m.RecipeBrewSheetPage));

/** The batch routes, inside the signed-in frame. */
export const batchRoutes: RouteObject[] = [
  { path: '/BatchList', element: <BatchListPage /> },
  { path: '/Batches/:id', element: <BatchPage /> },
  { path: '/Batches/:id/print', element: <BrewSheetPage /> },
  { path: '/Batches/:id/brew', element: <BrewModePage /> },
  { path: '/Recipes/:id/print', element: <RecipeBrewSheetPage /> },
];
