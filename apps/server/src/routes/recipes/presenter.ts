// Maps recipe rows to the Recipe of SPEC §3, and validated bodies to stored values (with the hop IBUs
// and fermentable percentages recomputed by the core's formulas).
import {
  localIsoDate,
  mashWaterSettings,
  type Recipe,
  type RecipeContent,
  type RecipeHop,
  type RecipeInput,
  recipeWaterReport,
  withComputedFigures,
} from '@wortsmith/core';
import type { RecipeRow, RecipeValues } from './repository';

/** A hop addition with its dry-hop timing said (null when not, as in recipes saved before it existed). */
function presentHop(hop: RecipeHop): RecipeHop {
  return { ...hop, dryHopStart: hop.dryHopStart ?? null, dryHopDuration: hop.dryHopDuration ?? null };
}

/** The API representation of a recipe. */
export function presentRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    author: row.author,
    style: row.style,
    type: row.type,
    description: row.description,
    creationDate: row.creationDate,
    notes: row.notes,
    volumeLiters: row.volumeLiters,
    batchTime: row.batchTime,
    recipeEquipment: { ...row.recipeEquipment, ...mashWaterSettings(row.recipeEquipment) },
    recipeFermentables: row.recipeFermentables,
    recipeHops: row.recipeHops.map(presentHop),
    recipeMisc: row.recipeMisc,
    recipeYeasts: row.recipeYeasts,
    mashSteps: row.mashSteps,
    fermentationSteps: row.fermentationSteps,
    water: row.water ?? null,
    waterReport: recipeWaterReport(row),
    copiedFrom: row.copiedFrom ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The values to store for a validated recipe body or a version's content, figures recomputed. */
export function recipeValues(input: RecipeInput | RecipeContent): RecipeValues {
  const computed = withComputedFigures(input);
  const equipment = computed.recipeEquipment;
  return {
    name: computed.name.trim(),
    author: computed.author ?? null,
    style: computed.style,
    type: computed.type,
    description: computed.description ?? null,
    notes: computed.notes ?? null,
    creationDate: computed.creationDate ?? localIsoDate(),
    volumeLiters: equipment.batchVolume,
    // Batch time lives in the recipe's equipment like the batch volume; the top-level copy mirrors it.
    batchTime: equipment.batchTime,
    recipeEquipment: equipment,
    recipeFermentables: computed.recipeFermentables,
    recipeHops: computed.recipeHops,
    recipeMisc: computed.recipeMisc,
    recipeYeasts: computed.recipeYeasts,
    mashSteps: computed.mashSteps,
    fermentationSteps: computed.fermentationSteps,
    water: computed.water,
  };
}
