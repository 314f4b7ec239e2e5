// The recipe screen's Water section as a brewer uses it: a source profile fills the ions, acid lowers the
// predicted mash pH, the suggestion's button adds its acid, Match target proposes and applies only on
// confirmation, details mode is read-only, and a wrong value shows the schema's message and blocks the save.
import { screen, waitFor, within } from '@testing-library/react';
import type { Recipe, RecipeWater } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { retype } from '../../../../test/typing';
import { observeRowRenders } from '../ingredients/row-renders';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { ipaRecipe, tapWater, waterRoutes } from '../test-support/fixtures';

function renderAt(mode: 'edit' | 'details', water: RecipeWater | null = tapWater) {
  const recipe = ipaRecipe({
    water,
    mashSteps: [
      { id: 's1', name: 'Saccharification', type: 'Infusion', temperature: 66, time: 60, description: null },
    ],
  });
  const api = stubApi({
    ...waterRoutes,
    'GET /api/recipes/:id': recipe,
    'PUT /api/recipes/:id': (call: { body: unknown }) => ({
      ...recipe,
      ...(call.body as object),
      version: 4,
    }),
  });
  const rendered = renderWithProviders(<RecipeEditorPage />, {
    route: `/Recipes/recipe-1/${mode}`,
    path: '/Recipes/:id/:mode',
    session: true,
  });
  return { ...rendered, api };
}

const section = () => screen.getByRole('region', { name: 'Water' });
const predictedPh = () => Number(within(section()).getByTestId('predicted-mash-ph').textContent);
const savedWater = (api: ReturnType<typeof renderAt>['api']) =>
  (api.calls.find((c) => c.method === 'PUT')?.body as Recipe | undefined)?.water;

/**
 * The dialog `name` once it takes clicks: Radix disables pointer events on the page as the dialog mounts
 * and enables them on the dialog a render later, so a click in between (a loaded CI machine) was refused.
 */
async function openedDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}

