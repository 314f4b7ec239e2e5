// Sharing writes (TanStack Query mutations), one per operation, each with its fallback message: make a
// recipe's link (a new one replaces the old), stop it, publish to the club library or take it out, and
// copy a shared or published recipe into the brewer's own recipes. Each refreshes what it changed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicationBody, Recipe, ShareBody } from '@wortsmith/core';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { libraryKeys } from '../library/queries';
import { recipeApiPath, recipeKeys } from '../recipes/queries';
import type { CreatedShare, Publication } from './answers';
import { SHARING_FALLBACKS, sharingKeys } from './queries';

/** Said once a copy is made, before its recipe screen opens. */
export const copiedMessage = (name: string) => `${name} is now in your recipes.`;

/** A new link to the recipe `id`: POST /api/recipes/{id}/share; its URL is in this answer only. */
export function useCreateShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareBody) =>
      apiRequest<CreatedShare>(`${recipeApiPath(id)}/share`, {
        method: 'POST',
        body,
        fallback: SHARING_FALLBACKS.share,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.recipe(id) }),
  });
}

/** Stops the recipe `id`'s link: DELETE /api/recipes/{id}/share; toasts the server's word. */
export function useStopSharing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`${recipeApiPath(id)}/share`, {
        method: 'DELETE',
        fallback: SHARING_FALLBACKS.unshare,
      }),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: sharingKeys.recipe(id) });
    },
  });
}

/** Puts the recipe `id` in the club library or takes it out: PUT /api/recipes/{id}/publication. */
export function useSetPublication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicationBody) =>
      apiRequest<Publication>(`${recipeApiPath(id)}/publication`, {
        method: 'PUT',
        body,
        fallback: SHARING_FALLBACKS.publish,
      }),
    onSuccess: (_publication, body) => {
      notifySuccess(body.published ? 'Published to the library.' : 'Taken out of the library.');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.recipe(id) }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
      ]);
    },
  });
}

/**
 * "Copy to my recipes" from `path` (`/api/shared/{token}/copy` or `/api/library/{id}/copy`): the new
 * recipe is the brewer's own; it is toasted and its recipe screen opens.
 */
export function useCopyToMyRecipes(path: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest<Recipe>(path, { method: 'POST', fallback: SHARING_FALLBACKS.copy }),
    onSuccess: (recipe) => {
      notifySuccess(copiedMessage(recipe.name));
      // The recipe screen opens at once; the lists and the copy count refresh behind it.
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
      void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
      navigate(`/Recipes/${encodeURIComponent(recipe.id)}/details`);
    },
  });
}
