// The stock screens' routes inside the app frame, each a lazy chunk: the stock.
import type { RouteObject } from 'react-router';
import { lazyChunk } from '../../lib/lazy-chunk';

const InventoryPage = lazyChunk(() => import('./InventoryPage').then((m) => m.InventoryPage));

/** The stock routes, inside the signed-in frame. */
export const inventoryRoutes: RouteObject[] = [{ path: '/Inventory', element: <InventoryPage /> }];
