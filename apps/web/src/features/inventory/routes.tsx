// The stock screens' routes inside the app frame, each a lazy chunk: the stock and the shopping list.
import type { RouteObject } from 'react-router';
import { lazyChunk } from '../../lib/lazy-chunk';

const InventoryPage = lazyChunk(() => import('./InventoryPage').then((m) => m.InventoryPage));
const ShoppingListPage = lazyChunk(() => import('./ShoppingListPage').then((m) => m.ShoppingListPage));

/** The stock routes, inside the signed-in frame. */
export const inventoryRoutes: RouteObject[] = [
  { path: '/Inventory', element: <InventoryPage /> },
  { path: '/ShoppingList', element: <ShoppingListPage /> },
];
