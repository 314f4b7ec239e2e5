// A misc's or yeast's own unit (issue 30, "units per ingredient") in and out of BeerXML and BeerJSON:
// nothing is forced into grams.
import { describe, expect, it } from 'vitest';
import type { RecipeMiscInput, RecipeYeastInput } from '../schemas/recipe';
import { exportRecipes, INTEROP_FORMATS, importRecipes } from './index';
import { beerJsonValidator } from './test-schema';
import { beerJsonFile, beerJsonRecipe, beerXmlRecipe, fullRecipe, utf8, withoutIds } from './test-support';

const base = fullRecipe();
const [moss] = base.recipeMisc as [RecipeMiscInput];
const [dry, slurry] = base.recipeYeasts as [RecipeYeastInput, RecipeYeastInput];

/** The full recipe with a misc and a yeast in each unit they may be measured in. */
function unitsRecipe() {
  return {
    ...base,
    recipeMisc: [
      { ...moss, id: 'u1', name: 'Irish Moss (tsp)', quantity: 0.25, unit: 'tsp' as const },
      { ...moss, id: 'u2', name: 'Whirlfloc', quantity: 2, unit: 'item' as const },
      { ...moss, id: 'u3', name: 'Lactose (tbsp)', quantity: 1.5, unit: 'tbsp' as const },
      { ...moss, id: 'u4', name: 'Vanilla extract', quantity: 12.5, unit: 'mL' as const },
      { ...moss, id: 'u5', name: 'Coriander', quantity: 14.175 },
      { ...moss, id: 'u6', name: 'Servomyces', quantity: 1, unit: 'item' as const },
    ],
    recipeYeasts: [
      { ...dry, id: 'y1', quantity: 2, unit: 'pack' as const },
      { ...slurry, id: 'y2', name: 'WLP029 Kölsch', form: 'Liquid', quantity: 1, unit: 'pack' as const },
      { ...slurry, id: 'y3', quantity: 35, unit: 'mL' as const },
      { ...dry, id: 'y4', name: 'US-05 by weight', quantity: 11.5 },
    ],
  };
}

describe.each(INTEROP_FORMATS)('%s round trip of units', (format) => {
  it('brings each misc and yeast back with the same unit and quantity, without warnings', () => {
    const recipe = unitsRecipe();
    const { recipes, warnings } = importRecipes(utf8(exportRecipes([recipe], format)));
    expect(warnings).toEqual([]);
    expect(withoutIds(recipes[0]!)).toEqual(withoutIds(recipe));
    const units = (list: { name: string; quantity: number; unit?: string }[]) =>
      list.map((x) => [x.name, x.quantity, x.unit]);
    expect(units(recipes[0]!.recipeMisc)).toEqual([
      ['Irish Moss (tsp)', 0.25, 'tsp'],
      ['Whirlfloc', 2, 'item'],
      ['Lactose (tbsp)', 1.5, 'tbsp'],
      ['Vanilla extract', 12.5, 'mL'],
      ['Coriander', 14.175, undefined],
      ['Servomyces', 1, 'item'],
    ]);
    expect(units(recipes[0]!.recipeYeasts)).toEqual([
      ['US-05', 2, 'pack'],
      ['WLP029 Kölsch', 1, 'pack'],
      ['Kölsch slurry', 35, 'mL'],
      ['US-05 by weight', 11.5, undefined],
    ]);
  });

  it("brings a misc whose unit says 'g' back by weight (no unit: the same measure)", () => {
    const recipe = { ...base, recipeMisc: [{ ...moss, unit: 'g' as const }] };
    const back = importRecipes(utf8(exportRecipes([recipe], format))).recipes[0]!;
    expect(back.recipeMisc[0]).toMatchObject({ quantity: moss.quantity });
    expect(back.recipeMisc[0]!.unit).toBeUndefined();
  });
});

