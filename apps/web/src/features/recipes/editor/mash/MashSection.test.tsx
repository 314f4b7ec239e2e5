// The Mash Schedule section on the recipe screen: add, edit, reorder by keyboard and delete steps, the
// step messages of the core, what a save sends, and details mode showing the schedule read-only.

import { screen, within } from '@testing-library/react';
import type { MashStep } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { reply, stubApi } from '../../../../test/stub-api';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { ipaRecipe, waterRoutes } from '../test-support/fixtures';

const steps: MashStep[] = [
  { id: 'a', name: 'Protein rest', type: 'Temperature', temperature: 52, time: 15, description: null },
  {
    id: 'b',
    name: 'Saccharification',
    type: 'Infusion',
    temperature: 66,
    time: 60,
    description: 'Thick mash',
  },
];

function renderAt(mode: 'edit' | 'details', mashSteps: MashStep[] = steps) {
  const api = stubApi({
    ...waterRoutes,
    'GET /api/recipes/:id': ipaRecipe({ mashSteps }),
    'PUT /api/recipes/:id': (call: { body: unknown }) =>
      reply(200, { ...ipaRecipe(), ...(call.body as object) }),
  });
  const rendered = renderWithProviders(<RecipeEditorPage />, {
    route: `/Recipes/recipe-1/${mode}`,
    path: '/Recipes/:id/:mode',
    session: true,
  });
  return { ...rendered, api };
}

const section = () => screen.getByRole('region', { name: /Mash Schedule/ });
const stepNames = () =>
  within(section())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('span')!.textContent);

describe('mash schedule section', () => {
  it('adds a step after the core has checked it', async () => {
    const { user } = renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    expect(stepNames()).toEqual(['1. Protein rest', '2. Saccharification']);
    expect(within(section()).getByText('Thick mash')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Add Mash Step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Mash Step' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Step name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Step temperature is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Step Name'), 'Mash out');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Decoction');
    await user.type(within(dialog).getByLabelText('Temperature (°C)'), '120');
    await user.type(within(dialog).getByLabelText('Time (minutes)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Step temperature must be between 0 and 100°C'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Temperature (°C)'));
    await user.type(within(dialog).getByLabelText('Temperature (°C)'), '75,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stepNames()).toEqual(['1. Protein rest', '2. Saccharification', '3. Mash out']);
    expect(within(section()).getByText('75.5 °C')).toBeInTheDocument();
  });

  it('moves a step by keyboard, focus following it', async () => {
    const { user } = renderAt('edit', [
      ...steps,
      { id: 'c', name: 'Mash out', type: 'Decoction', temperature: 76, time: 10, description: null },
    ]);
    await screen.findByDisplayValue('Copper IPA');
    within(section()).getByRole('button', { name: 'Move Mash out up' }).focus();
    await user.keyboard('{Enter}');
    expect(stepNames()).toEqual(['1. Protein rest', '2. Mash out', '3. Saccharification']);
    await user.keyboard('{Enter}');
    expect(stepNames()).toEqual(['1. Mash out', '2. Protein rest', '3. Saccharification']);
    expect(within(section()).getByRole('button', { name: 'Move Mash out up' })).toBeDisabled();
    // At the top, focus moves to the button that still works.
    expect(within(section()).getByRole('button', { name: 'Move Mash out down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stepNames()).toEqual(['1. Protein rest', '2. Mash out', '3. Saccharification']);
  });

  it('edits and deletes steps and saves the schedule in order', async () => {
    const { user, api } = renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    await user.click(within(section()).getByRole('button', { name: 'Edit Protein rest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Mash Step' });
    expect(within(dialog).getByLabelText('Temperature (°C)')).toHaveValue('52');
    await user.clear(within(dialog).getByLabelText('Time (minutes)'));
    await user.type(within(dialog).getByLabelText('Time (minutes)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(section()).getByText('20 min')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Delete Saccharification' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove mash step?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(stepNames()).toEqual(['1. Protein rest']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipe saved successfully.')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as { mashSteps: MashStep[] };
    expect(body.mashSteps).toEqual([{ ...steps[0], time: 20 }]);
  });

  it('shows the schedule read-only in details mode', async () => {
    renderAt('details');
    await screen.findByDisplayValue('Copper IPA');
    expect(stepNames()).toEqual(['1. Protein rest', '2. Saccharification']);
    expect(within(section()).getByText('52.0 °C')).toBeInTheDocument();
    expect(within(section()).queryAllByRole('button')).toEqual([]);
  });

  it('says so when a recipe has no mash steps', async () => {
    renderAt('edit', []);
    await screen.findByDisplayValue('Copper IPA');
    expect(within(section()).getByText('No mash steps yet.')).toBeInTheDocument();
  });
});
