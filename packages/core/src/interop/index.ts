// Recipes and catalogue items in and out: BeerXML 1.0 and BeerJSON 1.0, the format told by content.
import { DEFAULT_DISPLAY_UNITS, type DisplayUnits } from '../display-units';
import type { CatalogueKind } from '../options';
import { readBeerJson } from './beerjson-read';
import { writeBeerJsonCatalogue, writeBeerJsonRecipes } from './beerjson-write';
import { readBeerXml } from './beerxml-read';
import { writeBeerXmlCatalogue, writeBeerXmlRecipes } from './beerxml-write';
import { decodeBytes } from './decode';
import { InteropError } from './errors';
import { type FileStock, isStocked } from './inventory';
import type {
  CatalogueDraft,
  ImportedRecipe,
  ImportWarning,
  InteropFile,
  InteropFormat,
  RecipeDraft,
} from './model';
import { localStepDescription } from './step-description';

export {
  InteropError,
  type InteropErrorCode,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_DEPTH,
  MAX_IMPORT_RECORDS,
} from './errors';
export { type FileStock, isStocked, STOCKED_KINDS, type StockedKind } from './inventory';
export {
  type CatalogueDraft,
  type CatalogueDrafts,
  type ImportedRecipe,
  type ImportWarning,
  INTEROP_FORMATS,
  type InteropFile,
  type InteropFormat,
  type RecipeDraft,
  type StatedFigures,
} from './model';
export { type ImportedStyle, matchStyle } from './style-match';

/**
 * Everything a BeerXML or BeerJSON file holds, told apart by content (not by name or media type).
 * Throws InteropError for an empty, oversized, malformed, too deep or too large file, one with a
 * DOCTYPE or entity declarations, or one that is neither format.
 */
export function readInteropFile(bytes: Uint8Array): InteropFile {
  const text = decodeBytes(bytes);
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) {
    const { recipes, items, stock, warnings } = readBeerXml(text);
    return { format: 'beerxml', recipes, items, stock, warnings: warnings.list };
  }
  if (start.startsWith('{') || start.startsWith('//') || start.startsWith('[')) {
    const { recipes, items, stock, warnings } = readBeerJson(start);
    return { format: 'beerjson', recipes, items, stock, warnings: warnings.list };
  }
  throw new InteropError(
    'not-xml-or-json',
    'The file is neither XML nor JSON: choose a BeerXML or BeerJSON file.',
  );
}

/** The warnings about the whole file or about one of `records` (by name). */
function warningsAbout(warnings: ImportWarning[], records: readonly { name: string }[]): ImportWarning[] {
  const names = new Set(records.map((record) => record.name));
  return warnings.filter((w) => w.record === null || names.has(w.record));
}

/**
 * The recipes of a file (warnings about its library records left out), the mash-step directions other
 * tools generated said again in the brewer's `units`; throws InteropError when it holds none.
 */
export function importRecipes(
  bytes: Uint8Array,
  units: Pick<DisplayUnits, 'volume' | 'temperature'> = DEFAULT_DISPLAY_UNITS,
): { recipes: ImportedRecipe[]; warnings: ImportWarning[] } {
  const file = readInteropFile(bytes);
  if (file.recipes.length === 0) throw new InteropError('nothing-to-import', 'The file holds no recipes.');
  const recipes = file.recipes.map((recipe) => ({
    ...recipe,
    mashSteps: recipe.mashSteps.map((step) => ({
      ...step,
      description: localStepDescription(step.description, units),
    })),
  }));
  return { recipes, warnings: warningsAbout(file.warnings, file.recipes) };
}

const KIND_WORDS: Record<CatalogueKind, string> = {
  equipments: 'equipment profiles',
  fermentables: 'fermentables',
  hops: 'hops',
  miscs: 'miscs',
  yeasts: 'yeasts',
  waters: 'water profiles',
};

/**
 * The catalogue items of one kind in a file (its library records, not a recipe's ingredients), with the
 * stock the file gives for each (null for none, and for kinds that have no stock); throws InteropError
 * when it holds none.
 */
export function importCatalogueItems<K extends CatalogueKind>(
  bytes: Uint8Array,
  kind: K,
): { items: CatalogueDraft<K>[]; stock: (FileStock | null)[]; warnings: ImportWarning[] } {
  const file = readInteropFile(bytes);
  const items = file.items[kind] as CatalogueDraft<K>[];
  if (items.length === 0)
    throw new InteropError('nothing-to-import', `The file holds no ${KIND_WORDS[kind]}.`);
  const stock = isStocked(kind) ? file.stock[kind] : items.map(() => null);
  return { items, stock, warnings: warningsAbout(file.warnings, items) };
}

/** Recipes as a BeerXML or BeerJSON document. */
export function exportRecipes(recipes: readonly RecipeDraft[], format: InteropFormat): string {
  return format === 'beerxml' ? writeBeerXmlRecipes(recipes) : writeBeerJsonRecipes(recipes);
}

/**
 * Catalogue items of one kind as a BeerXML or BeerJSON document, with the brewer's stock of each (in the
 * items' order) where the format has a field for it.
 */
export function exportCatalogueItems<K extends CatalogueKind>(
  kind: K,
  items: readonly CatalogueDraft<K>[],
  format: InteropFormat,
  stock: readonly (FileStock | null)[] = [],
): string {
  return format === 'beerxml'
    ? writeBeerXmlCatalogue(kind, items, stock)
    : writeBeerJsonCatalogue(kind, items, stock);
}

/** The media type of a format's files. */
export const INTEROP_MEDIA_TYPES: Record<InteropFormat, string> = {
  beerxml: 'application/xml',
  beerjson: 'application/json',
};

/** A download's file name: "London Pride" -> "london-pride.xml" (BeerXML) or ".json" (BeerJSON). */
export function interopFileName(title: string, format: InteropFormat): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'wortsmith'}.${format === 'beerxml' ? 'xml' : 'json'}`;
}
