// Restoring a version (issue 36): the server saves it as a new version (history is never rewritten); the
// recipe's queries, its history among them, are refreshed and the restored recipe is the one cached, so
// the recipe screen opens on it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe } from '@wortsmith/core';
import { apiRequest } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { recipeApiPath, recipeKeys } from '../queries';
import { HISTORY_FALLBACKS } from './queries';

/** What is restored: version `version` of recipe `id`. */
export interface RestoreVariables {
  id: string;
  version: number;
}

/** The toast after a restore: "Restored version 2 as version 6". */
export const restoredMessage = (version: number, saved: number) =>
  `Restored version ${version} as version ${saved}`;

/** POST /api/recipes/{id}/versions/{n}/restore; toasts what it made, or its error. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: RestoreVariables) =>
      apiRequest<Recipe>(`${recipeApiPath(id)}/versions/${version}/restore`, {
        method: 'POST',
        fallback: HISTORY_FALLBACKS.restore,
      }),
    onSuccess: (recipe, { version }) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      notifySuccess(restoredMessage(version, recipe.version));
      // Not awaited: the screen moves on while the history and lists refresh.
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
