// Response schemas of the recipe routes: exactly the Recipe of core's types.ts (schema.test.ts checks
// the presenter against them, the compiler checks them against the core types).
import {
  FERMENTABLE_TYPES,
  HOP_USAGE_STAGES,
  MASH_STEP_TYPES,
  MISC_TYPES,
  RECIPE_TYPES,
  type Recipe,
  YEAST_TYPES,
} from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { errorResponses, messageBody } from '../../lib/responses';

/** `/{id}`: an id that is not a UUID is 404 "Recipe not found." (PRODUCT.md). */
export const idParams = z.object({ id: idParam('Recipe') });

const text = z.string();
const optionalText = z.string().nullable();
const optionalNumber = z.number().nullable();

/** The fields every recipe ingredient has. */
const ingredient = { id: text, name: text, description: optionalText, quantity: z.number() };

const recipeEquipment = z.strictObject({
  id: optionalText,
  name: text,
  batchVolume: z.number(),
  batchTime: z.number(),
  efficiency: z.number(),
  boilTime: z.number(),
  deadSpace: z.number(),
  boilOff: z.number(),
  trubLoss: z.number(),
});

const recipeFermentable = z.strictObject({
  ...ingredient,
  type: z.enum(FERMENTABLE_TYPES),
  supplier: optionalText,
  ebc: optionalNumber,
  potentialExtract: optionalNumber,
  percentage: z.number(),
});

const recipeHop = z.strictObject({
  ...ingredient,
  supplier: optionalText,
  alphaAcidContent: z.number(),
  betaAcidContent: optionalNumber,
  boilTime: z.number(),
  usageStage: z.enum(HOP_USAGE_STAGES),
  // Always sent by the presenter (null when not said); optional as in the core's RecipeHop.
  dryHopStart: optionalNumber.optional(),
  dryHopDuration: optionalNumber.optional(),
  ibu: z.number(),
});

const recipeMisc = z.strictObject({
  ...ingredient,
  time: z.number(),
  type: z.enum(MISC_TYPES),
  use: optionalText.optional(),
});

const recipeYeast = z.strictObject({
  ...ingredient,
  manufacturer: optionalText,
  type: z.enum(YEAST_TYPES),
  form: text,
  flocculation: optionalText,
  attenuation: optionalNumber,
  flavorProfile: optionalText,
  temperatureRange: optionalText,
  alcoholTolerance: optionalText,
});

const mashStep = z.strictObject({
  id: text,
  name: text,
  type: z.enum(MASH_STEP_TYPES),
  temperature: z.number(),
  time: z.number(),
  description: optionalText,
});

/** A recipe as every recipe route answers it. */
export const recipeResponse = z.strictObject({
  id: text,
  userId: text,
  name: text,
  author: optionalText,
  style: text,
  type: z.enum(RECIPE_TYPES),
  description: optionalText,
  creationDate: text,
  notes: optionalText,
  volumeLiters: z.number(),
  batchTime: z.number(),
  recipeEquipment,
  recipeFermentables: z.array(recipeFermentable),
  recipeHops: z.array(recipeHop),
  recipeMisc: z.array(recipeMisc),
  recipeYeasts: z.array(recipeYeast),
  mashSteps: z.array(mashStep),
  version: z.number().int(),
  createdAt: text,
  updatedAt: text,
}) satisfies z.ZodType<Recipe>;

/** The response schemas of each recipe route, errors included. */
export const recipeResponses = {
  list: { 200: z.array(recipeResponse), ...errorResponses(400, 401) },
  one: { 200: recipeResponse, ...errorResponses(401, 404) },
  created: { 201: recipeResponse, ...errorResponses(400, 401) },
  updated: { 200: recipeResponse, ...errorResponses(400, 401, 404, 409) },
  deleted: { 200: messageBody, ...errorResponses(401, 404) },
};
