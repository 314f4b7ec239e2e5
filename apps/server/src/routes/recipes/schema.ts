// Response schemas of the recipe routes: exactly the Recipe of core's types.ts, the ingredients' as core
// derives them from each ingredient kind (response-schemas.test.ts checks the presenter against them,
// the compiler checks them against the core types).
import {
  ACID_NAMES,
  COLOR_METHODS,
  COPIED_VIA,
  FERMENTATION_STEP_KINDS,
  GRAVITY_METHODS,
  IBU_METHODS,
  IONS,
  type Ion,
  ingredientAnswers,
  MASH_STEP_TYPES,
  RECIPE_TYPES,
  type Recipe,
  type RecipeFiguresAnswer,
  SALT_NAMES,
  SPARGE_METHODS,
  WATER_VESSELS,
} from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { errorResponses, messageBody } from '../../lib/responses';

/** `/{id}`: an id that is not a UUID is 404 "Recipe not found." (PRODUCT.md). */
export const idParams = z.object({ id: idParam('Recipe') });

const text = z.string();
const optionalText = z.string().nullable();

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
  grainAbsorption: z.number().nullable(),
  mashThickness: z.number().nullable(),
  spargeMethod: z.enum(SPARGE_METHODS).nullable(),
  mashTunHeatCapacity: z.number().nullable(),
  fermenterLoss: z.number().nullable(),
});

const mashStep = z.strictObject({
  id: text,
  name: text,
  type: z.enum(MASH_STEP_TYPES),
  temperature: z.number(),
  time: z.number(),
  description: optionalText,
});

/** A step of the fermentation plan: °C, days, ramp days when it has some. */
const fermentationStep = z.strictObject({
  id: text,
  name: text,
  kind: z.enum(FERMENTATION_STEP_KINDS),
  temperature: z.number(),
  days: z.number(),
  rampDays: z.number().nullable().optional(),
});

/** Six ions in mg/L. */
const ions = z.strictObject(
  Object.fromEntries(IONS.map((ion) => [ion, z.number()])) as Record<Ion, z.ZodNumber>,
);
const vessel = z.enum(WATER_VESSELS);

/** The recipe's water as saved (core's RecipeWater). */
const recipeWater = z.strictObject({
  sourceWaterId: optionalText,
  source: ions,
  dilutionPercent: z.number(),
  targetWaterId: optionalText,
  target: ions.nullable(),
  salts: z.array(z.strictObject({ salt: z.enum(SALT_NAMES), grams: z.number(), vessel })),
  acids: z.array(
    z.strictObject({
      acid: z.enum(ACID_NAMES),
      strengthPercent: z.number(),
      millilitres: z.number(),
      vessel,
    }),
  ),
  grainTemperature: z.number().nullable(),
  targetMashPh: z.number().nullable(),
});

/** The server-computed water report (core's recipeWaterReport): mg/L, mg/L as CaCO₃, litres and °C. */
export const waterReport = z.strictObject({
  mash: ions,
  overall: ions,
  sulfateChlorideRatio: z.number().nullable(),
  residualAlkalinity: z.number(),
  mashPh: z.number().nullable(),
  totalWater: z.number(),
  strikeVolume: z.number(),
  strikeTemperature: z.number().nullable(),
  spargeVolume: z.number(),
  spargeTemperature: z.number(),
  preBoilVolume: z.number(),
  packagedVolume: z.number(),
  infusions: z.array(
    z.strictObject({ stepIndex: z.number().int(), litres: z.number(), temperature: z.number() }),
  ),
  toTargetPh: z
    .strictObject({
      targetPh: z.number(),
      lacticMillilitres: z.number(),
      lacticStrength: z.number(),
      phosphoricMillilitres: z.number(),
      phosphoricStrength: z.number(),
      bakingSodaGrams: z.number(),
    })
    .nullable(),
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
  recipeFermentables: z.array(ingredientAnswers.recipeFermentables),
  recipeHops: z.array(ingredientAnswers.recipeHops),
  recipeMisc: z.array(ingredientAnswers.recipeMisc),
  recipeYeasts: z.array(ingredientAnswers.recipeYeasts),
  mashSteps: z.array(mashStep),
  fermentationSteps: z.array(fermentationStep),
  water: recipeWater.nullable(),
  waterReport,
  copiedFrom: z.strictObject({ name: text, by: text, via: z.enum(COPIED_VIA), at: text }).nullable(),
  version: z.number().int(),
  createdAt: text,
  updatedAt: text,
}) satisfies z.ZodType<Recipe>;

/** The six figures a style is judged by (also the interop answers' `figures`). */
export const sixFigures = z.strictObject({
  og: z.number(),
  fg: z.number(),
  abv: z.number(),
  ebc: z.number(),
  ibu: z.number(),
  buGu: z.number(),
});

/** `GET /api/recipes/{id}/figures`: the figures by SPEC §9 and by the brewer's methods (issue 31). */
export const recipeFiguresResponse = z.strictObject({
  spec: sixFigures,
  preferred: sixFigures,
  methods: z.strictObject({
    gravity: z.enum(GRAVITY_METHODS),
    color: z.enum(COLOR_METHODS),
    ibu: z.enum(IBU_METHODS),
  }),
}) satisfies z.ZodType<RecipeFiguresAnswer>;

/** The response schemas of each recipe route, errors included. */
export const recipeResponses = {
  list: { 200: z.array(recipeResponse), ...errorResponses(400, 401) },
  one: { 200: recipeResponse, ...errorResponses(401, 404) },
  figures: { 200: recipeFiguresResponse, ...errorResponses(401, 404) },
  created: { 201: recipeResponse, ...errorResponses(400, 401) },
  updated: { 200: recipeResponse, ...errorResponses(400, 401, 404, 409) },
  deleted: { 200: messageBody, ...errorResponses(401, 404) },
};
