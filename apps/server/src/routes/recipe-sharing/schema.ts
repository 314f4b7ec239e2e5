// Request and response schemas of share links and the library (issue 36). A shared recipe is the recipe
// answer without its ids, owner, author text, version and credit (core's shared-recipe.ts says why), with
// the name its author chose to be shown by.

import {
  LIBRARY_SORTS,
  publicationBodySchema,
  RECIPE_TYPES,
  SHARE_MESSAGES,
  SHOWN_AS,
  shareBodySchema,
} from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { PAGING_MESSAGES, pageQuery } from '../../lib/paging';
import { errorResponses, messageBody } from '../../lib/responses';
import { recipeResponse, sixFigures } from '../recipes/schema';

export { publicationBodySchema, shareBodySchema };

/** `/api/shared/{token}`: anything that is not a token is a link that does not work. */
export const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, SHARE_MESSAGES.linkGone),
});
export const libraryParams = z.object({ id: idParam('Recipe') });

export const libraryQuery = z.object({
  searchTerm: z
    .string()
    .max(200, 'The search term must be at most 200 characters long.')
    .optional()
    .default(''),
  style: z.string().max(100, 'Style must be at most 100 characters long').optional().default(''),
  type: z
    .union([z.enum(RECIPE_TYPES), z.literal('')], { error: 'Invalid type' })
    .optional()
    .default(''),
  sort: z.enum(LIBRARY_SORTS, { error: 'Sort must be newest or copied.' }).optional().default('newest'),
  cursor: z.string().max(300, PAGING_MESSAGES.cursor).optional().default(''),
  limit: pageQuery.shape.limit,
});

const shownAs = z.enum(SHOWN_AS);

/** A recipe as a link or the library shows it. */
export const sharedRecipe = recipeResponse
  .omit({ id: true, userId: true, author: true, version: true, createdAt: true, copiedFrom: true })
  .extend({ shownName: z.string(), figures: sixFigures });

export const sharedAnswer = sharedRecipe.extend({ expiresAt: z.string().nullable() });

export const libraryRecipeAnswer = sharedRecipe.extend({
  id: z.string(),
  copyCount: z.number().int(),
  publishedAt: z.string(),
  mine: z.boolean(),
});

export const shareAnswer = z.strictObject({
  url: z.string(),
  token: z.string(),
  shownAs,
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

const publication = z.strictObject({
  published: z.boolean(),
  shownAs,
  publishedAt: z.string().nullable(),
  copyCount: z.number().int(),
});

export const sharingAnswer = z.strictObject({
  share: z
    .strictObject({ shownAs, expiresAt: z.string().nullable(), createdAt: z.string(), expired: z.boolean() })
    .nullable(),
  publication,
});

const figures = z.strictObject({
  og: z.number(),
  fg: z.number(),
  abv: z.number(),
  ebc: z.number(),
  ibu: z.number(),
});

export const libraryEntry = z.strictObject({
  id: z.string(),
  name: z.string(),
  style: z.string(),
  type: z.enum(RECIPE_TYPES),
  shownName: z.string(),
  figures,
  copyCount: z.number().int(),
  publishedAt: z.string(),
  mine: z.boolean(),
});

export const libraryPage = z.strictObject({
  items: z.array(libraryEntry),
  nextCursor: z.string().nullable(),
});

export const sharingResponses = {
  sharing: { 200: sharingAnswer, ...errorResponses(401, 404) },
  share: { 201: shareAnswer, ...errorResponses(400, 401, 404) },
  unshare: { 200: messageBody, ...errorResponses(401, 404) },
  publication: { 200: publication, ...errorResponses(400, 401, 404) },
  shared: { 200: sharedAnswer, ...errorResponses(404, 429) },
  copied: { 201: recipeResponse, ...errorResponses(401, 404, 429) },
  library: { 200: libraryPage, ...errorResponses(400, 401, 429) },
  libraryRecipe: { 200: libraryRecipeAnswer, ...errorResponses(401, 404, 429) },
};
