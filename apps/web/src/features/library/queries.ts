// Server state of the club library (TanStack Query), reads: the key factory, the pages of the list as
// an infinite query (a cursor a page, "Load more" asks for the next) and one published recipe.
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { LibraryFilters, LibraryPage, LibraryRecipe } from '../sharing/answers';

/** Query keys of the library; invalidate `libraryKeys.all` after a publication or a copy. */
export const libraryKeys = {
  all: ['library'] as const,
  list: (filters: LibraryFilters) => ['library', 'list', filters] as const,
  detail: (id: string) => ['library', 'detail', id] as const,
};

/** The fallback message of each library read (SPEC §8's pattern). */
export const LIBRARY_FALLBACKS = {
  list: 'Error loading the library',
  one: 'Error loading the recipe',
} as const;

/** The API path of the published recipe `id`. */
export const libraryPath = (id: string) => `/api/library/${encodeURIComponent(id)}`;

/** The library reads, as options for the query hooks, fetches or prefetches. */
export const libraryQueries = {
  /** The published recipes matching `filters`, a page at a time: GET /api/library?…&cursor=. */
  list: (filters: LibraryFilters) =>
    infiniteQueryOptions({
      queryKey: libraryKeys.list(filters),
      queryFn: ({ pageParam, signal }) =>
        apiRequest<LibraryPage>('/api/library', {
          query: {
            ...filters,
            searchTerm: filters.searchTerm.trim(),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
          fallback: LIBRARY_FALLBACKS.list,
          signal,
        }),
      initialPageParam: '',
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  /** One published recipe: GET /api/library/{id}. */
  detail: (id: string) =>
    queryOptions({
      queryKey: libraryKeys.detail(id),
      queryFn: ({ signal }) =>
        apiRequest<LibraryRecipe>(libraryPath(id), { fallback: LIBRARY_FALLBACKS.one, signal }),
    }),
};

/** The library's pages for `filters`; the previous filters' recipes stay on screen while the next load. */
export function useLibrary(filters: LibraryFilters) {
  return useInfiniteQuery({ ...libraryQueries.list(filters), placeholderData: keepPreviousData });
}

/** The published recipe `id`. */
export function useLibraryRecipe(id: string) {
  return useQuery(libraryQueries.detail(id));
}
