// Stock routes (issue 33): the brewer's inventory, setting and adjusting a line, an item's history, a batch
// taking its ingredients from stock and putting them back, and the shopping list. A brewer's stock is theirs
// alone (policies/stock.ts); taking and putting back change the batch (policies/batch.ts).

import type { StockLine } from '@wortsmith/core';
import { stockAdjustmentSchema, stockLineBodySchema } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError, invalidBody } from '../../lib/errors';
import { listOrPage, pageQuery } from '../../lib/paging';
import * as batchPolicy from '../../policies/batch';
import { prepareFindBatch } from '../batches/repository';
import { batchParams } from '../batches/schema';
import { putBackBatchStock, takeBatchStock } from './batch-stock';
import { byKindThenName, keyOfStockLine, presentStockChange, stockKey } from './presenter';
import { findStockLine, listStockHistory } from './repository';
import { shoppingListBody, stockLineBodyDocs, stockParams, stockResponses } from './schema';
import { adjustStock, findStockedItem, listStock, setStock } from './service';
import { shoppingListFor } from './shopping-list';

/** Registers the stock routes. */
export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.ctx.db;
  const findBatch = prepareFindBatch(app.ctx.db);
  const schema = { tags: ['inventory'] };

  api.get(
    '/api/inventory',
    { schema: { ...schema, querystring: pageQuery, response: stockResponses.list } },
    async (request, reply) => {
      // A brewer's stock is a line per item they keep, named by the catalogue as it is now: read whole,
      // then paged by key like every list, so a line added or removed meanwhile moves no other line.
      const lines = await listStock(db(), request.userId);
      return listOrPage(reply, request.query, stockKey, {
        read: async (page) => {
          if (!page?.after) return page ? lines.slice(0, page.limit + 1) : lines;
          const [kind, name, itemId] = page.after;
          const after = { kind, name, itemId } as StockLine;
          return lines.filter((line) => byKindThenName(line, after) > 0).slice(0, page.limit + 1);
        },
        count: async () => lines.length,
        keyOf: keyOfStockLine,
      });
    },
  );

  api.put(
    '/api/inventory/:kind/:itemId',
    {
      schema: { ...schema, params: stockParams, body: stockLineBodyDocs, response: stockResponses.saved },
    },
    async (request) => {
      const { kind, itemId } = request.params;
      // The units a line may be in depend on its kind, so the kind's schema checks the body here.
      const body = stockLineBodySchema(kind).safeParse(request.body);
      if (!body.success) throw invalidBody(body.error);
      return setStock(app.ctx.db, request.userId, kind, itemId, body.data);
    },
  );

  api.post(
    '/api/inventory/:kind/:itemId/adjustments',
    {
      schema: {
        ...schema,
        params: stockParams,
        body: stockAdjustmentSchema,
        response: stockResponses.adjusted,
      },
    },
    async (request) => {
      const { kind, itemId } = request.params;
      return adjustStock(app.ctx.db, request.userId, kind, itemId, request.body);
    },
  );

  api.get(
    '/api/inventory/:kind/:itemId/history',
    { schema: { ...schema, params: stockParams, response: stockResponses.history } },
    async (request) => {
      const { kind, itemId } = request.params;
      const identity = (await findStockedItem(db(), request.userId, kind, itemId))?.identity ?? itemId;
      const history = await listStockHistory(db(), request.userId, kind, identity);
      if (history.length === 0 && !(await findStockLine(db(), request.userId, kind, identity))) {
        throw new HttpError(404, 'Item not found.');
      }
      return history.map(presentStockChange);
    },
  );

  api.post(
    '/api/batches/:id/stock',
    { schema: { tags: ['inventory', 'batches'], params: batchParams, response: stockResponses.taken } },
    async (request) => {
      const batch = batchPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      return takeBatchStock(app.ctx.db, request.userId, batch.id);
    },
  );

  api.delete(
    '/api/batches/:id/stock',
    { schema: { tags: ['inventory', 'batches'], params: batchParams, response: stockResponses.putBack } },
    async (request) => {
      const batch = batchPolicy.authorizeChange(request.userId, await findBatch(request.params.id));
      const putBack = await putBackBatchStock(app.ctx.db, request.userId, batch.id);
      return { message: putBack ? 'Put back into stock.' : 'Nothing was taken from stock.' };
    },
  );

  api.post(
    '/api/shopping-list',
    { schema: { ...schema, body: shoppingListBody, response: stockResponses.shoppingList } },
    async (request) => shoppingListFor(db(), request.userId, request.body),
  );
}
