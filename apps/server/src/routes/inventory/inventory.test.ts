// The inventory routes (issue 33): setting a line (own items, official ones by their identity, salts and
// acids), its lots, adjustments (bought, used, below zero), the history, and every bad body refused with
// nothing changed.
import {
  ACIDS,
  OFFICIAL_USER_ID,
  SALTS,
  STOCK_MESSAGES,
  type StockChange,
  type StockLine,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCatalogueBody,
  countRows,
  createItem,
  type TestUser,
  useAppWithUsers,
} from '../../../test/factories';

let app: FastifyInstance;
let user: TestUser;
useAppWithUsers(1, (made) => {
  [app, user] = made;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: user.auth });
const inventory = async () => (await call('GET', '/api/inventory')).json<StockLine[]>();
const lineOf = async (kind: string, itemId: string) =>
  (await inventory()).find((line) => line.kind === kind && line.itemId === itemId);
const historyOf = async (kind: string, itemId: string) =>
  (await call('GET', `/api/inventory/${kind}/${itemId}/history`)).json<StockChange[]>();
const citra = officialCatalogue.hops.find((hop) => hop.name === 'Citra')!;

let malt: { id: string; name: string };
beforeAll(async () => {
  malt = await createItem(app, user, 'fermentables', 'Maris Otter');
});

describe('setting a line', () => {
  it('keeps 5000 g of the brewer’s own malt as one lot, with a history line', async () => {
    const saved = await call('PUT', `/api/inventory/fermentables/${malt.id}`, { amount: 5000 });
    expect(saved.statusCode).toBe(200);
    const line = saved.json<StockLine>();
    expect(line).toMatchObject({
      kind: 'fermentables',
      itemId: malt.id,
      name: 'Maris Otter',
      supplier: 'Weyermann',
      amount: 5000,
      unit: 'g',
      reorderAt: null,
    });
    expect(line.lots).toEqual([
      expect.objectContaining({ amount: 5000, purchaseDate: null, costPerUnit: null }),
    ]);
    expect(await lineOf('fermentables', malt.id)).toEqual(line);
    expect(await historyOf('fermentables', malt.id)).toEqual([
      expect.objectContaining({ change: 5000, amountAfter: 5000, unit: 'g', reason: 'set', batchId: null }),
    ]);
  });

  it('writes no history when the amount stays, and spreads a new amount over the lots it has', async () => {
    await call('PUT', `/api/inventory/fermentables/${malt.id}`, { amount: 5000, reorderAt: 1000 });
    expect(await historyOf('fermentables', malt.id)).toHaveLength(1);
    const lessened = (
      await call('PUT', `/api/inventory/fermentables/${malt.id}`, { amount: 4000 })
    ).json<StockLine>();
    expect(lessened).toMatchObject({ amount: 4000, reorderAt: 1000 });
    expect(lessened.lots).toHaveLength(1);
    const [latest] = await historyOf('fermentables', malt.id);
    expect(latest).toMatchObject({ change: -1000, amountAfter: 4000, reason: 'set' });
  });

  it('keeps the ids of lots the line has and gives the others new ones', async () => {
    const first = (
      await call('PUT', `/api/inventory/fermentables/${malt.id}`, {
        lots: [
          { amount: 3000, purchaseDate: '2026-01-10', costPerUnit: 0.003 },
          { amount: 2000, supplier: 'The malt shop' },
        ],
      })
    ).json<StockLine>();
    expect(first.amount).toBe(5000);
    const [a, b] = first.lots;
    const second = (
      await call('PUT', `/api/inventory/fermentables/${malt.id}`, {
        amount: 4500,
        lots: [
          { ...a, amount: 2500 },
          { ...b, id: 'not-a-lot-of-this-line' },
        ],
      })
    ).json<StockLine>();
    expect(second.lots[0]).toEqual({ ...a, amount: 2500 });
    expect(second.lots[1]!.id).not.toBe('not-a-lot-of-this-line');
    expect(second.lots[1]!.id).not.toBe(b!.id);
    expect(second.lots[1]).toMatchObject({ amount: 2000, supplier: 'The malt shop' });
  });

  it('keeps an official item under its identity, so stock never makes a copy and survives one', async () => {
    const before = await countRows(app, ['hops']);
    const line = (await call('PUT', `/api/inventory/hops/${citra.id}`, { amount: 100 })).json<StockLine>();
    expect(line).toMatchObject({ itemId: citra.id, name: 'Citra', amount: 100 });
    expect(await countRows(app, ['hops'])).toEqual(before);
    // The brewer edits Citra: their copy names the line from now on, and its id finds the same line.
    const copy = (
      await call('PUT', `/api/hops/${citra.id}`, buildCatalogueBody('hops', 'Citra (our lot)'))
    ).json<{ id: string; officialId: string }>();
    expect(copy.officialId).toBe(citra.id);
    expect(await lineOf('hops', citra.id)).toMatchObject({ name: 'Citra (our lot)', amount: 100 });
    const viaCopy = await call('PUT', `/api/inventory/hops/${copy.id}`, { amount: 150 });
    expect(viaCopy.json()).toMatchObject({ itemId: citra.id, amount: 150 });
    expect((await inventory()).filter((l) => l.kind === 'hops')).toHaveLength(1);
  });

  it('names a line by its stored name once its item is gone, and still takes changes', async () => {
    const gone = await createItem(app, user, 'yeasts', 'House yeast');
    await call('PUT', `/api/inventory/yeasts/${gone.id}`, { amount: 2 });
    await call('PUT', `/api/yeasts/${gone.id}`, buildCatalogueBody('yeasts', 'Renamed yeast'));
    expect(await lineOf('yeasts', gone.id)).toMatchObject({ name: 'Renamed yeast', unit: 'pack' });
    expect((await call('DELETE', `/api/yeasts/${user.id}/${gone.id}`)).statusCode).toBe(200);
    // The name it had when last stocked.
    expect(await lineOf('yeasts', gone.id)).toMatchObject({ name: 'House yeast', amount: 2 });
    const used = await call('POST', `/api/inventory/yeasts/${gone.id}/adjustments`, {
      change: -1,
      reason: 'used',
    });
    expect(used.json()).toMatchObject({ amount: 1 });
  });

  it('keeps water salts and acids by their names, named as core names them', async () => {
    const gypsum = await call('PUT', '/api/inventory/salts/gypsum', { amount: 250 });
    expect(gypsum.json()).toMatchObject({ itemId: 'gypsum', name: SALTS.gypsum.displayName, unit: 'g' });
    const lactic = await call('PUT', '/api/inventory/acids/lactic', { amount: 100 });
    expect(lactic.json()).toMatchObject({ name: ACIDS.lactic.displayName, unit: 'mL', supplier: null });
    for (const url of ['/api/inventory/salts/sugar', '/api/inventory/acids/gypsum']) {
      expect((await call('PUT', url, { amount: 1 })).json()).toEqual({ message: 'Item not found.' });
    }
  });

  it('lists the lines by kind, in the Inventory’s order, then by name', async () => {
    const kinds = (await inventory()).map((line) => `${line.kind}:${line.name}`);
    expect(kinds).toEqual([
      'fermentables:Maris Otter',
      'hops:Citra (our lot)',
      'yeasts:House yeast',
      `salts:${SALTS.gypsum.displayName}`,
      `acids:${ACIDS.lactic.displayName}`,
    ]);
  });
});

