// BeerXML equipment and library records as other tools write them, mapped onto Wortsmith's options.
import { describe, expect, it } from 'vitest';
import { mashWaterSettings } from '../catalogue-kinds';
import { importCatalogueItems, importRecipes, readInteropFile } from './index';
import { beerXmlRecipe, latin1, utf8 } from './test-support';

const fermentable = (name: string, type: string, colour: number) =>
  `<FERMENTABLE><NAME>${name}</NAME><VERSION>1</VERSION><TYPE>${type}</TYPE><AMOUNT>0</AMOUNT><YIELD>75</YIELD><COLOR>${colour}</COLOR></FERMENTABLE>`;

describe('BeerXML EQUIPMENT', () => {
  it("reads a recipe's equipment: EVAP_RATE as percent of BOIL_SIZE per hour, trub and lauter losses", () => {
    const { recipes } = importRecipes(
      utf8(
        beerXmlRecipe(
          '<EQUIPMENT><NAME>Cooler mash tun</NAME><VERSION>1</VERSION><BOIL_SIZE>25</BOIL_SIZE><BATCH_SIZE>20</BATCH_SIZE><EVAP_RATE>12</EVAP_RATE><TRUB_CHILLER_LOSS>1.5</TRUB_CHILLER_LOSS><LAUTER_DEADSPACE>0.8</LAUTER_DEADSPACE><BOIL_TIME>90</BOIL_TIME></EQUIPMENT>',
        ),
      ),
    );
    expect(recipes[0]!.recipeEquipment).toEqual({
      id: null,
      name: 'Cooler mash tun',
      batchVolume: 20,
      batchTime: 60,
      efficiency: 70,
      // The recipe's own BOIL_TIME wins over the equipment's.
      boilTime: 60,
      deadSpace: 0.8,
      boilOff: 3,
      trubLoss: 1.5,
      ...mashWaterSettings({}),
    });
  });

  it('reads an EQUIPMENTS library, giving a default efficiency with a warning', () => {
    const text =
      '<EQUIPMENTS><EQUIPMENT><NAME>Pot</NAME><BOIL_SIZE>30</BOIL_SIZE><BATCH_SIZE>23</BATCH_SIZE><EVAP_RATE>10</EVAP_RATE><BOIL_TIME>60</BOIL_TIME><NOTES>Stove top</NOTES></EQUIPMENT></EQUIPMENTS>';
    const { items, warnings } = importCatalogueItems(utf8(text), 'equipments');
    expect(items[0]).toEqual({
      name: 'Pot',
      description: 'Stove top',
      efficiency: 72,
      batchVolume: 23,
      batchTime: 60,
      boilTime: 60,
      boilTemperature: 100,
      boilOff: 3,
      trubLoss: 0,
      deadSpace: 0,
      grainAbsorption: null,
      mashThickness: null,
      spargeMethod: null,
      mashTunHeatCapacity: null,
      fermenterLoss: null,
    });
    expect(warnings).toEqual([{ record: 'Pot', message: 'No efficiency in the file: set to 72 %.' }]);
  });
});

