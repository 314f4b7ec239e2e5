// What a recipe version holds (issue 36): everything a brewer edits on the recipe screen, and nothing the
// server keeps about the row (id, owner, version, times) nor what it computes on reading (the water report).
// Batch time and volume are the equipment's own (the top-level copies mirror them), so they are not kept twice.
import type { Recipe } from '../types';

/** The recipe's fields a version keeps, in the order the recipe screen shows them. */
export const RECIPE_CONTENT_FIELDS = [
  'name',
  'author',
  'style',
  'type',
  'description',
  'notes',
  'creationDate',
  'recipeEquipment',
  'recipeFermentables',
  'recipeHops',
  'recipeMisc',
  'recipeYeasts',
  'mashSteps',
  'fermentationSteps',
  'water',
] as const satisfies readonly (keyof Recipe)[];

export type RecipeContentField = (typeof RECIPE_CONTENT_FIELDS)[number];

/**
 * How a version came to be: an edit, the recipe created, imported, copied from a link or the library,
 * an older version restored, or kept as it stood when versions began to be kept.
 */
export const VERSION_ORIGINS = ['edit', 'created', 'imported', 'copied', 'restored', 'earlier'] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

/** One version of a recipe: what the brewer wrote, as stored. */
export type RecipeContent = Pick<Recipe, RecipeContentField>;

/** The content of a recipe (or of anything shaped like one, e.g. a stored row). */
export function recipeContent(recipe: RecipeContent): RecipeContent {
  const content = {} as Record<RecipeContentField, unknown>;
  for (const field of RECIPE_CONTENT_FIELDS) content[field] = recipe[field] ?? null;
  return content as RecipeContent;
}