describe('refusing what is not stock, with nothing changed', () => {
  const TABLES = ['stock_lines', 'stock_changes'];
  const refused = async (url: string, payload: unknown, status: number, message: string) => {
    const before = await countRows(app, TABLES);
    const lines = await inventory();
    const response = await app.inject({
      method: url.endsWith('adjustments') ? 'POST' : 'PUT',
      url,
      payload: payload as object,
      headers: user.auth,
    });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
    expect(await countRows(app, TABLES)).toEqual(before);
    expect(await inventory()).toEqual(lines);
  };
  const put = `/api/inventory/fermentables/${'{id}'}`;

  it.each([
    ['a negative amount', { amount: -5 }, STOCK_MESSAGES.amountNegative],
    ['two tonnes', { amount: 2e6 }, STOCK_MESSAGES.amountTooLarge('g')],
    ['a word', { amount: 'abc' }, STOCK_MESSAGES.amountType],
    ['no amount', {}, STOCK_MESSAGES.amountRequired],
    ['a unit of another kind', { amount: 5, unit: 'pack' }, STOCK_MESSAGES.unit('fermentables')],
    ['lots that do not add up', { amount: 5000, lots: [{ amount: 100 }] }, STOCK_MESSAGES.lotsSum],
    ['a lot below zero', { lots: [{ amount: -1 }] }, STOCK_MESSAGES.amountNegative],
  ])('refuses %s (400)', async (_what, body, message) => {
    await refused(put.replace('{id}', malt.id), body, 400, message);
  });

  it('answers every message of a bad body under errors', async () => {
    const response = await call('PUT', `/api/inventory/fermentables/${malt.id}`, {
      amount: 'abc',
      unit: 'kg',
    });
    expect(response.json().errors).toEqual(
      expect.arrayContaining([STOCK_MESSAGES.unit('fermentables'), STOCK_MESSAGES.amountType]),
    );
  });

  it('is 404 for an unknown kind, an unknown item, or another kind’s item', async () => {
    await refused(`/api/inventory/grains/${malt.id}`, { amount: 5 }, 404, 'Item not found.');
    await refused(
      '/api/inventory/fermentables/00000000-0000-4000-8000-00000000dead',
      { amount: 5 },
      404,
      'Item not found.',
    );
    await refused(`/api/inventory/hops/${malt.id}`, { amount: 5 }, 404, 'Item not found.');
    await refused(`/api/inventory/fermentables/${OFFICIAL_USER_ID}`, { amount: 5 }, 404, 'Item not found.');
  });

  it.each([
    ['no change', { change: 0, reason: 'used' }, STOCK_MESSAGES.changeZero],
    ['a word', { change: 'abc', reason: 'used' }, STOCK_MESSAGES.changeType],
    ['two tonnes', { change: 2e6, reason: 'bought' }, STOCK_MESSAGES.amountTooLarge('g')],
    ['an unknown reason', { change: 5, reason: 'stolen' }, STOCK_MESSAGES.reason],
    [
      'a unit of another kind',
      { change: 5, reason: 'bought', unit: 'pack' },
      STOCK_MESSAGES.unit('fermentables'),
    ],
  ])('refuses an adjustment with %s (400)', async (_what, body, message) => {
    await refused(`/api/inventory/fermentables/${malt.id}/adjustments`, body, 400, message);
  });

  it('refuses going below zero, saying what is in stock', async () => {
    const { amount } = (await lineOf('fermentables', malt.id))!;
    await refused(
      `/api/inventory/fermentables/${malt.id}/adjustments`,
      { change: -(amount + 1), reason: 'used' },
      400,
      STOCK_MESSAGES.belowZero(`${amount} g`),
    );
    await refused(
      '/api/inventory/salts/chalk/adjustments',
      { change: -1, reason: 'used' },
      400,
      STOCK_MESSAGES.belowZero('0 g'),
    );
  });

  it('refuses beyond the most a line holds, and a change in another unit than the line’s (409)', async () => {
    await refused(
      `/api/inventory/fermentables/${malt.id}/adjustments`,
      { change: 999_999, reason: 'bought' },
      400,
      STOCK_MESSAGES.amountTooLarge('g'),
    );
    const whirlfloc = await createItem(app, user, 'miscs', 'Whirlfloc');
    await call('PUT', `/api/inventory/miscs/${whirlfloc.id}`, {
      amount: 10,
      unit: 'item',
    });
    const misc = (await inventory()).find((line) => line.name === 'Whirlfloc')!;
    await refused(
      `/api/inventory/miscs/${misc.itemId}/adjustments`,
      { change: 5, reason: 'bought', unit: 'g' },
      409,
      'This stock is kept in item: give the change in item.',
    );
  });
});

