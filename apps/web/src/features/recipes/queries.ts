// Server state of recipes (TanStack Query): the key factory and the read hooks with SPEC §8 fallbacks.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Recipe } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';

/** Query keys of recipes; invalidate `recipeKeys.all` after a write. */
export const recipeKeys = {
  all: ['recipes'] as const,
  list: () => ['recipes', 'list'] as const,
  search: (term: string) => ['recipes', 'search', term] as const,
  detail: (id: string) => ['recipes', 'detail', id] as const,
};

/** SPEC §8 fallbacks of the recipe calls. */
export const RECIPE_FALLBACKS = {
  list: 'Error loading recipes',
  search: 'Error searching recipes',
  one: 'Error loading recipe',
  save: 'Error saving recipe',
  update: 'Error updating recipe',
  delete: 'Error deleting recipe',
} as const;

/** Every recipe of the user: GET /api/recipes. */
export function useRecipeList() {
  return useQuery({
    queryKey: recipeKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest<Recipe[]>('/api/recipes', { fallback: RECIPE_FALLBACKS.list, signal }),
  });
}

/**
 * Search (name, author, style): GET /api/recipes/search?searchTerm=; idle below 1 character.
 * `keepPrevious` keeps the previous term's results on screen while the next ones load.
 */
export function useRecipeSearch(term: string, keepPrevious = false) {
  const searchTerm = term.trim();
  return useQuery({
    queryKey: recipeKeys.search(searchTerm),
    queryFn: ({ signal }) =>
      apiRequest<Recipe[]>('/api/recipes/search', {
        query: { searchTerm },
        fallback: RECIPE_FALLBACKS.search,
        signal,
      }),
    enabled: searchTerm.length >= 1,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** One recipe: GET /api/recipes/{id}. */
export function useRecipe(id: string | undefined) {
  return useQuery({
    queryKey: recipeKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<Recipe>(`/api/recipes/${encodeURIComponent(id ?? '')}`, {
        fallback: RECIPE_FALLBACKS.one,
        signal,
      }),
    enabled: Boolean(id),
  });
}
