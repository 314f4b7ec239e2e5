// A batch taking its ingredients from stock and putting them back (issue 33), the shopping list, and
// another brewer finding none of it: worked numbers, ten takes at once taking once, a put back restoring
// the lines exactly, and 404 for everything of the first brewer. On PostgreSQL (DATABASE_URL) the takes
// race on a pool of connections.
import {
  type Batch,
  batchBody,
  SALTS,
  type ShoppingListLine,
  type StockChange,
  type StockLine,
  type StockTake,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { ionProfile } from '@wortsmith/core/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, countRows, createItem, type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let brewer: TestUser;
let stranger: TestUser;
useAppWithUsers(2, (made) => {
  [app, brewer, stranger] = made;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who = brewer) =>
  app.inject({ method, url, payload, headers: who.auth });
const inventory = async () => (await call('GET', '/api/inventory')).json<StockLine[]>();
const withoutTimes = (lines: StockLine[]) => lines.map(({ updatedAt: _u, ...line }) => line);
const citra = officialCatalogue.hops.find((hop) => hop.name === 'Citra')!;

let malt: { id: string };
let recipeId: string;

/** A recipe of 4500 g Maris Otter, 20 g Citra, 5 g gypsum and a yeast nobody stocks (unlinked by name). */
function stockRecipe() {
  const recipe = buildRecipe();
  return buildRecipe({
    name: 'Stock Bitter',
    recipeFermentables: [
      { ...recipe.recipeFermentables[0], name: 'maris otter', supplier: null, quantity: 4500 },
    ],
    recipeHops: [{ ...recipe.recipeHops[0], name: 'Citra', quantity: 20 }],
    recipeMisc: [],
    recipeYeasts: [{ ...recipe.recipeYeasts[0], name: 'Nobody’s yeast' }],
    water: {
      source: ionProfile(20, 5, 10, 20, 20, 50),
      salts: [{ salt: 'gypsum', grams: 5, vessel: 'mash' }],
    },
  });
}

const brew = async () => (await call('POST', '/api/batches', { recipeId })).json<Batch>();

beforeAll(async () => {
  malt = await createItem(app, brewer, 'fermentables', 'Maris Otter');
  const saved = await call('POST', '/api/recipes', stockRecipe());
  expect(saved.statusCode).toBe(201);
  recipeId = saved.json().id;
});

describe('taking a batch’s ingredients from stock', () => {
  it('links the recipe’s ingredients by name when it is saved', async () => {
    const recipe = (await call('GET', `/api/recipes/${recipeId}`)).json();
    expect(recipe.recipeFermentables[0].itemId).toBe(malt.id);
    expect(recipe.recipeHops[0].itemId).toBe(citra.id);
    expect(recipe.recipeYeasts[0].itemId).toBeUndefined();
  });

  it('takes 4500 g of 5000 g, all 10 g of Citra (10 g short), and the gypsum; once', async () => {
    await call('PUT', `/api/inventory/fermentables/${malt.id}`, { amount: 5000 });
    await call('PUT', `/api/inventory/hops/${citra.id}`, { amount: 10 });
    await call('PUT', '/api/inventory/salts/gypsum', { amount: 100 });
    const batch = await brew();
    expect(batch.stockTaken).toBeNull();

    const taken = await call('POST', `/api/batches/${batch.id}/stock`);
    expect(taken.statusCode).toBe(200);
    const take = taken.json<StockTake>();
    const summary = take.lines.map(({ kind, itemId, taken, short, unit }) => ({
      kind,
      itemId,
      taken,
      short,
      unit,
    }));
    expect(summary).toEqual([
      { kind: 'fermentables', itemId: malt.id, taken: 4500, short: 0, unit: 'g' },
      { kind: 'hops', itemId: citra.id, taken: 10, short: 10, unit: 'g' },
      { kind: 'yeasts', itemId: null, taken: 0, short: 11.5, unit: 'g' },
      { kind: 'salts', itemId: 'gypsum', taken: 5, short: 0, unit: 'g' },
    ]);
    const amounts = (await inventory()).map(({ itemId, amount }) => [itemId, amount]);
    expect(amounts).toEqual([
      [malt.id, 500],
      [citra.id, 0],
      ['gypsum', 95],
    ]);
    expect((await call('GET', `/api/batches/${batch.id}`)).json().stockTaken).toEqual(take);

    const history = (await call('GET', `/api/inventory/fermentables/${malt.id}/history`)).json<
      StockChange[]
    >();
    expect(history[0]).toMatchObject({
      change: -4500,
      amountAfter: 500,
      reason: 'taken',
      batchId: batch.id,
      batchNumber: batch.number,
    });

    // Again: nothing more is taken, and the answer is what was taken then.
    const again = await call('POST', `/api/batches/${batch.id}/stock`);
    expect(again.json()).toEqual(take);
    expect((await inventory()).map(({ amount }) => amount)).toEqual([500, 0, 95]);

    // A save of the batch form leaves what it took alone.
    const fresh = (await call('GET', `/api/batches/${batch.id}`)).json<Batch>();
    const saved = await call('PUT', `/api/batches/${batch.id}`, {
      ...batchBody(fresh),
      stockTaken: null,
      notes: 'Brewed',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().stockTaken).toEqual(take);

    // Put back: the lines as they were, the batch free to take again.
    const back = await call('DELETE', `/api/batches/${batch.id}/stock`);
    expect(back.json()).toEqual({ message: 'Put back into stock.' });
    expect((await inventory()).map(({ amount }) => amount)).toEqual([5000, 10, 100]);
    expect((await call('GET', `/api/batches/${batch.id}`)).json().stockTaken).toBeNull();
    const nothing = await call('DELETE', `/api/batches/${batch.id}/stock`);
    expect({ status: nothing.statusCode, body: nothing.json() }).toEqual({
      status: 200,
      body: { message: 'Nothing was taken from stock.' },
    });
  });

  it('takes once when ten takes arrive at once', async () => {
    const batch = await brew();
    const before = await countRows(app, ['stock_changes']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/batches/${batch.id}/stock`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const takes = answers.map((answer) => answer.json<StockTake>());
    for (const take of takes) expect(take).toEqual(takes[0]);
    expect((await inventory()).map(({ amount }) => amount)).toEqual([500, 0, 95]);
    // One history line per item taken: malt, Citra, gypsum.
    expect(await countRows(app, ['stock_changes'])).toEqual({ stock_changes: before.stock_changes! + 3 });
    await call('DELETE', `/api/batches/${batch.id}/stock`);
  });

  it('puts back exactly what it took, emptied lots included, in their places', async () => {
    await call('PUT', `/api/inventory/fermentables/${malt.id}`, {
      lots: [
        { amount: 3000, costPerUnit: 0.002 },
        { amount: 2000, supplier: 'Malt shop' },
      ],
    });
    await call('PUT', '/api/inventory/salts/gypsum', { amount: 5, reorderAt: 10 });
    const before = withoutTimes(await inventory());
    const batch = await brew();
    const take = (await call('POST', `/api/batches/${batch.id}/stock`)).json<StockTake>();
    expect(take.lines[0]!.lots.map((lot) => lot.amount)).toEqual([3000, 1500]);
    expect(take.lines[0]!.cost).toBeCloseTo(3000 * 0.002 + 1500 * 0.002, 6);
    const during = withoutTimes(await inventory());
    expect(during[0]!.lots).toEqual([{ ...before[0]!.lots[1]!, amount: 500 }]);
    expect(during[2]).toMatchObject({ amount: 0, lots: [] });

    await call('DELETE', `/api/batches/${batch.id}/stock`);
    expect(withoutTimes(await inventory())).toEqual(before);
  });
});

describe('the shopping list', () => {
  it('adds what the recipes (times their batches) and planned batches need, less the stock', async () => {
    await call('PUT', `/api/inventory/fermentables/${malt.id}`, { amount: 5000 });
    const planned = await brew();
    const brewed = await brew();
    await call('POST', `/api/batches/${brewed.id}/stock`);
    // Stock after the brewed batch: 500 g malt, 0 g Citra, 0 g gypsum.
    const response = await call('POST', '/api/shopping-list', {
      recipes: [{ id: recipeId, batches: 2 }],
      batchIds: [planned.id, brewed.id],
    });
    expect(response.statusCode).toBe(200);
    const lines = response.json<{ lines: ShoppingListLine[] }>().lines;
    expect(
      lines.map(({ kind, name, needed, inStock, toBuy }) => ({ kind, name, needed, inStock, toBuy })),
    ).toEqual([
      { kind: 'fermentables', name: 'maris otter', needed: 13500, inStock: 500, toBuy: 13000 },
      { kind: 'hops', name: 'Citra', needed: 60, inStock: 0, toBuy: 60 },
      { kind: 'yeasts', name: 'Nobody’s yeast', needed: 34.5, inStock: 0, toBuy: 34.5 },
      { kind: 'salts', name: SALTS.gypsum.displayName, needed: 15, inStock: 0, toBuy: 15 },
    ]);
    await call('DELETE', `/api/batches/${brewed.id}/stock`);
  });

  it('is empty for nothing, and refuses bad bodies', async () => {
    expect((await call('POST', '/api/shopping-list', {})).json()).toEqual({ lines: [] });
    const bad = await call('POST', '/api/shopping-list', { recipes: [{ id: recipeId, batches: 0 }] });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: 'Batches must be between 1 and 100.',
    });
  });
});

describe('another brewer', () => {
  it('sees no stock of the first, and finds none of their items, batches or recipes', async () => {
    const batch = await brew();
    const own = (await call('GET', '/api/inventory')).json<StockLine[]>();
    expect(own.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/inventory', undefined, stranger)).json()).toEqual([]);
    const before = await countRows(app, ['stock_lines', 'stock_changes']);
    const notFound = async (method: Method, url: string, payload: object | undefined, message: string) => {
      const response = await call(method, url, payload, stranger);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 404,
        body: { message },
      });
    };
    await notFound('PUT', `/api/inventory/fermentables/${malt.id}`, { amount: 1 }, 'Item not found.');
    await notFound(
      'POST',
      `/api/inventory/fermentables/${malt.id}/adjustments`,
      { change: 1, reason: 'bought' },
      'Item not found.',
    );
    await notFound('GET', `/api/inventory/fermentables/${malt.id}/history`, undefined, 'Item not found.');
    await notFound('GET', '/api/inventory/salts/gypsum/history', undefined, 'Item not found.');
    await notFound('POST', `/api/batches/${batch.id}/stock`, undefined, 'Batch not found.');
    await notFound('DELETE', `/api/batches/${batch.id}/stock`, undefined, 'Batch not found.');
    await notFound('POST', '/api/shopping-list', { recipes: [{ id: recipeId }] }, 'Recipe not found.');
    await notFound('POST', '/api/shopping-list', { batchIds: [batch.id] }, 'Batch not found.');
    expect(await countRows(app, ['stock_lines', 'stock_changes'])).toEqual(before);
    expect((await call('GET', '/api/inventory')).json()).toEqual(own);
    expect((await call('GET', `/api/batches/${batch.id}`)).json().stockTaken).toBeNull();
  });

  it('keeps their own line of an official item apart from the first brewer’s', async () => {
    await call('PUT', `/api/inventory/hops/${citra.id}`, { amount: 42 }, stranger);
    const theirs = (await call('GET', '/api/inventory', undefined, stranger)).json<StockLine[]>();
    expect(theirs.map(({ itemId, amount }) => [itemId, amount])).toEqual([[citra.id, 42]]);
    const mine = (await inventory()).find((line) => line.itemId === citra.id)!;
    expect(mine.amount).not.toBe(42);
  });
});
