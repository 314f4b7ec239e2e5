// Test data of the recipe screen: the worked IPA of the core's figures tests as a saved recipe, and a
// small catalogue for the add modals and the Water section.
import {
  DISTILLED_WATER,
  type Equipment,
  type Fermentable,
  type Hop,
  type Misc,
  mashWaterSettings,
  OFFICIAL_USER_ID,
  type Recipe,
  type RecipeWater,
  type Water,
  type Yeast,
} from '@wortsmith/core';
import { dryAleYeast } from '@wortsmith/core/testing';
import { buildRecipe } from '../../../../test/fixtures';

const stamps = { createdAt: '2025-08-01T10:00:00Z', updatedAt: '2025-08-01T10:00:00Z' };

/**
 * 20 L at 75 % with 1 L dead space, 3 L/h boil-off over 60 min and 1 L trub loss; 5 kg pale malt
 * (1.037, 6 EBC) and 300 g crystal (no extract: 1.036, 120 EBC); 30 g at 10 % for 60 min and 30 g at
 * 6 % for 10 min; yeasts at 81 % and 78 %. The core's figures tests work it out by hand:
 * OG 1 + (11.0231 lb x 37 + 0.661386 lb x 36) x 0.75 / 5.28345 gal / 1000 = 1.061;
 * FG 1.061 - 0.061 x 0.78 = 1.01342 (shown 1.013); ABV (1.061 - 1.01342) x 131.25 = 6.24;
 * EBC 10 x (5 x 6 + 0.3 x 120) / 20 = 33.00; IBU 31.34 + 6.82 = 38.16; BU/GU 38.16 / 61 = 0.63;
 * pre-boil volume 20 + 1 + 3 x 60/60 + 1 = 25.000 L; shares 94.34 % and 5.66 %.
 */
export function ipaRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return buildRecipe({
    notes: 'Dry hop on day 4.',
    recipeEquipment: {
      id: 'eq-1',
      name: 'Kettle 30 L',
      batchVolume: 20,
      batchTime: 60,
      efficiency: 75,
      boilTime: 60,
      deadSpace: 1,
      boilOff: 3,
      trubLoss: 1,
      ...mashWaterSettings({}),
    },
    recipeFermentables: [
      {
        id: 'f-1',
        name: 'Pale Ale Malt',
        description: null,
        type: 'Base',
        supplier: 'Weyermann',
        ebc: 6,
        potentialExtract: 1.037,
        quantity: 5000,
        percentage: 0,
      },
      {
        id: 'f-2',
        name: 'Crystal 120',
        description: null,
        type: 'Specialty',
        supplier: 'Crisp',
        ebc: 120,
        potentialExtract: null,
        quantity: 300,
        percentage: 0,
      },
    ],
    recipeHops: [
      {
        id: 'h-1',
        name: 'Magnum',
        description: null,
        supplier: 'Hopsteiner',
        alphaAcidContent: 10,
        betaAcidContent: 5,
        boilTime: 60,
        usageStage: 'Boil',
        quantity: 30,
        ibu: 0,
      },
      {
        id: 'h-2',
        name: 'Cascade',
        description: null,
        supplier: 'Yakima',
        alphaAcidContent: 6,
        betaAcidContent: 6,
        boilTime: 10,
        usageStage: 'Boil',
        quantity: 30,
        ibu: 0,
      },
    ],
    recipeMisc: [{ id: 'm-1', name: 'Irish Moss', description: null, type: 'Fining', time: 15, quantity: 5 }],
    recipeYeasts: [dryAleYeast('y-1', 'US-05', 81), dryAleYeast('y-2', 'S-04', 78)],
    version: 3,
    ...overrides,
  });
}

const base = { userId: 'user-1', officialId: null, ...stamps };

export const catalogueFermentables: Fermentable[] = [
  {
    ...base,
    id: 'cf-1',
    name: 'Maris Otter',
    supplier: 'Crisp',
    description: null,
    type: 'Base',
    ebc: 6,
    potentialExtract: 1.038,
    contribution: 'mashed',
    acidContent: null,
  },
  {
    ...base,
    id: 'cf-2',
    name: 'Munich Malt',
    supplier: 'Weyermann',
    description: null,
    type: 'Base',
    ebc: 15,
    potentialExtract: 1.037,
    contribution: 'mashed',
    acidContent: null,
  },
];

export const catalogueHops: Hop[] = [
  {
    ...base,
    id: 'ch-1',
    name: 'Citra',
    supplier: 'Yakima Chief',
    description: null,
    countryOfOrigin: 'USA',
    type: 'Pellet',
    useType: 'Aroma',
    alphaAcidContent: 12.5,
    betaAcidContent: 4,
  },
  {
    ...base,
    id: 'ch-2',
    name: 'Saaz',
    supplier: 'Bohemia Hops',
    description: null,
    countryOfOrigin: 'Czechia',
    type: 'Pellet',
    useType: 'Aroma',
    alphaAcidContent: null,
    betaAcidContent: null,
  },
];

