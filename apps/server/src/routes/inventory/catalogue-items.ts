// The catalogue items stock names (issue 33): the items of a kind a brewer sees by id or identity (their
// own, and the official ones, the brewer's copy of an official item standing for it, as
// routes/catalogue/visibility.ts has it), and the items whose name an ingredient gives. Each is one query
// of one kind's table.
import { catalogueIdentity, type MatchCandidate, OFFICIAL_USER_ID, type StockKind } from '@wortsmith/core';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { readableOwners } from '../../policies/catalogue-item';
import { KINDS } from '../catalogue/kinds';

/** The stock kinds that are catalogue kinds (the others, salts and acids, are named by core). */
export const CATALOGUE_STOCK_KINDS = ['fermentables', 'hops', 'miscs', 'yeasts'] as const;
export type CatalogueStockKind = (typeof CATALOGUE_STOCK_KINDS)[number];

/** True for a stock kind kept of catalogue items. */
export const isCatalogueStockKind = (kind: StockKind): kind is CatalogueStockKind =>
  (CATALOGUE_STOCK_KINDS as readonly string[]).includes(kind);

/** The column a kind names its supplier in (a yeast's manufacturer). */
const SUPPLIER_COLUMN: Record<CatalogueStockKind, string> = {
  fermentables: 'supplier',
  hops: 'supplier',
  miscs: 'supplier',
  yeasts: 'manufacturer',
};

/** A catalogue item as stock reads it. */
export interface StockItem {
  id: string;
  userId: string;
  officialId: string | null;
  name: string;
  supplier: string | null;
}

function itemsWhere(db: DbOrTx, kind: CatalogueStockKind, where: SQL | undefined): Promise<StockItem[]> {
  const t = KINDS[kind].table;
  const supplier = (t as unknown as Record<string, PgColumn>)[SUPPLIER_COLUMN[kind]]!;
  return db
    .select({ id: t.id, userId: t.userId, officialId: t.officialId, name: t.name, supplier })
    .from(t)
    .where(where) as Promise<StockItem[]>;
}

/**
 * The items of `kind` the user sees, by identity: each identity of `ids` (or the id of the brewer's copy)
 * with its item, the brewer's copy over the official item. Another brewer's items are never read.
 */
export async function visibleItemsByIdentity(
  db: DbOrTx,
  userId: string,
  kind: CatalogueStockKind,
  ids: readonly string[],
): Promise<Map<string, StockItem>> {
  const uuids = [...new Set(ids.filter(isUuid))];
  const byIdentity = new Map<string, StockItem>();
  if (uuids.length === 0) return byIdentity;
  const t = KINDS[kind].table;
  const rows = await itemsWhere(
    db,
    kind,
    or(
      and(inArray(t.id, uuids), inArray(t.userId, readableOwners(userId))),
      and(eq(t.userId, userId), inArray(t.officialId, uuids)),
    ),
  );
  for (const row of rows) {
    const identity = catalogueIdentity(row);
    const seen = byIdentity.get(identity);
    if (!seen || row.userId === userId) byIdentity.set(identity, row);
  }
  return byIdentity;
}

/** The item of `kind` the user sees whose id or identity is `id`, under its identity; undefined when none. */
export async function findVisibleItem(
  db: DbOrTx,
  userId: string,
  kind: CatalogueStockKind,
  id: string,
): Promise<{ identity: string; item: StockItem } | undefined> {
  const items = await visibleItemsByIdentity(db, userId, kind, [id]);
  for (const [identity, item] of items) {
    if (identity === id || item.id === id) return { identity, item };
  }
  return undefined;
}

/**
 * The items of `kind` the user sees whose lower-case name is one of `names` (own items, and official items
 * the brewer has no copy of), as matching reads them.
 */
export async function itemsNamed(
  db: DbOrTx,
  userId: string,
  kind: CatalogueStockKind,
  names: readonly string[],
): Promise<MatchCandidate[]> {
  const lower = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  if (lower.length === 0) return [];
  const t = KINDS[kind].table;
  const uncustomised = sql`not exists (select 1 from ${t} c where c.user_id = ${userId} and c.official_id = ${t.id})`;
  return itemsWhere(
    db,
    kind,
    and(
      // The lowercased name the owner's list index orders by (db/schema.ts), so that index finds them.
      inArray(t.sortKey, lower),
      or(eq(t.userId, userId), and(eq(t.userId, OFFICIAL_USER_ID), uncustomised)),
    ),
  );
}
