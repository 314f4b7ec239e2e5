// Request and response schemas of the stock routes (issue 33): the inventory, an item's history, a batch
// taking from stock and putting back, and the shopping list. The bodies are core's (stock/stock-line.ts).
import {
  type ShoppingListLine,
  STOCK_CHANGE_REASONS,
  STOCK_KINDS,
  STOCK_UNITS,
  type StockChange,
  type StockLine,
  type StockTakeLine,
} from '@wortsmith/core';
import { z } from 'zod';
import { notFoundMessage } from '../../lib/errors';
import { errorResponses } from '../../lib/responses';

/** `/{kind}/{itemId}`: an unknown kind or an item id no item has is 404 "Item not found.". */
export const stockParams = z.object({
  kind: z.enum(STOCK_KINDS, { error: notFoundMessage('Item') }),
  itemId: z.string().min(1).max(100, notFoundMessage('Item')),
});

const stockKind = z.enum(STOCK_KINDS);
const stockUnit = z.enum(STOCK_UNITS);

/** A lot as answered. */
export const stockLotResponse = z.object({
  id: z.string(),
  amount: z.number(),
  purchaseDate: z.string().nullable(),
  bestBefore: z.string().nullable(),
  productionDate: z.string().nullable(),
  alphaAcid: z.number().nullable().describe("The lot's alpha acid (%), hops"),
  costPerUnit: z.number().nullable().describe('Cost per unit of stock (per g, mL, pack or item)'),
  supplier: z.string().nullable(),
});

/** One stock line as answered. */
export const stockLineResponse = z.object({
  kind: stockKind,
  itemId: z
    .string()
    .describe(
      "The catalogue item's identity (the official item's id for official items and copies), or the salt's or acid's name",
    ),
  name: z.string(),
  supplier: z.string().nullable(),
  amount: z.number().describe('In the unit, the sum of the lots'),
  unit: stockUnit,
  lots: z.array(stockLotResponse),
  reorderAt: z.number().nullable().describe('Low at or below this amount'),
  updatedAt: z.string(),
}) satisfies z.ZodType<StockLine>;

/** One line of an item's history. */
export const stockChangeResponse = z.object({
  id: z.string(),
  at: z.string(),
  change: z.number(),
  amountAfter: z.number(),
  unit: stockUnit,
  reason: z.enum(STOCK_CHANGE_REASONS),
  note: z.string().nullable(),
  batchId: z.string().nullable(),
  batchNumber: z.number().nullable(),
}) satisfies z.ZodType<StockChange>;

/** What one need of a batch took. */
export const stockTakeLineResponse = z.object({
  kind: stockKind,
  itemId: z.string().nullable(),
  name: z.string(),
  unit: stockUnit,
  amount: z.number().describe('What the batch needs'),
  taken: z.number(),
  short: z.number(),
  lots: z.array(stockLotResponse).describe('The lots it came from, each with the amount taken from it'),
  cost: z.number().nullable(),
}) satisfies z.ZodType<StockTakeLine>;

/** `POST /api/batches/{id}/stock` and the batch's `stockTaken`: what the batch took. */
export const stockTakeResponse = z.object({
  takenAt: z.string(),
  lines: z.array(stockTakeLineResponse),
});

/**
 * `PUT /api/inventory/{kind}/{itemId}`'s body as documented: only an object is asked of it here, as the
 * handler checks it by core's `stockLineBodySchema(kind)`, whose units depend on the kind.
 */
export const stockLineBodyDocs = z
  .object(
    {
      unit: z.unknown().optional().describe("One of the kind's units (its first when left out)"),
      amount: z.unknown().optional().describe('In the unit; may be left out when lots are given'),
      lots: z.unknown().optional().describe("The lots, adding up to the amount; left out: the line's own"),
      reorderAt: z.unknown().optional().describe('Low at or below this amount; null: only when empty'),
    },
    { error: 'Body must be an object.' },
  )
  .describe("Checked by core's stockLineBodySchema(kind)");

/** `POST /api/shopping-list`'s body: recipes with a number of batches each, and planned batches. */
export const shoppingListBody = z.object(
  {
    recipes: z
      .array(
        z.object({
          id: z.guid({ error: notFoundMessage('Recipe') }),
          batches: z
            .number({ error: 'Batches must be a number.' })
            .int('Batches must be a whole number.')
            .min(1, 'Batches must be between 1 and 100.')
            .max(100, 'Batches must be between 1 and 100.')
            .default(1),
        }),
        { error: 'Recipes must be a list.' },
      )
      .max(50, 'At most 50 recipes.')
      .default([]),
    batchIds: z
      .array(z.guid({ error: notFoundMessage('Batch') }), { error: 'Batch ids must be a list.' })
      .max(50, 'At most 50 batches.')
      .default([]),
  },
  { error: 'Body must be an object.' },
);

/** One line of the shopping list. */
export const shoppingListLineResponse = z.object({
  kind: stockKind,
  itemId: z.string().nullable().describe('Null: linked to no catalogue item'),
  name: z.string(),
  unit: stockUnit,
  amount: z.number(),
  needed: z.number(),
  inStock: z.number(),
  toBuy: z.number(),
}) satisfies z.ZodType<ShoppingListLine>;

export const stockResponses = {
  list: { 200: z.array(stockLineResponse), ...errorResponses(401) },
  saved: { 200: stockLineResponse, ...errorResponses(400, 401, 404) },
  adjusted: { 200: stockLineResponse, ...errorResponses(400, 401, 404, 409) },
  history: { 200: z.array(stockChangeResponse), ...errorResponses(401, 404) },
  taken: { 200: stockTakeResponse, ...errorResponses(401, 404) },
  putBack: { 200: z.object({ message: z.string() }), ...errorResponses(401, 404) },
  shoppingList: {
    200: z.object({ lines: z.array(shoppingListLineResponse) }),
    ...errorResponses(400, 401, 404),
  },
};
