// A new user's empty list invites the first item ("No recipes yet" and Create) instead of the empty
// search's "Data not found"; a click on a row opens its details; the icon buttons keep their names.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRecipe } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';

describe('list screens, first use and row clicks', () => {
  it('shows "No recipes yet" with a Create button for an empty recipe list', async () => {
    stubApi({ 'GET /api/recipes': [] });
    renderApp({ route: '/RecipeList', session: true });
    expect(await screen.findByText('No recipes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/Recipes/new');
    expect(screen.queryByText('Data not found')).not.toBeInTheDocument();
  });

  it('opens the details when a row is clicked, and keeps the labelled icon buttons', async () => {
    stubApi({
      'GET /api/recipes': [buildRecipe({ id: 'r1', name: 'Copper IPA' })],
      'GET /api/recipes/:id': buildRecipe({ id: 'r1', name: 'Copper IPA' }),
    });
    const { user, router } = renderApp({ route: '/RecipeList', session: true });
    const name = await screen.findByRole('heading', { name: 'Copper IPA' });
    for (const label of ['Details of Copper IPA', 'Edit Copper IPA', 'Delete Copper IPA'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    await user.click(name);
    expect(router.state.location.pathname).toBe('/Recipes/r1/details');
  });
});
