// Recipe bodies for API set-up (SPEC §3 Recipe): a small pale ale, and a long one for the speed bench.
import { randomUUID } from 'node:crypto';
import {
  type MashStep,
  mashWaterSettings,
  type Recipe,
  type RecipeFermentable,
  type RecipeHop,
  type RecipeMisc,
  type RecipeWater,
  type RecipeYeast,
} from '@wortsmith/core';
import { dryAleYeast, ionProfile } from '@wortsmith/core/testing';
import { apiCall } from './api';

/** What POST /api/recipes takes: a recipe without server-side fields. */
export type RecipeBody = Omit<
  Recipe,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'version' | 'creationDate' | 'waterReport' | 'copiedFrom'
>;

/** A Maris Otter base malt line. */
export function fermentable(
  name: string,
  grams: number,
  ebc = 5.9,
  potentialExtract = 1.037,
): RecipeFermentable {
  return {
    id: randomUUID(),
    name,
    description: null,
    type: 'Base',
    supplier: 'Simpsons',
    ebc,
    potentialExtract,
    quantity: grams,
    percentage: 0,
  };
}

/** A boil hop addition. */
export function hop(name: string, grams: number, alpha: number, boilTime: number): RecipeHop {
  return {
    id: randomUUID(),
    name,
    description: null,
    supplier: 'Yakima',
    alphaAcidContent: alpha,
    betaAcidContent: 4,
    boilTime,
    usageStage: 'Boil',
    quantity: grams,
    ibu: 0,
  };
}

/** A fining addition. */
export function misc(name: string, grams: number): RecipeMisc {
  return {
    id: randomUUID(),
    name,
    description: null,
    time: 15,
    type: 'Fining',
    use: 'Boil',
    quantity: grams,
  };
}

/** A dry ale yeast. */
export function yeast(name: string, attenuation: number): RecipeYeast {
  return dryAleYeast(randomUUID(), name, attenuation);
}

/** A 20 L American IPA with one of each ingredient; `extra` overrides any field. */
export function paleAle(extra: Partial<RecipeBody> = {}): RecipeBody {
  return {
    name: 'House Pale',
    author: 'E2E',
    style: 'American IPA',
    type: 'All Grain',
    description: 'A test recipe.',
    notes: null,
    volumeLiters: 20,
    batchTime: 30,
    recipeEquipment: {
      id: null,
      name: 'Test Kettle',
      batchVolume: 20,
      batchTime: 30,
      efficiency: 72,
      boilTime: 60,
      deadSpace: 1,
      boilOff: 3,
      trubLoss: 1,
      ...mashWaterSettings({}),
    },
    recipeFermentables: [fermentable('Simpsons - Maris Otter', 5000)],
    recipeHops: [hop('Cascade', 40, 7, 60)],
    recipeMisc: [misc('Irish Moss', 5)],
    recipeYeasts: [yeast('SafAle US-05', 80)],
    mashSteps: [],
    fermentationSteps: [],
    water: null,
    ...extra,
  };
}

/** A step mash by infusions: 60 minutes at 66 °C, then boiling water to 76 °C for the mash out. */
export function infusionMash(): MashStep[] {
  return [
    { id: 'm1', name: 'Saccharification', type: 'Infusion', temperature: 66, time: 60, description: null },
    { id: 'm2', name: 'Mash out', type: 'Infusion', temperature: 76, time: 10, description: null },
  ];
}

/**
 * A treated water: London's ions (the profile `sourceWaterId` names, if given) cut 30 % with distilled water,
 * compared against "Pale and hoppy"'s ions, gypsum and calcium chloride in the mash and the sparge, lactic
 * acid in the mash, the grain at 18 °C.
 */
export function treatedWater(ids: { sourceWaterId?: string; targetWaterId?: string } = {}): RecipeWater {
  return {
    sourceWaterId: ids.sourceWaterId ?? null,
    source: ionProfile(52, 32, 86, 32, 34, 211),
    dilutionPercent: 30,
    targetWaterId: ids.targetWaterId ?? null,
    target: ids.targetWaterId ? ionProfile(100, 10, 10, 250, 50, 0) : null,
    salts: [
      { salt: 'gypsum', grams: 4, vessel: 'mash' },
      { salt: 'calciumChloride', grams: 1.5, vessel: 'mash' },
      { salt: 'gypsum', grams: 2, vessel: 'sparge' },
    ],
    acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 2.5, vessel: 'mash' }],
    grainTemperature: 18,
    targetMashPh: 5.4,
  };
}

/** A recipe with `count` ingredients spread over the four kinds (the speed bench's load). */
export function longRecipe(count: number): RecipeBody {
  const perKind = Math.floor(count / 4);
  const rest = count - perKind * 3;
  return paleAle({
    name: `Forty Things ${randomUUID().slice(0, 4)}`,
    recipeFermentables: Array.from({ length: rest }, (_, i) =>
      fermentable(`Malt ${i + 1}`, 300 + i * 10, 4 + i),
    ),
    recipeHops: Array.from({ length: perKind }, (_, i) =>
      hop(`Hop ${i + 1}`, 10 + i, 5 + (i % 8), 60 - i * 5),
    ),
    recipeMisc: Array.from({ length: perKind }, (_, i) => misc(`Misc ${i + 1}`, 2 + i)),
    recipeYeasts: Array.from({ length: perKind }, (_, i) => yeast(`Yeast ${i + 1}`, 70 + i)),
  });
}

/** Saves `body` as a recipe of the user holding `token`. */
export function createRecipe(baseURL: string, token: string, body: RecipeBody): Promise<Recipe> {
  return apiCall<Recipe>(baseURL, 'POST', '/api/recipes', { token, body });
}

/** A brewer's full recipe: four malts, boil, whirlpool and dry hops, a misc and two yeasts. */
export function fullRecipe(extra: Partial<RecipeBody> = {}): RecipeBody {
  const dryHop: RecipeHop = {
    ...hop('Citra', 50, 12.5, 0),
    usageStage: 'Dry Hop',
    supplier: 'Yakima Chief',
    dryHopStart: 3 * 1440,
    dryHopDuration: 4 * 1440,
  };
  const whirlpool: RecipeHop = { ...hop('Mosaic', 30, 11.5, 20), usageStage: 'Whirlpool' };
  const firstWort: RecipeHop = {
    ...hop('Magnum', 20, 13, 60),
    usageStage: 'First Wort',
    supplier: 'Hallertau',
  };
  return paleAle({
    name: 'Full Pale Ale',
    recipeFermentables: [
      fermentable('Simpsons - Maris Otter', 4500),
      { ...fermentable('Munich Malt Type I', 600, 16, 1.037), supplier: 'Weyermann' },
      { ...fermentable('Crystal 150', 300, 150, 1.033), type: 'Specialty' },
      { ...fermentable('Chocolate Malt', 60, 900, 1.028), type: 'Specialty' },
    ],
    recipeHops: [firstWort, hop('Cascade', 40, 7, 10), whirlpool, dryHop],
    recipeMisc: [misc('Irish Moss', 5), { ...misc('Yeast Nutrient', 2), type: 'Other', time: 10 }],
    recipeYeasts: [yeast('SafAle US-05', 81), { ...yeast('SafAle S-04', 75), flocculation: 'High' }],
    ...extra,
  });
}
