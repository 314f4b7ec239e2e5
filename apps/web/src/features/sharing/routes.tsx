// The public page a share link opens (`/shared/{token}`, the path the server answers with the recipe's
// link preview), a lazy chunk outside the signed-in frame.
import type { RouteObject } from 'react-router';
import { lazyChunk } from '../../lib/lazy-chunk';

const SharedRecipePage = lazyChunk(() => import('./SharedRecipePage').then((m) => m.SharedRecipePage));

/** The share link's route, for anyone. */
export const sharedRoutes: RouteObject[] = [{ path: '/shared/:token', element: <SharedRecipePage /> }];
