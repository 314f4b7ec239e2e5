// Request and response schemas of a recipe's history and of comparisons (issue 36).
import { COMPARED_EQUIPMENT, COMPARED_FIELDS, VERSION_ORIGINS } from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { errorResponses } from '../../lib/responses';
import { recipeResponse, sixFigures } from '../recipes/schema';

export const VERSION_NOT_FOUND = 'Version not found.';

/** `/{id}/versions/{n}`: a version that is no whole number is not found, like one that never was. */
export const versionParams = z.object({
  id: idParam('Recipe'),
  n: z.coerce
    .number({ error: VERSION_NOT_FOUND })
    .int(VERSION_NOT_FOUND)
    .min(1, VERSION_NOT_FOUND)
    .max(2_147_483_647, VERSION_NOT_FOUND),
});

/** `?a=&b=`: a recipe id for its current version, or `id@n` for version n. */
const side = z.string({ error: 'Choose two recipes to compare: a and b.' }).max(60, 'Recipe not found.');
export const compareQuery = z.object({ a: side, b: side });

const origin = z.enum(VERSION_ORIGINS);

/** One version in a recipe's history. */
export const versionEntry = z.strictObject({
  version: z.number().int(),
  createdAt: z.string(),
  origin,
  restoredFrom: z.number().int().nullable(),
  summary: z.string(),
  current: z.boolean(),
});

/** One version, whole. */
export const versionAnswer = z.strictObject({
  ...versionEntry.shape,
  recipe: recipeResponse,
});

const pair = z.strictObject({
  a: z.record(z.string(), z.unknown()).nullable(),
  b: z.record(z.string(), z.unknown()).nullable(),
  differs: z.array(z.string()),
});

/** One side of a comparison: the recipe as it was, its label and its figures by the brewer's methods. */
const compareSide = z.strictObject({
  recipeId: z.string(),
  version: z.number().int(),
  current: z.boolean(),
  label: z.string(),
  recipe: recipeResponse,
  figures: sixFigures,
});

export const comparisonAnswer = z.strictObject({
  a: compareSide,
  b: compareSide,
  comparison: z.strictObject({
    fields: z.array(z.enum(COMPARED_FIELDS)),
    equipment: z.array(z.enum(COMPARED_EQUIPMENT)),
    ingredients: z.strictObject({
      recipeFermentables: z.array(pair),
      recipeHops: z.array(pair),
      recipeMisc: z.array(pair),
      recipeYeasts: z.array(pair),
    }),
    mashSteps: z.array(pair),
    fermentationSteps: z.array(pair),
    water: z.boolean(),
  }),
});

export const versionResponses = {
  list: { 200: z.array(versionEntry), ...errorResponses(401, 404) },
  one: { 200: versionAnswer, ...errorResponses(401, 404) },
  restored: { 200: recipeResponse, ...errorResponses(401, 404, 409) },
  compare: { 200: comparisonAnswer, ...errorResponses(400, 401, 404) },
};
