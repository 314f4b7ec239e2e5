// How each catalogue kind's items appear in its list (SPEC §2.4 summary lines, named in the core's kind
// descriptions) and where their details and edit screens are. A colour (or other quantity) is shown in
// the user's unit, labelled with it ("SRM: 1.02"); in the default units exactly as SPEC §2.4.
import {
  CATALOGUE_DESCRIPTIONS,
  type CatalogueField,
  type CatalogueItems,
  type CatalogueKind,
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  displayedField,
  OFFICIAL_USER_ID,
  toFormValue,
} from '@wortsmith/core';
import type { ItemSummary, SummaryFact } from '../lists/summary';
import type { ListDescriptor } from '../lists/types';
import { catalogueItemPath } from './kinds';

type AnyItem = CatalogueItems[CatalogueKind];

/** A row's summary: the facts the kind's core description names, then its description. */
function summaryOf(kind: CatalogueKind, units: DisplayUnits): (item: AnyItem) => ItemSummary {
  const fields: Record<string, CatalogueField> = CATALOGUE_DESCRIPTIONS[kind].fields;
  const facts = CATALOGUE_DESCRIPTIONS[kind].summary.map(({ label, field }) => {
    const description = fields[field]!;
    const shown = displayedField(description, units);
    // A fact in another unit is labelled with that unit and shown at its precision.
    return shown === description
      ? { field, label, convert: false }
      : { field, label: shown.unit ?? label, convert: true };
  });
  return (item) => {
    const values: Partial<Record<string, SummaryFact['value']>> = item;
    return {
      facts: facts.map(({ label, field, convert }) => ({
        label,
        value: convert ? toFormValue(fields[field]!, values[field], units) : values[field],
      })),
      description: item.description,
    };
  };
}

const cache = new Map<string, ListDescriptor<AnyItem>>();

/** The list descriptor of a kind for the user's units (one stable object per kind and units). */
export function catalogueListDescriptor<K extends CatalogueKind>(
  kind: K,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): ListDescriptor<CatalogueItems[K]> {
  const key = `${kind}:${units.volume}:${units.temperature}:${units.color}:${units.gravity}`;
  let descriptor = cache.get(key);
  if (!descriptor) {
    const summary = summaryOf(kind, units);
    descriptor = {
      key: (item) => `${item.userId}/${item.id}`,
      name: (item) => item.name,
      summary,
      isCustom: (item) => Boolean(item.officialId),
      isOfficial: (item) => item.userId === OFFICIAL_USER_ID,
      detailsPath: (item) => catalogueItemPath(kind, item.userId, item.id, 'details'),
      editPath: (item) => catalogueItemPath(kind, item.userId, item.id, 'edit'),
    };
    cache.set(key, descriptor);
  }
  return descriptor as ListDescriptor<CatalogueItems[K]>;
}
