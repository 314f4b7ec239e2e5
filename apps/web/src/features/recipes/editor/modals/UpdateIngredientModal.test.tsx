// The four update modals through the recipe screen: their fields, every validation message toasted,
// the hop stage default, quantities in the user's unit, and removal behind a confirmation.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { retype } from '../../../../test/typing';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { openUpdateDialog, saveDialog } from '../test-support/dialogs';
import { ipaRecipe, waterRoutes } from '../test-support/fixtures';

async function renderEdit(weightUnit: 'g' | 'oz' = 'g') {
  stubApi({ ...waterRoutes, 'GET /api/recipes/:id': ipaRecipe() });
  const result = renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/recipe-1/edit',
    path: '/Recipes/:id/:mode',
    session: { ...TEST_SESSION, weightUnit },
  });
  await screen.findByDisplayValue('Copper IPA');
  return result;
}

describe('update modals', () => {
  it('Update Hop toasts every message, then saves and recomputes the IBU', async () => {
    const { user } = await renderEdit();
    const dialog = await openUpdateDialog(user, 'Magnum', 'Update Hop');
    expect(within(dialog).getByLabelText('Quantity (grams)')).toHaveValue('30');
    const name = within(dialog).getByLabelText('Name');
    await retype(user, name, 'M');
    const alpha = within(dialog).getByLabelText('Alpha acid (%)');
    await retype(user, alpha, '-1');
    await user.clear(within(dialog).getByLabelText('Quantity (grams)'));
    await saveDialog(user, dialog);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Alpha acid cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required')).toBeInTheDocument();

    await retype(user, name, 'Magnum DE');
    await retype(user, alpha, '5');
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '30');
    await user.selectOptions(within(dialog).getByLabelText('Usage stage'), 'Whirlpool');
    expect(within(dialog).getByLabelText('Boil time (min)')).toHaveValue('10');
    await user.selectOptions(within(dialog).getByLabelText('Usage stage'), 'Boil');
    await saveDialog(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Magnum DE')).toBeInTheDocument();
    // The core's worked example: the same addition at 5 % alpha acid gives 15.67 IBU.
    expect(screen.getByText('15.67 IBU')).toBeInTheDocument();
  });

  it('Update Hop edits a dry hop in days and keeps no timing once it is boiled', async () => {
    const { user } = await renderEdit();
    const dialog = await openUpdateDialog(user, 'Magnum', 'Update Hop');
    expect(within(dialog).queryByLabelText('Dry hop day')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Usage stage'), 'Dry Hop');
    await user.type(within(dialog).getByLabelText('Dry hop day'), '5');
    await user.type(within(dialog).getByLabelText('Dry hop duration (days)'), '2,5');
    await saveDialog(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Dry Hop · day 5 · 2\.5 days/)).toBeInTheDocument();

    const again = await openUpdateDialog(user, 'Magnum', 'Update Hop');
    expect(within(again).getByLabelText('Dry hop day')).toHaveValue('5');
    expect(within(again).getByLabelText('Dry hop duration (days)')).toHaveValue('2.5');
    await user.selectOptions(within(again).getByLabelText('Usage stage'), 'Boil');
    expect(within(again).queryByLabelText('Dry hop day')).not.toBeInTheDocument();
    await saveDialog(user, again);
    expect(screen.getByText(/Boil · 60 min/)).toBeInTheDocument();
  });

  it('Update Fermentable checks its numbers and shows the quantity in ounces', async () => {
    const { user } = await renderEdit('oz');
    const dialog = await openUpdateDialog(user, 'Crystal 120', 'Update Fermentable');
    // 300 g / 28.349523125 = 10.58 oz
    expect(within(dialog).getByLabelText('Quantity (oz)')).toHaveValue('10.58');
    const ebc = within(dialog).getByLabelText('Color Degree (EBC)');
    await retype(user, ebc, 'dark');
    await saveDialog(user, dialog);
    expect(await screen.findByText('Color Degree must be a number')).toBeInTheDocument();
    await retype(user, ebc, '150');
    await saveDialog(user, dialog);
    // 10 x (5 x 6 + 0.3 x 150) / 20 = 37.5
    expect(screen.getByTestId('figure-ebc')).toHaveTextContent('37.50');
  });

  it('keeps the stored grams when the quantity shown in ounces was not touched', async () => {
    const { user } = await renderEdit('oz');
    const before = screen.getAllByText(/ IBU$/).map((cell) => cell.textContent);
    const dialog = await openUpdateDialog(user, 'Magnum', 'Update Hop');
    // 30 g shows as 1.06 oz; saving it back unchanged must not turn it into 30.05 g.
    expect(within(dialog).getByLabelText('Quantity (oz)')).toHaveValue('1.06');
    const name = within(dialog).getByLabelText('Name');
    await retype(user, name, 'Magnum DE');
    await saveDialog(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Magnum DE')).toBeInTheDocument();
    expect(screen.getAllByText(/ IBU$/).map((cell) => cell.textContent)).toEqual(before);
  });

  it('Update Yeast and Update Misc show their own messages', async () => {
    const { user } = await renderEdit();
    const yeast = await openUpdateDialog(user, 'S-04', 'Update Yeast');
    expect(within(yeast).getByLabelText('Form')).toHaveValue('Dry');
    await user.clear(within(yeast).getByLabelText('Manufacturer'));
    await user.clear(within(yeast).getByLabelText('Attenuation (%)'));
    await saveDialog(user, yeast);
    expect(await screen.findByText('Manufacturer is required')).toBeInTheDocument();
    expect(screen.getByText('Attenuation is required')).toBeInTheDocument();
    await user.click(within(yeast).getByRole('button', { name: 'Cancel' }));

    const misc = await openUpdateDialog(user, 'Irish Moss', 'Update Misc');
    const time = within(misc).getByLabelText('Time (min)');
    await retype(user, time, '-5');
    await saveDialog(user, misc);
    expect(await screen.findByText('Time cannot be negative')).toBeInTheDocument();
  });

  it('Update Misc says when a misc goes in, and its row shows type, use and time', async () => {
    const { user } = await renderEdit();
    expect(screen.getByText('Fining · 15 min')).toBeInTheDocument();
    const misc = await openUpdateDialog(user, 'Irish Moss', 'Update Misc');
    await user.type(within(misc).getByLabelText('Use (Boil, Mash, Primary…)'), 'Boil');
    await saveDialog(user, misc);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Fining · Boil · 15 min')).toBeInTheDocument();
  });

  it('removes an ingredient only after a confirmation', async () => {
    const { user } = await renderEdit();
    await user.click(screen.getByRole('button', { name: 'Delete Cascade' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove ingredient?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Cascade')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Cascade' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Cascade')).not.toBeInTheDocument();
    expect(screen.getByTestId('figure-ibu')).toHaveTextContent('31.34');
  });
});
