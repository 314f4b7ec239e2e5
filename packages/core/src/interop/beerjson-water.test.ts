// A recipe's water from BeerJSON as other tools write it (water_additions in ppm with ions Wortsmith does
// not keep, water-agent miscellaneous additions by timing or use_for), and the official schema's check of
// what Wortsmith writes with a water.
import { describe, expect, it } from 'vitest';
import { recipeSchema } from '../schemas/recipe';
import { ionProfile, recipeWater } from '../testing';
import { exportRecipes, importRecipes } from './index';
import { beerJsonValidator } from './test-schema';
import { beerJsonFile, beerJsonRecipe, fullRecipe } from './test-support';

const ppm = (value: number) => ({ unit: 'ppm', value });

/** The BeerJSON specification's example water (its recipe's only water addition, with no amount). */
const metropolis = {
  name: 'Metropolis City Water',
  calcium: ppm(275),
  bicarbonate: ppm(270),
  carbonate: ppm(0),
  sodium: ppm(25),
  potassium: ppm(0),
  iron: ppm(0),
  nitrate: ppm(0),
  nitrite: ppm(0),
  flouride: ppm(0),
  sulfate: ppm(610),
  magnesium: ppm(40),
  chloride: ppm(35),
  pH: 7,
};

const agent = (name: string, amount: object, extra: object = {}) => ({
  name,
  type: 'water agent',
  amount,
  ...extra,
});

const recipeWith = (ingredients: object, extra: object = {}) =>
  importRecipes(beerJsonFile({ recipes: [beerJsonRecipe(ingredients, extra)] }));

describe('BeerJSON water from other tools', () => {
  it("reads the specification's water addition and water agents timed in the mash or the boil", () => {
    const { recipes, warnings } = recipeWith(
      {
        water_additions: [metropolis],
        miscellaneous_additions: [
          agent(
            'Gypsum',
            { unit: 'g', value: 6 },
            { use_for: 'Water adjustment', timing: { use: 'add_to_mash' } },
          ),
          agent('Calcium Chloride', { unit: 'tsp', value: 1 }, { use_for: 'Sparge' }),
          agent('Lactic Acid 80%', { unit: 'ml', value: 3.5 }, { timing: { use: 'add_to_mash' } }),
          agent('Phosphoric acid', { unit: 'floz', value: 0.5 }, { timing: { use: 'add_to_boil' } }),
          agent('Yeast nutrient', { unit: 'g', value: 2 }),
          { name: 'Irish moss', type: 'fining', amount: { unit: 'g', value: 5 } },
        ],
      },
      { mash: { name: 'Mash', grain_temperature: { unit: 'F', value: 68 }, mash_steps: [] } },
    );
    const recipe = recipes[0]!;
    expect(recipe.water).toEqual(
      recipeWater({
        source: ionProfile(275, 40, 25, 610, 35, 270),
        salts: [
          { salt: 'gypsum', grams: 6, vessel: 'mash' },
          { salt: 'calciumChloride', grams: 4.929, vessel: 'sparge' },
        ],
        acids: [
          { acid: 'lactic', strengthPercent: 80, millilitres: 3.5, vessel: 'mash' },
          { acid: 'phosphoric', strengthPercent: 10, millilitres: 14.787, vessel: 'sparge' },
        ],
        grainTemperature: 20,
      }),
    );
    expect(recipe.recipeMisc.map((m) => m.name)).toEqual(['Yeast nutrient', 'Irish moss']);
    expect(warnings.map((w) => w.message)).toEqual(
      expect.arrayContaining([
        '"Calcium Chloride": 4.929 mL is a volume: taken as 4.929 g.',
        '"Phosphoric acid" gives no strength: taken as 10 %.',
        '"Phosphoric acid" is added to the boil: counted with the sparge additions, which reach the beer but not the mash.',
      ]),
    );
    expect(warnings.map((w) => w.message)).not.toContainEqual(expect.stringMatching(/not imported|Gypsum/));
    expect(recipeSchema.safeParse({ ...recipe, style: 'Best Bitter' }).success).toBe(true);
  });

  it('takes a distilled water addition as the dilution by its share of the volume', () => {
    const distilled = { ...metropolis, name: 'RO', calcium: ppm(1), bicarbonate: ppm(0.5), sulfate: ppm(0) };
    const { recipes } = recipeWith({
      water_additions: [
        { ...metropolis, amount: { unit: 'l', value: 15 } },
        {
          ...distilled,
          sodium: ppm(0),
          magnesium: ppm(0),
          chloride: ppm(0),
          amount: { unit: 'gal', value: 2 },
        },
      ],
    });
    // 2 gal = 7.5708 L of 22.5708 L.
    expect(recipes[0]!.water).toMatchObject({ source: { calcium: 275 }, dilutionPercent: 33.54 });
  });
});

describe('BeerJSON water writing', () => {
  const validate = beerJsonValidator();

  it('writes recipes with a water, salts and acids, and without a mash, that the official schema accepts', () => {
    const full = fullRecipe();
    const bare = {
      ...full,
      name: 'Plain water',
      mashSteps: [],
      water: {
        ...full.water!,
        dilutionPercent: 0,
        target: null,
        salts: [],
        acids: [],
        grainTemperature: null,
      },
    };
    const ok = validate(JSON.parse(exportRecipes([full, bare, { ...full, water: null }], 'beerjson')));
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("writes the source with the recipe's total water and the distilled share of it", () => {
    const written = JSON.parse(exportRecipes([fullRecipe()], 'beerjson')).beerjson.recipes[0];
    const [source, distilled] = written.ingredients.water_additions;
    expect(source.amount.value + distilled.amount.value).toBeCloseTo(31.467, 3);
    expect(distilled.amount.value / (source.amount.value + distilled.amount.value)).toBeCloseTo(0.375, 4);
    expect(distilled.calcium).toEqual({ unit: 'mg/l', value: 0 });
    expect(written.mash.grain_temperature).toEqual({ unit: 'C', value: 18.5 });
  });
});
