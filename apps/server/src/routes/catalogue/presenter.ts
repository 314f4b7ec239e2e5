// Maps a catalogue row to the API object of SPEC §3 (+ createdAt, updatedAt), field by field; the
// kind's response schema (schema.ts) names exactly these fields, which routes/response-schemas.test.ts checks.
import { type CatalogueItem, type CatalogueKind, pickFieldValues } from '@wortsmith/core';
import type { KindDescriptor } from './kinds';
import type { CatalogueRow } from './repository';

/** The API representation of one catalogue item. */
export function presentItem<K extends CatalogueKind>(
  descriptor: KindDescriptor<K>,
  row: CatalogueRow,
): CatalogueItem<K> {
  return {
    id: row.id,
    userId: row.userId,
    officialId: row.officialId,
    ...pickFieldValues(descriptor.kind, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
