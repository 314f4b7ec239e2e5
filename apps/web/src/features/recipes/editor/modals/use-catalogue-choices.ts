// What an add modal (or the equipment modal, or the stock's) offers: the items of the kind while the
// search box is empty (GET /api/{kind}), the search results otherwise (debounced 300 ms), a page at a
// time with the count of the whole list or search, with the modal messages of SPEC §8 when loading fails.
import type { CatalogueItems, CatalogueKind } from '@wortsmith/core';
import { useEffect, useMemo, useState } from 'react';
import { type MoreRows, usePagedList } from '../../../../lib/paged-list';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { catalogueListSource } from '../../../catalogue/queries';

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

/** What a modal's result list shows: the rows read so far for the typed text, and their state. */
export interface CatalogueChoices<T> {
  items: readonly T[];
  /** The first rows are not in yet. */
  loading: boolean;
  /** What is listed is not yet the answer to what is typed (debounce pending or request in flight). */
  updating: boolean;
  searching: boolean;
  /** How many the whole list or search holds, if known. */
  count: number | null;
  more: MoreRows;
}

/** Items to choose from for the typed search text, and a lookup over every item listed so far. */
export function useCatalogueChoices<K extends CatalogueKind>(kind: K, searchText: string) {
  const term = useDebouncedValue(searchText.trim());
  const source = useMemo(() => {
    const fallbacks = MODAL_FALLBACKS[kind];
    return catalogueListSource(kind, { fallback: fallbacks.list }, { fallback: fallbacks.search });
  }, [kind]);
  const { items, shownTerm, count, isPending, isError, isFetching, more } = usePagedList<CatalogueItems[K]>(
    source,
    term,
  );
  // A failed search (or list) empties the list (SPEC §8 "the list is then emptied").
  const shown: readonly CatalogueItems[K][] = isError ? [] : (items ?? []);
  // Every item listed while the modal is open stays known, so one found by an earlier search (or on a
  // page since scrolled past) can still be added once the search box says something else.
  const [known] = useState(() => new Map<string, CatalogueItems[K]>());
  useEffect(() => {
    for (const item of shown) known.set(item.id, item);
  }, [shown, known]);
  const choices: CatalogueChoices<CatalogueItems[K]> = {
    items: shown,
    loading: isPending && !isError,
    updating: searchText.trim() !== term || isFetching,
    searching: shownTerm !== '',
    count: isError ? null : count,
    more,
  };
  return { choices, known };
}