describe('BeerXML amounts in their units', () => {
  const xml = exportRecipes([unitsRecipe()], 'beerxml');
  const record = (name: string) => {
    const found = new RegExp(`<NAME>${name.replace(/[()]/g, '\\$&')}</NAME>[\\s\\S]*?</(MISC|YEAST)>`).exec(
      xml,
    );
    const tag = (t: string) => new RegExp(`<${t}>([^<]*)</${t}>`).exec(found![0])?.[1];
    return {
      amount: tag('AMOUNT'),
      weight: tag('AMOUNT_IS_WEIGHT'),
      display: tag('DISPLAY_AMOUNT'),
      unit: tag('WORTSMITH_UNIT'),
    };
  };

  it('writes a weight in kg, a volume in litres and a count at its nominal size, with DISPLAY_AMOUNT', () => {
    expect(record('Coriander')).toEqual({
      amount: '0.014175',
      weight: 'TRUE',
      display: undefined,
      unit: undefined,
    });
    // 0.25 US tsp = 1.232 mL (4.92892159375 mL each).
    expect(record('Irish Moss (tsp)')).toEqual({
      amount: '0.001232',
      weight: 'FALSE',
      display: '0.25 tsp',
      unit: 'tsp',
    });
    expect(record('Lactose (tbsp)')).toMatchObject({ amount: '0.02218', weight: 'FALSE' });
    expect(record('Vanilla extract')).toEqual({
      amount: '0.0125',
      weight: 'FALSE',
      display: '12.5 mL',
      unit: 'mL',
    });
    expect(record('Whirlfloc')).toEqual({
      amount: '0.002',
      weight: 'TRUE',
      display: '2 items',
      unit: 'item',
    });
    expect(record('Servomyces')).toMatchObject({ display: '1 item' });
    // Dry yeast: 2 sachets of 11.5 g; a liquid pack: 125 mL.
    expect(record('US-05')).toEqual({ amount: '0.023', weight: 'TRUE', display: '2 pkg', unit: 'pack' });
    expect(record('WLP029 Kölsch')).toEqual({
      amount: '0.125',
      weight: 'FALSE',
      display: '1 pkg',
      unit: 'pack',
    });
    expect(record('Kölsch slurry')).toEqual({
      amount: '0.035',
      weight: 'FALSE',
      display: '35 mL',
      unit: 'mL',
    });
  });
});

// MISC and YEAST records as BeerSmith writes them (the beerxml.com sample recipes, "Burton Ale"): a
// volume with its DISPLAY_AMOUNT in teaspoons, US fluid ounces or millilitres; BeerSmith's "Pkg" and
// "Items" counts.
const beerSmithMisc = (name: string, amount: string, isWeight: string, display: string) =>
  `<MISC><NAME>${name}</NAME><VERSION>1</VERSION><TYPE>Fining</TYPE><USE>Boil</USE><AMOUNT>${amount}</AMOUNT><TIME>10.000</TIME><AMOUNT_IS_WEIGHT>${isWeight}</AMOUNT_IS_WEIGHT><DISPLAY_AMOUNT>${display}</DISPLAY_AMOUNT></MISC>`;
const beerSmithYeast = (name: string, form: string, amount: string, isWeight: string, display: string) =>
  `<YEAST><NAME>${name}</NAME><VERSION>1</VERSION><TYPE>Ale</TYPE><FORM>${form}</FORM><AMOUNT>${amount}</AMOUNT><AMOUNT_IS_WEIGHT>${isWeight}</AMOUNT_IS_WEIGHT><DISPLAY_AMOUNT>${display}</DISPLAY_AMOUNT></YEAST>`;

