// The alerts screen's route inside the app frame, a lazy chunk.
import type { RouteObject } from 'react-router';
import { lazyChunk } from '../../lib/lazy-chunk';

const AlertsPage = lazyChunk(() => import('./AlertsPage').then((m) => m.AlertsPage));

/** The alert routes, inside the signed-in frame. */
export const alertRoutes: RouteObject[] = [{ path: '/Alerts', element: <AlertsPage /> }];
