// Beer colour scale for the recipe screen's glass (SPEC §9): EBC to a hex colour.

/** Steps of [upper EBC bound, colour]; the first step whose bound is >= the EBC gives the colour. */
export const BEER_COLOUR_STEPS: readonly (readonly [number, string])[] = [
  [2, '#FFE699'],
  [4, '#FFE37A'],
  [6, '#FFD878'],
  [8, '#FFCA5A'],
  [10, '#FFBF42'],
  [12, '#FFB742'],
  [14, '#FFA846'],
  [17, '#F49C44'],
  [20, '#E98F36'],
  [23, '#D77A32'],
  [26, '#BF5B23'],
  [29, '#A64F1E'],
  [32, '#8E3C1A'],
  [35, '#6F2F1A'],
  [40, '#5D2614'],
  [45, '#4E1F0D'],
  [50, '#3B1E0E'],
  [55, '#2E160B'],
  [60, '#26150C'],
  [70, '#1C1009'],
  [80, '#16100C'],
  [90, '#0F0D08'],
  [100, '#080707'],
];

/** The colour above the last step. */
export const BEER_COLOUR_BLACK = '#000000';

/** The glass colour for an EBC value; black above 100, the palest step for 0, negatives or NaN. */
export function ebcToColour(ebc: number): string {
  if (Number.isNaN(ebc)) return BEER_COLOUR_STEPS[0]![1];
  for (const [bound, colour] of BEER_COLOUR_STEPS) {
    if (ebc <= bound) return colour;
  }
  return BEER_COLOUR_BLACK;
}
