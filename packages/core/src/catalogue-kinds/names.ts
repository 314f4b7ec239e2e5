// Each catalogue kind's names and screen routes, apart from its fields: import-free, so the web app's
// route table can use them without the field schemas (and zod) in its entry.
import type { CatalogueKind } from '../options';

/** A kind's names and routes. */
export interface CatalogueKindNames {
  /** "Equipment", "Fermentable", ...: titles, "X added successfully.", "X not found.". */
  label: string;
  /** "equipments", ...: the fallback messages' plural (SPEC §8). */
  plural: string;
  /** The sidebar label and list title, e.g. "Equipments" (the misc list is "Misc"). */
  listTitle: string;
  /** The list screen's route, e.g. "/EquipmentList". */
  listPath: string;
  /** The add, details and edit screens' base route, e.g. "/Equipments". */
  routeBase: string;
}

/** Names follow from the singular label; only the misc list has a title of its own. */
function names(label: string, listTitle = `${label}s`): CatalogueKindNames {
  return {
    label,
    plural: `${label.toLowerCase()}s`,
    listTitle,
    listPath: `/${label}List`,
    routeBase: `/${label}s`,
  };
}

/** Every catalogue kind's names and routes, by API kind. */
export const CATALOGUE_KIND_NAMES: Record<CatalogueKind, CatalogueKindNames> = {
  equipments: names('Equipment'),
  fermentables: names('Fermentable'),
  hops: names('Hop'),
  miscs: names('Misc', 'Misc'),
  yeasts: names('Yeast'),
  waters: names('Water'),
};
