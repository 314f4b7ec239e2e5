// How the option words of BeerXML and BeerJSON map onto Wortsmith's option lists (options.ts), both
// ways. Reading is case-insensitive; undefined means "not recognised" and the reader warns.
import {
  FERMENTABLE_TYPES,
  type FermentableType,
  HOP_TYPES,
  type HopType,
  type HopUsageStage,
  type HopUseType,
  MASH_STEP_TYPES,
  type MashStepType,
  MISC_TYPES,
  type MiscType,
  RECIPE_TYPES,
  type RecipeType,
  type YeastType,
} from '../options';
import { lookup } from './values';

const key = (text: string | undefined) =>
  (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The option of `list` spelled like `text` (case and separators ignored). */
export function optionOf<T extends string>(list: readonly T[], text: string | undefined): T | undefined {
  const wanted = key(text);
  return wanted ? list.find((option) => key(option) === wanted) : undefined;
}

/** Recipe type: "All Grain", "all grain", "allgrain", "Extract", "Partial Mash". */
export function recipeTypeFrom(text: string | undefined): RecipeType | undefined {
  return optionOf(RECIPE_TYPES, text) ?? (key(text) === 'allgrain' ? 'All Grain' : undefined);
}

const SPECIALTY_NAME =
  /cara|crystal|caramel|choc|roast|black|smoke|acid|biscuit|special|melano|aromatic|amber|brown|honey|victory|dextrin|kilned|coffee/i;
const ADJUNCT_NAME = /flake|torrif|rolled|raw|unmalted|rice|corn|maize/i;

/**
 * A fermentable's type from the file's kind (Grain, Sugar, Extract, Dry Extract, Adjunct, fruit, ...),
 * its name and colour: grains are Specialty when their name says so or they are darker than 30 EBC,
 * Adjunct when flaked or unmalted; sugars and other adjuncts are Adjunct; extracts are Base.
 */
export function fermentableTypeFrom(
  kind: string | undefined,
  name: string,
  ebc: number | null,
): FermentableType {
  const exact = optionOf(FERMENTABLE_TYPES, kind);
  if (exact) return exact;
  const k = key(kind);
  if (k === 'extract' || k === 'dry extract') return 'Base';
  if (k !== 'grain' && k !== '') return 'Adjunct';
  if (ADJUNCT_NAME.test(name)) return 'Adjunct';
  return SPECIALTY_NAME.test(name) || (ebc ?? 0) > 30 ? 'Specialty' : 'Base';
}

/** A recipe hop's stage from BeerXML USE or BeerJSON timing use; Aroma, Hop Stand and Whirlpool are Whirlpool. */
export function hopStageFrom(text: string | undefined): HopUsageStage | undefined {
  switch (key(text)) {
    case 'boil':
    case 'add to boil':
      return 'Boil';
    case 'dry hop':
    case 'dryhop':
    case 'add to fermentation':
    case 'add to package':
      return 'Dry Hop';
    case 'mash':
    case 'add to mash':
      return 'Mash';
    case 'first wort':
      return 'First Wort';
    case 'aroma':
    case 'whirlpool':
    case 'hop stand':
    case 'hopstand':
    case 'flameout':
      return 'Whirlpool';
    default:
      return undefined;
  }
}

/** A hop's use type from BeerXML TYPE (Bittering, Aroma, Both) or BeerJSON type ("aroma/bittering", ...). */
export function hopUseTypeFrom(text: string | undefined): HopUseType | undefined {
  const k = key(text);
  if (!k) return undefined;
  const aroma = /aroma|flavor/.test(k);
  const bittering = /bitter/.test(k);
  if (k === 'both' || k === 'dual purpose' || (aroma && bittering)) return 'Dual-purpose';
  return bittering ? 'Bittering' : aroma ? 'Aroma' : undefined;
}

/** A hop's form from BeerXML FORM (Pellet, Plug, Leaf) or BeerJSON form (pellet, leaf, powder, extract, ...). */
export function hopFormFrom(text: string | undefined): HopType | undefined {
  const exact = optionOf(HOP_TYPES, text);
  if (exact) return exact;
  const k = key(text);
  if (k === 'leaf' || k === 'plug' || k === 'whole' || k === 'leaf (wet)') return 'Whole';
  if (k === 'powder' || k === 'cryo') return 'Cryo';
  if (k === 'extract') return 'CO2 Extract';
  return undefined;
}

/** A misc type: BeerXML and BeerJSON share Wortsmith's words; BeerJSON's "wood" is Other. */
export function miscTypeFrom(text: string | undefined): MiscType | undefined {
  return optionOf(MISC_TYPES, text) ?? (key(text) === 'wood' ? 'Other' : undefined);
}

/** The option a file's word stands for in `table` (its keys spelled as `key` spells a word). */
const fromWords =
  <T extends string>(table: Readonly<Record<string, T>>) =>
  (text: string | undefined): T | undefined =>
    lookup(table, key(text));

const yeastTypeWords = fromWords<YeastType>({
  ale: 'Ale',
  kveik: 'Ale',
  lager: 'Lager',
  hybrid: 'Hybrid',
  champagne: 'Champagne',
  wheat: 'Wheat',
  wine: 'Wine',
});

/** A yeast type: kveik counts as Ale; brett, lacto, bacteria and mixed cultures as Other. */
export function yeastTypeFrom(text: string | undefined): YeastType | undefined {
  return yeastTypeWords(text) ?? (key(text) ? 'Other' : undefined);
}

/** A yeast form: Liquid, Dry, Slant, Culture; Slurry and BeerJSON's dregs are kept as Slurry. */
export const yeastFormFrom = fromWords({
  liquid: 'Liquid',
  dry: 'Dry',
  slant: 'Slant',
  culture: 'Culture',
  slurry: 'Slurry',
  dregs: 'Slurry',
});

/** A flocculation word (BeerXML "Very High", BeerJSON "medium high") as Wortsmith spells it. */
export const flocculationFrom = fromWords({
  'very low': 'Low',
  low: 'Low',
  'medium low': 'Medium',
  medium: 'Medium',
  'medium high': 'Medium - High',
  high: 'High',
  'very high': 'Very High',
});

/** A mash step type; BeerJSON's sparge, drain and souring steps have no Wortsmith kind (undefined). */
export function mashStepTypeFrom(text: string | undefined): MashStepType | undefined {
  return optionOf(MASH_STEP_TYPES, text);
}
