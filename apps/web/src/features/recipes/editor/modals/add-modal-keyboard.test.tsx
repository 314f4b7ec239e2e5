// The add modals tell similar items apart by their key numbers, and work from the keyboard: ArrowDown
// leaves the search box for the results and arrows move the choice.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { catalogueFermentables, waterRoutes } from '../test-support/fixtures';

describe('add modal results', () => {
  it('shows colour and extract, and picks with the keyboard', async () => {
    stubApi({ ...waterRoutes, 'GET /api/fermentables': catalogueFermentables });
    const { user } = renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/new',
      path: '/Recipes/new',
      session: true,
      userOptions: { delay: null },
    });
    await user.click(screen.getByRole('button', { name: 'Add Fermentable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a fermentable' });
    const otter = await within(dialog).findByRole('radio', { name: /Maris Otter/ });
    expect(otter).toHaveAccessibleName(/Maris Otter.*6 EBC · 1\.038/);
    expect(within(dialog).getByRole('radio', { name: /Munich Malt/ })).toHaveAccessibleName(
      /15 EBC · 1\.037/,
    );

    within(dialog).getByRole('searchbox').focus();
    await user.keyboard('{ArrowDown}');
    expect(otter).toHaveFocus();
    expect(otter).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: /Munich Malt/ })).toBeChecked();

    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Munich Malt (grams)')).toHaveValue('500');
  });
});
