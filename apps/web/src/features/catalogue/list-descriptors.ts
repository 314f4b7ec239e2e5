// How each catalogue kind's items appear in its list (SPEC §2.4 summary lines, named in the core's kind
// descriptions) and where their details and edit screens are.
import {
  CATALOGUE_DESCRIPTIONS,
  type CatalogueItems,
  type CatalogueKind,
  OFFICIAL_USER_ID,
} from '@wortsmith/core';
import type { ItemSummary, SummaryFact } from '../lists/summary';
import type { ListDescriptor } from '../lists/types';
import { catalogueItemPath } from './kinds';

type AnyItem = CatalogueItems[CatalogueKind];

/** A row's summary: the facts the kind's core description names, then its description. */
function summaryOf(kind: CatalogueKind): (item: AnyItem) => ItemSummary {
  const facts = CATALOGUE_DESCRIPTIONS[kind].summary;
  return (item) => {
    const values: Partial<Record<string, SummaryFact['value']>> = item;
    return {
      facts: facts.map(({ label, field }) => ({ label, value: values[field] })),
      description: item.description,
    };
  };
}

const cache = new Map<CatalogueKind, ListDescriptor<AnyItem>>();

/** The list descriptor of a kind (one stable object per kind). */
export function catalogueListDescriptor<K extends CatalogueKind>(kind: K): ListDescriptor<CatalogueItems[K]> {
  let descriptor = cache.get(kind);
  if (!descriptor) {
    const summary = summaryOf(kind);
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
