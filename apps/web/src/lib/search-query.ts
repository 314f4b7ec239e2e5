// The search read of every list (recipes, batches, each catalogue kind): GET `path`?searchTerm=,
// keyed by the trimmed term and idle until the term has a character.
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { type ApiRequestOptions, apiRequest } from './api';

/** What a search read needs besides the term. */
export interface SearchQuery extends Pick<ApiRequestOptions, 'fallback' | 'formatMessage'> {
  /** The search route, e.g. `/api/recipes/search`. */
  path: string;
  /** The query key of a trimmed term. */
  key: (searchTerm: string) => QueryKey;
  term: string;
  /** False keeps the search idle whatever the term. */
  enabled?: boolean;
}

/** Options for useQuery (or a fetch or prefetch) of the items matching `term`. */
export function searchQueryOptions<T>({ path, key, term, enabled = true, ...request }: SearchQuery) {
  const searchTerm = term.trim();
  return queryOptions({
    queryKey: key(searchTerm),
    queryFn: ({ signal }) => apiRequest<T>(path, { query: { searchTerm }, signal, ...request }),
    enabled: searchTerm.length >= 1 && enabled,
  });
}
