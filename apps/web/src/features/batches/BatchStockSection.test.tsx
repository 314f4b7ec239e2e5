// The batch's stock: before brew day it lists what taking would take and what is short; "Take from stock"
// posts once and shows what was taken with its cost; edits since say what changed; "Put back" asks first.

import { screen, within } from '@testing-library/react';
import { ingredientFromCatalogue, RECIPE_INGREDIENTS, type StockTake } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildFermentable,
  buildSnapshot,
  buildStockLine,
  buildStockLot,
} from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';

const malt = {
  ...ingredientFromCatalogue(RECIPE_INGREDIENTS.recipeFermentables, buildFermentable(), {}),
  id: 'rf-1',
  quantity: 4500,
};
const recipe = buildSnapshot({ recipeFermentables: [malt] });

const taken: StockTake = {
  takenAt: '2026-11-27T09:00:00.000Z',
  lines: [
    {
      kind: 'fermentables',
      itemId: 'ferm-1',
      name: 'Maris Otter',
      unit: 'g',
      amount: 4500,
      taken: 4000,
      short: 500,
      lots: [buildStockLot({ amount: 4000, costPerUnit: 0.002 })],
      cost: 8,
    },
  ],
};

describe('the batch’s stock', () => {
  it('shows what taking would take and what is short, takes once, and shows what was taken and its cost', async () => {
    let batch = buildBatch({ recipe });
    const { calls } = stubApi({
      'GET /api/batches/:id': () => batch,
      'GET /api/batches/:id/readings': [],
      'GET /api/devices': [],
      'GET /api/inventory': [
        buildStockLine({ amount: 4000, lots: [buildStockLot({ amount: 4000, costPerUnit: 0.002 })] }),
      ],
      'POST /api/batches/:id/stock': () => {
        batch = { ...batch, stockTaken: taken };
        return reply(200, taken);
      },
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const section = await screen.findByRole('region', { name: 'Stock' });
    const plan = await within(section).findByRole('table', { name: 'What taking would take' });
    expect(within(plan).getByRole('row', { name: /Maris Otter/ })).toHaveTextContent(
      'Maris Otter4.00 kg0.50 kg',
    );
    await user.click(within(section).getByRole('button', { name: 'Take from stock' }));
    const done = await within(section).findByRole('table', { name: 'Taken from stock' });
    expect(within(done).getByRole('row', { name: /Maris Otter/ })).toHaveTextContent(
      'Maris Otter4.00 kg0.50 kg',
    );
    expect(section).toHaveTextContent('Cost of what was taken €8.00');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/batches/batch-1/stock',
    ]);
  });

  it('says what changed since the take, and puts back only when confirmed', async () => {
    let batch = buildBatch({
      recipe: { ...recipe, recipeFermentables: [{ ...malt, quantity: 5000 }] },
      stockTaken: taken,
    });
    const { calls } = stubApi({
      'GET /api/batches/:id': () => batch,
      'GET /api/batches/:id/readings': [],
      'GET /api/devices': [],
      'GET /api/inventory': [],
      'DELETE /api/batches/:id/stock': () => {
        batch = { ...batch, stockTaken: null };
        return reply(200, { message: 'Put back into stock.' });
      },
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const section = await screen.findByRole('region', { name: 'Stock' });
    expect(await within(section).findByText('Maris Otter: 4.50 kg then, 5.00 kg now')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Put back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Put back into stock?' });
    await user.click(within(dialog).getByRole('button', { name: 'Put back' }));
    expect(await within(section).findByRole('button', { name: 'Take from stock' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
