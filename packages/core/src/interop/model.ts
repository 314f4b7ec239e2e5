// The shapes the BeerXML and BeerJSON readers return and the writers take.
import type { CatalogueKind } from '../options';
import type { CatalogueInputs } from '../schemas/catalogue';
import type { RecipeEquipmentInput, RecipeInput } from '../schemas/recipe';
import type { FileStocks } from './inventory';

/** The two file formats Wortsmith reads and writes. */
export const INTEROP_FORMATS = ['beerxml', 'beerjson'] as const;
export type InteropFormat = (typeof INTEROP_FORMATS)[number];

/**
 * A recipe as the recipe body schema takes it (fresh ingredient and step ids, canonical units), except
 * that `style` is '' when the file's style matched no built-in one.
 */
export type RecipeDraft = Omit<RecipeInput, 'version' | 'creationDate'>;

/** The figures a file states for a recipe (its own tool's estimates), for comparison; null when absent. */
export interface StatedFigures {
  og: number | null;
  fg: number | null;
  abv: number | null;
  ibu: number | null;
  ebc: number | null;
}

/** An imported recipe: the draft plus what the file said its figures were. */
export type ImportedRecipe = RecipeDraft & { stated: StatedFigures };

/** A catalogue item of one kind as its form body schema takes it. */
export type CatalogueDraft<K extends CatalogueKind> = Omit<CatalogueInputs[K], 'itemUserId'>;

/** Catalogue items of every kind. */
export type CatalogueDrafts = { [K in CatalogueKind]: CatalogueDraft<K>[] };

/** Something that did not come across as the file had it. */
export interface ImportWarning {
  /** The recipe or item the warning is about (its name in the file), or null for the whole file. */
  record: string | null;
  /** What was changed or dropped, as a sentence. */
  message: string;
}

/** Everything a file holds that Wortsmith models. */
export interface InteropFile {
  format: InteropFormat;
  recipes: ImportedRecipe[];
  items: CatalogueDrafts;
  /** What the file says the brewer has of each catalogue item (issue 33), in the items' order. */
  stock: FileStocks;
  warnings: ImportWarning[];
}

/** Collects warnings while a file is read. */
export class Warnings {
  readonly list: ImportWarning[] = [];

  add(record: string | null, message: string): void {
    this.list.push({ record, message });
  }
}

/** An empty set of catalogue lists. */
export function emptyCatalogue(): CatalogueDrafts {
  return { equipments: [], fermentables: [], hops: [], miscs: [], yeasts: [], waters: [] };
}

/** The equipment fields both writers use: a recipe's equipment copy or a catalogue equipment. */
export type EquipmentLike = Omit<RecipeEquipmentInput, 'id'> & {
  description?: string | null;
  boilTemperature?: number;
};

/** Pre-boil volume in litres, as SPEC §9 computes it (batch + dead space + boil-off + trub loss). */
export function preBoilLitres(e: EquipmentLike): number {
  return e.batchVolume + e.deadSpace + (e.boilOff * e.boilTime) / 60 + e.trubLoss;
}
