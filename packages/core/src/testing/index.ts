// Recipe rows the tests of core and of the apps build recipes from, so a row's shape is written once.
// Test data only (`@wortsmith/core/testing`): nothing in the product imports it.
import type { RecipeFermentable, RecipeYeast } from '../types';
import type { IonProfile } from '../water/ions';
import { DISTILLED_WATER, type RecipeWater } from '../water/water-report';

/** 5 kg of pale ale malt (6 EBC, extract 1.037) as the recipe screen sends it; the server adds its share. */
export const PALE_ALE_MALT: Omit<RecipeFermentable, 'percentage'> = {
  id: 'f1',
  name: 'Pale Ale Malt',
  description: null,
  quantity: 5000,
  type: 'Base',
  supplier: null,
  ebc: 6,
  potentialExtract: 1.037,
};

/** 11.5 g of a dry Fermentis ale yeast (medium flocculation) named `name`, at `attenuation` %. */
export function dryAleYeast(id: string, name: string, attenuation: number): RecipeYeast {
  return {
    id,
    name,
    description: null,
    manufacturer: 'Fermentis',
    type: 'Ale',
    form: 'Dry',
    flocculation: 'Medium',
    attenuation,
    flavorProfile: null,
    temperatureRange: null,
    alcoholTolerance: null,
    quantity: 11.5,
  };
}

/** Six ions in mg/L in a water report's usual order: Ca, Mg, Na, SO₄, Cl, HCO₃. */
export function ionProfile(
  calcium: number,
  magnesium: number,
  sodium: number,
  sulfate: number,
  chloride: number,
  bicarbonate: number,
): IonProfile {
  return { calcium, magnesium, sodium, sulfate, chloride, bicarbonate };
}

/** A recipe's water: distilled, nothing added, no target, unless `overrides` say otherwise. */
export function recipeWater(overrides: Partial<RecipeWater> = {}): RecipeWater {
  return { ...DISTILLED_WATER, source: { ...DISTILLED_WATER.source }, salts: [], acids: [], ...overrides };
}
