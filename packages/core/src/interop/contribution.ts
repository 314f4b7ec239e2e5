// How a fermentable gives its sugar (issue 31) in other tools' words, both ways. BeerXML 1.0 has TYPE
// (Grain, Sugar, Extract, Dry Extract, Adjunct) and ADD_AFTER_BOIL; Brewtarget adds IS_MASHED (FALSE for
// a grain steeped rather than mashed). BeerJSON 1.0 has the fermentable's type (grain, sugar, extract,
// dry extract, fruit, juice, honey, other) and the addition's timing use (add_to_mash, add_to_boil,
// add_to_fermentation, add_to_package). Our own tag (WORTSMITH_CONTRIBUTION, the `wortsmith` extension's
// `contribution`, written for every fermentable, "mashed" where none was said) is read first, so our files
// come back as they left.
import { FERMENTABLE_CONTRIBUTIONS, type FermentableContribution } from '../options';
import { optionOf } from './option-maps';

/** What a file says about a fermentable, each part absent when it says nothing. */
export interface ContributionWords {
  /** Our own tag or extension. */
  own?: string | null;
  /** The fermentable's kind: BeerXML TYPE or BeerJSON type. */
  kind?: string | null;
  /** BeerXML ADD_AFTER_BOIL TRUE, or a BeerJSON fermentation or packaging addition. */
  afterBoil?: boolean;
  /** Brewtarget's IS_MASHED: false for a steeped grain. */
  mashed?: boolean | null;
  /** The recipe's type: every grain of an Extract recipe is steeped. */
  recipeType?: string | null;
}

/** The kinds that are never mashed: extracts, sugars and what is like them. */
const NOT_MASHED_KINDS = new Set(['sugar', 'extract', 'dry extract', 'fruit', 'juice', 'honey']);

/**
 * A fermentable's contribution from a file's words; null when the file says nothing beyond "grain" (it
 * then reads as mashed, as SPEC §9 counts it).
 */
export function contributionFrom(words: ContributionWords): FermentableContribution | null {
  const own = optionOf(FERMENTABLE_CONTRIBUTIONS, words.own ?? undefined);
  if (own) return own;
  if (words.afterBoil) return 'afterBoil';
  const kind = (words.kind ?? '').trim().toLowerCase();
  if (NOT_MASHED_KINDS.has(kind)) return 'notMashed';
  if (kind !== 'grain' && kind !== 'adjunct' && kind !== '') return null;
  if (words.mashed === false) return 'steeped';
  return (words.recipeType ?? '').trim().toLowerCase() === 'extract' ? 'steeped' : null;
}

/** The words other tools have for what is never mashed. */
type UnmashedKind = 'Dry Extract' | 'Extract' | 'Honey' | 'Sugar';

/** What kind of unmashed fermentable a name says: dry or liquid malt extract, honey, or else sugar. */
function unmashedKind(name: string): UnmashedKind {
  if (/\b(dme|spray ?malt|dry (malt )?extract)\b/i.test(name)) return 'Dry Extract';
  if (/\b(lme|extract|malt syrup)\b/i.test(name)) return 'Extract';
  return /\bhoney\b/i.test(name) ? 'Honey' : 'Sugar';
}

/** A fermentable as the writers read it. */
interface Written {
  name: string;
  type: string;
  contribution?: string | null;
}

const unmashed = (f: Written) => f.contribution === 'notMashed' || f.contribution === 'afterBoil';

/** BeerXML TYPE: Grain or Adjunct by our type, an extract or sugar kind when never mashed. */
export function beerXmlFermentableType(f: Written): string {
  if (!unmashed(f)) return f.type === 'Adjunct' ? 'Adjunct' : 'Grain';
  const kind = unmashedKind(f.name);
  return kind === 'Honey' ? 'Sugar' : kind;
}

/** BeerJSON type: grain (other for our adjuncts), or an extract, sugar or honey when never mashed. */
export function beerJsonFermentableType(f: Written): string {
  if (!unmashed(f)) return f.type === 'Adjunct' ? 'other' : 'grain';
  return unmashedKind(f.name).toLowerCase();
}
