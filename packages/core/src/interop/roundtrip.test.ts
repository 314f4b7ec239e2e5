import { describe, expect, it } from 'vitest';
import { computeRecipeFigures } from '../figures';
import { CATALOGUE_KINDS } from '../options';
import { catalogueSchemas } from '../schemas/catalogue';
import { recipeSchema } from '../schemas/recipe';
import {
  exportCatalogueItems,
  exportRecipes,
  INTEROP_FORMATS,
  importCatalogueItems,
  importRecipes,
} from './index';
import { CATALOGUE_SAMPLES } from './test-catalogue';
import { fullRecipe, utf8, withoutIds } from './test-support';

describe.each(INTEROP_FORMATS)('%s round trip', (format) => {
  it('brings a recipe back with every field Wortsmith models, mash steps in order', () => {
    const recipe = fullRecipe();
    const { recipes, warnings } = importRecipes(utf8(exportRecipes([recipe], format)));
    expect(warnings).toEqual([]);
    expect(recipes).toHaveLength(1);
    const expected = withoutIds(recipe);
    expect(withoutIds(recipes[0]!)).toEqual(expected);
    expect(recipeSchema.safeParse(recipes[0]).success).toBe(true);
  });

  it("keeps a dry hop's day and days in the fermenter, with no boil time", () => {
    const text = exportRecipes([fullRecipe()], format);
    if (format === 'beerxml') {
      expect(text).toMatch(/<NAME>Citra<\/NAME>[\s\S]*?<USE>Dry Hop<\/USE>\s*<TIME>5760<\/TIME>/);
    } else {
      const hops = JSON.parse(text).beerjson.recipes[0].ingredients.hop_additions;
      expect(hops.find((h: { name: string }) => h.name === 'Citra').timing).toEqual({
        use: 'add_to_fermentation',
        time: { unit: 'min', value: 4320 },
        duration: { unit: 'min', value: 5760 },
      });
    }
    const dryHop = importRecipes(utf8(text)).recipes[0]!.recipeHops.find((h) => h.name === 'Citra')!;
    expect(dryHop).toMatchObject({
      usageStage: 'Dry Hop',
      boilTime: 0,
      dryHopStart: 4320,
      dryHopDuration: 5760,
    });
  });

  it('gives imported ingredients and steps fresh ids', () => {
    const { recipes } = importRecipes(utf8(exportRecipes([fullRecipe()], format)));
    const ids = [...recipes[0]!.recipeHops, ...recipes[0]!.mashSteps].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('h1');
  });

  it.each(CATALOGUE_KINDS)('brings %s back unchanged', (kind) => {
    const items = CATALOGUE_SAMPLES[kind];
    const back = importCatalogueItems(utf8(exportCatalogueItems(kind, items, format)), kind);
    expect(back.items).toEqual(items);
    expect(back.warnings).toEqual([]);
    for (const item of back.items) expect(catalogueSchemas[kind].safeParse(item).success).toBe(true);
  });

  it('keeps several recipes in file order', () => {
    const first = fullRecipe();
    const second = { ...fullRecipe(), name: 'Second', style: 'Irish Stout', mashSteps: [] };
    const { recipes } = importRecipes(utf8(exportRecipes([first, second], format)));
    expect(recipes.map((r) => [r.name, r.style, r.mashSteps.length])).toEqual([
      ['Kjøller Pale Ale', 'American Pale Ale', 3],
      ['Second', 'Irish Stout', 0],
    ]);
  });
});

describe('BeerXML export', () => {
  it("states Wortsmith's own figures as EST_OG, EST_FG, IBU, EST_COLOR (SRM) and EST_ABV", () => {
    const recipe = fullRecipe();
    const figures = computeRecipeFigures(recipe);
    const xml = exportRecipes([recipe], 'beerxml');
    const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
    expect(Number(tag('EST_OG'))).toBe(figures.og);
    expect(Number(tag('EST_FG'))).toBe(figures.fg);
    expect(Number(tag('IBU'))).toBe(figures.ibu);
    expect(Number(tag('EST_ABV'))).toBe(figures.abv);
    expect(Number(tag('EST_COLOR')) * 1.97).toBeCloseTo(figures.ebc, 4);
    expect(importRecipes(utf8(xml)).recipes[0]!.stated).toEqual({
      og: figures.og,
      fg: figures.fg,
      abv: figures.abv,
      ibu: figures.ibu,
      ebc: figures.ebc,
    });
  });

  it('writes UTF-8 with a declaration, escaping markup characters in values', () => {
    const xml = exportRecipes([fullRecipe()], 'beerxml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<WORTSMITH_DESCRIPTION>Bright, citrusy &lt;pale&gt; ale</WORTSMITH_DESCRIPTION>');
    expect(xml).toContain('<BREWER>Ana &amp; Bo</BREWER>');
  });
});
