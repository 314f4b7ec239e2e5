// The recipe body (SPEC §5 "Recipe") and the recipe's ingredients as the add and update modals make them.
//
// Messages SPEC §5 quotes are verbatim. Choices where it gives only a rule:
// - Style: "Style is required"; any non-blank name passes here, and the server then requires one of
//   the built-in styles ("Please select a style from the list.", any case) and stores its spelling.
// - Empty batch volume, batch time, boil time, efficiency: "<Field> is required".
// - Dead space, boil off, trub loss may be left out (0), never negative ("… cannot be negative").
// - Name at most 100 characters, author 100, description 1000, notes 10000, in the catalogue's voice.
// - Ingredients: a client id, a name (1-100 characters), a quantity in grams above zero and their
//   kind's fields; the computed `percentage` and `ibu` are optional on input (the server recomputes).
//   Recipe yeasts accept the forms and flocculations of both the catalogue and the Update Yeast modal.
// - Mash steps: a client id, a name (1-100 characters), a type, a temperature of 0 to 100 °C and a time
//   of 0 to 1440 minutes (an overnight mash fits); at most 50 steps. Left out, the schedule is empty.
import { z } from 'zod';
import { dryHopTimingFields } from '../dry-hop';
import {
  FERMENTABLE_TYPES,
  HOP_USAGE_STAGES,
  MASH_STEP_TYPES,
  MISC_TYPES,
  RECIPE_TYPES,
  RECIPE_YEAST_FLOCCULATIONS,
  RECIPE_YEAST_FORMS,
  YEAST_FLOCCULATIONS,
  YEAST_FORMS,
  YEAST_TYPES,
} from '../options';
import {
  defaultedNumber,
  nullableNumber,
  nullableOption,
  nullableText,
  requiredNumber,
  requiredOption,
  requiredText,
  withoutNul,
} from './fields';

/** A recipe number that must be positive: "<Field> must be a number" / "must be positive" / "is required". */
const positive = (label: string) =>
  requiredNumber({ required: `${label} is required`, type: `${label} must be a number` }, (n) =>
    n.positive(`${label} must be positive`),
  );
const notNegative = (label: string) =>
  defaultedNumber(`${label} must be a number`, 0, (n) => n.min(0, `${label} cannot be negative`));
const nullableNotNegative = (label: string) =>
  nullableNumber(`${label} must be a number`, (n) => n.min(0, `${label} cannot be negative`));
const grams = requiredNumber({ required: 'Quantity is required', type: 'Quantity must be a number' }, (n) =>
  n.positive('Quantity must be greater than zero'),
);
const computed = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.number({ error: 'Computed figures must be numbers' }).optional(),
);

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
    deadSpace: notNegative('Dead space'),
    boilOff: notNegative('Boil off'),
    trubLoss: notNegative('Trub loss'),
  },
  { error: 'Recipe equipment is required' },
);

const ingredient = {
  id: requiredText('Ingredient id is required', 100, 'Ingredient id must be at most 100 characters long'),
  name: requiredText('Name is required', 100, 'Name must be at most 100 characters long'),
  description: nullableText(1000, 'Description must be at most 1000 characters long'),
  quantity: grams,
};

/** A fermentable in a recipe; `percentage` is computed. */
export const recipeFermentableSchema = z.object(
  {
    ...ingredient,
    type: requiredOption(FERMENTABLE_TYPES, 'Invalid fermentable type'),
    supplier: nullableText(100, 'Supplier must be at most 100 characters long'),
    ebc: nullableNotNegative('Color Degree'),
    potentialExtract: nullableNotNegative('Potential Extract'),
    percentage: computed,
  },
  { error: 'Each ingredient must be an object' },
);

/** A hop addition in a recipe: its own alpha acid drives the IBU; `ibu` is computed. */
export const recipeHopSchema = z.object(
  {
    ...ingredient,
    supplier: nullableText(100, 'Supplier must be at most 100 characters long'),
    alphaAcidContent: requiredNumber(
      { required: 'Alpha acid is required', type: 'Alpha acid must be a number' },
      (n) => n.min(0, 'Alpha acid cannot be negative').max(100, 'Alpha acid cannot exceed 100'),
    ),
    betaAcidContent: nullableNumber('Beta acid must be a number', (n) =>
      n.min(0, 'Beta acid cannot be negative').max(100, 'Beta acid cannot exceed 100'),
    ),
    boilTime: requiredNumber({ required: 'Boil time is required', type: 'Boil time must be a number' }, (n) =>
      n.min(0, 'Boil time cannot be negative'),
    ),
    usageStage: requiredOption(HOP_USAGE_STAGES, 'Invalid use type.'),
    ...dryHopTimingFields,
    ibu: computed,
  },
  { error: 'Each ingredient must be an object' },
);

/** When a misc goes in, as free text like the catalogue's use (left out in older recipes). */
export const miscUse = nullableText(100, 'Use must be at most 100 characters long').optional();

/** A misc in a recipe. */
export const recipeMiscSchema = z.object(
  {
    ...ingredient,
    time: notNegative('Time'),
    type: requiredOption(MISC_TYPES, 'Invalid type'),
    use: miscUse,
  },
  { error: 'Each ingredient must be an object' },
);

const RECIPE_YEAST_FORM_VALUES = [...new Set([...YEAST_FORMS, ...RECIPE_YEAST_FORMS])] as [
  string,
  ...string[],
];
const RECIPE_YEAST_FLOCCULATION_VALUES = [
  ...new Set([...YEAST_FLOCCULATIONS, ...RECIPE_YEAST_FLOCCULATIONS]),
] as [string, ...string[]];

/** A yeast in a recipe. */
export const recipeYeastSchema = z.object(
  {
    ...ingredient,
    manufacturer: nullableText(100, 'Manufacturer must be at most 100 characters long'),
    type: requiredOption(YEAST_TYPES, 'Invalid type'),
    form: requiredOption(RECIPE_YEAST_FORM_VALUES, 'Invalid form'),
    flocculation: nullableOption(RECIPE_YEAST_FLOCCULATION_VALUES, 'Invalid flocculation'),
    // Null when the catalogue does not know it: the figures then skip this yeast instead of reading 0 %.
    attenuation: nullableNumber('Attenuation must be a number', (n) =>
      n.min(0, 'Attenuation must be at least 0%').max(100, 'Attenuation must be at most 100%'),
    ),
    flavorProfile: nullableText(200, 'Flavor profile must be at most 200 characters long'),
    temperatureRange: nullableText(100, 'Temperature range must be at most 100 characters long'),
    alcoholTolerance: nullableText(100, 'Alcohol tolerance must be at most 100 characters long'),
  },
  { error: 'Each ingredient must be an object' },
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
