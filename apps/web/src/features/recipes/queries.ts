// Server state of recipes (TanStack Query): the key factory, one `queryOptions` factory per read
// (shared by the hooks, the editor's "latest version" fetch and any prefetch), and the read hooks
// with the SPEC §8 fallbacks.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import type { PagedListSource } from '../../lib/paged-list';
import { resourceKeys } from '../../lib/query-keys';

/** Query keys of recipes; invalidate `recipeKeys.all` after a write. */
export const recipeKeys = resourceKeys('recipes');

/** The API path of the recipe `id`, which its history, sharing and writes extend. */
export const recipeApiPath = (id: string) => `/api/recipes/${encodeURIComponent(id)}`;

/** SPEC §8 fallbacks of the recipe calls. */
export const RECIPE_FALLBACKS = {
  list: 'Error loading recipes',
  search: 'Error searching recipes',
  one: 'Error loading recipe',
  save: 'Error saving recipe',
  update: 'Error updating recipe',
  delete: 'Error deleting recipe',
} as const;

/** The recipe reads, as options for useQuery, fetchQuery or prefetchQuery. */
export const recipeQueries = {
  /** Every recipe of the user: GET /api/recipes. */
  list: () =>
    queryOptions({
      queryKey: recipeKeys.list(),
      queryFn: ({ signal }) =>
        apiRequest<Recipe[]>('/api/recipes', { fallback: RECIPE_FALLBACKS.list, signal }),
    }),
  /** One recipe: GET /api/recipes/{id}. */
  detail: (id: string) =>
    queryOptions({
      queryKey: recipeKeys.detail(id),
      queryFn: ({ signal }) =>
        apiRequest<Recipe>(recipeApiPath(id), {
          fallback: RECIPE_FALLBACKS.one,
          signal,
        }),
    }),
};

/** The recipe list screen's pages: GET /api/recipes, or its search (name, author, style) for a term. */
export const recipeListSource: PagedListSource = {
  path: '/api/recipes',
  key: recipeKeys.pages,
  list: { fallback: RECIPE_FALLBACKS.list },
  search: { fallback: RECIPE_FALLBACKS.search },
};

/** Every recipe of the user (the pickers that need them all: comparing, the shopping list). */
export function useRecipeList() {
  return useQuery(recipeQueries.list());
}

/** One recipe; idle without an id. */
export function useRecipe(id: string | undefined) {
  return useQuery({ ...recipeQueries.detail(id ?? ''), enabled: Boolean(id) });
}
