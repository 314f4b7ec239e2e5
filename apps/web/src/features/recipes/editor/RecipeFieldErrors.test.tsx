// Saving an invalid recipe: the first message is toasted (SPEC §5), every invalid field shows its own
// message under it, as the catalogue forms do, and focus moves to the first invalid field.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { RecipeEditorPage } from './RecipeEditorPage';
import { ipaRecipe, waterRoutes } from './test-support/fixtures';

const toastText = () => document.querySelector('.Toastify__toast--error')?.textContent;

describe('recipe field messages', () => {
  it('shows each message under its field, focuses the first and follows the corrections', async () => {
    const api = stubApi({ ...waterRoutes });
    const { user } = renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/new',
      path: '/Recipes/new',
      session: true,
      userOptions: { delay: null },
    });
    const volume = screen.getByLabelText('Batch Volume (L)');
    await user.clear(volume);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastText()).toBe('Recipe Name is required'));
    const name = screen.getByLabelText('Recipe Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Recipe Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Style')).toHaveAccessibleDescription('Style is required');
    expect(volume).toHaveAccessibleDescription('Batch volume is required');

    await user.type(name, 'IPA');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(volume, 'x');
    expect(volume).toHaveAccessibleDescription('Batch volume must be a number');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Style')).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows no field message before a save is tried', async () => {
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': ipaRecipe() });
    const { user } = renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/recipe-1/edit',
      path: '/Recipes/:id/:mode',
      session: true,
    });
    const name = await screen.findByDisplayValue('Copper IPA');
    await user.clear(name);
    expect(name).not.toHaveAccessibleDescription();
  });
});