describe("BeerXML amounts from other tools' files", () => {
  it("reads BeerSmith's DISPLAY_AMOUNT: teaspoons as tsp, a fluid-ounce volume as mL, Pkg and Items as counts", () => {
    const { recipes, warnings } = importRecipes(
      utf8(
        beerXmlRecipe(
          `<MISCS>${[
            beerSmithMisc('Irish Moss', '0.001232', 'FALSE', '0.25 tsp'),
            beerSmithMisc('Polyclar', '0.007393', 'FALSE', '0.25 oz'),
            beerSmithMisc('Gypsum-free salt', '0.010000', 'TRUE', '10.00 gm'),
            beerSmithMisc('Lactose', '0.022180', 'FALSE', '1.50 tbsp'),
            beerSmithMisc('Whirlfloc Tablet', '0.000000', 'FALSE', '1.00 Items'),
          ].join('')}</MISCS><YEASTS>${[
            beerSmithYeast('Burton Ale', 'Liquid', '0.0350130', 'FALSE', '35 ml'),
            beerSmithYeast('Safale US-05', 'Dry', '0.011500', 'TRUE', '2 Pkgs'),
            beerSmithYeast('London ESB', 'Liquid', '0.125', 'FALSE', '1 pkg'),
          ].join('')}</YEASTS>`,
        ),
      ),
    );
    const recipe = recipes[0]!;
    expect(recipe.recipeMisc.map((m) => [m.name, m.quantity, m.unit])).toEqual([
      ['Irish Moss', 0.25, 'tsp'],
      ['Polyclar', 7.393, 'mL'],
      ['Gypsum-free salt', 10, undefined],
      ['Lactose', 1.5, 'tbsp'],
      ['Whirlfloc Tablet', 1, 'item'],
    ]);
    expect(recipe.recipeYeasts.map((y) => [y.name, y.quantity, y.unit])).toEqual([
      ['Burton Ale', 35.013, 'mL'],
      ['Safale US-05', 2, 'pack'],
      ['London ESB', 1, 'pack'],
    ]);
    expect(warnings.filter((w) => /amount|taken as/i.test(w.message))).toEqual([]);
  });

  it('takes the spoons from AMOUNT when DISPLAY_AMOUNT no longer agrees with it (a scaled AMOUNT)', () => {
    const { recipes } = importRecipes(
      utf8(beerXmlRecipe(`<MISCS>${beerSmithMisc('Irish Moss', '0.002464', 'FALSE', '0.25 tsp')}</MISCS>`)),
    );
    expect(recipes[0]!.recipeMisc[0]).toMatchObject({ quantity: 0.5, unit: 'tsp' });
  });

  it('prefers WORTSMITH_UNIT to DISPLAY_AMOUNT, and counts packs from AMOUNT when no display says how many', () => {
    const { recipes } = importRecipes(
      utf8(
        beerXmlRecipe(
          `<YEASTS>
            <YEAST><NAME>A</NAME><TYPE>Ale</TYPE><FORM>Dry</FORM><AMOUNT>0.0345</AMOUNT><AMOUNT_IS_WEIGHT>TRUE</AMOUNT_IS_WEIGHT><WORTSMITH_UNIT>pack</WORTSMITH_UNIT></YEAST>
            <YEAST><NAME>B</NAME><TYPE>Ale</TYPE><FORM>Liquid</FORM><AMOUNT>0.25</AMOUNT><AMOUNT_IS_WEIGHT>FALSE</AMOUNT_IS_WEIGHT><WORTSMITH_UNIT>pack</WORTSMITH_UNIT></YEAST>
            <YEAST><NAME>C</NAME><TYPE>Ale</TYPE><FORM>Liquid</FORM><AMOUNT>0.035</AMOUNT><AMOUNT_IS_WEIGHT>FALSE</AMOUNT_IS_WEIGHT><DISPLAY_AMOUNT>1 pkg</DISPLAY_AMOUNT><WORTSMITH_UNIT>mL</WORTSMITH_UNIT></YEAST>
          </YEASTS>`,
        ),
      ),
    );
    expect(recipes[0]!.recipeYeasts.map((y) => [y.name, y.quantity, y.unit])).toEqual([
      ['A', 3, 'pack'],
      ['B', 2, 'pack'],
      ['C', 35, 'mL'],
    ]);
  });

  it('keeps a misc or yeast without an amount at 1 g, with a warning', () => {
    const { recipes, warnings } = importRecipes(
      utf8(beerXmlRecipe('<YEASTS><YEAST><NAME>Mystery</NAME><TYPE>Ale</TYPE></YEAST></YEASTS>')),
    );
    expect(recipes[0]!.recipeYeasts[0]).toMatchObject({ quantity: 1 });
    expect(recipes[0]!.recipeYeasts[0]!.unit).toBeUndefined();
    expect(warnings).toContainEqual({ record: 'Test', message: '"Mystery" has no amount: set to 1 g.' });
  });
});

