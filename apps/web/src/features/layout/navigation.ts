// The sidebar's items (SPEC §2.3; the catalogue's from the core's kind descriptions) and the product's
// release facts (SPEC §1).
import { CATALOGUE_DESCRIPTIONS, type CatalogueKind } from '@wortsmith/core';

/** One sidebar link; `prefixes` also mark it active on the kind's add/details/edit screens. */
export interface NavItem {
  label: string;
  to: string;
  prefixes: string[];
}

/** A catalogue kind's item: its list, active also on its add, details and edit screens. */
function catalogueItem(kind: CatalogueKind): NavItem {
  const { listTitle, listPath, routeBase } = CATALOGUE_DESCRIPTIONS[kind];
  return { label: listTitle, to: listPath, prefixes: [`${routeBase}/`] };
}

/** The item before the Inventory group. */
export const EQUIPMENT_ITEM: NavItem = catalogueItem('equipments');

/**
 * The Inventory group's items: the catalogue's ingredient lists, then the brewery's stock, named "Stock"
 * beside the group's own name (its screen at /Inventory; the shopping list is reached from it).
 */
export const INVENTORY_ITEMS: NavItem[] = [
  ...(['fermentables', 'hops', 'miscs', 'yeasts', 'waters'] as const).map(catalogueItem),
  { label: 'Stock', to: '/Inventory', prefixes: ['/ShoppingList'] },
];

/** Items after the Inventory group. */
export const TRAILING_ITEMS: NavItem[] = [
  { label: 'Recipes', to: '/RecipeList', prefixes: ['/Recipes/'] },
  { label: 'Library', to: '/Library', prefixes: ['/Library/'] },
  { label: 'Batches', to: '/BatchList', prefixes: ['/Batches/'] },
  { label: 'Devices', to: '/Devices', prefixes: ['/Devices/'] },
  { label: 'Tools', to: '/Tools', prefixes: [] },
  { label: 'Settings', to: '/Settings', prefixes: [] },
  { label: 'Changelog', to: '/Changelog', prefixes: [] },
];

/** Whether `item` is the current screen's item. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  return pathname === item.to || item.prefixes.some((prefix) => pathname.startsWith(prefix));
}

/** The sidebar's version label (SPEC §1). */
export const VERSION_LABEL = 'v1.3.0-beta';

/** The releases, newest first (SPEC §1), verbatim. */
export const RELEASES = [
  { version: 'v1.3.0', date: 'Aug 23, 2025', notes: ['faster front-end build.'] },
  {
    version: 'v1.2.0',
    date: 'Aug 16, 2025',
    notes: ['faster data communication layer; stronger, standards-based authentication.'],
  },
  {
    version: 'v1.1.0',
    date: 'Aug 08, 2025',
    notes: ['configuration option to choose ounces or grams as the weight unit.'],
  },
  { version: 'v1.0.0', date: 'Aug 07, 2025', notes: ['official release.'] },
] as const;
