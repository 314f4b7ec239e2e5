// Recipe rows the tests of core and of the apps build recipes from, so a row's shape is written once.
// Test data only (`@wortsmith/core/testing`): nothing in the product imports it.
import type { RecipeFermentable, RecipeYeast } from '../types';

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
