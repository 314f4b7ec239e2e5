// Maps a catalogue row to the API object of SPEC §3 (+ createdAt, updatedAt), field by field.
import type { KindDescriptor } from './kinds';
import type { CatalogueRow } from './repository';

/** The API representation of one catalogue item. */
export function presentItem(descriptor: KindDescriptor, row: CatalogueRow): Record<string, unknown> {
  const item: Record<string, unknown> = { id: row.id, userId: row.userId, officialId: row.officialId };
  for (const field of descriptor.fields) item[field] = row[field] ?? null;
  item.createdAt = row.createdAt.toISOString();
  item.updatedAt = row.updatedAt.toISOString();
  return item;
}