describe('BeerXML library records', () => {
  it.each([
    ['Pale Malt (2 Row) UK', 'Grain', 3, 'Base'],
    ['Munich Malt', 'Grain', 9, 'Base'],
    ['Caramel/Crystal Malt - 20L', 'Grain', 20, 'Specialty'],
    ['Mystery Dark Grain', 'Grain', 300, 'Specialty'],
    ['Barley, Flaked', 'Grain', 2, 'Adjunct'],
    ['Corn Sugar (Dextrose)', 'Sugar', 0, 'Adjunct'],
    ['Rice Hulls', 'Adjunct', 0, 'Adjunct'],
    ['Light Dry Extract', 'Dry Extract', 8, 'Base'],
    ['Amber Liquid Extract', 'Extract', 12, 'Base'],
  ])('types fermentable "%s" (%s, %d °L) as %s', (name, type, colour, expected) => {
    const { items } = importCatalogueItems(
      utf8(`<FERMENTABLES>${fermentable(name, type, colour)}</FERMENTABLES>`),
      'fermentables',
    );
    expect(items[0]!.type).toBe(expected);
  });

  it('maps hop TYPE and FORM (Both, Plug, Leaf) and gives the Generic supplier', () => {
    const hop = (name: string, type: string, form: string) =>
      `<HOP><NAME>${name}</NAME><ALPHA>5</ALPHA><AMOUNT>0</AMOUNT><USE>Boil</USE><TIME>60</TIME><TYPE>${type}</TYPE><FORM>${form}</FORM><ORIGIN>Germany</ORIGIN></HOP>`;
    const text = `<HOPS>${hop('A', 'Both', 'Plug')}${hop('B', 'Bittering', 'Leaf')}${hop('C', 'Aroma', 'Pellet')}${hop('D', '', '')}</HOPS>`;
    const { items, warnings } = importCatalogueItems(utf8(text), 'hops');
    expect(items.map((h) => [h.useType, h.type, h.supplier, h.countryOfOrigin])).toEqual([
      ['Dual-purpose', 'Whole', 'Generic', 'Germany'],
      ['Bittering', 'Whole', 'Generic', 'Germany'],
      ['Aroma', 'Pellet', 'Generic', 'Germany'],
      ['Dual-purpose', null, 'Generic', 'Germany'],
    ]);
    expect(warnings).toEqual([
      { record: 'D', message: 'The hop names no use type (bittering or aroma): imported as Dual-purpose.' },
    ]);
  });

  it('reads yeasts with product id, laboratory, flocculation and temperatures', () => {
    const text = latin1(
      '<?xml version="1.0" encoding="ISO-8859-1"?><YEASTS><YEAST><NAME>Burton Ale</NAME><TYPE>Ale</TYPE><FORM>Liquid</FORM><LABORATORY>White Labs</LABORATORY><PRODUCT_ID>WLP023</PRODUCT_ID><MIN_TEMPERATURE>20</MIN_TEMPERATURE><MAX_TEMPERATURE>22.78</MAX_TEMPERATURE><FLOCCULATION>Medium</FLOCCULATION><ATTENUATION>72.0</ATTENUATION><NOTES>Fruity \u00e9l\u00e9gance</NOTES></YEAST></YEASTS>',
    );
    expect(importCatalogueItems(text, 'yeasts').items[0]).toEqual({
      name: 'WLP023 Burton Ale',
      manufacturer: 'White Labs',
      description: 'Fruity élégance',
      flavorProfile: null,
      type: 'Ale',
      form: 'Liquid',
      flocculation: 'Medium',
      attenuation: 72,
      temperatureRange: '20-22.8 °C',
      alcoholTolerance: null,
    });
  });

  it('imports miscs with an unknown type as Other, with a warning', () => {
    const { items, warnings } = readInteropFile(
      utf8(
        '<MISCS><MISC><NAME>Amylase</NAME><TYPE>Enzyme</TYPE><USE>Secondary</USE><TIME>20160</TIME><AMOUNT>0.03</AMOUNT></MISC></MISCS>',
      ),
    );
    expect(items.miscs[0]).toMatchObject({ name: 'Amylase', type: 'Other', useType: 'Secondary' });
    expect(warnings).toEqual([
      { record: 'Amylase', message: 'Misc type "Enzyme" is unknown: imported as Other.' },
    ]);
  });
});

describe('BeerXML WATER', () => {
  it('reads a WATERS library in ppm, an ion it lacks as 0 with a warning', () => {
    // BeerXML 1.0: CALCIUM, BICARBONATE, SULFATE, CHLORIDE, SODIUM, MAGNESIUM in ppm, PH and NOTES optional.
    const text =
      '<WATERS><WATER><NAME>Burton</NAME><VERSION>1</VERSION><AMOUNT>20</AMOUNT><CALCIUM>295</CALCIUM><BICARBONATE>300</BICARBONATE><SULFATE>725</SULFATE><CHLORIDE>25</CHLORIDE><SODIUM>55</SODIUM><PH>8</PH><NOTES>Hard</NOTES></WATER></WATERS>';
    const { items, warnings } = importCatalogueItems(utf8(text), 'waters');
    expect(items).toEqual([
      {
        name: 'Burton',
        description: null,
        calcium: 295,
        magnesium: 0,
        sodium: 55,
        sulfate: 725,
        chloride: 25,
        bicarbonate: 300,
        ph: 8,
        notes: 'Hard',
      },
    ]);
    expect(warnings).toEqual([
      { record: 'Burton', message: 'The water gives no magnesium: imported as 0 mg/L.' },
    ]);
  });
});
