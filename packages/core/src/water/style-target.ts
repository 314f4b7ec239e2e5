// Which of the official catalogue's four style targets a recipe's water is compared against when the brewer has
// chosen none: a suggestion read from the style's colour and bitterness ranges (the middle of each range).
//
// The rule, in order:
// 1. a style without a colour or a bitterness range (the specialty categories): no suggestion;
// 2. colour from 40 EBC (about 20 SRM: brown, porter, stout, dunkel): "Dark";
// 3. bitterness from 30 IBU with colour under 20 EBC (about 10 SRM: pilsners, pale ales, IPAs): "Pale and hoppy";
// 4. bitterness under 20 IBU (helles, wheat beers, milds, sours): "Malty";
// 5. anything else (amber lagers, bitters, Belgian ales): "Balanced".
// Over the 110 BJCP 2021 styles this gives 19 dark, 12 pale and hoppy, 20 malty, 42 balanced and 17 none.
import type { BeerStyle, Range } from '../styles';

/** The official water profiles made as style targets (seed/waters.json), by name. */
export const STYLE_TARGET_WATERS = ['Pale and hoppy', 'Balanced', 'Malty', 'Dark'] as const;
export type StyleTargetWater = (typeof STYLE_TARGET_WATERS)[number];

/** From this colour (middle of the range, EBC) a style is dark. */
export const DARK_FROM_EBC = 40;
/** Under this colour (EBC) a bitter style is pale. */
export const PALE_UNDER_EBC = 20;
/** From this bitterness (middle of the range, IBU) a pale style is hoppy. */
export const HOPPY_FROM_IBU = 30;
/** Under this bitterness (IBU) a style is malty. */
export const MALTY_UNDER_IBU = 20;

const middle = (range: Range | null) => (range ? (range.min + range.max) / 2 : null);

/** The style target suggested for `style` (see the module comment); null without a style or its ranges. */
export function suggestedTargetWater(
  style: Pick<BeerStyle, 'ebc' | 'ibu'> | null | undefined,
): StyleTargetWater | null {
  const ebc = middle(style?.ebc ?? null);
  const ibu = middle(style?.ibu ?? null);
  if (ebc === null || ibu === null) return null;
  if (ebc >= DARK_FROM_EBC) return 'Dark';
  if (ibu >= HOPPY_FROM_IBU && ebc < PALE_UNDER_EBC) return 'Pale and hoppy';
  if (ibu < MALTY_UNDER_IBU) return 'Malty';
  return 'Balanced';
}
