// Fixture builders for the interop tests: a full recipe draft and helpers that turn text into the
// bytes a browser upload would send (catalogue items are in test-catalogue.ts).
import { dryAleYeast, ionProfile } from '../testing';
import type { RecipeDraft } from './model';

/** UTF-8 bytes of a text. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Single-byte (ISO-8859-1 / windows-1252) bytes of a text whose characters are all below U+0100. */
export function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** A BeerXML file with one recipe whose body (inner elements) is given; NAME defaults to "Test". */
export function beerXmlRecipe(body: string, name = 'Test'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<RECIPES><RECIPE><NAME>${name}</NAME><VERSION>1</VERSION><TYPE>All Grain</TYPE><BATCH_SIZE>20</BATCH_SIZE><BOIL_TIME>60</BOIL_TIME><EFFICIENCY>70</EFFICIENCY>${body}</RECIPE></RECIPES>`;
}

/** A BeerJSON file holding `records` (recipes, equipments, ...). */
export function beerJsonFile(records: object): Uint8Array {
  return utf8(JSON.stringify({ beerjson: { version: 1, ...records } }));
}

/** A BeerJSON recipe of 20 L at 72 % with the given ingredients (none by default) and other fields. */
export function beerJsonRecipe(ingredients: object = {}, extra: object = {}) {
  return {
    name: 'Test',
    type: 'all grain',
    author: 'me',
    batch_size: { unit: 'l', value: 20 },
    efficiency: { brewhouse: { unit: '%', value: 72 } },
    ingredients: { fermentable_additions: [], ...ingredients },
    ...extra,
  };
}

/** A recipe using every field Wortsmith models, with a three-step mash and a four-step fermentation plan. */
export function fullRecipe(): RecipeDraft {
  return {
    name: 'Kjøller Pale Ale',
    author: 'Ana & Bo',
    style: 'American Pale Ale',
    type: 'All Grain',
    description: 'Bright, citrusy <pale> ale',
    notes: 'Line one\nLine two',
    batchTime: 75,
    recipeEquipment: {
      id: null,
      name: 'Braumeister 20',
      batchVolume: 21.5,
      batchTime: 75,
      efficiency: 74,
      boilTime: 70,
      deadSpace: 1.2,
      boilOff: 2.8,
      trubLoss: 1.5,
      grainAbsorption: 0.8,
      mashThickness: 3.2,
      spargeMethod: 'Fly',
      mashTunHeatCapacity: 1.35,
      fermenterLoss: 0.75,
    },
    recipeFermentables: [
      {
        id: 'f1',
        name: 'Pale Ale Malt',
        description: 'Base',
        quantity: 4500,
        type: 'Base',
        supplier: 'Weyermann',
        ebc: 6.5,
        potentialExtract: 1.037,
        contribution: 'mashed',
        acidContent: null,
        percentage: undefined,
      },
      {
        id: 'f2',
        name: 'Crystal 60',
        description: null,
        quantity: 350.5,
        type: 'Specialty',
        supplier: null,
        ebc: 118.2,
        potentialExtract: 1.034,
        contribution: 'steeped',
        acidContent: null,
        percentage: undefined,
      },
      {
        id: 'f3',
        name: 'Cane Sugar',
        description: null,
        quantity: 200,
        type: 'Adjunct',
        supplier: null,
        ebc: null,
        potentialExtract: null,
        contribution: 'afterBoil',
        acidContent: null,
        percentage: undefined,
      },
      {
        id: 'f4',
        name: 'Acidulated Malt',
        description: null,
        quantity: 150,
        type: 'Specialty',
        supplier: 'Weyermann',
        ebc: 4.5,
        potentialExtract: 1.035,
        contribution: 'mashed',
        acidContent: 2.8,
        percentage: undefined,
      },
    ],
    recipeHops: [
      {
        id: 'h1',
        name: 'Magnum',
        description: null,
        quantity: 18.5,
        supplier: 'Yakima Chief',
        alphaAcidContent: 12.5,
        betaAcidContent: 5.5,
        boilTime: 60,
        usageStage: 'Boil',
        ibu: undefined,
      },
      {
        id: 'h2',
        name: 'Cascade',
        description: 'Citrus',
        quantity: 30,
        supplier: null,
        alphaAcidContent: 6.1,
        betaAcidContent: null,
        boilTime: 15,
        usageStage: 'Whirlpool',
        ibu: undefined,
      },
      {
        id: 'h3',
        name: 'Citra',
        description: null,
        quantity: 50,
        supplier: null,
        alphaAcidContent: 12,
        betaAcidContent: 3.5,
        boilTime: 0,
        usageStage: 'Dry Hop',
        dryHopStart: 3 * 1440,
        dryHopDuration: 4 * 1440,
        ibu: undefined,
      },
      {
        id: 'h4',
        name: 'Hallertau',
        description: null,
        quantity: 10,
        supplier: null,
        alphaAcidContent: 4,
        betaAcidContent: null,
        boilTime: 60,
        usageStage: 'First Wort',
        ibu: undefined,
      },
      {
        id: 'h5',
        name: 'Saaz',
        description: null,
        quantity: 5,
        supplier: null,
        alphaAcidContent: 3.5,
        betaAcidContent: null,
        boilTime: 60,
        usageStage: 'Mash',
        ibu: undefined,
      },
    ],
    recipeMisc: [
      {
        id: 'm1',
        name: 'Irish Moss',
        description: 'Fining',
        quantity: 5,
        time: 15,
        type: 'Fining',
        use: 'Boil',
      },
      {
        id: 'm2',
        name: 'Gypsum',
        description: null,
        quantity: 4.25,
        time: 60,
        type: 'Water Agent',
        use: 'Mash',
      },
    ],
    recipeYeasts: [
      {
        ...dryAleYeast('y1', 'US-05', 78),
        flavorProfile: 'Clean',
        temperatureRange: '15-24 °C',
        alcoholTolerance: '11%',
      },
      {
        id: 'y2',
        name: 'Kölsch slurry',
        description: null,
        quantity: 150,
        manufacturer: null,
        type: 'Hybrid',
        form: 'Slurry',
        flocculation: 'Medium - High',
        attenuation: null,
        flavorProfile: null,
        temperatureRange: 'cool',
        alcoholTolerance: null,
      },
    ],
    fermentationSteps: [
      { id: 'f1', name: 'Primary', kind: 'primary', temperature: 18, days: 7 },
      { id: 'f2', name: 'Diacetyl rest', kind: 'diacetylRest', temperature: 21, days: 3, rampDays: 1 },
      { id: 'f3', name: 'Cold crash', kind: 'coldCrash', temperature: 1, days: 2 },
      { id: 'f4', name: 'Bottle conditioning', kind: 'conditioning', temperature: 20, days: 14 },
    ],
    mashSteps: [
      {
        id: 's1',
        name: 'Protein rest',
        type: 'Infusion',
        temperature: 52,
        time: 15,
        description: 'Dough in',
      },
      {
        id: 's2',
        name: 'Saccharification',
        type: 'Temperature',
        temperature: 66.5,
        time: 60,
        description: null,
      },
      { id: 's3', name: 'Decoction', type: 'Decoction', temperature: 78, time: 10.5, description: null },
    ],
    water: {
      sourceWaterId: 'water-munich',
      source: ionProfile(77, 17.5, 4, 18, 8, 295),
      dilutionPercent: 37.5,
      targetWaterId: null,
      target: ionProfile(110, 18, 15, 275, 65, 40),
      salts: [
        { salt: 'gypsum', grams: 4.2, vessel: 'mash' },
        { salt: 'calciumChloride', grams: 1.35, vessel: 'mash' },
        { salt: 'epsom', grams: 0.8, vessel: 'sparge' },
      ],
      acids: [
        { acid: 'lactic', strengthPercent: 80, millilitres: 2.5, vessel: 'mash' },
        { acid: 'phosphoric', strengthPercent: 10, millilitres: 12.25, vessel: 'sparge' },
      ],
      grainTemperature: 18.5,
      targetMashPh: 5.35,
    },
  };
}

/** A recipe or item without the ids an import makes fresh, for comparing round trips. */
export function withoutIds(recipe: RecipeDraft & { stated?: unknown }) {
  const { stated: _stated, ...rest } = recipe;
  const strip = <T extends { id: string }>(list: T[]) => list.map(({ id: _id, ...fields }) => fields);
  return {
    ...rest,
    recipeFermentables: strip(rest.recipeFermentables),
    recipeHops: strip(rest.recipeHops),
    recipeMisc: strip(rest.recipeMisc),
    recipeYeasts: strip(rest.recipeYeasts),
    mashSteps: strip(rest.mashSteps),
    fermentationSteps: strip(rest.fermentationSteps),
  };
}
