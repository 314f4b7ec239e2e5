// What an add modal (or the equipment modal) offers: every item of the kind while the search box is
// empty (GET /api/{kind}), the search results otherwise (debounced 300 ms), with the modal messages
// of SPEC §8 when loading fails.
import type { CatalogueItems, CatalogueKind } from '@wortsmith/core';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useCatalogueList, useCatalogueSearch } from '../../../catalogue/queries';

/** The modal's data could not be loaded (SPEC §8's generic modal text, verbatim). */
export const MODAL_DATA_ERROR = 'Erro ao carregar dados do modal.';

/**
 * SPEC §8 modal loading messages, per kind: list failure and search failure. The spec names a search
 * message for yeasts, miscs and equipments only; the fermentable and hop modals' searches use its generic
 * modal text.
 */
export const MODAL_FALLBACKS: Record<CatalogueKind, { list: string; search: string }> = {
  fermentables: { list: 'Error loading fermentables', search: MODAL_DATA_ERROR },
  hops: { list: 'Error loading hops', search: MODAL_DATA_ERROR },
  miscs: { list: 'Error loading misc', search: 'Error fetching misc data: ' },
  yeasts: { list: 'Error loading yeasts', search: 'Error searching yeasts:' },
  equipments: { list: 'Error loading equipments', search: 'Error searching equipments' },
  waters: { list: 'Error loading waters', search: 'Error searching waters' },
};

/** Items to choose from for the typed search text, and a lookup over everything seen so far. */
export function useCatalogueChoices<K extends CatalogueKind>(kind: K, searchText: string) {
  const term = useDebouncedValue(searchText.trim());
  const fallbacks = MODAL_FALLBACKS[kind];
  const list = useCatalogueList(kind, { fallback: fallbacks.list });
  const search = useCatalogueSearch(kind, term, { fallback: fallbacks.search });
  const searching = term.length > 0;
  // A failed search empties the list (SPEC §8 "the list is then emptied").
  const items: readonly CatalogueItems[K][] = (searching ? search.data : list.data) ?? [];
  const loading = searching ? search.isPending && search.fetchStatus !== 'idle' : list.isPending;
  const known = useMemo(() => {
    const map = new Map<string, CatalogueItems[K]>();
    for (const item of list.data ?? []) map.set(item.id, item);
    for (const item of search.data ?? []) map.set(item.id, item);
    return map;
  }, [list.data, search.data]);
  const failed = searching ? search.isError : list.isError;
  // What is listed is not yet the answer to what is typed (debounce pending or request in flight).
  const updating = searchText.trim() !== term || (searching ? search.isFetching : list.isFetching);
  return { items: failed ? [] : items, loading: loading && !failed, updating, known };
}
