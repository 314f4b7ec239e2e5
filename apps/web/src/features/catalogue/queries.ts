// Server state of the catalogue kinds (TanStack Query): the key factory and the read hooks.
// Errors are toasted by apiRequest with the SPEC §8 fallbacks; queries do not retry (one toast per failure).

import { useQuery } from '@tanstack/react-query';
import type { CatalogueItems, CatalogueKind } from '@wortsmith/core';
import { apiRequest } from '../../lib/api';
import type { CallMessages, PagedListSource } from '../../lib/paged-list';
import { CATALOGUE_KIND_INFO } from './kinds';

/** Query keys of the catalogue; invalidate `catalogueKeys.kind(kind)` after a write. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  kind: (kind: CatalogueKind) => ['catalogue', kind] as const,
  list: (kind: CatalogueKind) => ['catalogue', kind, 'list'] as const,
  /** The pages of the list ('' term) or of a search, under the list's key. */
  pages: (kind: CatalogueKind, term: string) => ['catalogue', kind, 'list', 'pages', term] as const,
  detail: (kind: CatalogueKind, userId: string, id: string) =>
    ['catalogue', kind, 'detail', userId, id] as const,
};

/** Per-call overrides of the default messages. */
export interface CatalogueQueryOptions {
  fallback?: string;
  enabled?: boolean;
}

/** Where a kind's paged list comes from (the list screen, the add modals): GET /api/{kind} and its search. */
export function catalogueListSource(
  kind: CatalogueKind,
  list: CallMessages,
  search: CallMessages,
): PagedListSource {
  return { path: `/api/${kind}`, key: (term) => catalogueKeys.pages(kind, term), list, search };
}

/** Every item of a kind the user can see: GET /api/{kind} (what needs the whole list: pickers by id, stock). */
export function useCatalogueList<K extends CatalogueKind>(kind: K, options: CatalogueQueryOptions = {}) {
  const fallback = options.fallback ?? CATALOGUE_KIND_INFO[kind].fallbacks.list;
  return useQuery({
    queryKey: catalogueKeys.list(kind),
    queryFn: ({ signal }) => apiRequest<CatalogueItems[K][]>(`/api/${kind}`, { fallback, signal }),
    enabled: options.enabled ?? true,
  });
}

/** One item: GET /api/{kind}/{userId}/{id}. */
export function useCatalogueItem<K extends CatalogueKind>(
  kind: K,
  userId: string | undefined,
  id: string | undefined,
) {
  return useQuery({
    queryKey: catalogueKeys.detail(kind, userId ?? '', id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<CatalogueItems[K]>(
        `/api/${kind}/${encodeURIComponent(userId ?? '')}/${encodeURIComponent(id ?? '')}`,
        { fallback: CATALOGUE_KIND_INFO[kind].fallbacks.one, signal },
      ),
    enabled: Boolean(userId && id),
  });
}
