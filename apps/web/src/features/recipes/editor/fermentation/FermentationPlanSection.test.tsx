// The Fermentation section on the recipe screen: a plan started from the yeast, steps added with the
// core's messages (in °F for a brewer who uses it), edited, reordered, removed, the days of the plan
// each covers and the total, what a save sends, the step limit, and details mode read-only.
import { screen, within } from '@testing-library/react';
import { type FermentationStep, MAX_FERMENTATION_STEPS } from '@wortsmith/core';
import { dryAleYeast } from '@wortsmith/core/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '../../../../test/render';
import { reply, stubApi } from '../../../../test/stub-api';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { ipaRecipe, waterRoutes } from '../test-support/fixtures';

const ale: FermentationStep[] = [
  { id: 'p', name: 'Primary', kind: 'primary', temperature: 19, days: 14 },
  { id: 'c', name: 'Cold crash', kind: 'coldCrash', temperature: 2, days: 3, rampDays: 1 },
];

function renderAt(
  mode: 'edit' | 'details',
  recipe = ipaRecipe({ fermentationSteps: ale }),
  session: typeof TEST_SESSION = TEST_SESSION,
) {
  const api = stubApi({
    ...waterRoutes,
    'GET /api/recipes/:id': recipe,
    'PUT /api/recipes/:id': (call: { body: unknown }) => reply(200, { ...recipe, ...(call.body as object) }),
  });
  const rendered = renderWithProviders(<RecipeEditorPage />, {
    route: `/Recipes/recipe-1/${mode}`,
    path: '/Recipes/:id/:mode',
    session,
  });
  return { ...rendered, api };
}

const section = () => screen.getByRole('region', { name: /^Fermentation/ });
const rows = () =>
  within(section())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    );
const saved = (api: ReturnType<typeof stubApi>) =>
  (api.calls.find((c) => c.method === 'PUT')!.body as { fermentationSteps: FermentationStep[] })
    .fermentationSteps;

