// The five catalogue kinds described once: table, data fields and the words used in messages.
// Everything else (routes, queries, presenters) is generic over this table.
import { CATALOGUE_KINDS, type CatalogueKind } from '@wortsmith/core';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { equipments, fermentables, hops, miscs, yeasts } from '../../db/schema';

/** The columns every catalogue table shares, as the generic code sees them. */
export type CatalogueTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  officialId: PgColumn;
  name: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/** How one kind is stored and named. */
export interface KindDescriptor {
  kind: CatalogueKind;
  table: CatalogueTable;
  /** Data fields a body may set and a response carries, besides id/userId/officialId/timestamps. */
  fields: readonly string[];
  /** "Equipment", "Fermentable", ...: used in "X added successfully." and "X not found." */
  label: string;
}

/** Every catalogue kind, keyed by its API path segment. */
export const KINDS: Record<CatalogueKind, KindDescriptor> = {
  equipments: {
    kind: 'equipments',
    table: equipments,
    label: 'Equipment',
    fields: [
      'name',
      'description',
      'efficiency',
      'batchVolume',
      'batchTime',
      'boilTime',
      'boilTemperature',
      'boilOff',
      'trubLoss',
      'deadSpace',
    ],
  },
  fermentables: {
    kind: 'fermentables',
    table: fermentables,
    label: 'Fermentable',
    fields: ['name', 'supplier', 'description', 'type', 'ebc', 'potentialExtract'],
  },
  hops: {
    kind: 'hops',
    table: hops,
    label: 'Hop',
    fields: [
      'name',
      'supplier',
      'description',
      'countryOfOrigin',
      'type',
      'useType',
      'alphaAcidContent',
      'betaAcidContent',
    ],
  },
  miscs: {
    kind: 'miscs',
    table: miscs,
    label: 'Misc',
    fields: ['name', 'supplier', 'description', 'countryOfOrigin', 'type', 'useType'],
  },
  yeasts: {
    kind: 'yeasts',
    table: yeasts,
    label: 'Yeast',
    fields: [
      'name',
      'manufacturer',
      'description',
      'flavorProfile',
      'type',
      'form',
      'flocculation',
      'attenuation',
      'temperatureRange',
      'alcoholTolerance',
    ],
  },
};

/** The kinds in API order. */
export const KIND_LIST: KindDescriptor[] = CATALOGUE_KINDS.map((kind) => KINDS[kind]);

/** Picks a kind's data fields from a validated body; absent fields become null (a full replace). */
export function pickFields(
  descriptor: KindDescriptor,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of descriptor.fields) values[field] = body[field] ?? null;
  return values;
}
