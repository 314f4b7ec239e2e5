// Recipe writes (TanStack Query mutations) with the SPEC §8 toasts: save from the recipe screen (POST a
// new recipe, PUT an existing one with its version; a 409 is left to the screen to explain) and delete
// from the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedMessage, type Recipe } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type ConflictAware, conflictMessage } from '../../lib/use-save-conflict';
import { RECIPE_FALLBACKS, recipeApiPath, recipeKeys } from './queries';

/** Shown after a successful save (SPEC §8). */
export const RECIPE_SAVED = 'Recipe saved successfully.';

/** One save: the POST/PUT body, the saved recipe's id (none for a new one), the conflict on screen. */
export interface RecipeSaveVariables extends ConflictAware {
  id: string | undefined;
  body: object;
}

/**
 * Saves a recipe: toasts "Recipe saved successfully." and refreshes every recipe query on success, the
 * recipe's history and comparisons among them (their keys are under `recipeKeys.all`: history/queries.ts).
 * A failed POST is toasted by the request helper, a failed PUT here, except a 409, which the screen
 * explains (see `conflictMessage`).
 */
export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: RecipeSaveVariables) =>
      id
        ? apiRequest<Recipe>(recipeApiPath(id), {
            method: 'PUT',
            body,
            fallback: RECIPE_FALLBACKS.update,
            toastError: false,
          })
        : apiRequest<Recipe>('/api/recipes', { method: 'POST', body, fallback: RECIPE_FALLBACKS.save }),
    onSuccess: () => {
      notifySuccess(RECIPE_SAVED);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
    onError: (error, { id }) => {
      if (id && conflictMessage(error) === null)
        notifyError(error instanceof Error ? error.message : RECIPE_FALLBACKS.update);
    },
  });
}

/** DELETE /api/recipes/{id}; toasts "Recipe deleted successfully." and refreshes the recipe lists. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>(recipeApiPath(id), {
        method: 'DELETE',
        fallback: RECIPE_FALLBACKS.delete,
      }),
    onSuccess: () => {
      notifySuccess(deletedMessage('Recipe'));
      return queryClient.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
