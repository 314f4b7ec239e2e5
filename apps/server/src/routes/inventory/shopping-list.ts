// The shopping list (issue 33): what the chosen recipes (each a number of batches) and planned batches need,
// their ingredients linked to items where they were not, less the brewer's stock, by core's shoppingList.
// A recipe or batch that is not the brewer's is 404, as for an unknown id; a batch that has taken from
// stock needs nothing more.
import {
  type RecipeInput,
  recipeStockNeeds,
  type ShoppingListLine,
  type StockNeed,
  shoppingList,
} from '@wortsmith/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import * as batchPolicy from '../../policies/batch';
import * as recipePolicy from '../../policies/recipe';
import { presentRecipe } from '../recipes/presenter';
import { findRecipe } from '../recipes/repository';
import { linkIngredients } from './ingredient-links';
import { presentStockLine } from './presenter';
import { listBatchesById, listStockLines } from './repository';
import type { shoppingListBody } from './schema';

/** `POST /api/shopping-list`: the list of what to buy for the body's recipes and batches. */
export async function shoppingListFor(
  db: DbOrTx,
  userId: string,
  body: z.output<typeof shoppingListBody>,
): Promise<{ lines: ShoppingListLine[] }> {
  const needs: StockNeed[] = [];
  const needsOf = async (recipe: RecipeInput, times: number) =>
    needs.push(...recipeStockNeeds(await linkIngredients(db, userId, recipe), times));
  for (const { id, batches } of body.recipes) {
    const row = recipePolicy.authorizeRead(userId, await findRecipe(db, id));
    await needsOf(presentRecipe(row), batches);
  }
  const found = new Map((await listBatchesById(db, userId, body.batchIds)).map((row) => [row.id, row]));
  for (const id of body.batchIds) {
    const batch = batchPolicy.authorizeRead(userId, found.get(id));
    if (!batch.stockTaken) await needsOf(batch.recipe as RecipeInput, 1);
  }
  const lines = (await listStockLines(db, userId)).map((row) => presentStockLine(row));
  return { lines: shoppingList(needs, lines) };
}
