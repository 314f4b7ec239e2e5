// The recipe screen in a brewer's own units (issue 14): batch and pre-boil volumes in gallons, mash
// step temperatures in °F, labels carrying the unit, the step temperature's limit stated in °F, and
// what is saved canonical (L, °C) without drift.
import { screen, within } from '@testing-library/react';
import type { MashStep } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '../../../test/render';
import { reply, stubApi } from '../../../test/stub-api';
import { RecipeEditorPage } from './RecipeEditorPage';
import { ipaRecipe } from './test-support/fixtures';

const imperial = { ...TEST_SESSION, volumeUnit: 'gal', temperatureUnit: 'F' } as const;
const step: MashStep = {
  id: 'a',
  name: 'Saccharification',
  type: 'Infusion',
  temperature: ((152 - 32) * 5) / 9,
  time: 60,
  description: null,
};

function renderImperial(recipe = ipaRecipe({ mashSteps: [step] })) {
  const api = stubApi({
    'GET /api/recipes/:id': recipe,
    'PUT /api/recipes/:id': (call: { body: unknown }) => reply(200, { ...recipe, ...(call.body as object) }),
  });
  const rendered = renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/recipe-1/edit',
    path: '/Recipes/:id/:mode',
    session: imperial,
  });
  return { ...rendered, api };
}
const saved = (api: ReturnType<typeof stubApi>) =>
  api.calls.find((c) => c.method === 'PUT')?.body as ReturnType<typeof ipaRecipe>;
const mash = () => screen.getByRole('region', { name: /Mash Schedule/ });

describe('recipe screen in gallons and °F', () => {
  it('shows and takes the batch volume in gallons and saves litres without drift', async () => {
    const { user, api } = renderImperial();
    await screen.findByDisplayValue('Copper IPA');
    // The fixture's 20 L batch and 25 L pre-boil volume.
    expect(screen.getByLabelText('Batch Volume (gal)')).toHaveValue('5.28');
    expect(screen.getByLabelText('Pre Boil Volume')).toHaveValue('6.604 gal');
    const volume = screen.getByLabelText('Batch Volume (gal)');
    await user.clear(volume);
    await user.type(volume, '5.125');
    expect(volume).toHaveValue('5.125');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    expect(saved(api).recipeEquipment.batchVolume).toBeCloseTo(5.125 * 3.78541, 9);
  });

  it('keeps a stored 5 gal exactly when saved unchanged', async () => {
    const litres = 5 * 3.78541;
    const recipe = ipaRecipe({ mashSteps: [step] });
    const { user, api } = renderImperial({
      ...recipe,
      recipeEquipment: { ...recipe.recipeEquipment, batchVolume: litres },
    });
    await screen.findByDisplayValue('Copper IPA');
    expect(screen.getByLabelText('Batch Volume (gal)')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    expect(saved(api).recipeEquipment.batchVolume).toBe(litres);
    expect(saved(api).mashSteps[0]!.temperature).toBe(step.temperature);
  });

  it('shows mash steps in °F and checks a step temperature against its limit in °F', async () => {
    const { user, api } = renderImperial();
    await screen.findByDisplayValue('Copper IPA');
    expect(within(mash()).getByText('152 °F')).toBeInTheDocument();

    await user.click(within(mash()).getByRole('button', { name: 'Edit Saccharification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Mash Step' });
    const temperature = within(dialog).getByLabelText('Temperature (°F)');
    expect(temperature).toHaveValue('152');
    await user.clear(temperature);
    await user.type(temperature, '213');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Step temperature must be between 32 and 212°F'),
    ).toBeInTheDocument();
    await user.clear(temperature);
    await user.type(temperature, '212');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(mash()).getByText('212 °F')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    expect(saved(api).mashSteps[0]!.temperature).toBe(100);
  });
});
