// The club library's routes inside the app frame, each a lazy chunk: the list and one published recipe.
import type { RouteObject } from 'react-router';
import { lazyChunk } from '../../lib/lazy-chunk';

const LibraryPage = lazyChunk(() => import('./LibraryPage').then((m) => m.LibraryPage));
const LibraryRecipePage = lazyChunk(() => import('./LibraryRecipePage').then((m) => m.LibraryRecipePage));

/** The library routes, inside the signed-in frame. */
export const libraryRoutes: RouteObject[] = [
  { path: '/Library', element: <LibraryPage /> },
  { path: '/Library/:id', element: <LibraryRecipePage /> },
];
