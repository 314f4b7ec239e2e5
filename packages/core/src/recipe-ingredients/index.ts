// The four recipe ingredient kinds, each described once (fields in API order, rules, the Update modal's
// controls, what is copied from the catalogue): the recipe body's and the Update modals' schemas, the
// API's answer schemas and types, the web's Update modals, the copy of a catalogue item and the
// import's texts are all derived from here. Adding a field to a recipe hop is one edit in hop.ts.
import {
  ingredientAnswerSchema,
  ingredientBodySchema,
  ingredientUpdateFields,
  ingredientUpdateSchema,
} from './derive';
import { RECIPE_FERMENTABLE } from './fermentable';
import { RECIPE_HOP } from './hop';
import type { IngredientListKey } from './ingredient';
import { RECIPE_MISC } from './misc';
import { RECIPE_YEAST } from './yeast';

export * from './derive';
export type { IngredientField, UpdateControl, UpdateInput } from './field';
export {
  type AnyIngredientKind,
  COMMON_INGREDIENT_FIELDS,
  type IngredientKindDescription,
  type IngredientListKey,
} from './ingredient';
export { RECIPE_FERMENTABLE, RECIPE_HOP, RECIPE_MISC, RECIPE_YEAST };

/** Every ingredient kind by its recipe list. */
export const RECIPE_INGREDIENTS = {
  recipeFermentables: RECIPE_FERMENTABLE,
  recipeHops: RECIPE_HOP,
  recipeMisc: RECIPE_MISC,
  recipeYeasts: RECIPE_YEAST,
} as const satisfies Record<IngredientListKey, unknown>;

/** The recipe's four ingredient lists in the order the recipe screen shows them. */
export const INGREDIENT_LISTS = Object.keys(RECIPE_INGREDIENTS) as readonly IngredientListKey[];

/** A fermentable in a recipe body; `percentage` is computed. */
export const recipeFermentableSchema = ingredientBodySchema(RECIPE_FERMENTABLE);
/** A hop addition in a recipe body: its own alpha acid drives the IBU; `ibu` is computed. */
export const recipeHopSchema = ingredientBodySchema(RECIPE_HOP);
/** A misc in a recipe body. */
export const recipeMiscSchema = ingredientBodySchema(RECIPE_MISC);
/** A yeast in a recipe body. */
export const recipeYeastSchema = ingredientBodySchema(RECIPE_YEAST);

/** Update Fermentable modal. */
export const updateFermentableSchema = ingredientUpdateSchema(RECIPE_FERMENTABLE);
/** Update Hop modal: alpha and beta acid up to 100 %, as the recipe itself accepts (SPEC §9). */
export const updateHopSchema = ingredientUpdateSchema(RECIPE_HOP);
/** Update Misc modal. */
export const updateMiscSchema = ingredientUpdateSchema(RECIPE_MISC);
/** Update Yeast modal (its own form and flocculation lists, SPEC §3). */
export const updateYeastSchema = ingredientUpdateSchema(RECIPE_YEAST);

/** How the API answers each kind of recipe ingredient. */
export const ingredientAnswers = {
  recipeFermentables: ingredientAnswerSchema(RECIPE_FERMENTABLE),
  recipeHops: ingredientAnswerSchema(RECIPE_HOP),
  recipeMisc: ingredientAnswerSchema(RECIPE_MISC),
  recipeYeasts: ingredientAnswerSchema(RECIPE_YEAST),
};

/** Each Update modal: its title, its controls in screen order and its schema. */
export const UPDATE_MODALS = Object.fromEntries(
  Object.entries(RECIPE_INGREDIENTS).map(([list, description]) => [
    list,
    {
      title: description.updateTitle,
      fields: ingredientUpdateFields(description),
      schema: ingredientUpdateSchema(description),
    },
  ]),
) as Record<
  IngredientListKey,
  {
    title: string;
    fields: ReturnType<typeof ingredientUpdateFields>;
    schema: ReturnType<typeof ingredientUpdateSchema>;
  }
>;
