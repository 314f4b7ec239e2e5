// The list screen of a catalogue kind: the generic ListScreen fed by the kind's queries and delete.
import type { CatalogueItems, CatalogueKind } from '@wortsmith/core';
import { type ListItemsState, ListScreen } from '../lists/ListScreen';
import { CATALOGUE_KIND_INFO } from './kinds';
import { catalogueListDescriptor } from './list-descriptors';
import { useDeleteCatalogueItem } from './mutations';
import { useCatalogueList, useCatalogueSearch } from './queries';

type ItemsHook<K extends CatalogueKind> = (term: string) => ListItemsState<CatalogueItems[K]>;
const itemHooks = new Map<CatalogueKind, ItemsHook<CatalogueKind>>();

/** The data hook of a kind's list screen: everything, or the search results for a term. */
function itemsHook<K extends CatalogueKind>(kind: K): ItemsHook<K> {
  let hook = itemHooks.get(kind);
  if (!hook) {
    const info = CATALOGUE_KIND_INFO[kind];
    hook = function useKindItems(term: string) {
      const list = useCatalogueList(kind, { fallback: info.fallbacks.listScreen ?? info.fallbacks.list });
      const search = useCatalogueSearch(kind, term, {
        keepPrevious: true,
        ...(info.searchErrorFormat ? { formatMessage: info.searchErrorFormat } : {}),
      });
      // Until the first results of a search arrive, the full list stays on screen; once the search has
      // failed it goes (the failure is toasted), or it would pass for the results of the term.
      const items = term ? (search.data ?? (search.isError ? undefined : list.data)) : list.data;
      const active = term ? search : list;
      return { items, isPending: active.isPending, isError: active.isError, isFetching: active.isFetching };
    };
    itemHooks.set(kind, hook);
  }
  return hook as ItemsHook<K>;
}

/** /EquipmentList, /FermentableList, /HopList, /MiscList, /YeastList. */
export function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const info = CATALOGUE_KIND_INFO[kind];
  const remove = useDeleteCatalogueItem(kind);
  return (
    <ListScreen
      title={info.listTitle}
      addPath={`${info.routeBase}/new`}
      searchLabel={`Search ${info.listTitle.toLowerCase()}`}
      descriptor={catalogueListDescriptor(kind)}
      useItems={itemsHook(kind)}
      onDelete={(item) => remove.mutateAsync(item)}
    />
  );
}
