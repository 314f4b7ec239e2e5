// Server state of a recipe's history and of comparisons (issue 36): the versions of a recipe, one version
// whole, and two recipes or versions side by side. Their keys sit under the recipes' own (`recipeKeys.all`),
// so every recipe write that refreshes the recipes (a save, a restore, a delete) refreshes them too. Read
// quietly: each screen says itself what could not be read ("Version not found.").
import { queryOptions } from '@tanstack/react-query';
import type { Recipe, RecipeComparison, SixFigures, VersionOrigin } from '@wortsmith/core';
import { apiRequest } from '../../../lib/api';
import { recipeApiPath, recipeKeys } from '../queries';

/** One version in a recipe's history, as `GET /api/recipes/{id}/versions` lists it (newest first). */
export interface RecipeVersionEntry {
  version: number;
  createdAt: string;
  origin: VersionOrigin;
  /** The version a restore brought back. */
  restoredFrom: number | null;
  /** What changed, in the brewer's units ("Cascade 30 g → 40 g"), or "Created", "Restored v2: …". */
  summary: string;
  current: boolean;
}

/** One version whole: `GET /api/recipes/{id}/versions/{n}`. */
export interface RecipeVersion extends RecipeVersionEntry {
  recipe: Recipe;
}

/** One side of a comparison: the recipe as it was, its label and its figures by the brewer's methods. */
export interface ComparedSide {
  recipeId: string;
  version: number;
  current: boolean;
  /** "Copper IPA v3 (current)". */
  label: string;
  recipe: Recipe;
  figures: SixFigures;
}

/** `GET /api/recipes/compare?a=&b=`. */
export interface ComparisonAnswer {
  a: ComparedSide;
  b: ComparedSide;
  comparison: RecipeComparison;
}

/** The fallback of each call (SPEC §8's pattern). */
export const HISTORY_FALLBACKS = {
  versions: 'Error loading the history',
  version: 'Error loading the version',
  restore: 'Error restoring the version',
  compare: 'Error comparing the recipes',
} as const;

/** Query keys of the history and comparisons, under the recipes' keys. */
export const historyKeys = {
  versions: (id: string) => [...recipeKeys.all, 'versions', id] as const,
  version: (id: string, n: string) => [...recipeKeys.all, 'versions', id, n] as const,
  compare: (a: string, b: string) => [...recipeKeys.all, 'compare', a, b] as const,
};

/** A read that toasts no error (the screen says itself what could not be read). */
function quietRead<T>(
  queryKey: readonly unknown[],
  path: string,
  fallback: string,
  query?: Record<string, string>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest<T>(path, { fallback, signal, toastError: false, ...(query ? { query } : {}) }),
  });
}

/** The history reads, as options for useQuery. */
export const historyQueries = {
  /** The recipe's versions, newest first. */
  versions: (id: string) =>
    quietRead<RecipeVersionEntry[]>(
      historyKeys.versions(id),
      `${recipeApiPath(id)}/versions`,
      HISTORY_FALLBACKS.versions,
    ),
  /** Version `n` whole (`n` as the path has it: the server answers 404 for one that is no version). */
  version: (id: string, n: string) =>
    quietRead<RecipeVersion>(
      historyKeys.version(id, n),
      `${recipeApiPath(id)}/versions/${encodeURIComponent(n)}`,
      HISTORY_FALLBACKS.version,
    ),
  /** Two recipes or versions side by side; each side a recipe id, or `id@n` for version n. */
  compare: (a: string, b: string) =>
    quietRead<ComparisonAnswer>(
      historyKeys.compare(a, b),
      '/api/recipes/compare',
      HISTORY_FALLBACKS.compare,
      {
        a,
        b,
      },
    ),
};
