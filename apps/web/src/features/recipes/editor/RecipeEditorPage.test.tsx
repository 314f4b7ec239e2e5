// The recipe screen as a user meets it: live figures of a known recipe, new-recipe defaults, style
// ranges, the equipment change confirmation, details mode, saving and the 409 conflict path.
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { reply, stubApi } from '../../../test/stub-api';
import { RecipeEditorPage } from './RecipeEditorPage';
import { catalogueEquipments, ipaRecipe, waterRoutes } from './test-support/fixtures';

function renderAt(route: string) {
  const path = route === '/Recipes/new' ? '/Recipes/new' : '/Recipes/:id/:mode';
  return renderWithProviders(<RecipeEditorPage />, { route, path, session: true });
}

const figure = (key: string) => screen.getByTestId(`figure-${key}`);

describe('recipe screen', () => {
  it('shows the live figures of the worked IPA and follows a batch volume change', async () => {
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': ipaRecipe() });
    const { user } = renderAt('/Recipes/recipe-1/edit');
    expect(await screen.findByDisplayValue('Copper IPA')).toBeInTheDocument();
    // Worked by hand in test-support/fixtures.ts (the core's figures tests use the same recipe).
    expect(figure('og')).toHaveTextContent('1.061');
    expect(figure('fg')).toHaveTextContent('1.013');
    expect(figure('abv')).toHaveTextContent('6.24');
    expect(figure('ebc')).toHaveTextContent('33.00');
    expect(figure('ibu')).toHaveTextContent('38.16');
    expect(figure('buGu')).toHaveTextContent('0.63');
    expect(screen.getByLabelText('Pre Boil Volume')).toHaveValue('25.000 L');
    expect(screen.getByText('94.34 %')).toBeInTheDocument();
    expect(screen.getByText('5.66 %')).toBeInTheDocument();
    expect(screen.getByText('31.34 IBU')).toBeInTheDocument();
    expect(screen.getByText('6.82 IBU')).toBeInTheDocument();
    expect(screen.getByText('(1.056 - 1.070)')).toBeInTheDocument();
    expect(screen.getByText('5.00 kg')).toBeInTheDocument();

    const volume = screen.getByLabelText('Batch Volume (L)');
    await user.clear(volume);
    await user.type(volume, '25');
    // 323.748 points x 3.78541 / 25 L = 49.02 -> 1.049; pre-boil 25 + 1 + 3 + 1 = 30.
    expect(figure('og')).toHaveTextContent('1.049');
    expect(screen.getByLabelText('Pre Boil Volume')).toHaveValue('30.000 L');
  });

  it('starts a new recipe with its defaults, shows a chosen style and saves it', async () => {
    // A fixed day: on the real clock, midnight could fall between the render and the check.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12) });
    onTestFinished(() => void vi.useRealTimers());
    const api = stubApi({ ...waterRoutes, 'POST /api/recipes': reply(201, ipaRecipe()) });
    const { user, router } = renderAt('/Recipes/new');
    expect(screen.getByLabelText('Creation Date')).toHaveValue('2026-11-23');
    expect(screen.getByLabelText('Creation Date')).toBeDisabled();
    expect(screen.getByLabelText('Type')).toHaveValue('All Grain');
    expect(screen.getByLabelText('Batch Volume (L)')).toHaveValue('20');
    expect(screen.getByLabelText('Brew. Efficiency %')).toHaveValue('75');
    expect(screen.getByLabelText('Boil Time')).toHaveValue('60');
    expect(screen.getByLabelText('Author')).toHaveValue('Ada Brewer');
    expect(screen.getByRole('option', { name: 'Select a style' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Recipe Name is required')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Recipe Name'), 'House Pale');
    await user.selectOptions(screen.getByLabelText('Style'), 'American IPA');
    expect(screen.getByText('(40 - 70)')).toBeInTheDocument();
    // Mash efficiency is the same value as brewhouse efficiency.
    const mash = screen.getByLabelText('Mash Efficiency %');
    await user.clear(mash);
    await user.type(mash, '70');
    expect(screen.getByLabelText('Brew. Efficiency %')).toHaveValue('70');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipe saved successfully.')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'House Pale',
      style: 'American IPA',
      type: 'All Grain',
      volumeLiters: 20,
    });
    expect(body.recipeEquipment).toMatchObject({ name: '', batchVolume: 20, efficiency: 70, boilTime: 60 });
    expect(router.state.location.pathname).toBe('/RecipeList');
  });

  it('tells a batch volume that is not a number from an empty one', async () => {
    const api = stubApi({ ...waterRoutes, 'GET /api/recipes/:id': ipaRecipe() });
    const { user } = renderAt('/Recipes/recipe-1/edit');
    const volume = await screen.findByLabelText('Batch Volume (L)');
    await user.clear(volume);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Batch volume is required')).not.toHaveLength(0);
    await user.type(volume, 'twenty');
    expect(volume).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Batch volume must be a number')).not.toHaveLength(0);
    expect(figure('og')).toHaveTextContent('1.000');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks before replacing an equipment and applies it only on confirm', async () => {
    stubApi({
      ...waterRoutes,
      'GET /api/recipes/:id': ipaRecipe(),
      'GET /api/equipments': catalogueEquipments,
    });
    const { user } = renderAt('/Recipes/recipe-1/edit');
    await screen.findByDisplayValue('Kettle 30 L');

    const pick = async () => {
      await user.click(screen.getByRole('button', { name: 'Change equipment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Select an Equipment' });
      await user.click(await within(dialog).findByRole('radio', { name: 'Grainfather G30' }));
      await user.click(within(dialog).getByRole('button', { name: 'Select' }));
      return screen.findByRole('alertdialog', { name: 'Are you sure?' });
    };

    let confirm = await pick();
    expect(
      within(confirm).getByText(
        'Do you really want to change the equipment? Changing it will update the recipe.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Equipment')).toHaveValue('Kettle 30 L');
    expect(screen.getByLabelText('Batch Volume (L)')).toHaveValue('20');

    confirm = await pick();
    await user.click(within(confirm).getByRole('button', { name: 'Change equipment' }));
    expect(screen.getByLabelText('Equipment')).toHaveValue('Grainfather G30');
    expect(screen.getByLabelText('Batch Volume (L)')).toHaveValue('23');
    expect(screen.getByLabelText('Boil Time')).toHaveValue('90');
    // 23 + 0.5 + 2 x 90/60 + 1.5 = 28
    expect(screen.getByLabelText('Pre Boil Volume')).toHaveValue('28.000 L');
  });

  it('applies the first equipment directly and asks for a choice when none is selected', async () => {
    stubApi({ ...waterRoutes, 'GET /api/equipments': catalogueEquipments });
    const { user } = renderAt('/Recipes/new');
    await user.click(screen.getByRole('button', { name: 'Select equipment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select an Equipment' });
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Please select an equipment.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: 'Grainfather G30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Equipment')).toHaveValue('Grainfather G30');
  });

  it('shows details read-only: every field disabled, no Save, no ingredient buttons', async () => {
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': ipaRecipe() });
    renderAt('/Recipes/recipe-1/details');
    expect(await screen.findByRole('heading', { name: 'Recipe Details' })).toBeInTheDocument();
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    for (const field of screen.getAllByRole('combobox')) expect(field).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Add|Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /equipment/i })).not.toBeInTheDocument();
    expect(screen.getByText('5.00 kg')).toBeInTheDocument();
  });

  it('goes back to the list with a toast when the recipe cannot be loaded', async () => {
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': reply(500) });
    const { router } = renderAt('/Recipes/missing/edit');
    expect(await screen.findByText('Error loading recipe')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/RecipeList'));
  });

  it('saves with the version and written-back figures', async () => {
    const api = stubApi({
      ...waterRoutes,
      'GET /api/recipes/:id': ipaRecipe(),
      'PUT /api/recipes/:id': ipaRecipe({ version: 4 }),
    });
    const { user, router } = renderAt('/Recipes/recipe-1/edit');
    await screen.findByDisplayValue('Copper IPA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Recipe saved successfully.')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as ReturnType<typeof ipaRecipe>;
    expect(body.version).toBe(3);
    expect(body.recipeHops.map((h) => h.ibu)).toEqual([31.34, 6.82]);
    expect(body.recipeFermentables.map((f) => f.percentage)).toEqual([94.34, 5.66]);
    expect(router.state.location.pathname).toBe('/RecipeList');
  });

  it('explains a 409 conflict, keeps what the user typed, and reloads the latest after a confirm', async () => {
    let latest = ipaRecipe();
    stubApi({
      ...waterRoutes,
      'GET /api/recipes/:id': () => latest,
      'PUT /api/recipes/:id': reply(409, { message: 'This recipe was saved elsewhere in the meantime.' }),
    });
    const { user, router } = renderAt('/Recipes/recipe-1/edit');
    const name = await screen.findByDisplayValue('Copper IPA');
    await user.clear(name);
    await user.type(name, 'My Copper IPA');
    latest = ipaRecipe({ name: 'Their Copper IPA', version: 4 });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This recipe was changed elsewhere.');
    expect(screen.getByLabelText('Recipe Name')).toHaveValue('My Copper IPA');
    expect(router.state.location.pathname).toBe('/Recipes/recipe-1/edit');

    await user.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Recipe Name')).toHaveValue('My Copper IPA');

    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload latest' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Reload latest' }));
    expect(await screen.findByDisplayValue('Their Copper IPA')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The reloaded recipe is what is saved now: leaving asks nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/RecipeList');
  });

  it('asks before links, Cancel or closing the tab drop unsaved changes', async () => {
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': ipaRecipe() });
    const { user, router } = renderWithProviders(
      <>
        <Link to="/HopList">Hops</Link>
        <RecipeEditorPage />
      </>,
      { route: '/Recipes/recipe-1/edit', path: '/Recipes/:id/:mode', session: true },
    );
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const name = await screen.findByDisplayValue('Copper IPA');
    expect(unload()).toBe(false);
    // Typing and taking it back again is no change.
    await user.type(name, 'X');
    await user.type(name, '{Backspace}');
    expect(unload()).toBe(false);

    await user.type(name, ' Two');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/Recipes/recipe-1/edit');
    expect(screen.getByLabelText('Recipe Name')).toHaveValue('Copper IPA Two');

    await user.click(screen.getByRole('link', { name: 'Hops' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/Recipes/recipe-1/edit');
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/HopList');
  });

  it('leaves a recipe in details mode without asking', async () => {
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': ipaRecipe() });
    const { user, router } = renderAt('/Recipes/recipe-1/details');
    await screen.findByDisplayValue('Copper IPA');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/RecipeList');
  });
});