describe('adjusting', () => {
  let hop: { id: string };
  beforeAll(async () => {
    hop = await createItem(app, user, 'hops', 'Mosaic');
  });

  it('makes the line on a first purchase, a lot per purchase with its cost, and uses the oldest first', async () => {
    const url = `/api/inventory/hops/${hop.id}/adjustments`;
    const bought = await call('POST', url, {
      change: 100,
      reason: 'bought',
      note: 'Harvest 2025',
      lot: { bestBefore: '2027-01-01', costPerUnit: 0.05, alphaAcid: 12.5 },
    });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ itemId: hop.id, name: 'Mosaic', amount: 100, unit: 'g' });
    await call('POST', url, {
      change: 50,
      reason: 'bought',
      lot: { bestBefore: '2028-01-01', costPerUnit: 0.06 },
    });
    // No lot details: onto the newest lot.
    await call('POST', url, { change: 10, reason: 'correction' });
    const used = (
      await call('POST', url, { change: -120, reason: 'used', note: 'Dry hop' })
    ).json<StockLine>();
    expect(used.amount).toBe(40);
    expect(used.lots).toEqual([
      expect.objectContaining({ bestBefore: '2028-01-01', amount: 40, costPerUnit: 0.06 }),
    ]);
    const history = await historyOf('hops', hop.id);
    expect(
      history.map(({ change, amountAfter, reason, note }) => ({ change, amountAfter, reason, note })),
    ).toEqual([
      { change: -120, amountAfter: 40, reason: 'used', note: 'Dry hop' },
      { change: 10, amountAfter: 160, reason: 'correction', note: null },
      { change: 50, amountAfter: 150, reason: 'bought', note: null },
      { change: 100, amountAfter: 100, reason: 'bought', note: 'Harvest 2025' },
    ]);
  });

  it('makes a line in the unit given, else the kind’s first', async () => {
    const yeast = await createItem(app, user, 'yeasts', 'Kveik');
    const packs = await call('POST', `/api/inventory/yeasts/${yeast.id}/adjustments`, {
      change: 3,
      reason: 'bought',
    });
    expect(packs.json()).toMatchObject({ amount: 3, unit: 'pack' });
    const misc = await createItem(app, user, 'miscs', 'Yeast nutrient');
    const grams = await call('POST', `/api/inventory/miscs/${misc.id}/adjustments`, {
      change: 40,
      reason: 'bought',
      unit: 'g',
    });
    expect(grams.json()).toMatchObject({ amount: 40, unit: 'g' });
  });

  it('answers 404 for the history of an item without stock or history', async () => {
    const none = await createItem(app, user, 'hops', 'Never stocked');
    const response = await call('GET', `/api/inventory/hops/${none.id}/history`);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 404,
      body: { message: 'Item not found.' },
    });
  });
});
