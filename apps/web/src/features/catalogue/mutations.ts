// Writes to the catalogue: save (POST/PUT) and delete, with the SPEC §8 success toasts and fallbacks;
// both refresh the kind's lists and searches.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CatalogueItems, type CatalogueKind, deletedMessage } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { CATALOGUE_KIND_INFO } from './kinds';
import { catalogueKeys } from './queries';

/** A save: the validated form fields plus itemUserId; `id` set when updating. */
export interface CatalogueSaveInput {
  id?: string | undefined;
  body: Record<string, unknown> & { itemUserId: string };
}

/** POST /api/{kind} (no id) or PUT /api/{kind}/{id}; toasts "X added/updated successfully.". */
export function useSaveCatalogueItem<K extends CatalogueKind>(kind: K) {
  const queryClient = useQueryClient();
  const info = CATALOGUE_KIND_INFO[kind];
  return useMutation({
    mutationFn: ({ id, body }: CatalogueSaveInput) =>
      id
        ? apiRequest<CatalogueItems[K]>(`/api/${kind}/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body,
            fallback: info.fallbacks.update,
          })
        : apiRequest<CatalogueItems[K]>(`/api/${kind}`, {
            method: 'POST',
            body,
            fallback: info.fallbacks.add,
          }),
    onSuccess: (_saved, { id }) => {
      notifySuccess(`${info.singular} ${id ? 'updated' : 'added'} successfully.`);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.kind(kind) });
    },
  });
}

/** DELETE /api/{kind}/{userId}/{id}; toasts "X deleted successfully.". */
export function useDeleteCatalogueItem<K extends CatalogueKind>(kind: K) {
  const queryClient = useQueryClient();
  const info = CATALOGUE_KIND_INFO[kind];
  return useMutation({
    mutationFn: (item: { userId: string; id: string }) =>
      apiRequest<unknown>(`/api/${kind}/${encodeURIComponent(item.userId)}/${encodeURIComponent(item.id)}`, {
        method: 'DELETE',
        fallback: info.fallbacks.delete,
      }),
    onSuccess: () => {
      notifySuccess(deletedMessage(info.singular));
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.kind(kind) });
    },
  });
}
