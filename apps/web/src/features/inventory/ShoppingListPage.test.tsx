// /ShoppingList: recipes (with a number of batches) and planned batches chosen, the list grouped by kind in
// the brewer's units, unlinked lines said so, and a line ticked Bought added to stock with its cost.
import { screen, waitFor, within } from '@testing-library/react';
import { localIsoDate } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildRecipe, buildShoppingLine, buildStockLine } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';

const RECIPE_ID = '11111111-1111-4111-8111-111111111111';
const BATCH_ID = '22222222-2222-4222-8222-222222222222';

describe('Shopping list', () => {
  it('lists what the chosen recipes and planned batches need, and adds a bought line to stock', async () => {
    let bought = false;
    const { calls } = stubApi({
      'GET /api/recipes': [buildRecipe({ id: RECIPE_ID, name: 'Copper IPA' })],
      'GET /api/batches': [
        buildBatch({ id: BATCH_ID, number: 4, name: 'Winter Stout', status: 'Planning' }),
        buildBatch({ id: 'b-done', number: 3, name: 'Summer Ale', status: 'Completed' }),
      ],
      'POST /api/shopping-list': () => ({
        lines: [
          buildShoppingLine(bought ? { inStock: 5000, toBuy: 0 } : {}),
          buildShoppingLine({
            kind: 'hops',
            itemId: null,
            name: 'Mystery hop',
            amount: 100,
            needed: 100,
            inStock: 0,
            toBuy: 100,
          }),
        ],
      }),
      'POST /api/inventory/:kind/:itemId/adjustments': () => {
        bought = true;
        return buildStockLine({ amount: 5000 });
      },
    });
    const { user } = renderApp({ route: '/ShoppingList', session: { ...TEST_SESSION, grainUnit: 'kg' } });
    expect(
      await screen.findByText('Choose recipes or planned batches to see what to buy.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('#4 Winter Stout')).toBeInTheDocument();
    expect(screen.queryByLabelText('#3 Summer Ale')).not.toBeInTheDocument();

    await user.click(await screen.findByLabelText('Copper IPA'));
    await user.clear(screen.getByLabelText('Batches of Copper IPA'));
    await user.type(screen.getByLabelText('Batches of Copper IPA'), '2');
    await user.click(screen.getByLabelText('#4 Winter Stout'));

    const malt = await screen.findByRole('listitem', { name: 'Maris Otter' });
    expect(malt).toHaveTextContent('Needed 5.00 kg');
    expect(malt).toHaveTextContent('In stock 1.00 kg');
    expect(malt).toHaveTextContent('To buy 4.00 kg');
    const last = calls.filter((call) => call.path === '/api/shopping-list').at(-1);
    expect(last?.body).toEqual({ recipes: [{ id: RECIPE_ID, batches: 2 }], batchIds: [BATCH_ID] });
    const hop = within(screen.getByRole('list', { name: 'Hops' })).getByRole('listitem', {
      name: 'Mystery hop',
    });
    expect(hop).toHaveTextContent('Not linked to a catalogue item');
    expect(within(hop).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(malt).getByRole('checkbox', { name: 'Bought' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bought Maris Otter' });
    expect(within(dialog).getByLabelText('Amount (kg)')).toHaveValue('4');
    await user.type(within(dialog).getByLabelText('Price paid (EUR)'), '10');
    await user.type(within(dialog).getByLabelText('Supplier'), 'Brew Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Add to stock' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.path === '/api/inventory/fermentables/ferm-1/adjustments');
    expect(post?.body).toEqual({
      change: 4000,
      reason: 'bought',
      unit: 'g',
      note: null,
      lot: {
        purchaseDate: localIsoDate(),
        bestBefore: null,
        productionDate: null,
        alphaAcid: null,
        costPerUnit: 0.0025,
        supplier: 'Brew Shop',
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Maris Otter' })).toHaveTextContent('To buy 0 g'),
    );
    expect(screen.getByRole('checkbox', { name: 'Bought' })).toBeChecked();
  });

  it('starts with the recipe a link names', async () => {
    const { calls } = stubApi({
      'GET /api/recipes': [buildRecipe({ id: RECIPE_ID, name: 'Copper IPA' })],
      'GET /api/batches': [],
      'POST /api/shopping-list': { lines: [buildShoppingLine()] },
    });
    renderApp({ route: `/ShoppingList?recipe=${RECIPE_ID}`, session: true });
    expect(await screen.findByRole('listitem', { name: 'Maris Otter' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      recipes: [{ id: RECIPE_ID, batches: 1 }],
      batchIds: [],
    });
  });
});
