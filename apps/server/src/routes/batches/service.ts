// What the batch routes do beyond one query: brewing a recipe into a batch (its snapshot), saving with
// the version, and saving the brew session with its own.
import {
  type BatchInput,
  type BrewSessionBody,
  type RecipeInput,
  withComputedFigures,
} from '@wortsmith/core';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import * as recipePolicy from '../../policies/recipe';
import { presentRecipe } from '../recipes/presenter';
import { findRecipe } from '../recipes/repository';
import { type BatchRow, type BatchValues, insertBatch, updateBatch, updateBrewSession } from './repository';

/** The recipe as brewed: the recipe body without its identity and version, figures recomputed. */
export function recipeSnapshot(recipe: RecipeInput): RecipeInput {
  const { version: _version, ...rest } = withComputedFigures(recipe);
  return rest;
}

/**
 * Brews a recipe the user may read (policies/recipe.ts; an id that is none is 404 too): a new batch
 * numbered after the user's last, in Planning, with its snapshot.
 */
export async function brewRecipe(db: Db, userId: string, recipeId: string): Promise<BatchRow> {
  const found = isUuid(recipeId) ? await findRecipe(db, recipeId) : undefined;
  const recipeRow = recipePolicy.authorizeRead(userId, found);
  const {
    id: _id,
    userId: _user,
    createdAt: _c,
    updatedAt: _u,
    waterReport: _report,
    copiedFrom: _credit,
    ...recipe
  } = presentRecipe(recipeRow);
  return insertBatch(db, userId, {
    recipeId,
    recipeVersion: recipeRow.version,
    name: recipe.name,
    status: 'Planning',
    brewDate: null,
    recipe: recipeSnapshot(recipe),
  });
}

/** Saves the body of the user's batch if `version` is current: 404 when gone, 409 when stale. */
export async function saveBatch(db: Db, userId: string, id: string, body: BatchInput): Promise<BatchRow> {
  const { version, recipe, ...rest } = body;
  const values: BatchValues = { ...rest, recipe: recipeSnapshot(recipe) };
  return updateBatch(db, userId, id, values, version);
}

/**
 * Saves the brew session of the user's batch if its `version` is the stored one (0 for one never saved):
 * 404 when the batch is gone, 409 when the session changed meanwhile.
 */
export function saveBrewSession(
  db: Db,
  userId: string,
  id: string,
  body: BrewSessionBody,
): Promise<BatchRow> {
  const { version, steps, timers, currentStepId } = body;
  return updateBrewSession(db, userId, id, { steps, timers, currentStepId }, version);
}
