// The list screen of a catalogue kind: the generic ListScreen fed by the kind's pages and delete.
import type { CatalogueKind } from '@wortsmith/core';
import { useMemo } from 'react';
import { useDisplayUnits } from '../../lib/preferences';
import { InteropActions } from '../interop/InteropActions';
import { ListScreen } from '../lists/ListScreen';
import { CATALOGUE_KIND_INFO } from './kinds';
import { catalogueListDescriptor } from './list-descriptors';
import { useDeleteCatalogueItem } from './mutations';
import { catalogueListSource } from './queries';

/** /EquipmentList, /FermentableList, /HopList, /MiscList, /YeastList. */
export function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const info = CATALOGUE_KIND_INFO[kind];
  const remove = useDeleteCatalogueItem(kind);
  const units = useDisplayUnits();
  const source = useMemo(() => {
    const { fallbacks, searchErrorFormat } = CATALOGUE_KIND_INFO[kind];
    return catalogueListSource(
      kind,
      { fallback: fallbacks.listScreen ?? fallbacks.list },
      { fallback: fallbacks.search, ...(searchErrorFormat ? { formatMessage: searchErrorFormat } : {}) },
    );
  }, [kind]);
  return (
    <ListScreen
      title={info.listTitle}
      addPath={`${info.routeBase}/new`}
      searchLabel={`Search ${info.listTitle.toLowerCase()}`}
      descriptor={catalogueListDescriptor(kind, units)}
      source={source}
      onDelete={(item) => remove.mutateAsync(item)}
      actions={<InteropActions kind={kind} />}
    />
  );
}
