// One fixture per quirk of real BeerXML files (issue "Recipes in and out"), each written here by hand.
import { describe, expect, it } from 'vitest';
import { recipeSchema } from '../schemas/recipe';
import { importCatalogueItems, importRecipes, readInteropFile } from './index';
import { beerXmlRecipe, latin1, utf8 } from './test-support';

const hop = (fields: string) =>
  `<HOP><NAME>Cascade</NAME><VERSION>1</VERSION><ALPHA>6</ALPHA><AMOUNT>0.02</AMOUNT>${fields}</HOP>`;
const oneRecipe = (body: string, name?: string) => importRecipes(utf8(beerXmlRecipe(body, name)));

describe('BeerXML encodings and layout', () => {
  it('reads a raw ® byte in an ISO-8859-1 file with its declaration', () => {
    const text =
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<HOPS><HOP><NAME>Citra\u00ae</NAME><ALPHA>12</ALPHA><TYPE>Aroma</TYPE></HOP></HOPS>';
    expect(importCatalogueItems(latin1(text), 'hops').items[0]!.name).toBe('Citra®');
  });

  it('reads windows-1252 bytes without a declaration (not valid UTF-8)', () => {
    const text = '<HOPS><HOP><NAME>Kj\u00f8ller\u00ae</NAME><TYPE>Aroma</TYPE></HOP></HOPS>';
    expect(importCatalogueItems(latin1(text), 'hops').items[0]!.name).toBe('Kjøller®');
  });

  it('reads UTF-8 with a byte-order mark, CRLF line ends and whitespace before the root', () => {
    const text = `\uFEFF  \r\n\r\n<?xml version="1.0" encoding="UTF-8"?>\r\n<HOPS>\r\n<HOP>\r\n<NAME>Hallertauer Mittelfrüh</NAME>\r\n<TYPE>Aroma</TYPE>\r\n</HOP>\r\n</HOPS>\r\n`;
    expect(importCatalogueItems(utf8(text), 'hops').items[0]!.name).toBe('Hallertauer Mittelfrüh');
  });

  it('reads UTF-16 with its byte-order mark', () => {
    const text =
      '\uFEFF<?xml version="1.0" encoding="UTF-16"?><HOPS><HOP><NAME>Žatec</NAME><TYPE>Aroma</TYPE></HOP></HOPS>';
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      bytes[i * 2] = text.charCodeAt(i) & 0xff;
      bytes[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    expect(importCatalogueItems(bytes, 'hops').items[0]!.name).toBe('Žatec');
  });

  it('decodes numeric and named character references in values', () => {
    const { recipes } = oneRecipe(
      '<BREWER>Kj&#xF8;ller &amp; Sons&#39;</BREWER>',
      'Philter&#32;XPA &lt;1&gt;',
    );
    expect(recipes[0]!.name).toBe('Philter XPA <1>');
    expect(recipes[0]!.author).toBe("Kjøller & Sons'");
  });

  it('reads several top-level elements in one file, in order', () => {
    const text = `<RECIPES><RECIPE><NAME>One</NAME></RECIPE></RECIPES>
      <HOPS><HOP><NAME>H1</NAME><TYPE>Aroma</TYPE></HOP></HOPS>
      <RECIPES><RECIPE><NAME>Two</NAME></RECIPE><RECIPE><NAME>Three</NAME></RECIPE></RECIPES>
      <HOPS><HOP><NAME>H2</NAME><TYPE>Bittering</TYPE></HOP></HOPS>`;
    const file = readInteropFile(utf8(text));
    expect(file.recipes.map((r) => r.name)).toEqual(['One', 'Two', 'Three']);
    expect(file.items.hops.map((h) => h.name)).toEqual(['H1', 'H2']);
  });

  it('reads a bare RECIPE root and a single YEAST root', () => {
    expect(importRecipes(utf8('<RECIPE><NAME>Bare</NAME></RECIPE>')).recipes[0]!.name).toBe('Bare');
    const yeast = importCatalogueItems(
      utf8(
        '<YEAST><NAME>Nottingham</NAME><TYPE>Ale</TYPE><FORM>Dry</FORM><ATTENUATION>77</ATTENUATION></YEAST>',
      ),
      'yeasts',
    );
    expect(yeast.items[0]).toMatchObject({ name: 'Nottingham', type: 'Ale', form: 'Dry', attenuation: 77 });
  });
});

describe('BeerXML values', () => {
  it('treats empty and self-closing tags and nil="true" as absent', () => {
    const { recipes } = oneRecipe(
      '<OG /><FG/><EST_OG nil="true"></EST_OG><TYPE/><BREWER></BREWER><IBU nil="true"/>',
    );
    expect(recipes[0]!.stated).toEqual({ og: null, fg: null, abv: null, ibu: null, ebc: null });
    expect(recipes[0]!.author).toBeNull();
  });

  it('reads booleans as TRUE, true or false', () => {
    const misc = (flag: string) =>
      `<MISC><NAME>Salt ${flag}</NAME><TYPE>Water Agent</TYPE><AMOUNT>0.005</AMOUNT><AMOUNT_IS_WEIGHT>${flag}</AMOUNT_IS_WEIGHT><TIME>60</TIME></MISC>`;
    const { recipes } = oneRecipe(`<MISCS>${misc('TRUE')}${misc('true')}${misc('false')}</MISCS>`);
    // FALSE: AMOUNT is litres, kept as millilitres (issue 30).
    expect(recipes[0]!.recipeMisc.map((m) => [m.quantity, m.unit])).toEqual([
      [5, undefined],
      [5, undefined],
      [5, 'mL'],
    ]);
  });

  it('treats "unknown" in a numeric field as absent, and BOIL_SIZE 0 as no boil size', () => {
    const { recipes } = oneRecipe(
      `<BOIL_SIZE>0</BOIL_SIZE><HOPS>${hop('<USE>Boil</USE><TIME>60</TIME><BETA>unknown</BETA>')}</HOPS>`,
    );
    expect(recipes[0]!.recipeHops[0]!.betaAcidContent).toBeNull();
    expect(recipes[0]!.recipeEquipment.boilOff).toBe(0);
  });

  it('infers the boil-off from a real BOIL_SIZE when there is no EQUIPMENT', () => {
    const { recipes } = oneRecipe('<BOIL_SIZE>26</BOIL_SIZE>');
    // 6 L more than the 20 L batch over a 60-minute boil.
    expect(recipes[0]!.recipeEquipment.boilOff).toBe(6);
  });

  it('reads gravities given as °Plato or as points, and unit text in the estimate fields', () => {
    const { recipes } = oneRecipe(
      '<EST_OG>11.6</EST_OG><EST_FG>1012</EST_FG><EST_ABV>4.2 %</EST_ABV><EST_COLOR>79 EBC</EST_COLOR><IBU>35.2 IBU</IBU>',
    );
    expect(recipes[0]!.stated).toEqual({ og: 1.0467, fg: 1.012, abv: 4.2, ibu: 35.2, ebc: 79 });
    const srm = oneRecipe('<EST_OG>1.049 sg</EST_OG><EST_COLOR>3.8 SRM</EST_COLOR>');
    expect(srm.recipes[0]!.stated).toMatchObject({ og: 1.049, ebc: 7.49 });
  });

  it('converts kg to grams, °L to EBC (x 1.97) and YIELD % to potential extract', () => {
    const { recipes } = oneRecipe(
      '<FERMENTABLES><FERMENTABLE><NAME>Pale</NAME><TYPE>Grain</TYPE><AMOUNT>4.5</AMOUNT><YIELD>80</YIELD><COLOR>3</COLOR></FERMENTABLE></FERMENTABLES>',
    );
    expect(recipes[0]!.recipeFermentables[0]).toMatchObject({
      quantity: 4500,
      ebc: 5.91,
      potentialExtract: 1.037,
      type: 'Base',
    });
  });
});

describe('BeerXML hop uses, amounts and extras', () => {
  it('maps Hop Stand, Whirlpool and Aroma to Whirlpool with their minutes', () => {
    const { recipes, warnings } = oneRecipe(
      `<HOPS>${hop('<USE>Hop Stand</USE><TIME>20</TIME>')}${hop('<USE>Whirlpool</USE><TIME>15</TIME>')}${hop('<USE>Aroma</USE><TIME>0</TIME>')}</HOPS>`,
    );
    expect(recipes[0]!.recipeHops.map((h) => [h.usageStage, h.boilTime])).toEqual([
      ['Whirlpool', 20],
      ['Whirlpool', 15],
      ['Whirlpool', 0],
    ]);
    expect(warnings.filter((w) => w.record === 'Test' && w.message.includes('Hop'))).toEqual([]);
  });

  it('reads a dry hop TIME of 4320 minutes as 3 days in the fermenter: 0 boil minutes, no IBU, no warning', () => {
    const { recipes, warnings } = oneRecipe(`<HOPS>${hop('<USE>Dry Hop</USE><TIME>4320</TIME>')}</HOPS>`);
    expect(recipes[0]!.recipeHops[0]).toMatchObject({
      usageStage: 'Dry Hop',
      boilTime: 0,
      dryHopStart: null,
      dryHopDuration: 4320,
      quantity: 20,
    });
    expect(warnings.filter((w) => w.message.includes('Cascade'))).toEqual([]);
  });

  it('imports an unknown hop use as a boil addition, with a warning', () => {
    const { recipes, warnings } = oneRecipe(
      `<HOPS>${hop('<USE>Kettle Souring</USE><TIME>30</TIME>')}</HOPS>`,
    );
    expect(recipes[0]!.recipeHops[0]!.usageStage).toBe('Boil');
    expect(warnings[0]!.message).toContain('use "Kettle Souring" is unknown');
  });

  it('reads misc and yeast AMOUNT as kg or litres according to AMOUNT_IS_WEIGHT: grams or millilitres', () => {
    const { recipes, warnings } = oneRecipe(
      `<MISCS><MISC><NAME>Moss</NAME><TYPE>Fining</TYPE><AMOUNT>0.004</AMOUNT><AMOUNT_IS_WEIGHT>TRUE</AMOUNT_IS_WEIGHT><TIME>15</TIME></MISC></MISCS>
       <YEASTS><YEAST><NAME>London</NAME><TYPE>Ale</TYPE><FORM>Liquid</FORM><AMOUNT>0.125</AMOUNT></YEAST></YEASTS>`,
    );
    expect(recipes[0]!.recipeMisc[0]).toMatchObject({ quantity: 4, time: 15, type: 'Fining' });
    expect(recipes[0]!.recipeMisc[0]!.unit).toBeUndefined();
    expect(recipes[0]!.recipeYeasts[0]).toMatchObject({ quantity: 125, unit: 'mL' });
    expect(warnings.filter((w) => w.message.includes('London'))).toEqual([]);
  });

  it('ignores tool-specific tags (BF_*, PROGRAM, HOP_TEMP)', () => {
    const { recipes } = oneRecipe(
      `<BF_PRIMING_METHOD>sugar</BF_PRIMING_METHOD><PROGRAM>BeerSmith</PROGRAM><HOPS>${hop('<USE>Boil</USE><TIME>60</TIME><HOP_TEMP>80</HOP_TEMP><BF_ID>7</BF_ID>')}</HOPS>`,
    );
    expect(recipes[0]!.recipeHops).toHaveLength(1);
  });

  it('imports a recipe TYPE that is not one of the three as All Grain, with a warning', () => {
    const { recipes, warnings } = importRecipes(
      utf8('<RECIPE><NAME>Cider</NAME><TYPE>Cider</TYPE></RECIPE>'),
    );
    expect(recipes[0]!.type).toBe('All Grain');
    expect(warnings).toContainEqual({
      record: 'Cider',
      message: 'Recipe type "Cider" is not one of Wortsmith\'s: imported as All Grain.',
    });
  });

  it('reads the fermentation stages and the age as the plan, and warns about what it does not keep', () => {
    const { recipes, warnings } = oneRecipe(
      '<FERMENTATION_STAGES>2</FERMENTATION_STAGES><PRIMARY_AGE>14</PRIMARY_AGE><PRIMARY_TEMP>19</PRIMARY_TEMP>' +
        '<SECONDARY_AGE>7</SECONDARY_AGE><SECONDARY_TEMP>2</SECONDARY_TEMP><TERTIARY_AGE>30</TERTIARY_AGE>' +
        '<TERTIARY_TEMP>1</TERTIARY_TEMP><AGE>21</AGE><AGE_TEMP>20</AGE_TEMP>' +
        '<CARBONATION>2.4</CARBONATION><TASTE_NOTES>Great</TASTE_NOTES>',
    );
    // Two stages by FERMENTATION_STAGES (the tertiary is not one of them), then the age after packaging.
    expect(recipes[0]!.fermentationSteps.map(({ id: _id, ...step }) => step)).toEqual([
      { name: 'Primary', kind: 'primary', temperature: 19, days: 14 },
      { name: 'Secondary', kind: 'secondary', temperature: 2, days: 7 },
      { name: 'Conditioning', kind: 'conditioning', temperature: 20, days: 21 },
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      'Carbonation and priming are not imported.',
      'Tasting notes are not imported.',
      'The recipe names no built-in style: choose one before saving.',
    ]);
  });

  it('leaves out a stage without a temperature, saying so', () => {
    const { recipes, warnings } = oneRecipe('<PRIMARY_AGE>10</PRIMARY_AGE>');
    expect(recipes[0]!.fermentationSteps).toEqual([]);
    expect(warnings.map((w) => w.message)).toContain('The primary stage has no temperature: left out.');
  });

  it('reads the mash schedule in order, naming unnamed steps', () => {
    const { recipes } = oneRecipe(
      `<MASH><NAME>Single</NAME><MASH_STEPS>
        <MASH_STEP><NAME></NAME><TYPE>Temperature</TYPE><STEP_TEMP>65</STEP_TEMP><STEP_TIME>60</STEP_TIME></MASH_STEP>
        <MASH_STEP><NAME>Mash out</NAME><TYPE>Infusion</TYPE><STEP_TEMP>76</STEP_TEMP><STEP_TIME>10</STEP_TIME><DESCRIPTION>Add 8 L at 95 C</DESCRIPTION></MASH_STEP>
      </MASH_STEPS></MASH>`,
    );
    expect(recipes[0]!.mashSteps.map(({ id: _id, ...step }) => step)).toEqual([
      { name: 'Temperature step 1', type: 'Temperature', temperature: 65, time: 60, description: null },
      { name: 'Mash out', type: 'Infusion', temperature: 76, time: 10, description: 'Add 8 L at 95 C' },
    ]);
  });

  it('clamps a step temperature outside 0-100 °C (a Fahrenheit figure) with a warning', () => {
    const { recipes, warnings } = oneRecipe(
      '<MASH><MASH_STEPS><MASH_STEP><NAME>Rest</NAME><TYPE>Infusion</TYPE><STEP_TEMP>152</STEP_TEMP><STEP_TIME>60</STEP_TIME></MASH_STEP></MASH_STEPS></MASH>',
    );
    expect(recipes[0]!.mashSteps[0]!.temperature).toBe(100);
    expect(warnings).toContainEqual({
      record: 'Test',
      message: 'Mash step "Rest" at 152 °C is outside 0-100 °C: set to 100 °C.',
    });
  });

  it('cuts an over-long recipe name to 100 characters, its warnings naming it so', () => {
    const long = 'Very '.repeat(30).trim();
    const { recipes, warnings } = importRecipes(utf8(`<RECIPE><NAME>${long}</NAME></RECIPE>`));
    expect(recipes[0]!.name).toHaveLength(100);
    expect(recipes[0]!.name.endsWith('…')).toBe(true);
    expect(warnings.every((w) => w.record === recipes[0]!.name)).toBe(true);
  });

  it('gives drafts the recipe schema accepts once a style is chosen', () => {
    const { recipes } = oneRecipe(
      `<HOPS>${hop('<USE>Dry Hop</USE><TIME>4320</TIME>')}</HOPS><YEASTS><YEAST><NAME>Y</NAME><AMOUNT>0</AMOUNT></YEAST></YEASTS><FERMENTABLES><FERMENTABLE><NAME>Nothing</NAME><AMOUNT>0</AMOUNT></FERMENTABLE></FERMENTABLES>`,
    );
    expect(recipes[0]!.recipeFermentables).toEqual([]);
    expect(recipes[0]!.recipeYeasts[0]!.quantity).toBe(1);
    expect(recipeSchema.safeParse({ ...recipes[0], style: 'Best Bitter' }).success).toBe(true);
  });
});
