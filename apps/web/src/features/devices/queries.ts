// Server state of the brewer's devices (TanStack Query), reads: the key factory, one `queryOptions`
// factory per read and the fallback message of every device call. Writes are in mutations.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchReading, Device } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';

/** A reading a device sent while on no batch (the reading without a refractometer's °Brix). */
export type WaitingReading = Omit<BatchReading, 'brix'>;

/** Query keys of devices; invalidate `deviceKeys.all` after a write. */
export const deviceKeys = {
  all: ['devices'] as const,
  list: () => ['devices', 'list'] as const,
  waiting: (id: string) => ['devices', 'waiting', id] as const,
};

/** The fallback message of each device call (SPEC §8's pattern). */
export const DEVICE_FALLBACKS = {
  list: 'Error loading devices',
  waiting: 'Error loading the waiting readings',
  create: 'Error adding the device',
  save: 'Error saving the device',
  delete: 'Error deleting the device',
  renew: 'Error making a new secret URL',
  attach: 'Error attaching the readings',
} as const;

/** The API path of the device `id`. */
export const devicePath = (id: string) => `/api/devices/${encodeURIComponent(id)}`;

/** The device reads, as options for useQuery, fetchQuery or prefetchQuery. */
export const deviceQueries = {
  /** The brewer's devices: GET /api/devices; `quiet` toasts no error (a panel of another screen). */
  list: ({ quiet = false }: { quiet?: boolean } = {}) =>
    queryOptions({
      queryKey: deviceKeys.list(),
      queryFn: ({ signal }) =>
        apiRequest<Device[]>('/api/devices', { fallback: DEVICE_FALLBACKS.list, signal, toastError: !quiet }),
    }),
  /** What the device `id` sent while on no batch, kept 14 days: GET /api/devices/{id}/readings. */
  waiting: (id: string) =>
    queryOptions({
      queryKey: deviceKeys.waiting(id),
      queryFn: ({ signal }) =>
        apiRequest<WaitingReading[]>(`${devicePath(id)}/readings`, {
          fallback: DEVICE_FALLBACKS.waiting,
          signal,
        }),
    }),
};

/** The brewer's devices; `quiet` toasts no error. */
export function useDevices(options: { quiet?: boolean } = {}) {
  return useQuery(deviceQueries.list(options));
}

/** The readings the device `id` sent while on no batch. */
export function useWaitingReadings(id: string) {
  return useQuery(deviceQueries.waiting(id));
}
