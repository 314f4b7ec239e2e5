// What a brewer reads on an ingredient row besides its amount and name: colour for malts; use, time
// and alpha acid for hops (a dry hop's time in days); use and time for misc; type, attenuation and
// flocculation for yeasts.
import {
  type ColorUnit,
  dryHopTimingText,
  formatQuantity,
  type RecipeFermentable,
  type RecipeHop,
  type RecipeMisc,
  type RecipeYeast,
} from '@wortsmith/core';
import type { IngredientListKey, IngredientLists } from '../recipe-draft';

/** Header of the facts column per list. */
export const FACTS_HEADERS: Record<IngredientListKey, string> = {
  recipeFermentables: 'Type · Colour',
  recipeHops: 'Use · Time · Alpha acid',
  recipeMisc: 'Type · Use · Time',
  recipeYeasts: 'Type · Attenuation · Flocculation',
};

const number = (value: number) => String(Math.round(value * 100) / 100);

/** A hop addition's time: a dry hop's day and days in the fermenter, minutes otherwise. */
export function hopTime(hop: RecipeHop): string | null {
  return hop.usageStage === 'Dry Hop' ? dryHopTimingText(hop) : `${hop.boilTime} min`;
}

/** The facts of one row, joined with middle dots; a malt's colour in `colorUnit` (EBC by default). */
export function rowFacts(
  list: IngredientListKey,
  item: IngredientLists[IngredientListKey],
  colorUnit: ColorUnit = 'EBC',
): string {
  const parts: (string | null)[] = [];
  switch (list) {
    case 'recipeFermentables': {
      const malt = item as RecipeFermentable;
      parts.push(
        malt.type,
        malt.ebc === null ? null : formatQuantity('color', malt.ebc, colorUnit, { trim: true }),
      );
      break;
    }
    case 'recipeHops': {
      const hop = item as RecipeHop;
      parts.push(hop.usageStage, hopTime(hop), `${hop.alphaAcidContent}% AA`);
      break;
    }
    case 'recipeMisc': {
      const misc = item as RecipeMisc;
      parts.push(misc.type, misc.use || null, `${misc.time} min`);
      break;
    }
    case 'recipeYeasts': {
      const yeast = item as RecipeYeast;
      parts.push(
        yeast.type,
        yeast.attenuation === null ? 'att. unknown' : `att. ${number(yeast.attenuation)}%`,
        yeast.flocculation ? `flocc. ${yeast.flocculation}` : null,
      );
      break;
    }
  }
  return parts.filter((part) => part !== null).join(' · ');
}

/** The supplier (malts, hops) or manufacturer (yeasts) shown beside the name; misc have none. */
export function rowSource(list: IngredientListKey, item: IngredientLists[IngredientListKey]): string | null {
  if (list === 'recipeYeasts') return (item as RecipeYeast).manufacturer;
  if (list === 'recipeMisc') return null;
  return (item as RecipeFermentable | RecipeHop).supplier;
}
