// Server state of batches (TanStack Query), reads: the key factory, one `queryOptions` factory per read
// (shared by the hooks, the batch screen's "latest version" fetch and any prefetch), the read hooks,
// and the fallbacks of every batch call. Writes are in mutations.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Batch, BatchReading, BrewSession } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import type { PagedListSource } from '../../lib/paged-list';
import { resourceKeys } from '../../lib/query-keys';

/** Query keys of batches; invalidate `batchKeys.all` after a write. */
export const batchKeys = {
  ...resourceKeys('batches'),
  readings: (id: string) => ['batches', 'readings', id] as const,
  /** The readings table's pages, under the readings' key: a reading's write refreshes both. */
  readingsLatestFirst: (id: string) => ['batches', 'readings', id, 'latest'] as const,
  brew: (id: string) => ['batches', 'brew', id] as const,
};

/** The fallback message of each batch call (SPEC §8's pattern). */
export const BATCH_FALLBACKS = {
  list: 'Error loading batches',
  search: 'Error searching batches',
  one: 'Error loading batch',
  create: 'Error creating batch',
  save: 'Error saving batch',
  delete: 'Error deleting batch',
  readings: 'Error loading readings',
  brew: 'Error loading the brew day',
  saveBrew: 'Error saving the brew day',
  addReading: 'Error adding reading',
  updateReading: 'Error updating reading',
  deleteReading: 'Error deleting reading',
  linkDevice: 'Error turning on the device link',
  unlinkDevice: 'Error turning off the device link',
  useDevice: 'Error changing the device of this batch',
} as const;

/** Points the chart asks for: enough for a sharp line on a wide screen, never 120,000. */
export const CHART_POINTS = 600;

/**
 * The batch screen's reads are tried even when the browser says it is offline (TanStack Query would
 * hold them until it is back): the service worker answers them with the last answer it kept.
 */
const OFFLINE_FIRST = { networkMode: 'offlineFirst' } as const;

/** The API path of the batch `id`. */
export const batchPath = (id: string) => `/api/batches/${encodeURIComponent(id)}`;

/** The batch reads, as options for useQuery, fetchQuery or prefetchQuery. */
export const batchQueries = {
  /** Every batch of the user, latest first: GET /api/batches; `quiet` toasts no error. */
  list: ({ quiet = false }: { quiet?: boolean } = {}) =>
    queryOptions({
      queryKey: batchKeys.list(),
      queryFn: ({ signal }) =>
        apiRequest<Batch[]>('/api/batches', { fallback: BATCH_FALLBACKS.list, signal, toastError: !quiet }),
    }),
  /** One batch: GET /api/batches/{id}. */
  detail: (id: string) =>
    queryOptions({
      queryKey: batchKeys.detail(id),
      queryFn: ({ signal }) => apiRequest<Batch>(batchPath(id), { fallback: BATCH_FALLBACKS.one, signal }),
      ...OFFLINE_FIRST,
    }),
  /** The batch's readings in time order, down-sampled to CHART_POINTS for the chart. */
  readings: (id: string) =>
    queryOptions({
      queryKey: batchKeys.readings(id),
      queryFn: ({ signal }) =>
        apiRequest<BatchReading[]>(`${batchPath(id)}/readings`, {
          query: { maxPoints: String(CHART_POINTS) },
          fallback: BATCH_FALLBACKS.readings,
          signal,
        }),
      ...OFFLINE_FIRST,
    }),
  /** The batch's brew mode session (issue 34): GET /api/batches/{id}/brew. */
  brew: (id: string) =>
    queryOptions({
      queryKey: batchKeys.brew(id),
      queryFn: ({ signal }) =>
        apiRequest<BrewSession>(`${batchPath(id)}/brew`, { fallback: BATCH_FALLBACKS.brew, signal }),
      ...OFFLINE_FIRST,
    }),
};

/**
 * The batch list screen's pages, latest first: GET /api/batches, or its search (the batch's name, its
 * recipe's name or style) for a term.
 */
export const batchListSource: PagedListSource = {
  path: '/api/batches',
  key: batchKeys.pages,
  list: { fallback: BATCH_FALLBACKS.list },
  search: { fallback: BATCH_FALLBACKS.search },
};

/**
 * The readings table's pages of the batch `id`: every reading, latest first (GET …/readings?order=latest),
 * a page at a time, where the chart reads CHART_POINTS of them spread over the whole time.
 */
export const readingsTableSource = (id: string): PagedListSource => ({
  path: `${batchPath(id)}/readings`,
  query: { order: 'latest' },
  key: () => batchKeys.readingsLatestFirst(id),
  list: { fallback: BATCH_FALLBACKS.readings },
  search: { fallback: BATCH_FALLBACKS.readings },
  offlineFirst: true,
});

/** Every batch of the user, latest first; `quiet` where batches are only a hint (no error toast). */
export function useBatchList(quiet = false) {
  return useQuery(batchQueries.list({ quiet }));
}

/** One batch. */
export function useBatch(id: string) {
  return useQuery(batchQueries.detail(id));
}

/** The batch's readings. */
export function useReadings(id: string) {
  return useQuery(batchQueries.readings(id));
}
