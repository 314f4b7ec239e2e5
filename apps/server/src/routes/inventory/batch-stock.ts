// A batch taking its ingredients from stock, once, and putting them back (issue 33). Each is one
// transaction that first locks the batch row (the owner in its `where`), so of any number of takes at once
// one takes and the others find it taken and answer what it took; then it locks the stock lines it touches,
// plans with core's planStockTake or planPutBack, writes the lines and a history line per item, and sets or
// clears `batches.stock_taken` (never the batch's version: the batch form is not made stale).
import {
  planPutBack,
  planStockTake,
  type RecipeInput,
  recipeStockNeeds,
  type StockLine,
  type StockTake,
  stockAmount,
} from '@wortsmith/core';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { linkIngredients } from './ingredient-links';
import { presentStockLine } from './presenter';
import {
  insertStockChanges,
  lockBatch,
  lockStockLines,
  type StockChangeValues,
  type StockLineValues,
  saveStockLine,
  setStockTaken,
} from './repository';

/** A planned line's values as saved: everything but the time it was last written. */
const lineValues = ({
  updatedAt: _updatedAt,
  ...line
}: Omit<StockLine, 'updatedAt'> & { updatedAt?: string }): StockLineValues => line;

/** The user's batch locked for this transaction, or 404 "Batch not found." when it is not (or no longer) theirs. */
async function lockedBatch(tx: DbOrTx, userId: string, batchId: string) {
  const batch = await lockBatch(tx, userId, batchId);
  if (!batch) throw notFound('Batch');
  return batch;
}

/**
 * `POST /api/batches/{id}/stock`: takes the batch's needs (its recipe's ingredients, linked to items where
 * they were not) from the user's stock, oldest lot first, and answers what it took; a batch that took
 * already takes nothing and answers what it took then.
 */
export function takeBatchStock(db: Db, userId: string, batchId: string): Promise<StockTake> {
  return db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, userId, batchId);
    if (batch.stockTaken) return batch.stockTaken as StockTake;
    const recipe = await linkIngredients(tx, userId, batch.recipe as RecipeInput);
    const needs = recipeStockNeeds(recipe);
    const rows = await lockStockLines(tx, userId, needs);
    const plan = planStockTake(
      needs,
      rows.map((row) => presentStockLine(row)),
    );
    for (const line of plan.changed) await saveStockLine(tx, userId, lineValues(line));
    const left = new Map(rows.map((row) => [`${row.kind}:${row.itemId}`, row.amount]));
    const history: StockChangeValues[] = [];
    for (const line of plan.lines) {
      if (line.taken <= 0 || !line.itemId) continue;
      const key = `${line.kind}:${line.itemId}`;
      const amountAfter = stockAmount((left.get(key) ?? 0) - line.taken);
      left.set(key, amountAfter);
      const { kind, itemId, unit } = line;
      history.push({ kind, itemId, unit, change: -line.taken, amountAfter, reason: 'taken', batchId });
    }
    await insertStockChanges(tx, userId, history);
    const taken: StockTake = { takenAt: new Date().toISOString(), lines: plan.lines };
    await setStockTaken(tx, userId, batchId, taken);
    return taken;
  });
}

/**
 * `DELETE /api/batches/{id}/stock`: puts what the batch took back into the lots it came from (lines made
 * again where they were deleted); false when it had taken nothing.
 */
export function putBackBatchStock(db: Db, userId: string, batchId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, userId, batchId);
    const take = batch.stockTaken as StockTake | null;
    if (!take) return false;
    const rows = await lockStockLines(tx, userId, take.lines);
    const plan = planPutBack(
      take,
      rows.map((row) => presentStockLine(row)),
    );
    const history: StockChangeValues[] = [];
    for (const { line, change } of plan) {
      await saveStockLine(tx, userId, lineValues(line));
      const { kind, itemId, unit, amount } = line;
      history.push({ kind, itemId, unit, change, amountAfter: amount, reason: 'put back', batchId });
    }
    await insertStockChanges(tx, userId, history);
    await setStockTaken(tx, userId, batchId, null);
    return true;
  });
}
