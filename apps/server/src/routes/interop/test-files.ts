// Import files for the interop route tests: small BeerXML documents written here, one quirk at a time.

/** A BeerXML RECIPE element: an all-grain beer with one malt, one hop, one yeast and a two-step mash. */
export function beerXmlRecipe(
  name: string,
  style = 'American IPA',
  styleCode = { category: '21', letter: 'A' },
) {
  return `<RECIPE>
  <NAME>${name}</NAME><VERSION>1</VERSION><TYPE>All Grain</TYPE><BREWER>Test Brewer</BREWER>
  <BATCH_SIZE>20</BATCH_SIZE><BOIL_SIZE>25</BOIL_SIZE><BOIL_TIME>60</BOIL_TIME><EFFICIENCY>72</EFFICIENCY>
  <STYLE><NAME>${style}</NAME><VERSION>1</VERSION><CATEGORY_NUMBER>${styleCode.category}</CATEGORY_NUMBER>
    <STYLE_LETTER>${styleCode.letter}</STYLE_LETTER><STYLE_GUIDE>BJCP</STYLE_GUIDE><TYPE>Ale</TYPE></STYLE>
  <FERMENTABLES><FERMENTABLE><NAME>Pale Ale Malt</NAME><VERSION>1</VERSION><TYPE>Grain</TYPE>
    <AMOUNT>5</AMOUNT><YIELD>80</YIELD><COLOR>3</COLOR></FERMENTABLE></FERMENTABLES>
  <HOPS><HOP><NAME>Cascade</NAME><VERSION>1</VERSION><ALPHA>6</ALPHA><AMOUNT>0.04</AMOUNT>
    <USE>Boil</USE><TIME>60</TIME><FORM>Pellet</FORM></HOP></HOPS>
  <MISCS/>
  <YEASTS><YEAST><NAME>US-05</NAME><VERSION>1</VERSION><TYPE>Ale</TYPE><FORM>Dry</FORM>
    <AMOUNT>0.0115</AMOUNT><AMOUNT_IS_WEIGHT>TRUE</AMOUNT_IS_WEIGHT><ATTENUATION>78</ATTENUATION></YEAST></YEASTS>
  <WATERS/>
  <MASH><NAME>Single infusion</NAME><VERSION>1</VERSION><GRAIN_TEMP>20</GRAIN_TEMP><MASH_STEPS>
    <MASH_STEP><NAME>Saccharification</NAME><VERSION>1</VERSION><TYPE>Infusion</TYPE><STEP_TEMP>66</STEP_TEMP><STEP_TIME>60</STEP_TIME></MASH_STEP>
    <MASH_STEP><NAME>Mash out</NAME><VERSION>1</VERSION><TYPE>Temperature</TYPE><STEP_TEMP>76</STEP_TEMP><STEP_TIME>10</STEP_TIME></MASH_STEP>
  </MASH_STEPS></MASH>
  <OG>1.058</OG><IBU>41.5</IBU>
</RECIPE>`;
}

/** A BeerXML file of recipes. */
export function beerXmlRecipes(...recipes: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<RECIPES>\n${recipes.join('\n')}\n</RECIPES>\n`;
}

/** A BeerXML hop library. */
export function beerXmlHops(...names: string[]): string {
  const hops = names
    .map(
      (name) =>
        `<HOP><NAME>${name}</NAME><VERSION>1</VERSION><ALPHA>7.5</ALPHA><AMOUNT>0</AMOUNT><USE>Boil</USE><TIME>0</TIME><TYPE>Aroma</TYPE><FORM>Pellet</FORM><ORIGIN>Germany</ORIGIN></HOP>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<HOPS>\n${hops}\n</HOPS>\n`;
}
