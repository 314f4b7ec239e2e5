// Carbonation (issue 32): the CO2 a beer still holds after fermentation, the priming sugar that brings it
// to a target, and the regulator pressure that holds a keg at a target. Volumes of CO2 are litres of gas
// at 0 °C and 1 atm per litre of beer.
//
// Sources:
// - Residual CO2 of a beer saturated at 1 atm at the warmest temperature it reached after fermentation:
//   V = 3.0378 − 0.050062·T + 0.00026555·T² (T in °F), the fit of the saturation table (0 °C 1.7,
//   10 °C 1.2, 20 °C 0.88 volumes: Draper, "Priming", hbd.org/ddraper/priming.html) that homebrew
//   priming calculators share (Kaminski 2019, as documented by Top-down Brew).
// - One volume is 1.977 g of CO2 per litre (the density of CO2 at 0 °C and 1 atm).
// - Each sugar's CO2 by its fermentation, C6H12O6 → 2 C2H5OH + 2 CO2: 0.4886 g per g of glucose
//   (2 × 44.01 / 180.16); sucrose takes up a water first and gives 4 CO2 per 342.30 g (0.5143 g/g); corn
//   sugar is dextrose monohydrate, 198.17 g per mole, so 91 % of its weight is glucose. Honey is about 78 %
//   fermentable sugar (fructose 38.2 %, glucose 31.3 %, maltose 7.1 %, sucrose 1.3 %: the National Honey
//   Board's average composition). Dry malt extract: our assumption that 65 % of its weight ferments
//   (about 95 % extract at a typical 68 % wort fermentability).
// - Keg pressure: P = −16.6999 − 0.0101059·T + 0.00116512·T² + 0.173354·T·V + 4.24267·V − 0.0684226·V²
//   (psi gauge, T in °F, V volumes), the least-squares fit of the ASBC carbonation chart used by kegging
//   calculators; it gives the chart's 11 psi for 2.5 volumes at 38 °F.
import { roundTo } from '../rounding';

/** Grams of CO2 in one volume per litre of beer (CO2's density at 0 °C and 1 atm). */
export const CO2_GRAMS_PER_VOLUME = 1.977;

/** The priming sugars, as the API names them. */
export const PRIMING_SUGARS = ['table', 'corn', 'dextrose', 'dme', 'honey'] as const;
export type PrimingSugar = (typeof PRIMING_SUGARS)[number];

/** Glucose's CO2 per gram fermented (2 × 44.01 / 180.16). */
const GLUCOSE_CO2 = (2 * 44.01) / 180.16;

/** Each sugar: its name, the share of its weight that ferments, and the grams of CO2 one gram gives. */
export const PRIMING_SUGAR_FACTS: Record<
  PrimingSugar,
  { name: string; fermentable: number; co2PerGram: number }
> = {
  table: { name: 'Table sugar (sucrose)', fermentable: 1, co2PerGram: (4 * 44.01) / 342.3 },
  corn: {
    name: 'Corn sugar (dextrose monohydrate)',
    fermentable: 180.16 / 198.17,
    co2PerGram: (2 * 44.01) / 198.17,
  },
  dextrose: { name: 'Dextrose (anhydrous)', fermentable: 1, co2PerGram: GLUCOSE_CO2 },
  dme: { name: 'Dry malt extract', fermentable: 0.65, co2PerGram: 0.65 * GLUCOSE_CO2 },
  honey: { name: 'Honey', fermentable: 0.78, co2PerGram: 0.78 * GLUCOSE_CO2 },
};

const fahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

/** Volumes of CO2 a beer holds after fermenting at `celsius` (its warmest after fermentation), never below 0. */
export function residualCo2(celsius: number): number {
  const t = fahrenheit(celsius);
  return Math.max(0, 3.0378 - 0.050062 * t + 0.00026555 * t * t);
}

/** What priming a batch asks for. */
export interface PrimingPlan {
  /** Volumes already in the beer. */
  residualCo2: number;
  /** Grams of the sugar per litre of beer. */
  gramsPerLitre: number;
  /** Grams for the whole batch. */
  grams: number;
}

/**
 * Priming `litres` of beer that was last at `celsius` to `targetVolumes` with `sugar`. No sugar when the beer
 * already holds the target (a cold-crashed beer may hold more than a low target).
 */
export function primingSugar(
  targetVolumes: number,
  celsius: number,
  litres: number,
  sugar: PrimingSugar,
): PrimingPlan {
  const residual = residualCo2(celsius);
  const needed = Math.max(0, targetVolumes - residual) * CO2_GRAMS_PER_VOLUME;
  const gramsPerLitre = needed / PRIMING_SUGAR_FACTS[sugar].co2PerGram;
  return {
    residualCo2: roundTo(residual, 2),
    gramsPerLitre: roundTo(gramsPerLitre, 2),
    grams: roundTo(gramsPerLitre * Math.max(0, litres), 1),
  };
}

/** kPa per psi. */
export const KPA_PER_PSI = 6.894757;

/** The regulator pressure that holds `targetVolumes` in a keg at `celsius`: kPa and psi (gauge), never below 0. */
export function kegPressure(targetVolumes: number, celsius: number): { kpa: number; psi: number } {
  const t = fahrenheit(celsius);
  const v = targetVolumes;
  const psi = Math.max(
    0,
    -16.6999 - 0.0101059 * t + 0.00116512 * t * t + 0.173354 * t * v + 4.24267 * v - 0.0684226 * v * v,
  );
  return { kpa: roundTo(psi * KPA_PER_PSI, 1), psi: roundTo(psi, 1) };
}

/**
 * Typical carbonation by style, volumes: the middle of Draper's ranges (hbd.org/ddraper/priming.html):
 * British ales 1.5-2.0, porter and stout 1.7-2.3, Belgian ales 1.9-2.4, lambic 2.4-2.8, German wheat beer
 * 3.3-4.5, European and American lagers and American ales 2.2-2.7 (every other style).
 */
const STYLE_CARBONATION: readonly [RegExp, number][] = [
  [/weiss|weizen|wheat|witbier|berliner/i, 3.9],
  [/lambic|gueuze|fruit lambic/i, 2.6],
  [/stout|porter/i, 2],
  [/belgian|trappist|saison|dubbel|tripel|quadrupel|bi[eè]re de garde/i, 2.15],
  [/british|english|bitter|mild|scottish|irish red|old ale|barleywine|brown ale/i, 1.75],
];

/** Volumes of CO2 a style is usually carbonated to; 2.45 for a style not listed or none. */
export function defaultCo2Volumes(styleName: string | null | undefined): number {
  const name = styleName ?? '';
  return STYLE_CARBONATION.find(([pattern]) => pattern.test(name))?.[1] ?? 2.45;
}
