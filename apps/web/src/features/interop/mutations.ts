// Import writes: the preview of a chosen file and saving its chosen records (the lists then refresh
// and a toast says how many came in).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueKind } from '@wortsmith/core';
import { notifySuccess } from '../../lib/notify';
import { catalogueKeys } from '../catalogue/queries';
import { recipeKeys } from '../recipes/queries';
import { type InteropKind, previewImport, saveImport } from './interop-api';
import { countOf } from './kinds';

/** Reads a file through the server's preview: what it holds, nothing saved. */
export function usePreviewImport(kind: InteropKind) {
  return useMutation({ mutationFn: (file: Blob) => previewImport(kind, file) });
}

/** Saves the chosen records of a file; toasts "Imported 3 recipes." and refreshes the kind's lists. */
export function useSaveImport(kind: InteropKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      ids,
      styles,
      withStock,
    }: {
      file: Blob;
      ids: number[];
      styles?: ReadonlyMap<number, string>;
      withStock?: boolean;
    }) => saveImport(kind, file, ids, styles, withStock),
    onSuccess: (answer) => {
      notifySuccess(`Imported ${countOf(kind, answer.records.length)}.`);
      const key = kind === 'recipes' ? recipeKeys.all : catalogueKeys.kind(kind as CatalogueKind);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
