// BeerJSON: unit objects, headers and versions real files use, and the schema check of what we write.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_KINDS } from '../options';
import { celsius, ebc, grams, gravity, litres, minutes } from './beerjson-units';
import {
  exportCatalogueItems,
  exportRecipes,
  InteropError,
  importCatalogueItems,
  importRecipes,
  readInteropFile,
} from './index';
import { CATALOGUE_SAMPLES } from './test-catalogue';
import { beerJsonValidator } from './test-schema';
import { fullRecipe, utf8 } from './test-support';

describe('BeerJSON units', () => {
  it.each([
    [grams, { unit: 'kg', value: 4.5 }, 4500],
    [grams, { unit: 'lb', value: 1 }, 453.593],
    [grams, { unit: 'oz', value: 1 }, 28.35],
    [grams, { unit: 'mg', value: 500 }, 0.5],
    [litres, { unit: 'gal', value: 5 }, 18.9271],
    [litres, { unit: 'igal', value: 1 }, 4.5461],
    [litres, { unit: 'ml', value: 250 }, 0.25],
    [litres, { unit: 'qt', value: 4 }, 3.7854],
    [litres, { unit: 'bbl', value: 1 }, 117.3477],
    [celsius, { unit: 'F', value: 152 }, 66.667],
    [celsius, { unit: 'C', value: 66 }, 66],
    [minutes, { unit: 'hr', value: 1.5 }, 90],
    [minutes, { unit: 'day', value: 3 }, 4320],
    [minutes, { unit: 'week', value: 2 }, 20160],
    [minutes, { unit: 'sec', value: 90 }, 1.5],
    [ebc, { unit: 'Lovi', value: 20 }, 39.4],
    [ebc, { unit: 'SRM', value: 10 }, 19.7],
    [ebc, { unit: 'EBC', value: 25 }, 25],
    [gravity, { unit: 'sg', value: 1.048 }, 1.048],
    [gravity, { unit: 'sg', value: 1038 }, 1.038],
    [gravity, { unit: 'plato', value: 12 }, 1.0484],
    [gravity, { unit: 'brix', value: 12 }, 1.0484],
  ])('%o converts %o to %d', (convert, quantity, expected) => {
    expect(convert(quantity)).toBe(expected);
  });
});

const recipeFile = (recipe: object, version: number | string = 2.06) =>
  JSON.stringify({ beerjson: { version, recipes: [recipe] } });
const minimal = {
  name: 'Imperial units',
  type: 'all grain',
  author: 'me',
  batch_size: { unit: 'gal', value: 5.5 },
  efficiency: { brewhouse: { unit: '%', value: 75 } },
  boil: { boil_time: { unit: 'hr', value: 1 } },
  ingredients: {
    fermentable_additions: [
      {
        name: 'Pilsner',
        type: 'grain',
        color: { unit: 'Lovi', value: 1.6 },
        yield: { fine_grind: { unit: '%', value: 80 } },
        amount: { unit: 'lb', value: 10 },
      },
    ],
    hop_additions: [
      {
        name: 'Saaz',
        alpha_acid: { unit: '%', value: 3.5 },
        amount: { unit: 'oz', value: 2 },
        timing: { use: 'add_to_boil', time: { unit: 'min', value: 60 } },
      },
      {
        name: 'Saaz',
        alpha_acid: { unit: '%', value: 3.5 },
        amount: { unit: 'oz', value: 1 },
        timing: { use: 'add_to_fermentation', duration: { unit: 'day', value: 4 } },
      },
    ],
  },
  mash: {
    name: 'Step',
    grain_temperature: { unit: 'F', value: 68 },
    mash_steps: [
      {
        name: 'Rest',
        type: 'temperature',
        step_temperature: { unit: 'F', value: 152 },
        step_time: { unit: 'hr', value: 1 },
      },
      {
        name: 'Sparge',
        type: 'sparge',
        step_temperature: { unit: 'F', value: 168 },
        step_time: { unit: 'min', value: 20 },
      },
    ],
  },
};

