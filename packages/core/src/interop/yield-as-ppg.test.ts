// PicoBrew's BeerXML writes YIELD as points per pound per gallon; the stated OG tells it from a percentage.
import { describe, expect, it } from 'vitest';
import { computeRecipeFigures } from '../figures';
import { importRecipes } from './index';
import { beerXmlRecipe, utf8 } from './test-support';
import { SUCROSE_PPG } from './yield-as-ppg';

/** A FERMENTABLE of `kg` with YIELD `yieldValue` (and POTENTIAL, when given). */
const grain = (name: string, kg: number, yieldValue: number, potential?: number) =>
  `<FERMENTABLE><NAME>${name}</NAME><VERSION>1</VERSION><TYPE>Grain</TYPE><AMOUNT>${kg}</AMOUNT><YIELD>${yieldValue}</YIELD>${
    potential === undefined ? '' : `<POTENTIAL>${potential}</POTENTIAL>`
  }<COLOR>2</COLOR></FERMENTABLE>`;

const recipe = (fermentables: string, og?: number) =>
  importRecipes(
    utf8(
      beerXmlRecipe(`<FERMENTABLES>${fermentables}</FERMENTABLES>${og ? `<OG>${og}</OG>` : ''}`, 'Pico Pils'),
    ),
  );

describe('BeerXML YIELD written as PPG', () => {
  it('reads a Pilsner malt at 37.7 as 1.0377 when the stated OG agrees, and says so', () => {
    // 6 kg at 70 % in 20 L: 13.23 lb × 37.7 × 0.7 / 5.28 gal = 66 points, the file's OG 1.066.
    const { recipes, warnings } = recipe(grain('Pilsner Malt', 6, 37.7) + grain('Rice Hulls', 0.2, 0), 1.066);
    const [pils, hulls] = recipes[0]!.recipeFermentables;
    expect(pils!.potentialExtract).toBe(1.0377);
    expect(hulls!.potentialExtract).toBe(1);
    expect(computeRecipeFigures(recipes[0]!).og).toBeCloseTo(1.066, 2);
    expect(warnings.map((w) => w.message)).toContain(
      "Fermentable yields read as points per pound per gallon, as PicoBrew writes them (Pilsner Malt: 37.7 gives 1.038): the recipe's stated OG 1.066 agrees.",
    );
  });

  it('keeps percentages: genuine yields, a low one beside them, no stated OG, or a POTENTIAL given', () => {
    // 80 % and 35 % yields: above sucrose's PPG, so a percentage.
    const standard = recipe(grain('Pale Malt', 5, 80) + grain('Odd Adjunct', 0.5, 35), 1.05).recipes[0]!;
    expect(standard.recipeFermentables.map((f) => f.potentialExtract)).toEqual([1.037, 1.0162]);
    expect(SUCROSE_PPG).toBeCloseTo(46.21, 2);
    // Without a stated OG nothing tells PPG from a percentage: the standard's percentage.
    expect(recipe(grain('Pilsner Malt', 6, 37.7)).recipes[0]!.recipeFermentables[0]!.potentialExtract).toBe(
      1.0174,
    );
    // A stated OG that agrees with the percentage keeps it.
    const low = recipe(grain('Pilsner Malt', 6, 37.7), 1.03).recipes[0]!;
    expect(low.recipeFermentables[0]!.potentialExtract).toBe(1.0174);
    // POTENTIAL is the file's own word.
    const given = recipe(grain('Pilsner Malt', 6, 37.7, 1.037), 1.066).recipes[0]!;
    expect(given.recipeFermentables[0]!.potentialExtract).toBe(1.037);
  });
});
