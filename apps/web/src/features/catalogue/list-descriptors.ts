// How each catalogue kind's items appear in its list (SPEC §2.4 summary lines) and where their
// details and edit screens are.
import { type CatalogueItems, type CatalogueKind, OFFICIAL_USER_ID } from '@wortsmith/core';
import type { ItemSummary } from '../lists/summary';
import type { ListDescriptor } from '../lists/types';
import { catalogueItemPath } from './kinds';

type AnyItem = CatalogueItems[CatalogueKind];

const summaries: { [K in CatalogueKind]: (item: CatalogueItems[K]) => ItemSummary } = {
  equipments: (item) => ({ facts: [], description: item.description }),
  fermentables: (item) => ({
    facts: [
      { label: 'Supplier', value: item.supplier },
      { label: 'Type', value: item.type },
      { label: 'EBC', value: item.ebc },
    ],
    description: item.description,
  }),
  hops: (item) => ({
    facts: [
      { label: 'Supplier', value: item.supplier },
      { label: 'Use type', value: item.useType },
    ],
    description: item.description,
  }),
  miscs: (item) => ({ facts: [{ label: 'Type', value: item.type }], description: item.description }),
  yeasts: (item) => ({
    facts: [
      { label: 'Manufacturer', value: item.manufacturer },
      { label: 'Type', value: item.type },
    ],
    description: item.description,
  }),
};

const cache = new Map<CatalogueKind, ListDescriptor<AnyItem>>();

/** The list descriptor of a kind (one stable object per kind). */
export function catalogueListDescriptor<K extends CatalogueKind>(kind: K): ListDescriptor<CatalogueItems[K]> {
  let descriptor = cache.get(kind);
  if (!descriptor) {
    const summary = summaries[kind] as (item: AnyItem) => ItemSummary;
    descriptor = {
      key: (item) => `${item.userId}/${item.id}`,
      name: (item) => item.name,
      summary,
      isCustom: (item) => Boolean(item.officialId),
      isOfficial: (item) => item.userId === OFFICIAL_USER_ID,
      detailsPath: (item) => catalogueItemPath(kind, item.userId, item.id, 'details'),
      editPath: (item) => catalogueItemPath(kind, item.userId, item.id, 'edit'),
    };
    cache.set(kind, descriptor);
  }
  return descriptor as ListDescriptor<CatalogueItems[K]>;
}
