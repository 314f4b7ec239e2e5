// The official catalogue kept in memory, pre-serialised item by item. Official rows only change when the
// seed runs at start-up (users cannot edit or delete them: edits become their own copies), so lists and
// searches read them from here and ask the database only for the user's own rows, which keeps the hot
// list path to one small indexed query.
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { KindDescriptor } from './kinds';
import { presentItem } from './presenter';
import { type CatalogueRow, selection } from './repository';

/** A list entry: the sort key, the lowered name for search, and the item's JSON text. */
export interface ListEntry {
  id: string;
  sortKey: string;
  json: string;
}

/** Makes the list entry of a row. */
export function toEntry(descriptor: KindDescriptor, row: CatalogueRow): ListEntry {
  return {
    id: row.id,
    sortKey: String(row.name).toLowerCase(),
    json: JSON.stringify(presentItem(descriptor, row)),
  };
}

/** Name order, case-insensitive, ties by id: the same on PGlite and PostgreSQL whatever the collation. */
export function compareEntries(a: ListEntry, b: ListEntry): number {
  if (a.sortKey !== b.sortKey) return a.sortKey < b.sortKey ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Per-app cache of the official items of every kind (loaded on first use). */
export class OfficialCatalogueCache {
  private readonly loaded = new Map<string, Promise<ListEntry[]>>();

  constructor(private readonly db: () => DbOrTx) {}

  /** The official entries of a kind, sorted. */
  entries(descriptor: KindDescriptor): Promise<ListEntry[]> {
    let pending = this.loaded.get(descriptor.kind);
    if (!pending) {
      pending = this.load(descriptor).catch((error: unknown) => {
        this.loaded.delete(descriptor.kind);
        throw error;
      });
      this.loaded.set(descriptor.kind, pending);
    }
    return pending;
  }

  private async load(descriptor: KindDescriptor): Promise<ListEntry[]> {
    const rows = (await this.db()
      .select(selection(descriptor))
      .from(descriptor.table)
      .where(eq(descriptor.table.userId, OFFICIAL_USER_ID))) as CatalogueRow[];
    return rows.map((row) => toEntry(descriptor, row)).sort(compareEntries);
  }
}

/**
 * The user's view: official entries they have not customised merged in name order with all their own
 * rows (`own`), optionally only the entries whose name contains `term`. Returns the JSON array text.
 */
export function mergeView(
  descriptor: KindDescriptor,
  official: ListEntry[],
  own: CatalogueRow[],
  term?: string,
): string {
  const hidden = new Set<string>();
  for (const row of own) if (row.officialId) hidden.add(row.officialId);
  const needle = term?.toLowerCase();
  // Filter before serialising: a search answers few of the user's rows.
  const mine = (
    needle === undefined ? own : own.filter((row) => String(row.name).toLowerCase().includes(needle))
  )
    .map((row) => toEntry(descriptor, row))
    .sort(compareEntries);
  const parts: string[] = [];
  let m = 0;
  for (const entry of official) {
    if (hidden.has(entry.id) || (needle !== undefined && !entry.sortKey.includes(needle))) continue;
    while (m < mine.length && compareEntries(mine[m]!, entry) < 0) parts.push(mine[m++]!.json);
    parts.push(entry.json);
  }
  while (m < mine.length) parts.push(mine[m++]!.json);
  return `[${parts.join(',')}]`;
}
