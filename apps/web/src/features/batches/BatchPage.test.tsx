// The batch screen edits its own copy of the recipe with the recipe screen's ingredient tables and
// dialogs: the planned figures follow, Save sends the snapshot with the batch, the recipe is untouched.
// Like the recipe screen it checks what is typed before saving, asks before unsaved changes are left
// behind, and offers the two ways out of a save refused as stale.
import { screen, waitFor, within } from '@testing-library/react';
import type { BatchInput } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildBatch } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';
import { ipaRecipe } from '../recipes/editor/test-support/fixtures';

const { id: _id, userId: _user, createdAt: _c, updatedAt: _u, ...snapshot } = ipaRecipe();
const batch = buildBatch({ recipe: snapshot, version: 4 });

/** The planned figure `label` of the Plan section. */
const planned = (label: string) =>
  within(screen.getByLabelText('Planned figures')).getByText(label).closest('div')?.textContent;

describe('batch screen', () => {
  it('edits the snapshot’s ingredients, the plan follows, and Save sends the snapshot', async () => {
    const { calls } = stubApi({
      'GET /api/batches/:id': batch,
      'GET /api/batches/:id/readings': [],
      'PUT /api/batches/:id': (call: { body: unknown }) =>
        reply(200, { ...batch, ...(call.body as BatchInput), version: 5 }),
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    expect(await screen.findByRole('heading', { name: '#1 Copper IPA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the recipe' })).toHaveAttribute(
      'href',
      '/Recipes/recipe-1/details',
    );
    // 5 kg pale and 300 g crystal at 75 % in 20 L: OG 1.061 (the core's worked example).
    expect(planned('OG')).toBe('OG1.061');

    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    const pale = within(ingredients).getByLabelText('Quantity of Pale Ale Malt (grams)');
    await user.clear(pale);
    await user.type(pale, '6000');
    expect(planned('OG')).toBe('OG1.073');
    await user.click(within(ingredients).getByRole('button', { name: 'Delete Crystal 120' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(within(ingredients).queryByText('Crystal 120')).not.toBeInTheDocument();
    // EBC 10 x 6 kg x 6 / 20 L, read whole.
    expect(planned('EBC')).toBe('EBC18');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path)).toEqual(['/api/batches/batch-1']);
    const body = puts[0]!.body as BatchInput;
    expect(body.version).toBe(4);
    expect(body.recipe.recipeFermentables.map((f) => [f.name, f.quantity])).toEqual([
      ['Pale Ale Malt', 6000],
    ]);
    expect(body.recipe.recipeHops).toEqual(snapshot.recipeHops);
    expect(body.recipe.name).toBe('Copper IPA');
  });

  it('links the recipe’s version it was brewed from, when the batch knows it', async () => {
    stubApi({
      'GET /api/batches/:id': buildBatch({ id: 'b7', recipe: snapshot, recipeVersion: 7 }),
      'GET /api/batches/:id/readings': [],
    });
    renderApp({ route: '/Batches/b7', session: true });
    const brewedFrom = await screen.findByRole('link', { name: 'Brewed from v7' });
    expect(brewedFrom).toHaveAttribute('href', '/Recipes/recipe-1/versions/7');
    expect(brewedFrom.parentElement).toHaveTextContent(
      'Brewed from v7 of the recipe; changes here stay in this batch.',
    );
  });

  it('names only the recipe when the batch was brewed before versions were kept', async () => {
    stubApi({
      'GET /api/batches/:id': buildBatch({ id: 'b2', recipe: snapshot, recipeVersion: null }),
      'GET /api/batches/:id/readings': [],
    });
    renderApp({ route: '/Batches/b2', session: true });
    const recipe = await screen.findByRole('link', { name: 'the recipe' });
    expect(recipe.parentElement).toHaveTextContent(
      'Brewed from the recipe; changes here stay in this batch.',
    );
    expect(screen.queryByRole('link', { name: /^Brewed from v/ })).not.toBeInTheDocument();
  });

  it('keeps the edited snapshot on screen when a save is refused as stale', async () => {
    stubApi({
      'GET /api/batches/:id': batch,
      'GET /api/batches/:id/readings': [],
      'PUT /api/batches/:id': reply(409, {
        message: 'This batch was changed elsewhere. Reload it to see the latest version.',
      }),
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    await user.click(within(ingredients).getByRole('button', { name: 'Delete Magnum' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This batch was changed elsewhere. Reload it to see the latest version.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(ingredients).queryByText('Magnum')).not.toBeInTheDocument());
    expect(within(ingredients).getByText('Cascade')).toBeInTheDocument();
  });

  it('shows the predicted mash pH under the measured one, and how far apart they are', async () => {
    stubApi({ 'GET /api/batches/:id': batch, 'GET /api/batches/:id/readings': [] });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const field = await screen.findByLabelText('Mash pH');
    const predicted = batch.waterReport.mashPh!;
    const brewDay = screen.getByRole('region', { name: 'Brew day' });
    expect(within(brewDay).getByText(`Predicted ${predicted.toFixed(2)}`)).toBeInTheDocument();

    await user.type(field, (predicted - 0.15).toFixed(2));
    expect(
      within(brewDay).getByText(`Predicted ${predicted.toFixed(2)} · measured 0.15 below it`),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, predicted.toFixed(2));
    expect(
      within(brewDay).getByText(`Predicted ${predicted.toFixed(2)} · measured the same`),
    ).toBeInTheDocument();
  });

  it('asks to remove an ingredient from this batch, not from the recipe', async () => {
    stubApi({ 'GET /api/batches/:id': batch, 'GET /api/batches/:id/readings': [] });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    await user.click(within(ingredients).getByRole('button', { name: 'Delete Magnum' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Remove Magnum from this batch (the recipe keeps it)?');
    expect(question).not.toHaveTextContent('from the recipe?');
  });
});

const STALE = 'This batch was changed elsewhere. Reload it to see the latest version.';
const toastText = () => document.querySelector('.Toastify__toast--error')?.textContent;

/** The batch as the server has it now, changed by a save of `version` and refused (409) otherwise. */
function stubSavedBatch(start = batch) {
  let latest = start;
  const api = stubApi({
    'GET /api/batches/:id': () => latest,
    'GET /api/batches/:id/readings': [],
    'PUT /api/batches/:id': (call: StubCall) => {
      const body = call.body as BatchInput;
      if (body.version !== latest.version) return reply(409, { message: STALE });
      latest = { ...latest, ...body, version: latest.version + 1 };
      return latest;
    },
  });
  return {
    ...api,
    changeElsewhere: (changes: Partial<typeof batch>) => {
      latest = { ...latest, ...changes, version: latest.version + 1 };
    },
  };
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('batch screen saving', () => {
  it('shows each wrong value at its field, toasts the first and sends nothing', async () => {
    const { calls } = stubSavedBatch();
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(screen.getByLabelText('Measured OG (SG)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastText()).toBe('Batch name is required'));
    expect(name).toHaveAccessibleDescription('Batch name is required');
    expect(screen.getByLabelText('Measured OG (SG)')).toHaveAccessibleDescription(
      'Measured OG must be between 0.950 and 1.200',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves the status chosen in its select, then counts what was saved as unchanged', async () => {
    const { calls } = stubSavedBatch();
    const { user, router } = renderApp({ route: '/Batches/batch-1', session: true });
    await user.selectOptions(await screen.findByLabelText('Status'), 'Fermenting');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    expect((calls.find((call) => call.method === 'PUT')!.body as BatchInput).status).toBe('Fermenting');
    expect(screen.getByLabelText('Status')).toHaveValue('Fermenting');

    // The next save changes the version just saved; leaving asks nothing.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect((calls.filter((call) => call.method === 'PUT')[1]!.body as BatchInput).version).toBe(5);
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/BatchList');
  });

  it('asks before a link leaves unsaved changes, values or ingredients, behind', async () => {
    stubSavedBatch();
    const { user, router } = renderApp({ route: '/Batches/batch-1', session: true });
    const og = await screen.findByLabelText('Measured OG (SG)');
    // Typing and taking it back again is no change.
    await user.type(og, '1');
    await user.type(og, '{Backspace}');
    expect(unload()).toBe(false);

    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    await user.click(within(ingredients).getByRole('button', { name: 'Delete Magnum' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(ask).toHaveTextContent('Your changes to this batch are not saved.');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/Batches/batch-1');
    expect(within(ingredients).queryByText('Magnum')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Brew-day sheet' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/Batches/batch-1/print');
  });

  it('explains a stale save and reloads the latest batch after a confirm', async () => {
    const api = stubSavedBatch();
    const { user, router } = renderApp({ route: '/Batches/batch-1', session: true });
    await user.type(await screen.findByLabelText('Measured OG (SG)'), '1.050');
    api.changeElsewhere({ measuredOg: 1.048, notes: 'Theirs' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This batch was changed elsewhere.');
    expect(within(alert).getByText(STALE)).toBeInTheDocument();
    expect(screen.getByLabelText('Measured OG (SG)')).toHaveValue('1.050');
    expect(document.querySelector('.Toastify__toast--error')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(confirm).toHaveTextContent('the latest saved version of this batch');
    await user.click(within(confirm).getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(screen.getByLabelText('Measured OG (SG)')).toHaveValue('1.048'));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Theirs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The reloaded batch is what is saved now: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/BatchList');
  });

  it('saves mine over a stale save with the latest version', async () => {
    const api = stubSavedBatch();
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    await user.type(await screen.findByLabelText('Measured OG (SG)'), '1.050');
    api.changeElsewhere({ notes: 'Theirs' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');

    await user.click(within(alert).getByRole('button', { name: 'Save mine anyway' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    const puts = api.calls.filter((call) => call.method === 'PUT').map((call) => call.body as BatchInput);
    expect(puts.map((body) => [body.version, body.measuredOg, body.notes])).toEqual([
      [4, 1.05, null],
      [5, 1.05, null],
    ]);
    expect(screen.queryByText('This batch was changed elsewhere.')).not.toBeInTheDocument();
    expect(unload()).toBe(false);
  });
});
