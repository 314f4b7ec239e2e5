// The batch screen edits its own copy of the recipe with the recipe screen's ingredient tables and
// dialogs: the planned figures follow, Save sends the snapshot with the batch, the recipe is untouched.
import { screen, waitFor, within } from '@testing-library/react';
import type { BatchInput } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildBatch } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { ipaRecipe } from '../recipes/editor/test-support/fixtures';

const { id: _id, userId: _user, createdAt: _c, updatedAt: _u, ...snapshot } = ipaRecipe();
const batch = buildBatch({ recipe: snapshot, version: 4 });

/** The planned figure `label` of the Plan section. */
const planned = (label: string) =>
  within(screen.getByLabelText('Planned figures')).getByText(label).closest('div')?.textContent;

describe('batch screen', () => {
  it('edits the snapshot’s ingredients, the plan follows, and Save sends the snapshot', async () => {
    const { calls } = stubApi({
      'GET /api/batches/:id': batch,
      'GET /api/batches/:id/readings': [],
      'PUT /api/batches/:id': (call: { body: unknown }) =>
        reply(200, { ...batch, ...(call.body as BatchInput), version: 5 }),
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    expect(await screen.findByRole('heading', { name: '#1 Copper IPA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the recipe' })).toHaveAttribute(
      'href',
      '/Recipes/recipe-1/details',
    );
    // 5 kg pale and 300 g crystal at 75 % in 20 L: OG 1.061 (the core's worked example).
    expect(planned('OG')).toBe('OG1.061');

    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    const pale = within(ingredients).getByLabelText('Quantity of Pale Ale Malt (grams)');
    await user.clear(pale);
    await user.type(pale, '6000');
    expect(planned('OG')).toBe('OG1.073');
    await user.click(within(ingredients).getByRole('button', { name: 'Delete Crystal 120' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(within(ingredients).queryByText('Crystal 120')).not.toBeInTheDocument();
    // EBC 10 x 6 kg x 6 / 20 L.
    expect(planned('EBC')).toBe('EBC18.00');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path)).toEqual(['/api/batches/batch-1']);
    const body = puts[0]!.body as BatchInput;
    expect(body.version).toBe(4);
    expect(body.recipe.recipeFermentables.map((f) => [f.name, f.quantity])).toEqual([
      ['Pale Ale Malt', 6000],
    ]);
    expect(body.recipe.recipeHops).toEqual(snapshot.recipeHops);
    expect(body.recipe.name).toBe('Copper IPA');
  });

  it('keeps the edited snapshot on screen when a save is refused as stale', async () => {
    stubApi({
      'GET /api/batches/:id': batch,
      'GET /api/batches/:id/readings': [],
      'PUT /api/batches/:id': reply(409, {
        message: 'This batch was changed elsewhere. Reload it to see the latest version.',
      }),
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    await user.click(within(ingredients).getByRole('button', { name: 'Delete Magnum' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This batch was changed elsewhere. Reload it to see the latest version.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(ingredients).queryByText('Magnum')).not.toBeInTheDocument());
    expect(within(ingredients).getByText('Cascade')).toBeInTheDocument();
  });

  it('asks to remove an ingredient from this batch, not from the recipe', async () => {
    stubApi({ 'GET /api/batches/:id': batch, 'GET /api/batches/:id/readings': [] });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    await user.click(within(ingredients).getByRole('button', { name: 'Delete Magnum' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Remove Magnum from this batch (the recipe keeps it)?');
    expect(question).not.toHaveTextContent('from the recipe?');
  });
});
