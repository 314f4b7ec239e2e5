// The recipe body (SPEC §5 "Recipe") and the recipe's ingredients as the add and update modals make them.
//
// Messages SPEC §5 quotes are verbatim. Choices where it gives only a rule:
// - Style: "Style is required"; any non-blank name passes here, and the server then requires one of
//   the built-in styles ("Please select a style from the list.", any case) and stores its spelling.
// - Empty batch volume, batch time, boil time, efficiency: "<Field> is required".
// - Dead space, boil off, trub loss may be left out (0), never negative ("… cannot be negative").
// - Name at most 100 characters, author 100, description 1000, notes 10000, in the catalogue's voice.
// - Ingredients: as recipe-ingredients/ describes each kind (a client id, a name of 1-100 characters, a
//   quantity in grams above zero and their kind's fields; the computed `percentage` and `ibu` optional).
// - Mash steps: a client id, a name (1-100 characters), a type, a temperature of 0 to 100 °C and a time
//   of 0 to 1440 minutes (an overnight mash fits); at most 50 steps. Left out, the schedule is empty.
// - Water: as schemas/water.ts describes it; left out or null, the recipe has none.

import { z } from 'zod';
import { CATALOGUE_DESCRIPTIONS, MASH_WATER_FIELDS, type MashWaterField } from '../catalogue-kinds';
import { fermentationStepsSchema } from '../fermentation-plan';
import { MASH_STEP_TYPES, RECIPE_TYPES } from '../options';
import {
  recipeFermentableSchema,
  recipeHopSchema,
  recipeMiscSchema,
  recipeYeastSchema,
} from '../recipe-ingredients';
import { notNegativeOrZero } from '../recipe-ingredients/rules';
import { nullableText, requiredNumber, requiredOption, requiredText, withoutNul } from './fields';
import { recipeWaterSchema } from './water';

/** A recipe number that must be positive: "<Field> must be a number" / "must be positive" / "is required". */
const positive = (label: string) =>
  requiredNumber({ required: `${label} is required`, type: `${label} must be a number` }, (n) =>
    n.positive(`${label} must be positive`),
  );
const mashWaterRules = Object.fromEntries(
  MASH_WATER_FIELDS.map((name) => [name, CATALOGUE_DESCRIPTIONS.equipments.fields[name].schema]),
) as { [N in MashWaterField]: (typeof CATALOGUE_DESCRIPTIONS.equipments.fields)[N]['schema'] };

/** The recipe's own copy of its equipment. */
export const recipeEquipmentSchema = z.object(
  {
    id: z.preprocess(
      withoutNul,
      z
        .string({ error: 'Equipment id must be text' })
        .max(100, 'Equipment id must be at most 100 characters long')
        .nullable()
        .default(null),
    ),
    name: z.preprocess(
      (value) => withoutNul(value ?? ''),
      z.string().trim().max(100, 'Equipment name must be at most 100 characters long'),
    ),
    batchVolume: positive('Batch volume'),
    batchTime: positive('Batch time'),
    efficiency: requiredNumber(
      { required: 'Efficiency is required', type: 'Efficiency must be a number' },
      (n) => n.min(0, 'Efficiency cannot be less than 0').max(100, 'Efficiency cannot be more than 100'),
    ),
    boilTime: positive('Boil time'),
    deadSpace: notNegativeOrZero('Dead space'),
    boilOff: notNegativeOrZero('Boil off'),
    trubLoss: notNegativeOrZero('Trub loss'),
    // The mash water's settings, copied from the catalogue equipment with its own rules and messages;
    // each may be left out (null: the water rules' default).
    ...mashWaterRules,
  },
  { error: 'Recipe equipment is required' },
);

/** One step of the mash schedule. */
export const mashStepSchema = z.object(
  {
    id: requiredText('Step id is required', 100, 'Step id must be at most 100 characters long'),
    name: requiredText('Step name is required', 100, 'Step name must be at most 100 characters long'),
    type: requiredOption(MASH_STEP_TYPES, 'Invalid step type', 'Step type is required'),
    temperature: requiredNumber(
      { required: 'Step temperature is required', type: 'Step temperature must be a number' },
      (n) =>
        n
          .min(0, 'Step temperature must be between 0 and 100°C')
          .max(100, 'Step temperature must be between 0 and 100°C'),
    ),
    time: requiredNumber({ required: 'Step time is required', type: 'Step time must be a number' }, (n) =>
      n.min(0, 'Step time cannot be negative').max(1440, 'Step time must be at most 1440 minutes'),
    ),
    description: nullableText(1000, 'Step description must be at most 1000 characters long'),
  },
  { error: 'Each mash step must be an object' },
);

/** Most steps a mash schedule holds. */
export const MAX_MASH_STEPS = 50;

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => value ?? [], z.array(item, { error: 'Ingredients must be a list' }));

/** `POST /api/recipes` and `PUT /api/recipes/{id}` body, and the recipe screen's form. */
export const recipeSchema = z.object({
  name: requiredText('Recipe Name is required', 100, 'Recipe Name must be at most 100 characters long'),
  author: nullableText(100, 'Author must be at most 100 characters long'),
  style: requiredText('Style is required', 100, 'Style must be at most 100 characters long'),
  type: requiredOption(RECIPE_TYPES, 'Invalid type', 'Type is required'),
  description: nullableText(1000, 'Description must be at most 1000 characters long'),
  notes: nullableText(10000, 'Notes must be at most 10000 characters long'),
  // Year 0000 is a valid ISO date but not a PostgreSQL one.
  creationDate: z.iso
    .date('Creation date must be a date')
    .refine((date) => date >= '0001-01-01', 'Creation date must be a date')
    .optional(),
  batchTime: positive('Batch time'),
  recipeEquipment: recipeEquipmentSchema,
  recipeFermentables: list(recipeFermentableSchema),
  recipeHops: list(recipeHopSchema),
  recipeMisc: list(recipeMiscSchema),
  recipeYeasts: list(recipeYeastSchema),
  mashSteps: z.preprocess(
    (value) => value ?? [],
    z
      .array(mashStepSchema, { error: 'Mash steps must be a list' })
      .max(MAX_MASH_STEPS, `A mash schedule has at most ${MAX_MASH_STEPS} steps`),
  ),
  // The fermentation plan (fermentation-plan.ts); left out, none.
  fermentationSteps: fermentationStepsSchema,
  // The water and its treatment (schemas/water.ts); left out or null, the recipe has none (distilled
  // water in the water report).
  water: z.preprocess((value) => value ?? null, recipeWaterSchema.nullable()),
  version: z
    .number({ error: 'Version must be a whole number' })
    .int('Version must be a whole number')
    .nonnegative('Version must be a whole number')
    .max(2_147_483_647, 'Version must be a whole number')
    .optional(),
});

export type RecipeInput = z.output<typeof recipeSchema>;
export type RecipeEquipmentInput = z.output<typeof recipeEquipmentSchema>;
export type RecipeFermentableInput = z.output<typeof recipeFermentableSchema>;
export type RecipeHopInput = z.output<typeof recipeHopSchema>;
export type RecipeMiscInput = z.output<typeof recipeMiscSchema>;
export type RecipeYeastInput = z.output<typeof recipeYeastSchema>;
export type MashStepInput = z.output<typeof mashStepSchema>;
