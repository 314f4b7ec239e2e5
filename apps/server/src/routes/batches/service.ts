// What the batch routes do beyond one query: brewing a recipe into a batch (its snapshot), saving with
// the version, the ownership check in front of every reading route, and device link tokens.
import { createHash, randomBytes } from 'node:crypto';
import { type BatchInput, type RecipeInput, withComputedFigures } from '@wortsmith/core';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { presentRecipe } from '../recipes/presenter';
import { findRecipe } from '../recipes/repository';
import { type BatchRow, type BatchValues, insertBatch, updateBatch } from './repository';

/** The recipe as brewed: the recipe body without its identity and version, figures recomputed. */
function snapshot(recipe: RecipeInput): RecipeInput {
  const { version: _version, ...rest } = withComputedFigures(recipe);
  return rest;
}

/** Brews the user's recipe: a new batch numbered after the user's last, in Planning, with its snapshot. */
export async function brewRecipe(db: Db, userId: string, recipeId: string): Promise<BatchRow> {
  const recipeRow = isUuid(recipeId) ? await findRecipe(db, userId, recipeId) : undefined;
  if (!recipeRow) throw notFound('Recipe');
  const { id: _id, userId: _user, createdAt: _c, updatedAt: _u, ...recipe } = presentRecipe(recipeRow);
  return insertBatch(db, userId, {
    recipeId,
    name: recipe.name,
    status: 'Planning',
    brewDate: null,
    recipe: snapshot(recipe),
  });
}

/** Saves the batch body if `version` is current: 404 when not the user's, 409 when stale. */
export async function saveBatch(db: Db, userId: string, id: string, body: BatchInput): Promise<BatchRow> {
  const { version, recipe, ...rest } = body;
  const values: BatchValues = { ...rest, recipe: snapshot(recipe) };
  return updateBatch(db, userId, id, values, version);
}

/** A new device token (32 random bytes, URL-safe) and the hash that is stored in its place. */
export function newDeviceToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashDeviceToken(token) };
}

/** The stored form of a device token (SHA-256, hex): a leaked database does not reveal the URLs. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
