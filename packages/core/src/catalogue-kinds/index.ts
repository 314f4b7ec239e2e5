// The six catalogue kinds, each described once (fields, labels, routes, list summary, limits, defaults):
// the body schemas, the API types, the server's columns and field picking, and the web's forms, lists and
// routes are all derived from here. Adding a field to a kind is one edit here (plus a migration).
import type { CatalogueKind } from '../options';
import { EQUIPMENT } from './equipments';
import { FERMENTABLE } from './fermentables';
import { HOP } from './hops';
import type { FieldValues } from './kind';
import { MISC } from './miscs';
import { WATER } from './waters';
import { YEAST } from './yeasts';

export {
  MASH_WATER_FIELDS,
  type MashWaterField,
  type MashWaterSettings,
  mashWaterSettings,
} from './equipments';
export * from './field';
export type { CatalogueFields, CatalogueKindDescription, FieldValues } from './kind';
export { CATALOGUE_KIND_NAMES, type CatalogueKindNames } from './names';
export { MAX_ION_MG_PER_L } from './waters';

/** Every catalogue kind's description, by API kind. */
export const CATALOGUE_DESCRIPTIONS = {
  equipments: EQUIPMENT,
  fermentables: FERMENTABLE,
  hops: HOP,
  miscs: MISC,
  yeasts: YEAST,
  waters: WATER,
} as const satisfies Record<CatalogueKind, unknown>;

/** The stored field values of kind K (without id, owner and timestamps). */
export type CatalogueFieldValues<K extends CatalogueKind> = FieldValues<
  (typeof CATALOGUE_DESCRIPTIONS)[K]['fields']
>;

/** A kind's field names in API order. */
export function catalogueFieldNames<K extends CatalogueKind>(
  kind: K,
): (keyof CatalogueFieldValues<K> & string)[] {
  return Object.keys(CATALOGUE_DESCRIPTIONS[kind].fields) as (keyof CatalogueFieldValues<K> & string)[];
}

/**
 * A kind's field values taken from a validated body or a seed item; absent fields become null (a save
 * replaces the whole item). Other properties (itemUserId, id) are left out.
 */
export function pickFieldValues<K extends CatalogueKind>(
  kind: K,
  source: Partial<Record<string, unknown>>,
): CatalogueFieldValues<K> {
  const values: Record<string, unknown> = {};
  for (const name of catalogueFieldNames(kind)) values[name] = source[name] ?? null;
  return values as CatalogueFieldValues<K>;
}
export * from './display';
