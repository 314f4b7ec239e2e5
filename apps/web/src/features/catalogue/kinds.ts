// What differs between the catalogue kinds apart from their fields: names and routes (from the
// core's kind descriptions) and the SPEC §8 messages. Screens and hooks are generic and read everything
// kind-specific from here.
import { CATALOGUE_KIND_NAMES, type CatalogueKind } from '@wortsmith/core';

/** Names, routes and messages of one catalogue kind. */
export interface CatalogueKindInfo {
  kind: CatalogueKind;
  /** "Equipment", used in titles and success messages. */
  singular: string;
  /** Sidebar label and list title. */
  listTitle: string;
  /** e.g. "/EquipmentList". */
  listPath: string;
  /** e.g. "/Equipments": add is `${base}/new`, details `${base}/{userId}/{id}/details`. */
  routeBase: string;
  fallbacks: {
    list: string;
    /** The list screen's own load fallback where SPEC §8 names one (yeasts). */
    listScreen?: string;
    search: string;
    one: string;
    add: string;
    update: string;
    delete: string;
  };
  /** Shapes a search failure message on the list screen (SPEC §8: yeast "Error: {detail}"). */
  searchErrorFormat?: (detail: string) => string;
}

function info(kind: CatalogueKind, extra: Partial<CatalogueKindInfo> = {}): CatalogueKindInfo {
  const { label: singular, plural, listTitle, listPath, routeBase } = CATALOGUE_KIND_NAMES[kind];
  const lower = singular.toLowerCase();
  return {
    kind,
    singular,
    listTitle,
    listPath,
    routeBase,
    fallbacks: {
      list: `Error loading ${plural}`,
      search: `Error searching ${plural}`,
      one: `Error loading ${lower}`,
      add: `Error adding ${lower}`,
      update: `Error updating ${lower}`,
      delete: `Error deleting ${lower}`,
      ...extra.fallbacks,
    },
    ...(extra.searchErrorFormat ? { searchErrorFormat: extra.searchErrorFormat } : {}),
  };
}

/** Everything kind-specific, by API kind. */
export const CATALOGUE_KIND_INFO: Record<CatalogueKind, CatalogueKindInfo> = {
  equipments: info('equipments'),
  fermentables: info('fermentables'),
  hops: info('hops'),
  miscs: info('miscs'),
  waters: info('waters'),
  yeasts: info('yeasts', {
    fallbacks: {
      list: 'Error loading yeasts',
      listScreen: 'Error loading yeast',
      search: 'Error searching yeasts',
      one: 'Error loading yeast',
      add: 'Error adding yeast',
      update: 'Error updating yeast',
      delete: 'Error deleting yeast',
    },
    searchErrorFormat: (detail) => `Error: ${detail}`,
  }),
};

/** Route of an item's details or edit screen. */
export function catalogueItemPath(
  kind: CatalogueKind,
  userId: string,
  id: string,
  mode: 'details' | 'edit',
): string {
  return `${CATALOGUE_KIND_INFO[kind].routeBase}/${encodeURIComponent(userId)}/${encodeURIComponent(id)}/${mode}`;
}
