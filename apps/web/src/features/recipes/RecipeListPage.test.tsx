// The recipe list's Brew button: a new batch of that recipe, then its batch screen; and its way to compare
// two recipes.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildRecipe } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';

describe('recipe list', () => {
  it('brews a recipe from its row and opens the new batch', async () => {
    const second = buildRecipe({ id: 'recipe-2', name: 'Dry Stout', style: 'Irish Stout' });
    const batch = buildBatch({ id: 'batch-7', number: 7, name: 'Dry Stout' });
    const { calls } = stubApi({
      'GET /api/recipes': [buildRecipe(), second],
      'POST /api/batches': reply(201, batch),
      'GET /api/batches/:id': batch,
      'GET /api/batches/:id/readings': [],
    });
    const { user, router } = renderApp({ route: '/RecipeList', session: true });
    const brew = await screen.findByRole('button', { name: 'Brew Dry Stout' });
    expect(screen.getByRole('button', { name: 'Brew Copper IPA' })).toBeInTheDocument();
    await user.click(brew);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Batches/batch-7'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/batches', body: { recipeId: 'recipe-2' } }),
    ]);
    expect(await screen.findByRole('heading', { name: '#7 Dry Stout' })).toBeInTheDocument();
  });

  it('opens the comparison with both sides to choose', async () => {
    stubApi({ 'GET /api/recipes': [buildRecipe()] });
    const { user, router } = renderApp({ route: '/RecipeList', session: true });
    await user.click(await screen.findByRole('link', { name: 'Compare' }));
    expect(router.state.location.pathname).toBe('/Compare');
    expect(await screen.findByRole('heading', { name: 'Compare recipes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Recipe A')).toHaveValue('');
  });

  it('stays on the list with the error when the batch cannot be made', async () => {
    stubApi({
      'GET /api/recipes': [buildRecipe()],
      'POST /api/batches': reply(404, { message: 'Recipe not found.' }),
    });
    const { user, router } = renderApp({ route: '/RecipeList', session: true });
    await user.click(await screen.findByRole('button', { name: 'Brew Copper IPA' }));
    expect(await screen.findByText('Recipe not found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/RecipeList');
  });
});
