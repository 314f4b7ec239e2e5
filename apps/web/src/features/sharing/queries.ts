// Server state of share links (TanStack Query), reads: the key factory, one `queryOptions` factory per
// read and the fallback message of every sharing call. Writes are in mutations.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { recipeApiPath } from '../recipes/queries';
import type { LinkedRecipe, RecipeSharing } from './answers';

/** Query keys of sharing; invalidate `sharingKeys.recipe(id)` after a write to that recipe's link. */
export const sharingKeys = {
  all: ['sharing'] as const,
  recipe: (id: string) => ['sharing', 'recipe', id] as const,
  link: (token: string) => ['sharing', 'link', token] as const,
};

/** The fallback message of each sharing call (SPEC §8's pattern). */
export const SHARING_FALLBACKS = {
  sharing: 'Error loading the sharing of this recipe',
  share: 'Error creating the link',
  unshare: 'Error stopping the link',
  publish: 'Error saving the library setting',
  link: 'Error loading the shared recipe',
  copy: 'Error copying the recipe',
} as const;

/** The API path of the shared link `token`. */
export const linkPath = (token: string) => `/api/shared/${encodeURIComponent(token)}`;

/** The sharing reads, as options for useQuery, fetchQuery or prefetchQuery. */
export const sharingQueries = {
  /** The recipe's link and publication, for its owner: GET /api/recipes/{id}/sharing. */
  recipe: (id: string) =>
    queryOptions({
      queryKey: sharingKeys.recipe(id),
      queryFn: ({ signal }) =>
        apiRequest<RecipeSharing>(`${recipeApiPath(id)}/sharing`, {
          fallback: SHARING_FALLBACKS.sharing,
          signal,
        }),
    }),
  /**
   * The recipe a link opens, for anyone: GET /api/shared/{token}. Sent without the session (the route
   * needs none, and a stale one must not sign the reader out); a link that does not work is said on the
   * page, not toasted.
   */
  link: (token: string) =>
    queryOptions({
      queryKey: sharingKeys.link(token),
      queryFn: ({ signal }) =>
        apiRequest<LinkedRecipe>(linkPath(token), {
          fallback: SHARING_FALLBACKS.link,
          signal,
          auth: false,
          toastError: false,
        }),
    }),
};

/** The recipe `id`'s link and publication. */
export function useRecipeSharing(id: string) {
  return useQuery(sharingQueries.recipe(id));
}

/** The recipe the link `token` opens. */
export function useLinkedRecipe(token: string) {
  return useQuery(sharingQueries.link(token));
}
