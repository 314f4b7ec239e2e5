// Batch writes (TanStack Query mutations), one per operation, each with its own fallback message: brew
// a recipe, save a batch (a 409 is left to the screen to explain), delete it; add, update and delete a
// reading; turn the device link on and off. Each refreshes what it changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Batch,
  type BatchInput,
  type BatchReading,
  type Device,
  deletedMessage,
  type NewReadingInput,
  type ReadingInput,
} from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type ConflictAware, conflictMessage } from '../../lib/use-save-conflict';
import { BATCH_FALLBACKS, batchKeys, batchPath } from './queries';

/** Shown after a successful save. */
export const BATCH_SAVED = 'Batch saved successfully.';

/** Brews a recipe: POST /api/batches; the new batch. */
export function useBrewRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipeId: string) =>
      apiRequest<Batch>('/api/batches', {
        method: 'POST',
        body: { recipeId },
        fallback: BATCH_FALLBACKS.create,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

/** One save of the batch screen: the body (with the version it changes) and the conflict on screen. */
export interface BatchSaveVariables extends ConflictAware {
  body: BatchInput;
}

/**
 * Saves the batch `id`: PUT with its version; toasts "Batch saved successfully." and keeps the answer
 * as the batch. A failure is toasted here, except a 409, which the screen explains (see
 * `conflictMessage`).
 */
export function useSaveBatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: BatchSaveVariables) =>
      apiRequest<Batch>(batchPath(id), {
        method: 'PUT',
        body,
        fallback: BATCH_FALLBACKS.save,
        toastError: false,
      }),
    onSuccess: (batch) => {
      notifySuccess(BATCH_SAVED);
      queryClient.setQueryData(batchKeys.detail(id), batch);
      return queryClient.invalidateQueries({ queryKey: batchKeys.list() });
    },
    onError: (error) => {
      if (conflictMessage(error) === null)
        notifyError(error instanceof Error ? error.message : BATCH_FALLBACKS.save);
    },
  });
}

/** Deletes the batch `id` with its readings; toasts "Batch deleted successfully.". */
export function useDeleteBatch(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>(batchPath(id), { method: 'DELETE', fallback: BATCH_FALLBACKS.delete }),
    onSuccess: () => {
      notifySuccess(deletedMessage('Batch'));
      return queryClient.invalidateQueries({ queryKey: batchKeys.all });
    },
  });
}

const readingPath = (batchId: string, id: string) =>
  `${batchPath(batchId)}/readings/${encodeURIComponent(id)}`;

/** A mutation running `write`, then refreshing the batch's query `refresh` (its detail or readings). */
function useBatchPartWrite<Variables, Answer>(
  refresh: readonly unknown[],
  write: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** Adds a reading to the batch: POST /api/batches/{id}/readings. */
export function useAddReading(batchId: string) {
  return useBatchPartWrite(batchKeys.readings(batchId), (reading: NewReadingInput) =>
    apiRequest<BatchReading>(`${batchPath(batchId)}/readings`, {
      method: 'POST',
      body: reading,
      fallback: BATCH_FALLBACKS.addReading,
    }),
  );
}

/** Replaces the reading `id` of the batch: PUT /api/batches/{id}/readings/{readingId}. */
export function useUpdateReading(batchId: string) {
  return useBatchPartWrite(
    batchKeys.readings(batchId),
    ({ id, reading }: { id: string; reading: ReadingInput }) =>
      apiRequest<BatchReading>(readingPath(batchId, id), {
        method: 'PUT',
        body: reading,
        fallback: BATCH_FALLBACKS.updateReading,
      }),
  );
}

/** Deletes the reading `id` of the batch: DELETE /api/batches/{id}/readings/{readingId}. */
export function useDeleteReading(batchId: string) {
  return useBatchPartWrite(batchKeys.readings(batchId), (id: string) =>
    apiRequest<unknown>(readingPath(batchId, id), {
      method: 'DELETE',
      fallback: BATCH_FALLBACKS.deleteReading,
    }),
  );
}

/** A new device link: its secret URL and token, answered this once. */
export interface DeviceLink {
  url: string;
  token: string;
}

const deviceLinkPath = (batchId: string) => `${batchPath(batchId)}/device-link`;

/** Turns the device link on, or replaces it: POST /api/batches/{id}/device-link. */
export function useLinkDevice(batchId: string) {
  return useBatchPartWrite(batchKeys.detail(batchId), () =>
    apiRequest<DeviceLink>(deviceLinkPath(batchId), { method: 'POST', fallback: BATCH_FALLBACKS.linkDevice }),
  );
}

/** Turns the device link off: DELETE /api/batches/{id}/device-link. */
export function useUnlinkDevice(batchId: string) {
  return useBatchPartWrite(batchKeys.detail(batchId), () =>
    apiRequest<unknown>(deviceLinkPath(batchId), {
      method: 'DELETE',
      fallback: BATCH_FALLBACKS.unlinkDevice,
    }),
  );
}

/** Uses the brewer's device `deviceId` for the batch, or none: PUT /api/batches/{id}/device. */
export function useBatchDevice(batchId: string) {
  return useBatchPartWrite(['devices'], (deviceId: string | null) =>
    apiRequest<{ device: Device | null }>(`${batchPath(batchId)}/device`, {
      method: 'PUT',
      body: { deviceId },
      fallback: BATCH_FALLBACKS.useDevice,
    }),
  );
}
