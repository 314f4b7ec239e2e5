// The device screens' routes inside the app frame, each a lazy chunk: the list and one device.
import type { RouteObject } from 'react-router';
import { lazyChunk } from '../../lib/lazy-chunk';

const DevicesPage = lazyChunk(() => import('./DevicesPage').then((m) => m.DevicesPage));
const DevicePage = lazyChunk(() => import('./DevicePage').then((m) => m.DevicePage));

/** The device routes, inside the signed-in frame. */
export const deviceRoutes: RouteObject[] = [
  { path: '/Devices', element: <DevicesPage /> },
  { path: '/Devices/:id', element: <DevicePage /> },
];
