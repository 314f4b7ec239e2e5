// The unit a recipe misc or yeast is measured in (issue 30, ingredient-amounts.ts), as the files say it.
// By weight (no unit, or 'g'): grams. Otherwise the quantity is in its own unit as the brewer typed it:
// millilitres, teaspoons, tablespoons or items for a misc; packs or millilitres for a yeast. The readers
// and writers of both formats share the words here; each format's fields are in its own modules
// (beerxml-fields.ts and beerxml-write.ts, beerjson-read.ts and beerjson-write.ts).

import {
  type AmountUnit,
  MISC_UNITS,
  type MiscUnit,
  YEAST_UNITS,
  type YeastUnit,
} from '../ingredient-amounts';
import { roundTo } from '../rounding';
import { optionOf } from './option-maps';

/** Which kind of ingredient an amount belongs to: a misc or a yeast (a BeerJSON culture). */
export type AmountKind = 'misc' | 'yeast';

/** A misc's or yeast's amount as a reader found it: grams when `unit` is absent, else in that unit. */
export interface FileAmount {
  quantity: number;
  unit?: Exclude<MiscUnit | YeastUnit, 'g'>;
}

/** The units a count or spoon stays in: neither a weight nor a volume in millilitres. */
export type KeptUnit = Exclude<FileAmount['unit'], 'mL' | undefined>;

/** The unit a kind's amount may be in, from a file's own text (WORTSMITH_UNIT), or undefined. */
export function ownUnit(kind: AmountKind, text: string | undefined): AmountUnit | undefined {
  return optionOf<AmountUnit>(kind === 'misc' ? MISC_UNITS : YEAST_UNITS, text);
}

/** Whether a unit is a count or a spoon (kept as given), not a weight or millilitres. */
export const isKept = (unit: AmountUnit | undefined): unit is KeptUnit =>
  unit !== undefined && unit !== 'g' && unit !== 'mL';

/** A counted amount's unit: packs for a yeast, items for a misc. */
export const countedUnit = (kind: AmountKind) => (kind === 'yeast' ? 'pack' : 'item');

/**
 * The words files count things in: BeerJSON 1.0's UnitUnitType enum ("1", "unit", "each",
 * "dimensionless", "pkg"; measureable_units.json) and BeerSmith's DISPLAY_AMOUNT units ("Pkg",
 * "Items"), with their plurals and the words brewers write on packs.
 */
const COUNTED_WORDS = new Set([
  '1',
  'unit',
  'units',
  'each',
  'ea',
  'dimensionless',
  'pkg',
  'pkgs',
  'pack',
  'packs',
  'package',
  'packages',
  'packet',
  'packets',
  'sachet',
  'sachets',
  'vial',
  'vials',
  'item',
  'items',
]);

/** Teaspoons and tablespoons as files write them (BeerJSON "tsp" and "tbsp", BeerSmith "tsp" and "tbsp"). */
const SPOON_WORDS: Record<string, 'tsp' | 'tbsp'> = {
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
};

/**
 * The unit a file's unit word keeps for a kind: a count (packs for a yeast, items for a misc), or a
 * teaspoon or tablespoon for a misc (a yeast is not measured in spoons: its volume is millilitres).
 * Undefined for a weight, another volume or a word not known.
 */
export function keptUnit(kind: AmountKind, word: string): KeptUnit | undefined {
  const key = word.trim().toLowerCase().replace(/\.$/, '');
  if (COUNTED_WORDS.has(key)) return countedUnit(kind);
  const spoon = SPOON_WORDS[key];
  return spoon && kind === 'misc' ? spoon : undefined;
}

/** A quantity to the 3 decimals the quantity inputs keep (ingredient-amounts.ts `parseAmount`). */
export const kept = (value: number) => roundTo(value, 3);

/**
 * An amount as a reader gives it to the drafts, its quantity kept to 3 decimals: grams when `unit` is
 * absent. Null when there is none, or too little to keep.
 */
export function keptAmount(value: number | null, unit?: FileAmount['unit']): FileAmount | null {
  const quantity = value === null ? 0 : kept(value);
  if (!(quantity > 0)) return null;
  return unit ? { quantity, unit } : { quantity };
}
