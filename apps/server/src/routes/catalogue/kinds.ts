// The catalogue kinds as the server sees them: the core's description of each (fields, label)
// with its table. Everything else (routes, queries, presenters) is generic over this table.
import {
  CATALOGUE_DESCRIPTIONS,
  CATALOGUE_KINDS,
  type CatalogueFieldValues,
  type CatalogueKind,
  catalogueFieldNames,
  pickFieldValues,
} from '@wortsmith/core';
import { type CatalogueTable, catalogueTables } from '../../db/schema';

export type { CatalogueTable } from '../../db/schema';

/** How one kind is stored and named. */
export interface KindDescriptor<K extends CatalogueKind = CatalogueKind> {
  kind: K;
  table: CatalogueTable;
  /** Data fields a body may set and a response carries, besides id/userId/officialId/timestamps. */
  fields: readonly string[];
  /** "Equipment", "Fermentable", ...: used in "X added successfully." and "X not found." */
  label: string;
}

function describe<K extends CatalogueKind>(kind: K): KindDescriptor<K> {
  return {
    kind,
    table: catalogueTables[kind],
    label: CATALOGUE_DESCRIPTIONS[kind].label,
    fields: catalogueFieldNames(kind),
  };
}

/** Every catalogue kind, keyed by its API path segment. */
export const KINDS: { [K in CatalogueKind]: KindDescriptor<K> } = {
  equipments: describe('equipments'),
  fermentables: describe('fermentables'),
  hops: describe('hops'),
  miscs: describe('miscs'),
  yeasts: describe('yeasts'),
  waters: describe('waters'),
};

/** The descriptor of `kind`, for code that handles any kind. */
export function kindDescriptor(kind: CatalogueKind): KindDescriptor {
  return KINDS[kind];
}

/** The kinds in API order. */
export const KIND_LIST: KindDescriptor[] = CATALOGUE_KINDS.map(kindDescriptor);

/** Picks a kind's data fields from a validated body; absent fields become null (a full replace). */
export function pickFields<K extends CatalogueKind>(
  descriptor: KindDescriptor<K>,
  body: Partial<Record<string, unknown>>,
): CatalogueFieldValues<K> {
  return pickFieldValues(descriptor.kind, body);
}