export const catalogueMiscs: Misc[] = [
  {
    ...base,
    id: 'cm-1',
    name: 'Whirlfloc',
    supplier: null,
    description: null,
    countryOfOrigin: null,
    type: 'Fining',
    useType: 'Boil',
  },
];

export const catalogueYeasts: Yeast[] = [
  {
    ...base,
    id: 'cy-1',
    name: 'Nottingham',
    manufacturer: 'Lallemand',
    description: null,
    flavorProfile: null,
    type: 'Ale',
    form: 'Dry',
    flocculation: 'High',
    attenuation: 80,
    temperatureRange: null,
    alcoholTolerance: null,
  },
];

export const catalogueEquipments: Equipment[] = [
  {
    ...base,
    id: 'ce-1',
    name: 'Grainfather G30',
    description: null,
    efficiency: 72,
    batchVolume: 23,
    batchTime: 300,
    boilTime: 90,
    boilTemperature: 100,
    boilOff: 2,
    trubLoss: 1.5,
    deadSpace: 0.5,
    grainAbsorption: null,
    mashThickness: null,
    spargeMethod: null,
    mashTunHeatCapacity: null,
    fermenterLoss: null,
  },
];

/**
 * The worked IPA grown to `perList` rows in each of its four ingredient lists (4 x perList rows):
 * the recipe of the render-count test and the keystroke bench.
 */
export function bigRecipe(perList = 10): Recipe {
  const ipa = ipaRecipe();
  const grow = <T extends { id: string; name: string }>(rows: T[]): T[] =>
    Array.from({ length: perList }, (_, i) => {
      const row = rows[i % rows.length]!;
      return { ...row, id: `${row.id}-${i}`, name: `${row.name} #${i + 1}` };
    });
  return {
    ...ipa,
    recipeFermentables: grow(ipa.recipeFermentables),
    recipeHops: grow(ipa.recipeHops),
    recipeMisc: grow(ipa.recipeMisc),
    recipeYeasts: grow(ipa.recipeYeasts),
  };
}

const water = (id: string, name: string, ions: number[], owner = OFFICIAL_USER_ID): Water => {
  const [calcium, magnesium, sodium, sulfate, chloride, bicarbonate] = ions as [number, ...number[]];
  return {
    ...stamps,
    id,
    userId: owner,
    officialId: null,
    name,
    description: null,
    calcium,
    magnesium: magnesium!,
    sodium: sodium!,
    sulfate: sulfate!,
    chloride: chloride!,
    bicarbonate: bicarbonate!,
    ph: null,
    notes: null,
  };
};

/** The Waters catalogue the recipe screen's Water section offers: official profiles (as seeded) and one own. */
export const catalogueWaters: Water[] = [
  water('cw-distilled', 'Distilled or reverse osmosis water', [0, 0, 0, 0, 0, 0]),
  water('cw-pilsen', 'Pilsen', [7, 2, 2, 5, 5, 28]),
  water('cw-pale', 'Pale and hoppy', [100, 10, 10, 250, 50, 0]),
  water('cw-balanced', 'Balanced', [75, 10, 15, 90, 90, 40]),
  water('cw-dark', 'Dark', [60, 15, 30, 60, 80, 180]),
  water('cw-tap', 'Home tap', [40, 8, 12, 30, 25, 120], 'user-1'),
];

/** The brewer's own tap water (120 mg/L bicarbonate) as a recipe's source, nothing added yet. */
export const tapWater: RecipeWater = {
  ...DISTILLED_WATER,
  sourceWaterId: 'cw-tap',
  source: { calcium: 40, magnesium: 8, sodium: 12, sulfate: 30, chloride: 25, bicarbonate: 120 },
};

/** Tap water treated: salts in the mash and the sparge, lactic acid in the mash, a chosen target. */
export const treatedTapWater: RecipeWater = {
  ...tapWater,
  targetWaterId: 'cw-pale',
  target: { calcium: 100, magnesium: 10, sodium: 10, sulfate: 250, chloride: 50, bicarbonate: 0 },
  salts: [
    { salt: 'gypsum', grams: 4, vessel: 'mash' },
    { salt: 'calciumChloride', grams: 1.5, vessel: 'mash' },
    { salt: 'gypsum', grams: 2, vessel: 'sparge' },
  ],
  acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 2.5, vessel: 'mash' }],
};

/** The route every recipe screen calls for its Water section. */
export const waterRoutes = { 'GET /api/waters': catalogueWaters };