describe('water section', () => {
  it('fills the source ions from the chosen profile', async () => {
    const { user } = renderAt('edit', null);
    const source = await screen.findByLabelText('Source water');
    await waitFor(() => expect(within(source).getByRole('option', { name: 'Pilsen' })).toBeInTheDocument());
    await user.selectOptions(source, 'Pilsen');
    const ions = within(section());
    expect(ions.getByLabelText('Calcium')).toHaveValue('7');
    expect(ions.getByLabelText('Sulfate')).toHaveValue('5');
    expect(ions.getByLabelText('Bicarbonate')).toHaveValue('28');

    // Typing an ion makes the source the brewer's own figures.
    await retype(user, ions.getByLabelText('Calcium'), '12');
    expect(source).toHaveValue('');
    expect(source).toHaveDisplayValue('Own figures (typed below)');
  });

  it('lowers the predicted mash pH as lactic acid is added', async () => {
    const { user } = renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    const before = predictedPh();
    await user.click(within(section()).getByRole('button', { name: 'Add acid' }));
    const millilitres = within(section()).getByLabelText('Millilitres of acid 1');
    await retype(user, millilitres, '1');
    const one = predictedPh();
    expect(one).toBeLessThan(before);
    await retype(user, millilitres, '3');
    expect(predictedPh()).toBeLessThan(one);
  });

  it("adds the suggestion's acid with its button, bringing the mash to the target pH", async () => {
    const { user } = renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    expect(predictedPh()).toBeGreaterThan(5.4);
    const add = within(section()).getByRole('button', { name: /^Add [\d.]+ mL lactic acid \(88 %\)$/ });
    const millilitres = /Add ([\d.]+) mL/.exec(add.textContent ?? '')?.[1];
    await user.click(add);
    expect(within(section()).getByLabelText('Acid 1')).toHaveDisplayValue('Lactic acid');
    expect(within(section()).getByLabelText('Millilitres of acid 1')).toHaveValue(millilitres);
    expect(within(section()).getByLabelText('Vessel of acid 1')).toHaveValue('mash');
    expect(predictedPh()).toBeCloseTo(5.4, 1);
    expect(within(section()).getByText('The mash is at its target pH of 5.40.')).toBeInTheDocument();
  });

  it('proposes salts for the target and applies them only when confirmed', async () => {
    const { user, api } = renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    const target = within(section()).getByLabelText('Target profile');
    // An American IPA is compared against "Pale and hoppy" until the brewer picks a target.
    await waitFor(() => expect(target).toHaveDisplayValue('Suggested: Pale and hoppy'));

    await user.click(within(section()).getByRole('button', { name: 'Match target' }));
    let dialog = await openedDialog('Match Pale and hoppy');
    expect(within(dialog).getByRole('table', { name: 'Proposed salts' })).toHaveTextContent(/Gypsum/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section()).queryByLabelText('Salt 1')).not.toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Match target' }));
    dialog = await openedDialog('Match Pale and hoppy');
    await user.click(within(dialog).getByRole('button', { name: 'Apply salts' }));
    const vessels = within(section())
      .getAllByLabelText(/^Vessel of salt \d+$/)
      .map((select) => (select as HTMLSelectElement).value);
    expect(vessels).toContain('mash');
    expect(vessels).toContain('sparge');
    expect(target).toHaveValue('cw-pale');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(savedWater(api)).toBeDefined());
    const saved = savedWater(api)!;
    expect(saved.targetWaterId).toBe('cw-pale');
    expect(saved.salts.some((s) => s.salt === 'gypsum' && s.vessel === 'sparge' && s.grams > 0)).toBe(true);
  });

  it('shows the water read-only in details mode', async () => {
    renderAt('details', {
      ...tapWater,
      salts: [{ salt: 'gypsum', grams: 5, vessel: 'mash' }],
      acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 2, vessel: 'sparge' }],
    });
    await screen.findByDisplayValue('Copper IPA');
    const water = within(section());
    await waitFor(() => expect(water.getByLabelText('Source water')).toHaveDisplayValue('Home tap'));
    for (const control of [...water.getAllByRole('textbox'), ...water.getAllByRole('combobox')])
      expect(control).toBeDisabled();
    expect(water.queryByRole('button')).not.toBeInTheDocument();
    expect(water.getByRole('row', { name: /Gypsum/ })).toHaveTextContent('Gypsum (CaSO₄·2H₂O)5 gMash');
    expect(water.getByRole('row', { name: /Lactic/ })).toHaveTextContent('Lactic acid88 %2 mLSparge');
    expect(water.getByText(/To reach pH 5\.40, add/)).toBeInTheDocument();
  });

  it("shows a wrong value's message at its field and saves nothing", async () => {
    const { user, api } = renderAt('edit');
    await screen.findByDisplayValue('Copper IPA');
    await user.click(within(section()).getByRole('button', { name: 'Add salt' }));
    const grams = within(section()).getByLabelText('Grams of salt 1');
    await retype(user, grams, '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByText('Grams must not be negative.')).toBeInTheDocument();
    expect(grams).toHaveAttribute('aria-invalid', 'true');
    expect(grams).toHaveAccessibleDescription('Grams must not be negative.');
    expect(grams).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await retype(user, grams, '2');
    expect(within(section()).queryByText('Grams must not be negative.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(savedWater(api)?.salts).toEqual([{ salt: 'gypsum', grams: 2, vessel: 'mash' }]),
    );
  });

  it('renders again only for an edit that changes what its figures read', async () => {
    const { user } = renderAt('edit');
    const name = await screen.findByDisplayValue('Copper IPA');
    // The profiles have come (the source shows its name): from now on only edits count.
    await waitFor(() =>
      expect(within(section()).getByLabelText('Source water')).toHaveDisplayValue('Home tap'),
    );
    let renders = 0;
    const stop = observeRowRenders((id) => {
      if (id === 'water-section') renders++;
    });
    try {
      await user.type(name, 'X');
      await user.type(screen.getByLabelText('Quantity of Magnum (grams)'), '5');
      expect(renders).toBe(0);
      const before = predictedPh();
      await user.type(screen.getByLabelText('Quantity of Crystal 120 (grams)'), '0');
      expect(renders).toBeGreaterThan(0);
      // Ten times the crystal malt: a more acidic mash.
      expect(predictedPh()).toBeLessThan(before);
    } finally {
      stop();
    }
  });
});