describe('BeerJSON reading', () => {
  it('reads water profiles (`profiles`) in mg/l, ppm or ppb', () => {
    const ion = (unit: string, value: number) => ({ unit, value });
    const file = {
      beerjson: {
        version: 1,
        profiles: [
          {
            name: 'Soft well',
            calcium: ion('ppm', 12),
            magnesium: ion('mg/l', 3),
            sodium: ion('ppb', 4000),
            sulfate: ion('mg/l', 9),
            chloride: ion('mg/l', 6),
            bicarbonate: ion('mg/l', 25),
            pH: 7.1,
            notes: 'Spring 2026',
          },
        ],
      },
    };
    const { items, warnings } = importCatalogueItems(utf8(JSON.stringify(file)), 'waters');
    expect(items).toEqual([
      {
        name: 'Soft well',
        description: null,
        calcium: 12,
        magnesium: 3,
        sodium: 4,
        sulfate: 9,
        chloride: 6,
        bicarbonate: 25,
        ph: 7.1,
        notes: 'Spring 2026',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('converts imperial unit objects into grams, litres, °C, minutes and EBC', () => {
    const { recipes, warnings } = importRecipes(utf8(recipeFile(minimal)));
    const recipe = recipes[0]!;
    expect(recipe.recipeEquipment).toMatchObject({ batchVolume: 20.8198, boilTime: 60, efficiency: 75 });
    expect(recipe.recipeFermentables[0]).toMatchObject({
      quantity: 4535.929,
      ebc: 3.15,
      potentialExtract: 1.037,
    });
    expect(recipe.recipeHops.map((h) => [h.usageStage, h.boilTime, h.quantity])).toEqual([
      ['Boil', 60, 56.699],
      ['Dry Hop', 0, 28.35],
    ]);
    expect(recipe.recipeHops[1]).toMatchObject({ dryHopDuration: 4 * 1440 });
    expect(recipe.mashSteps.map((s) => [s.name, s.temperature, s.time])).toEqual([['Rest', 66.667, 60]]);
    expect(warnings.map((w) => w.message)).toContain('Mash step "Sparge" (sparge) is not imported.');
  });

  it.each([2.06, 2.01, 1, 1.0])('accepts version %d', (version) => {
    expect(importRecipes(utf8(recipeFile(minimal, version))).recipes).toHaveLength(1);
  });

  it('accepts a leading // comment header', () => {
    const text = `// BeerJSON file written by Brewtarget\n// https://www.brewtarget.beer\n${recipeFile(minimal)}`;
    expect(importRecipes(utf8(text)).recipes[0]!.name).toBe('Imperial units');
  });

  it("reads Brewtarget's ingredient library: // comment lines between sections, not only at the top", () => {
    const library = [
      '// BeerJSON ingredient library written by Brewtarget',
      '{ "beerjson": {',
      '  "version": 1,',
      '  // Fermentables',
      '  "fermentables": [ { "name": "Pale Ale Malt", "type": "grain", "color": { "unit": "Lovi", "value": 3 },',
      '    "yield": { "potential": { "unit": "sg", "value": 1.037 } } } ],',
      '  /* Hops, then yeasts */',
      '  // Hops',
      '  "hop_varieties": [ { "name": "Fuggle // UK", "form": "pellet", "alpha_acid": { "unit": "%", "value": 4.5 } } ]',
      '} }',
    ].join('\n');
    const file = importCatalogueItems(utf8(library), 'hops');
    expect(file.items.map((item) => item.name)).toEqual(['Fuggle // UK']);
    expect(importCatalogueItems(utf8(library), 'fermentables').items[0]).toMatchObject({
      potentialExtract: 1.037,
    });
  });

  it('still refuses what is not JSON once comments are set aside, naming the line', () => {
    const text = ['// A header', '{ "beerjson": {', '  // a comment', '  "version": 1,', '} }'].join('\n');
    const error = (() => {
      try {
        importRecipes(utf8(text));
      } catch (e) {
        return e as InteropError;
      }
    })();
    expect(error).toBeInstanceOf(InteropError);
    expect(error?.message).toBe('The file is not valid JSON. (line 5)');
  });

  it('reads the libraries: fermentables, hop_varieties, cultures, miscellaneous and equipments', () => {
    const text = JSON.stringify({
      beerjson: {
        version: 1,
        fermentables: [
          {
            name: 'Crystal 40',
            type: 'grain',
            grain_group: 'caramel',
            color: { unit: 'SRM', value: 40 },
            yield: { potential: { unit: 'sg', value: 1.034 } },
          },
        ],
        hop_varieties: [
          {
            name: 'Mosaic',
            form: 'pellet',
            type: 'aroma/bittering',
            alpha_acid: { unit: '%', value: 12.25 },
          },
        ],
        cultures: [
          {
            name: 'Voss',
            type: 'kveik',
            form: 'dry',
            attenuation_range: { minimum: { unit: '%', value: 75 }, maximum: { unit: '%', value: 82 } },
            temperature_range: { minimum: { unit: 'F', value: 77 }, maximum: { unit: 'F', value: 104 } },
          },
        ],
        miscellaneous: [{ name: 'Oak chips', type: 'wood', use_for: 'Aging' }],
        equipments: [
          {
            name: 'Kettle only',
            equipment_items: [
              {
                form: 'Brew Kettle',
                maximum_volume: { unit: 'gal', value: 10 },
                loss: { unit: 'l', value: 1.5 },
                boil_rate_per_hour: { unit: 'gal', value: 1 },
              },
            ],
          },
        ],
      },
    });
    const { items } = readInteropFile(utf8(text));
    expect(items.fermentables[0]).toMatchObject({ type: 'Specialty', ebc: 78.8, potentialExtract: 1.034 });
    expect(items.hops[0]).toMatchObject({
      type: 'Pellet',
      useType: 'Dual-purpose',
      supplier: 'Generic',
      alphaAcidContent: 12.25,
    });
    expect(items.yeasts[0]).toMatchObject({
      type: 'Ale',
      form: 'Dry',
      attenuation: 78.5,
      temperatureRange: '25-40 °C',
    });
    expect(items.miscs[0]).toMatchObject({ type: 'Other', useType: 'Aging' });
    expect(items.equipments[0]).toMatchObject({ trubLoss: 1.5, boilOff: 3.7854, efficiency: 72 });
  });
});

describe('BeerJSON writing', () => {
  const validate = beerJsonValidator();

  it('writes recipes the official schema accepts', () => {
    const ok = validate(
      JSON.parse(exportRecipes([fullRecipe(), { ...fullRecipe(), style: '' }], 'beerjson')),
    );
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each(CATALOGUE_KINDS)('writes %s the official schema accepts', (kind) => {
    const ok = validate(JSON.parse(exportCatalogueItems(kind, CATALOGUE_SAMPLES[kind], 'beerjson')));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("carries Wortsmith's own figures as the recipe's estimates", () => {
    const written = JSON.parse(exportRecipes([fullRecipe()], 'beerjson')).beerjson.recipes[0];
    expect(written.original_gravity.unit).toBe('sg');
    expect(written.original_gravity.value).toBeGreaterThan(1.04);
    expect(
      importRecipes(utf8(JSON.stringify({ beerjson: { version: 1, recipes: [written] } }))).recipes[0]!.stated
        .og,
    ).toBe(written.original_gravity.value);
  });
});