describe('BeerJSON amounts in their units', () => {
  const culture = (amount: object) => ({ name: 'Yeast', type: 'ale', form: 'dry', amount });
  const misc = (name: string, amount: object) => ({ name, type: 'fining', amount });

  it.each([
    { unit: 'each', value: 1 },
    { unit: 'pkg', value: 1 },
    { unit: 'unit', value: 1 },
    { unit: '1', value: 1 },
    { unit: 'dimensionless', value: 1 },
  ])('reads a culture of %o as 1 pack, not 1 g', (amount) => {
    const file = beerJsonFile({ recipes: [beerJsonRecipe({ culture_additions: [culture(amount)] })] });
    const { recipes, warnings } = importRecipes(file);
    expect(recipes[0]!.recipeYeasts[0]).toMatchObject({ quantity: 1, unit: 'pack' });
    expect(warnings.filter((w) => w.message.includes('Yeast'))).toEqual([]);
  });

  it('reads masses as grams, spoons of a misc as given, other volumes as millilitres and counts as items', () => {
    const file = beerJsonFile({
      recipes: [
        beerJsonRecipe({
          miscellaneous_additions: [
            misc('Moss', { unit: 'tsp', value: 0.5 }),
            misc('Lactose', { unit: 'tbsp', value: 2 }),
            misc('Vanilla', { unit: 'floz', value: 1 }),
            misc('Extract', { unit: 'l', value: 0.0125 }),
            misc('Coriander', { unit: 'oz', value: 1 }),
            misc('Tablets', { unit: 'each', value: 3 }),
          ],
          culture_additions: [
            culture({ unit: 'ml', value: 35.0004 }),
            culture({ unit: 'tsp', value: 1 }),
            culture({ unit: 'g', value: 11.5 }),
          ],
        }),
      ],
    });
    const { recipes, warnings } = importRecipes(file);
    expect(recipes[0]!.recipeMisc.map((m) => [m.name, m.quantity, m.unit])).toEqual([
      ['Moss', 0.5, 'tsp'],
      ['Lactose', 2, 'tbsp'],
      // 1 US fluid ounce = 29.5735295625 mL (NIST Handbook 44).
      ['Vanilla', 29.574, 'mL'],
      ['Extract', 12.5, 'mL'],
      ['Coriander', 28.35, undefined],
      ['Tablets', 3, 'item'],
    ]);
    expect(recipes[0]!.recipeYeasts.map((y) => [y.quantity, y.unit])).toEqual([
      [35, 'mL'],
      [4.929, 'mL'],
      [11.5, undefined],
    ]);
    expect(warnings.filter((w) => /taken as|no amount/.test(w.message))).toEqual([]);
  });

  it('takes an amount in a unit the schema does not know as grams, with a warning', () => {
    const file = beerJsonFile({
      recipes: [beerJsonRecipe({ miscellaneous_additions: [misc('Odd', { unit: 'pinch', value: 2 })] })],
    });
    const { recipes, warnings } = importRecipes(file);
    expect(recipes[0]!.recipeMisc[0]).toMatchObject({ quantity: 2 });
    expect(warnings).toContainEqual({
      record: 'Test',
      message: '"Odd": 2 pinch is not a weight: taken as 2 g.',
    });
  });

  it("writes each unit in the official schema's enums, and the schema accepts the file", () => {
    const json = JSON.parse(exportRecipes([unitsRecipe()], 'beerjson'));
    expect(beerJsonValidator()(json)).toBe(true);
    const ingredients = json.beerjson.recipes[0].ingredients;
    const amounts = (list: { name: string; amount: object }[]) => list.map((x) => [x.name, x.amount]);
    expect(amounts(ingredients.miscellaneous_additions).slice(0, 6)).toEqual([
      ['Irish Moss (tsp)', { unit: 'tsp', value: 0.25 }],
      ['Whirlfloc', { unit: 'each', value: 2 }],
      ['Lactose (tbsp)', { unit: 'tbsp', value: 1.5 }],
      ['Vanilla extract', { unit: 'ml', value: 12.5 }],
      ['Coriander', { unit: 'g', value: 14.175 }],
      ['Servomyces', { unit: 'each', value: 1 }],
    ]);
    expect(amounts(ingredients.culture_additions)).toEqual([
      ['US-05', { unit: 'pkg', value: 2 }],
      ['WLP029 Kölsch', { unit: 'pkg', value: 1 }],
      ['Kölsch slurry', { unit: 'ml', value: 35 }],
      ['US-05 by weight', { unit: 'g', value: 11.5 }],
    ]);
  });
});
