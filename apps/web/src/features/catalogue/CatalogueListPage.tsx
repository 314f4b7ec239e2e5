// The list screen of a catalogue kind: the generic ListScreen fed by the kind's queries and delete.
import type { CatalogueItems, CatalogueKind } from '@wortsmith/core';
import { useDisplayUnits } from '../../lib/preferences';
import { InteropActions } from '../interop/InteropActions';
import { type ListItemsState, ListScreen, listItemsState } from '../lists/ListScreen';
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
      return listItemsState(term, list, search);
    };
    itemHooks.set(kind, hook);
  }
  return hook as ItemsHook<K>;
}

/** /EquipmentList, /FermentableList, /HopList, /MiscList, /YeastList. */
export function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const info = CATALOGUE_KIND_INFO[kind];
  const remove = useDeleteCatalogueItem(kind);
  const units = useDisplayUnits();
  return (
    <ListScreen
      title={info.listTitle}
      addPath={`${info.routeBase}/new`}
      searchLabel={`Search ${info.listTitle.toLowerCase()}`}
      descriptor={catalogueListDescriptor(kind, units)}
      useItems={itemsHook(kind)}
      onDelete={(item) => remove.mutateAsync(item)}
      actions={<InteropActions kind={kind} />}
    />
  );
}