describe('fermentation plan section', () => {
  it('lists the steps with the days of the plan each covers and the total', async () => {
    renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    expect(rows()).toEqual([
      ['1. Primarydays 1–14', 'Primary', '19.0 °C', '14 days', '—No ramp'],
      ['2. Cold crashdays 15–17', 'Cold crash', '2.0 °C', '3 days', 'ramp 1 day'],
    ]);
    expect(within(section()).getByText('17 days')).toBeInTheDocument();
  });

  it('starts a plan from the yeast’s range, then adds a step the core has checked', async () => {
    const yeast = { ...dryAleYeast('y-1', 'US-05', 81), temperatureRange: '18.3-21.1 °C' };
    const { user, api } = renderAt('edit', ipaRecipe({ recipeYeasts: [yeast], fermentationSteps: [] }));
    await screen.findByDisplayValue('Copper IPA');
    expect(within(section()).getByText(/No fermentation plan yet/)).toHaveTextContent(
      'Start from the yeast: primary at 19.5 °C for 14 days.',
    );
    await user.click(within(section()).getByRole('button', { name: 'Start from the yeast' }));
    expect(rows()).toEqual([['1. Primarydays 1–14', 'Primary', '19.5 °C', '14 days', '—No ramp']]);
    expect(within(section()).queryByRole('button', { name: 'Start from the yeast' })).not.toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Add Fermentation Step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Fermentation Step' });
    // After primary comes the diacetyl rest, named after its kind until the brewer names it.
    expect(within(dialog).getByLabelText('Kind')).toHaveValue('diacetylRest');
    expect(within(dialog).getByLabelText('Step Name')).toHaveValue('Diacetyl rest');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'coldCrash');
    expect(within(dialog).getByLabelText('Step Name')).toHaveValue('Cold crash');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fermentation temperature is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Step days are required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Temperature (°C)'), '45');
    await user.type(within(dialog).getByLabelText('Days'), '0');
    await user.type(within(dialog).getByLabelText('Ramp days'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Fermentation temperature must be between -5 and 40°C'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Step days must be more than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Ramp days cannot be negative')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Temperature (°C)'));
    await user.type(within(dialog).getByLabelText('Temperature (°C)'), '1,5');
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '3');
    await user.clear(within(dialog).getByLabelText('Ramp days'));
    await user.type(within(dialog).getByLabelText('Ramp days'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rows()[1]).toEqual(['2. Cold crashdays 15–17', 'Cold crash', '1.5 °C', '3 days', 'ramp 2 days']);
    expect(within(section()).getByText('17 days')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipe saved successfully.')).toBeInTheDocument();
    expect(saved(api)).toEqual([
      { id: expect.any(String), name: 'Primary', kind: 'primary', temperature: 19.5, days: 14 },
      {
        id: expect.any(String),
        name: 'Cold crash',
        kind: 'coldCrash',
        temperature: 1.5,
        days: 3,
        rampDays: 2,
      },
    ]);
  });

  it('edits, moves and removes steps and saves the plan in order', async () => {
    const { user, api } = renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    await user.click(within(section()).getByRole('button', { name: 'Edit Primary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Fermentation Step' });
    expect(within(dialog).getByLabelText('Temperature (°C)')).toHaveValue('19');
    await user.clear(within(dialog).getByLabelText('Days'));
    await user.type(within(dialog).getByLabelText('Days'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(rows()[0]?.[3]).toBe('10 days');

    within(section()).getByRole('button', { name: 'Move Cold crash up' }).focus();
    await user.keyboard('{Enter}');
    expect(rows().map((row) => row[0])).toEqual(['1. Cold crashdays 1–3', '2. Primarydays 4–13']);
    expect(within(section()).getByRole('button', { name: 'Move Cold crash down' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await user.click(within(section()).getByRole('button', { name: 'Delete Cold crash' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove fermentation step?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(rows().map((row) => row[0])).toEqual(['1. Primarydays 1–10']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipe saved successfully.')).toBeInTheDocument();
    expect(saved(api)).toEqual([{ ...ale[0], days: 10 }]);
  });

  it('takes temperatures in °F and states the limit in °F, saving °C', async () => {
    const { user, api } = renderAt('edit', ipaRecipe({ fermentationSteps: ale }), {
      ...TEST_SESSION,
      temperatureUnit: 'F',
    });
    await screen.findByDisplayValue('Copper IPA');
    expect(rows()[0]?.[2]).toBe('66 °F');
    await user.click(within(section()).getByRole('button', { name: 'Edit Cold crash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Fermentation Step' });
    const temperature = within(dialog).getByLabelText('Temperature (°F)');
    await user.clear(temperature);
    await user.type(temperature, '110');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Fermentation temperature must be between 23 and 104°F'),
    ).toBeInTheDocument();
    await user.clear(temperature);
    await user.type(temperature, '32');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipe saved successfully.')).toBeInTheDocument();
    expect(saved(api)[1]?.temperature).toBe(0);
  });

  it('adds no more than the core allows', async () => {
    const many = Array.from({ length: MAX_FERMENTATION_STEPS }, (_, i) => ({
      ...ale[0]!,
      id: `s${i}`,
      days: 1,
    }));
    renderAt('edit', ipaRecipe({ fermentationSteps: many }));
    await screen.findByDisplayValue('Copper IPA');
    expect(within(section()).getByRole('button', { name: 'Add Fermentation Step' })).toBeDisabled();
    expect(within(section()).getByText(/at most 10 steps/)).toBeInTheDocument();
  });

  it('shows the plan read-only in details mode', async () => {
    renderAt('details');
    await screen.findByDisplayValue('Copper IPA');
    expect(rows().map((row) => row[0])).toEqual(['1. Primarydays 1–14', '2. Cold crashdays 15–17']);
    expect(within(section()).queryAllByRole('button')).toEqual([]);
  });
});
