// Server state of batches (TanStack Query): keys, reads and writes of batches, their readings and
// device link, with the error toasts of the request helper.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Batch,
  type BatchInput,
  type BatchReading,
  deletedMessage,
  type ReadingInput,
} from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { searchQueryOptions } from '../../lib/search-query';

/** Query keys of batches; invalidate `batchKeys.all` after a write. */
export const batchKeys = {
  all: ['batches'] as const,
  list: () => ['batches', 'list'] as const,
  search: (term: string) => ['batches', 'search', term] as const,
  detail: (id: string) => ['batches', 'detail', id] as const,
  readings: (id: string) => ['batches', 'readings', id] as const,
};

/** Points the chart asks for: enough for a sharp line on a wide screen, never 120,000. */
export const CHART_POINTS = 600;

const path = (id: string) => `/api/batches/${encodeURIComponent(id)}`;

/** Every batch of the user, latest first; `quiet` where batches are only a hint (no error toast). */
export function useBatchList(quiet = false) {
  return useQuery({
    queryKey: batchKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest<Batch[]>('/api/batches', { fallback: 'Error loading batches', signal, toastError: !quiet }),
  });
}

/** Batches whose name, recipe name or style contains `term`; idle without a term. */
export function useBatchSearch(term: string) {
  return useQuery({
    ...searchQueryOptions<Batch[]>({
      path: '/api/batches/search',
      key: batchKeys.search,
      term,
      fallback: 'Error searching batches',
    }),
    placeholderData: keepPreviousData,
  });
}

/** One batch. */
export function useBatch(id: string) {
  return useQuery({
    queryKey: batchKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Batch>(path(id), { fallback: 'Error loading batch', signal }),
  });
}

/** The batch's readings, down-sampled to CHART_POINTS for the chart and the table. */
export function useReadings(id: string) {
  return useQuery({
    queryKey: batchKeys.readings(id),
    queryFn: ({ signal }) =>
      apiRequest<BatchReading[]>(`${path(id)}/readings`, {
        query: { maxPoints: String(CHART_POINTS) },
        fallback: 'Error loading readings',
        signal,
      }),
  });
}

/** Brews a recipe: POST /api/batches; the new batch. */
export function useBrewRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipeId: string) =>
      apiRequest<Batch>('/api/batches', {
        method: 'POST',
        body: { recipeId },
        fallback: 'Error creating batch',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

/** Saves the batch body (with its version); a stale one fails with the server's 409 message. */
export function useSaveBatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchInput) =>
      apiRequest<Batch>(path(id), { method: 'PUT', body, fallback: 'Error saving batch' }),
    onSuccess: (batch) => {
      notifySuccess('Batch saved successfully.');
      queryClient.setQueryData(batchKeys.detail(id), batch);
      return queryClient.invalidateQueries({ queryKey: batchKeys.list() });
    },
  });
}

/** Deletes the batch with its readings. */
export function useDeleteBatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(path(id), { method: 'DELETE', fallback: 'Error deleting batch' }),
    onSuccess: () => {
      notifySuccess(deletedMessage('Batch'));
      return queryClient.invalidateQueries({ queryKey: batchKeys.all });
    },
  });
}

/** Adds (no id) or replaces (id) a reading, or deletes one (`remove`). */
export function useReadingWrite(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reading, remove }: { id?: string; reading?: ReadingInput; remove?: boolean }) =>
      apiRequest<unknown>(
        id ? `${path(batchId)}/readings/${encodeURIComponent(id)}` : `${path(batchId)}/readings`,
        {
          method: remove ? 'DELETE' : id ? 'PUT' : 'POST',
          ...(reading ? { body: reading } : {}),
          fallback: 'Error saving reading',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.readings(batchId) }),
  });
}

/** Turns the device link on (a new secret URL, shown once) or off. */
export function useDeviceLink(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest<{ url: string; token: string } | { message: string }>(`${path(batchId)}/device-link`, {
        method: on ? 'POST' : 'DELETE',
        fallback: 'Error changing the device link',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.detail(batchId) }),
  });
}
