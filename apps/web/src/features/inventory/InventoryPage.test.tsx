// /Inventory (the sidebar's "Stock"): lines grouped by kind in the brewer's units with their markers and
// value, Add stock's body in stored units (the price as a cost per unit), Adjust's server message, History.
import { screen, waitFor, within } from '@testing-library/react';
import type { StockLine } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildFermentable, buildStockLine, buildStockLot } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';

const poundsBrewer = { ...TEST_SESSION, weightUnit: 'oz', grainUnit: 'lb' } as const;

/** 50 g of Citra. */
const citra = (overrides: Partial<StockLine> = {}) =>
  buildStockLine({
    kind: 'hops',
    itemId: 'hop-1',
    name: 'Citra',
    supplier: 'Yakima Chief',
    amount: 50,
    ...overrides,
  });

/** The brewer's gypsum, `amount` grams of it. */
const gypsum = (amount: number) =>
  buildStockLine({ kind: 'salts', itemId: 'gypsum', name: 'Gypsum (CaSO₄·2H₂O)', supplier: null, amount });

describe('Stock', () => {
  it('groups the lines by kind, in the brewer’s units, with their markers and value', async () => {
    stubApi({
      'GET /api/inventory': [
        gypsum(0),
        citra({ reorderAt: 100, lots: [buildStockLot({ amount: 50, bestBefore: '2020-01-31' })] }),
        buildStockLine({
          amount: 25_000,
          lots: [buildStockLot({ amount: 25_000, costPerUnit: 0.0018 })],
        }),
      ],
    });
    renderApp({ route: '/Inventory', session: poundsBrewer });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Fermentables', 'Hops', 'Water salts']);

    const malt = within(screen.getByRole('list', { name: 'Fermentables' })).getByRole('listitem', {
      name: 'Maris Otter',
    });
    expect(malt).toHaveTextContent('55.12 lb');
    expect(malt).toHaveTextContent('Crisp');
    expect(malt).toHaveTextContent('Value €45.00');
    expect(malt).not.toHaveTextContent('Low');

    const hop = screen.getByRole('listitem', { name: 'Citra' });
    expect(hop).toHaveTextContent('1.76 oz');
    expect(hop).toHaveTextContent('Low');
    expect(hop).toHaveTextContent('Past best before');
    expect(hop).toHaveTextContent('Low at 3.53 oz');

    expect(screen.getByRole('listitem', { name: 'Gypsum (CaSO₄·2H₂O)' })).toHaveTextContent('Out of stock');
  });

  it('finds lines by name or supplier', async () => {
    stubApi({
      'GET /api/inventory': [buildStockLine(), citra()],
    });
    const { user } = renderApp({ route: '/Inventory', session: true });
    await screen.findByRole('listitem', { name: 'Citra' });
    await user.type(screen.getByLabelText('Search'), 'yakima');
    expect(screen.queryByRole('listitem', { name: 'Maris Otter' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Citra' })).toBeInTheDocument();
  });

  it('adds stock in stored units, the price paid as a cost per gram', async () => {
    let stock = [] as ReturnType<typeof buildStockLine>[];
    const { calls } = stubApi({
      'GET /api/inventory': () => stock,
      'GET /api/fermentables': [buildFermentable()],
      'PUT /api/inventory/:kind/:itemId': () => {
        stock = [buildStockLine({ amount: 25_000 })];
        return stock[0];
      },
    });
    const { user } = renderApp({ route: '/Inventory', session: { ...TEST_SESSION, grainUnit: 'kg' } });
    await screen.findByText(/Nothing in stock yet/);
    await user.click(screen.getByRole('button', { name: 'Add stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add stock' });
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    expect(await within(dialog).findByText('Choose an item.')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required.')).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('radio', { name: /Maris Otter/ }));
    await user.type(within(dialog).getByLabelText('Amount (kg)'), '25');
    await user.type(within(dialog).getByLabelText('Price paid (EUR)'), '45');
    await user.type(within(dialog).getByLabelText('Supplier'), 'The Malt Miller');
    await user.type(within(dialog).getByLabelText('Best before'), '2026-09-30');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/inventory/fermentables/ferm-1');
    expect(put?.body).toEqual({
      unit: 'g',
      amount: 25_000,
      lots: [
        {
          amount: 25_000,
          purchaseDate: null,
          bestBefore: '2026-09-30',
          productionDate: null,
          alphaAcid: null,
          costPerUnit: 0.0018,
          supplier: 'The Malt Miller',
        },
      ],
    });
    expect(await screen.findByRole('listitem', { name: 'Maris Otter' })).toHaveTextContent('25.00 kg');
  });

  it('adds a salt already in stock as a purchase', async () => {
    const { calls } = stubApi({
      'GET /api/inventory': [gypsum(100)],
      'POST /api/inventory/:kind/:itemId/adjustments': () => gypsum(600),
    });
    const { user } = renderApp({ route: '/Inventory', session: true });
    await screen.findByRole('listitem', { name: 'Gypsum (CaSO₄·2H₂O)' });
    await user.click(screen.getByRole('button', { name: 'Add stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add stock' });
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'salts');
    await user.selectOptions(within(dialog).getByLabelText('Item'), 'gypsum');
    await user.type(within(dialog).getByLabelText('Amount (grams)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add stock' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/inventory/salts/gypsum/adjustments');
    expect(post?.body).toMatchObject({ change: 500, reason: 'bought', unit: 'g' });
  });

  it('shows the server’s message when a change would take stock below zero', async () => {
    const message = 'Stock cannot go below zero: 50 g is in stock.';
    const { calls } = stubApi({
      'GET /api/inventory': [citra()],
      'POST /api/inventory/:kind/:itemId/adjustments': reply(400, { message }),
    });
    const { user } = renderApp({ route: '/Inventory', session: true });
    await user.click(await screen.findByRole('button', { name: 'Adjust Citra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Citra' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'used');
    await user.type(within(dialog).getByLabelText('Amount (grams)'), '80');
    await user.type(within(dialog).getByLabelText('Note'), 'Dry hop');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      change: -80,
      reason: 'used',
      unit: 'g',
      note: 'Dry hop',
    });
  });

  it('edits the lots and the low mark in the brewer’s units', async () => {
    const { calls } = stubApi({
      'GET /api/inventory': [
        buildStockLine({ lots: [buildStockLot({ id: 'lot-a', amount: 1000, costPerUnit: 0.002 })] }),
      ],
      'PUT /api/inventory/:kind/:itemId': buildStockLine({ amount: 1500 }),
    });
    const { user } = renderApp({ route: '/Inventory', session: { ...TEST_SESSION, grainUnit: 'kg' } });
    await user.click(await screen.findByRole('button', { name: 'Edit Maris Otter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Maris Otter' });
    const first = within(dialog).getByRole('group', { name: 'Lot 1' });
    expect(within(first).getByLabelText('Amount (kg)')).toHaveValue('1');
    expect(within(first).getByLabelText('Price paid (EUR)')).toHaveValue('2');
    await user.type(within(dialog).getByLabelText('Low at (kg)'), '0,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add lot' }));
    await user.type(
      within(within(dialog).getByRole('group', { name: 'Lot 2' })).getByLabelText('Amount (kg)'),
      '0.5',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      unit: 'g',
      amount: 1500,
      reorderAt: 500,
      lots: [
        { id: 'lot-a', amount: 1000, costPerUnit: 0.002 },
        { amount: 500, costPerUnit: null },
      ],
    });
  });

  it('shows an item’s history newest first, with the batch that took it', async () => {
    stubApi({
      'GET /api/inventory': [buildStockLine()],
      'GET /api/inventory/:kind/:itemId/history': [
        {
          id: 'c2',
          at: '2025-08-03T10:00:00Z',
          change: -4000,
          amountAfter: 1000,
          unit: 'g',
          reason: 'taken',
          note: null,
          batchId: 'b12',
          batchNumber: 12,
        },
        {
          id: 'c1',
          at: '2025-08-01T10:00:00Z',
          change: 5000,
          amountAfter: 5000,
          unit: 'g',
          reason: 'bought',
          note: 'Spring order',
          batchId: null,
          batchNumber: null,
        },
      ],
    });
    const { user } = renderApp({ route: '/Inventory', session: true });
    await user.click(await screen.findByRole('button', { name: 'History of Maris Otter' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Maris Otter' });
    const changes = await within(dialog).findAllByRole('listitem');
    expect(changes[0]).toHaveTextContent('Taken by a batch');
    expect(changes[0]).toHaveTextContent('−4.00 kg, then 1.00 kg');
    expect(within(changes[0]!).getByRole('link', { name: 'Batch #12' })).toHaveAttribute(
      'href',
      '/Batches/b12',
    );
    expect(changes[1]).toHaveTextContent('Bought');
    expect(changes[1]).toHaveTextContent('Spring order');
  });
});
