// BeerXML's fermentable YIELD is a percentage of the dry weight that dissolves as extract (the BeerXML
// 1.0 standard: "Percent dry yield (fine grain) for the grain, or the raw yield by weight if this is an
// extract adjunct or sugar"). PicoBrew's exports write points per pound per gallon there instead (37.7
// for a Pilsner malt, whose yield is about 81 %), so read as a percentage the recipe imports far below the
// OG it states. A yield is read as PPG only when that is plainly what the file meant: every such yield is
// at most sucrose's 46.21 PPG (a 100 % yield, Palmer, How to Brew, Table 9), none comes with a POTENTIAL,
// and the recipe's own stated OG agrees with PPG rather than with a percentage. Genuine low yields (hulls,
// acidulated malt) and files without a stated OG are read as the standard says.
import { computeRecipeFigures } from '../figures';
import { roundTo } from '../rounding';
import type { ImportedRecipe, Warnings } from './model';

/** Sucrose's points per pound per gallon: a yield at or below it could be PPG, above it cannot. */
export const SUCROSE_PPG = 46.21;

/**
 * `recipe` with its fermentables' potentials from `yields` (each kept fermentable's YIELD when it had no
 * POTENTIAL, else null) read as PPG when the stated OG says so, with a warning; else `recipe` unchanged.
 */
export function withYieldsAsPpg(
  recipe: ImportedRecipe,
  yields: readonly (number | null)[],
  warnings: Warnings,
): ImportedRecipe {
  const stated = recipe.stated.og;
  // A zero yield (rice hulls) reads the same either way.
  const read = yields.filter((y): y is number => y !== null && y > 0);
  if (stated === null || read.length === 0 || read.some((y) => y > SUCROSE_PPG)) return recipe;
  const asPpg: ImportedRecipe = {
    ...recipe,
    recipeFermentables: recipe.recipeFermentables.map((f, i) => {
      const y = yields[i];
      return y == null || y <= 0 ? f : { ...f, potentialExtract: roundTo(1 + y / 1000, 4) };
    }),
  };
  const off = (r: ImportedRecipe) => Math.abs(computeRecipeFigures(r).og - stated);
  if (off(asPpg) >= off(recipe)) return recipe;
  const first = asPpg.recipeFermentables[yields.findIndex((y) => y != null && y > 0)]!;
  warnings.add(
    recipe.name,
    `Fermentable yields read as points per pound per gallon, as PicoBrew writes them (${first.name}: ${read[0]} gives ${first.potentialExtract?.toFixed(3)}): the recipe's stated OG ${stated.toFixed(3)} agrees.`,
  );
  return asPpg;
}
