// The equipment's mash-water settings and acid malt's acid content as other tools write them: BeerXML's
// tun weight and specific heat, BeerJSON's grain absorption, vessel weights, fermenter loss and a mash
// step's water-to-grain ratio; values outside the equipment form's limits clamped with a warning.
import { describe, expect, it } from 'vitest';
import { importCatalogueItems, importRecipes } from './index';
import { beerJsonFile, beerJsonRecipe, beerXmlRecipe, utf8 } from './test-support';

const acidMalt = {
  fermentable_additions: [
    {
      name: 'Acidulated Malt',
      type: 'grain',
      color: { unit: 'EBC', value: 4 },
      yield: { potential: { unit: 'sg', value: 1.035 } },
      amount: { unit: 'g', value: 200 },
    },
  ],
};

describe('BeerXML mash settings', () => {
  it("reads BeerSmith's TUN_WEIGHT and TUN_SPECIFIC_HEAT as the mash tun's heat capacity", () => {
    const { recipes, warnings } = importRecipes(
      utf8(
        beerXmlRecipe(
          '<EQUIPMENT><NAME>Cooler</NAME><VERSION>1</VERSION><BATCH_SIZE>18.93</BATCH_SIZE><TUN_VOLUME>18.92716800</TUN_VOLUME><TUN_WEIGHT>1.814368</TUN_WEIGHT><TUN_SPECIFIC_HEAT>0.300</TUN_SPECIFIC_HEAT></EQUIPMENT>',
        ),
      ),
    );
    // 4 lb of plastic at 0.3 cal/g·°C takes the heat of 0.544 L of water.
    expect(recipes[0]!.recipeEquipment).toMatchObject({
      mashTunHeatCapacity: 0.544,
      grainAbsorption: null,
      mashThickness: null,
      spargeMethod: null,
      fermenterLoss: null,
    });
    expect(warnings.map((w) => w.message)).not.toContainEqual(expect.stringMatching(/Heat Capacity/));
  });

  it('clamps settings outside the equipment limits and leaves an unknown sparge method empty, with warnings', () => {
    const text =
      '<EQUIPMENTS><EQUIPMENT><NAME>Odd</NAME><WORTSMITH_EFFICIENCY>70</WORTSMITH_EFFICIENCY><WORTSMITH_GRAIN_ABSORPTION>12</WORTSMITH_GRAIN_ABSORPTION><WORTSMITH_MASH_THICKNESS>-1</WORTSMITH_MASH_THICKNESS><WORTSMITH_SPARGE_METHOD>Squeeze</WORTSMITH_SPARGE_METHOD><TUN_WEIGHT>500</TUN_WEIGHT><TUN_SPECIFIC_HEAT>0.5</TUN_SPECIFIC_HEAT><WORTSMITH_FERMENTER_LOSS>-2</WORTSMITH_FERMENTER_LOSS></EQUIPMENT></EQUIPMENTS>';
    const { items, warnings } = importCatalogueItems(utf8(text), 'equipments');
    expect(items[0]).toMatchObject({
      grainAbsorption: 10,
      mashThickness: 0,
      spargeMethod: null,
      mashTunHeatCapacity: 100,
      fermenterLoss: 0,
    });
    expect(warnings.map((w) => w.message)).toEqual([
      'Grain Absorption of 12 L/kg is outside 0-10 L/kg: set to 10 L/kg.',
      'Mash Thickness of -1 L/kg is outside 0-20 L/kg: set to 0 L/kg.',
      'Mash Tun Heat Capacity of 250 L is outside 0-100 L: set to 100 L.',
      'Fermenter Loss of -2 L is below 0 L: set to 0 L.',
      'Sparge method "Squeeze" is not Batch, Fly or No sparge: left empty.',
    ]);
  });

  it('reads WORTSMITH_ACID_CONTENT; an acid malt without it keeps no figure and no warning', () => {
    const { recipes, warnings } = importRecipes(
      utf8(
        beerXmlRecipe(
          '<FERMENTABLES><FERMENTABLE><NAME>Sauermalz</NAME><TYPE>Grain</TYPE><AMOUNT>0.1</AMOUNT><COLOR>2</COLOR><WORTSMITH_ACID_CONTENT>2.5</WORTSMITH_ACID_CONTENT></FERMENTABLE><FERMENTABLE><NAME>Acid Malt</NAME><TYPE>Grain</TYPE><AMOUNT>0.1</AMOUNT><COLOR>2</COLOR></FERMENTABLE></FERMENTABLES>',
        ),
      ),
    );
    expect(recipes[0]!.recipeFermentables.map((f) => [f.name, f.acidContent])).toEqual([
      ['Sauermalz', 2.5],
      ['Acid Malt', null],
    ]);
    expect(warnings.map((w) => w.message)).not.toContainEqual(expect.stringMatching(/acid/i));
  });
});

describe('BeerJSON mash settings', () => {
  it("reads the mash tun's grain absorption, weight and specific heat and the fermenter's loss", () => {
    const equipment = {
      name: 'Three vessels',
      equipment_items: [
        {
          name: 'Tun',
          form: 'Mash Tun',
          maximum_volume: { unit: 'gal', value: 10 },
          loss: { unit: 'l', value: 1 },
          grain_absorption_rate: { unit: 'gal/lb', value: 0.125 },
          weight: { unit: 'lb', value: 10 },
          specific_heat: { unit: 'Cal/(g C)', value: 0.12 },
        },
        {
          name: 'Fermenter',
          form: 'Fermenter',
          maximum_volume: { unit: 'l', value: 30 },
          loss: { unit: 'l', value: 1.5 },
        },
      ],
    };
    const { recipes, warnings } = importRecipes(
      beerJsonFile({ recipes: [beerJsonRecipe(acidMalt)], equipments: [equipment] }),
    );
    expect(recipes[0]!.recipeEquipment).toMatchObject({
      deadSpace: 1,
      grainAbsorption: 1.043,
      mashTunHeatCapacity: 0.544,
      fermenterLoss: 1.5,
      mashThickness: null,
      spargeMethod: null,
    });
    expect(recipes[0]!.recipeFermentables[0]!.acidContent).toBeNull();
    expect(warnings.map((w) => w.message)).not.toContainEqual(expect.stringMatching(/L\/kg|Loss/));
  });

  it("takes the first mash step's water-to-grain ratio as the mash thickness", () => {
    const mash = {
      name: 'Stepped',
      grain_temperature: { unit: 'F', value: 72 },
      mash_steps: [
        {
          name: 'Protein Rest',
          type: 'infusion',
          step_temperature: { unit: 'F', value: 131 },
          step_time: { unit: 'min', value: 20 },
          water_grain_ratio: { unit: 'qt/lb', value: 1.5 },
        },
        {
          name: 'Sach Rest',
          type: 'temperature',
          step_temperature: { unit: 'F', value: 154 },
          step_time: { unit: 'min', value: 45 },
          water_grain_ratio: { unit: 'qt/lb', value: 2 },
        },
      ],
    };
    const { recipes } = importRecipes(beerJsonFile({ recipes: [beerJsonRecipe(acidMalt, { mash })] }));
    expect(recipes[0]!.recipeEquipment.mashThickness).toBe(3.13);
  });
});
