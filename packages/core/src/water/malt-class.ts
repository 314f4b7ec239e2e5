// Which of the mash pH model's malt classes a recipe fermentable belongs to, from what the recipe knows of
// it: its type, name, colour (EBC) and, for acid malt, its lactic acid content.
//
// Troester's model (mash-ph.ts) counts base malts by their distilled-water pH, crystal and roasted malts by
// their titratable acidity, and acid malt by its lactic acid. The rule, first match wins:
// 1. `acidContent` set, or a name with "acid", "sauer" or "sour … malt" (acidulated, Sauermalz, Sour Grapes
//    Malt): acid malt.
// 2. Names of sugars, syrups, honey, fruit and malt extracts: `kettle`; they are not mashed (no buffer, no
//    acid, no grain to wet). Catalogue data types some of these 'Base' (Honey, LME, DME), so the name decides.
// 3. Hulls (rice or barley hulls): `inert`; in the mash, but with no acidity or buffer of their own.
// 4. Roasted names (roast, black, chocolate, Carafa, patent, coffee, Midnight Wheat): roasted.
// 5. Crystal names (crystal, caramel, cara…, Special B, Extra Special, Honey Malt): crystal.
// 6. By colour, for the rest (kilned malts such as Munich, biscuit, amber, melanoidin): up to 25 EBC, base
//    malt (the range of base malts Troester measured, 3.5–25 EBC, Table 2); from 500 EBC, roasted (his
//    roasted malts lie at 800–1400 EBC; 500 EBC ≈ 190 °L, where chocolate malts begin); between, crystal,
//    whose acidity rule Troester's biscuit malt sample fits (20.2 mEq/kg, Table 4; 14 + 0.13 × ~47 EBC).
//    'Adjunct' types that reach this step (flaked, torrified, raw grains) count as base malt whatever their
//    colour: the paper measured no unmalted grain, and base malt is the nearest it has.
// A missing colour counts 0 EBC.
import type { FermentableType } from '../options';
import { finite } from '../rounding';

/** How the mash pH model counts a fermentable. */
export const MALT_CLASSES = ['base', 'crystal', 'roasted', 'acid', 'inert', 'kettle'] as const;
export type MaltClass = (typeof MALT_CLASSES)[number];

/** What the classification reads of a recipe fermentable. */
export interface MaltFacts {
  type: FermentableType | string;
  name: string;
  /** Colour, EBC. */
  ebc: number | null | undefined;
  /** Lactic acid, % by weight; set only for acid malt. */
  acidContent?: number | null | undefined;
}

/** Darkest base malt Troester measured (Munich II, 25 EBC; 2009, Table 2). */
export const BASE_MALT_MAX_EBC = 25;
/** From this colour an unnamed specialty malt counts as roasted. */
export const ROASTED_MIN_EBC = 500;

const ACID = /acid|sauer|\bsour\b.*\bmalt/i;
const KETTLE =
  /sugar|syrup|molasses|dextrose|sucrose|lactose|maltodextrin|candi|invert|turbinado|dem[e]?rara|treacle|\bhoney\b(?!\s*malt)|extract|\bdme\b|\blme\b|maltoferm|pur[eé]e|juice|fruit/i;
const INERT = /hulls?\b/i;
const ROASTED = /roast|black|chocolate|choc\b|carafa|patent|coffee|midnight/i;
const CRYSTAL = /crystal|caramel|\bcara|special\s*b|extra\s*special|honey\s*malt/i;

/** The malt class of `fermentable` (see the module comment for the rule). */
export function maltClass(fermentable: MaltFacts): MaltClass {
  const name = fermentable.name ?? '';
  if ((finite(fermentable.acidContent) ?? 0) > 0 || ACID.test(name)) return 'acid';
  if (KETTLE.test(name)) return 'kettle';
  if (INERT.test(name)) return 'inert';
  if (ROASTED.test(name)) return 'roasted';
  if (CRYSTAL.test(name)) return 'crystal';
  if (fermentable.type === 'Adjunct') return 'base';
  const ebc = Math.max(0, finite(fermentable.ebc) ?? 0);
  if (ebc <= BASE_MALT_MAX_EBC) return 'base';
  return ebc >= ROASTED_MIN_EBC ? 'roasted' : 'crystal';
}

/** Whether a fermentable of `kind` is in the mash (wets, and is weighed in the grist). */
export function isMashed(kind: MaltClass): boolean {
  return kind !== 'kettle';
}
