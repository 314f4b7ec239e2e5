// The built-in beer style list (BJCP 2021) and its lookup; the data is generated into styles-data.json
// (American IPA with SPEC §3's EBC 10-20 and BU/GU 0.7-1 instead of the derived ranges).
import STYLE_DATA from './styles-data.json' with { type: 'json' };

/** An inclusive range of a figure. */
export interface Range {
  min: number;
  max: number;
}

/** A built-in style: its ranges are null where the guidelines give none ("statistics vary"). */
export interface BeerStyle {
  code: string;
  name: string;
  category: string;
  og: Range | null;
  fg: Range | null;
  abv: Range | null;
  ibu: Range | null;
  /** EBC = SRM x 1.97, exactly. */
  ebc: Range | null;
  /** Derived from the IBU and OG ranges: min IBU / max OG points .. max IBU / min OG points. */
  buGu: Range | null;
}

/** The 110 BJCP 2021 styles in guideline order (the recipe screen's Style select). */
export const BEER_STYLES: readonly BeerStyle[] = STYLE_DATA;

/** Their names, in the same order (a select of styles). */
export const BEER_STYLE_NAMES: readonly string[] = BEER_STYLES.map((style) => style.name);

const byName = new Map(BEER_STYLES.map((s) => [s.name.toLowerCase(), s]));

/** The built-in style with this name (case and surrounding spaces ignored), or undefined. */
export function findStyle(name: string): BeerStyle | undefined {
  return byName.get(name.trim().toLowerCase());
}
