// How a fermentable gives its sugar, read from other tools' files and written to them. The fixture is our
// own, written in the style of Brewtarget's BeerXML (YIELD in percent, IS_MASHED and ADD_AFTER_BOIL on
// every fermentable, a TYPE Extract recipe), with its EST_OG worked out by hand from the points.
import { describe, expect, it } from 'vitest';
import { computeFiguresWithMethods, computeRecipeFigures } from '../index';
import { contributionFrom } from './contribution';
import { exportRecipes, importRecipes } from './index';
import { utf8 } from './test-support';

const fermentable = (
  name: string,
  type: string,
  kg: number,
  yieldPercent: number,
  colour: number,
  flags: { mashed: boolean; afterBoil?: boolean },
) => `<FERMENTABLE>
  <NAME>${name}</NAME><VERSION>1</VERSION><TYPE>${type}</TYPE><AMOUNT>${kg}</AMOUNT>
  <YIELD>${yieldPercent}</YIELD><COLOR>${colour}</COLOR>
  <ADD_AFTER_BOIL>${flags.afterBoil ? 'TRUE' : 'FALSE'}</ADD_AFTER_BOIL>
  <RECOMMEND_MASH>FALSE</RECOMMEND_MASH><IS_MASHED>${flags.mashed ? 'TRUE' : 'FALSE'}</IS_MASHED>
</FERMENTABLE>`;

const recipe = (name: string, type: string, og: string, fermentables: string) => `<RECIPE>
  <NAME>${name}</NAME><VERSION>1</VERSION><TYPE>${type}</TYPE><BREWER>Wortsmith tests</BREWER>
  <BATCH_SIZE>18.927</BATCH_SIZE><BOIL_SIZE>11.356</BOIL_SIZE><BOIL_TIME>60</BOIL_TIME><EFFICIENCY>70</EFFICIENCY>
  <STYLE><NAME>American Pale Ale</NAME><VERSION>1</VERSION><CATEGORY_NUMBER>18</CATEGORY_NUMBER><STYLE_LETTER>B</STYLE_LETTER><STYLE_GUIDE>BJCP</STYLE_GUIDE><TYPE>Ale</TYPE></STYLE>
  <FERMENTABLES>${fermentables}</FERMENTABLES>
  <HOPS><HOP><NAME>Cascade</NAME><VERSION>1</VERSION><ALPHA>6</ALPHA><AMOUNT>0.028</AMOUNT><USE>Boil</USE><TIME>60</TIME></HOP></HOPS>
  <YEASTS><YEAST><NAME>US-05</NAME><VERSION>1</VERSION><TYPE>Ale</TYPE><FORM>Dry</FORM><AMOUNT>0.0115</AMOUNT><AMOUNT_IS_WEIGHT>TRUE</AMOUNT_IS_WEIGHT><ATTENUATION>78</ATTENUATION></YEAST></YEASTS>
  <EST_OG>${og}</EST_OG>
</RECIPE>`;

// Points per lb and gallon are YIELD % × 46 (BeerXML). 5 US gal (18.927 L):
// - Extract: 3.0 kg (6.61 lb) pale liquid extract at 78.3 % (36 ppg) = 238.1; 0.454 kg (1 lb) dry extract
//   at 95.7 % (44 ppg) = 44.0; 0.227 kg (0.5 lb) crystal 60 at 73.9 % (34 ppg) steeped at 63 % = 10.7:
//   292.8 / 5 = 58.6, OG 1.059.
// - All grain with sugar after the boil: 4.5 kg (9.92 lb) pale malt at 80.4 % (37 ppg) × 70 % = 257.0;
//   0.5 kg (1.10 lb) dextrose at 100 % (46 ppg) in the fermenter = 50.7: 307.7 / 5 = 61.5, OG 1.062.
const BREWTARGET_STYLE = `<?xml version="1.0" encoding="UTF-8"?>
<RECIPES>
${recipe(
  'Pale Ale - Extract',
  'Extract',
  '1.059',
  [
    fermentable('Pale Liquid Extract', 'Extract', 3.0, 78.3, 8, { mashed: false }),
    fermentable('Light Dry Extract', 'Dry Extract', 0.454, 95.7, 8, { mashed: false }),
    fermentable('Caramel/Crystal Malt - 60L', 'Grain', 0.227, 73.9, 60, { mashed: false }),
  ].join(''),
)}
${recipe(
  'Pale Ale - Sugar in the fermenter',
  'All Grain',
  '1.062',
  [
    fermentable('Pale Malt (2 Row) US', 'Grain', 4.5, 80.4, 2, { mashed: true }),
    fermentable('Corn Sugar (Dextrose)', 'Sugar', 0.5, 100, 0, { mashed: false, afterBoil: true }),
  ].join(''),
)}
</RECIPES>`;

