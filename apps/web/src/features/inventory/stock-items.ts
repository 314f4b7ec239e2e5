// The items stock may be kept of: the catalogue's four ingredient kinds (by each item's identity, so an
// official item and the brewer's copy of it are one line) and the water's salts and acids (by name).
import { ACID_NAMES, ACIDS, type CatalogueKind, SALT_NAMES, SALTS, type StockKind } from '@wortsmith/core';

/** The catalogue kind a stock kind's items are chosen from, or null for the salts and acids. */
export function stockCatalogueKind(kind: StockKind): Extract<CatalogueKind, StockKind> | null {
  return kind === 'salts' || kind === 'acids' ? null : kind;
}

/** The salts or acids a brewer may keep, each by its API name and the name a brewer reads. */
export function waterItems(kind: 'salts' | 'acids'): { itemId: string; name: string }[] {
  return kind === 'salts'
    ? SALT_NAMES.map((name) => ({ itemId: name, name: SALTS[name].displayName }))
    : ACID_NAMES.map((name) => ({ itemId: name, name: ACIDS[name].displayName }));
}