describe('contributions from a file in the style of Brewtarget', () => {
  const { recipes, warnings } = importRecipes(utf8(BREWTARGET_STYLE));
  const [extract, sugar] = recipes;

  it('reads extract as not mashed, a grain of an extract recipe as steeped, sugar after the boil', () => {
    expect(warnings).toEqual([]);
    expect(extract!.recipeFermentables.map((f) => f.contribution)).toEqual([
      'notMashed',
      'notMashed',
      'steeped',
    ]);
    expect(sugar!.recipeFermentables.map((f) => f.contribution)).toEqual([null, 'afterBoil']);
  });

  it('computes the stated OG by stage, where SPEC §9 reads the extract recipe 0.017 low', () => {
    const methods = { colorMethod: 'spec', ibuMethod: 'spec', gravityMethod: 'byStage' } as const;
    for (const r of [extract!, sugar!]) {
      expect(computeFiguresWithMethods(r, methods).og).toBe(r.stated.og);
    }
    // SPEC §9 takes 70 % of everything: (238.1 + 44.0 + 17.0) × 0.7 / 5 = 41.9.
    expect(computeRecipeFigures(extract!).og).toBe(1.042);
  });

  it('writes them back in the words other tools read, and our own tag', () => {
    const xml = exportRecipes([extract!, sugar!], 'beerxml');
    expect(xml).toContain('<TYPE>Extract</TYPE>');
    expect(xml).toContain('<TYPE>Dry Extract</TYPE>');
    expect(xml).toContain('<IS_MASHED>FALSE</IS_MASHED>');
    expect(xml).toContain('<ADD_AFTER_BOIL>TRUE</ADD_AFTER_BOIL>');
    expect(xml).toContain('<WORTSMITH_CONTRIBUTION>steeped</WORTSMITH_CONTRIBUTION>');
    const json = JSON.parse(exportRecipes([sugar!], 'beerjson'));
    const additions = json.beerjson.recipes[0].ingredients.fermentable_additions;
    expect(additions.map((a: { type: string }) => a.type)).toEqual(['grain', 'sugar']);
    expect(additions.map((a: { timing: { use: string } }) => a.timing.use)).toEqual([
      'add_to_mash',
      'add_to_fermentation',
    ]);
  });
});

describe('contributionFrom', () => {
  it('reads BeerJSON kinds and timing, and says nothing for a plain grain', () => {
    expect(contributionFrom({ kind: 'honey' })).toBe('notMashed');
    expect(contributionFrom({ kind: 'fruit', afterBoil: true })).toBe('afterBoil');
    expect(contributionFrom({ kind: 'grain' })).toBeNull();
    expect(contributionFrom({ kind: 'grain', recipeType: 'extract' })).toBe('steeped');
    expect(contributionFrom({ kind: 'grain', recipeType: 'Partial Mash' })).toBeNull();
    expect(contributionFrom({ own: 'steeped', kind: 'sugar' })).toBe('steeped');
  });
});
