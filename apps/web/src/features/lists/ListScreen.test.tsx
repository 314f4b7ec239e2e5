// The list screens (SPEC §2.4) through the catalogue and recipe pages: rows and their summaries,
// the debounced search, "Data not found" and failed searches, navigation, and delete behind a
// confirmation.

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast-module';
import { buildFermentable, buildHop, buildRecipe, buildYeast } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Fakes the timeouts from here on (the debounce, query notifications, toasts). Typing is a change
 * event per keystroke: user-event's own waits would need the real clock.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** Lets the answers and renders that follow a timeout run. */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await elapse(10);
  };
  return { elapse, settle };
}

describe('list screens', () => {
  it('shows each item with its [custom] label, summary facts and a description cut to 140 characters', async () => {
    const long = 'x'.repeat(150);
    stubApi({
      'GET /api/fermentables': [
        buildFermentable({ id: 'f1', name: 'Maris Otter', description: long }),
        buildFermentable({ id: 'f2', userId: 'user-1', officialId: 'f9', name: 'Munich', ebc: 0 }),
        buildFermentable({ id: 'f3', name: 'Rice Hulls', supplier: null, description: null }),
      ],
    });
    renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByRole('heading', { name: 'Fermentables', level: 1 })).toBeInTheDocument();
    const otter = (await screen.findByRole('heading', { name: 'Maris Otter' })).closest('li') as HTMLElement;
    expect(within(otter).getByText(`${'x'.repeat(140)}...`)).toBeInTheDocument();
    expect(within(otter).queryByText('[custom]')).not.toBeInTheDocument();
    expect(within(otter).getByText('Supplier:').parentElement).toHaveTextContent('Supplier: Crisp');
    expect(within(otter).getByText('Type:').parentElement).toHaveTextContent('Type: Base');
    const munich = screen.getByRole('heading', { name: 'Munich [custom]' }).closest('li') as HTMLElement;
    expect(within(munich).getByText('EBC:').parentElement).toHaveTextContent('EBC: 0');
    expect(screen.getByRole('heading', { name: 'Rice Hulls' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/Fermentables/new');
  });

  it('searches 300 ms after typing stops, shows "Data not found" and everything again when cleared', async () => {
    const { calls } = stubApi({
      'GET /api/hops': [buildHop({ id: 'h1', name: 'Citra' }), buildHop({ id: 'h2', name: 'Mosaic' })],
      'GET /api/hops/search': (call: { query: Record<string, string> }) =>
        call.query.searchTerm === 'cit' ? [buildHop({ id: 'h1', name: 'Citra' })] : [],
    });
    renderApp({ route: '/HopList', session: true });
    expect(await screen.findByRole('heading', { name: 'Mosaic' })).toBeInTheDocument();
    const { elapse, settle } = fakeTimeouts();
    const searches = () =>
      calls.filter((call) => call.path === '/api/hops/search').map((c) => c.query.searchTerm);
    const search = screen.getByRole('searchbox', { name: 'Search hops' });
    // The server takes search terms of up to 200 characters; the box takes no more.
    expect(search).toHaveAttribute('maxLength', '200');
    const type = (value: string) => fireEvent.change(search, { target: { value } });

    type('c');
    await elapse(200);
    type('ci');
    await elapse(200);
    type('cit');
    await elapse(299);
    expect(searches()).toEqual([]);
    // Until the answer for what is typed is in, the rows on screen are marked as being updated.
    const results = () => screen.getByRole('heading', { name: 'Citra' }).closest('[aria-busy]');
    expect(screen.getByRole('heading', { name: 'Mosaic' })).toBeInTheDocument();
    expect(results()).toHaveAttribute('aria-busy', 'true');
    await elapse(1);
    await settle();
    expect(searches()).toEqual(['cit']);
    expect(screen.queryByRole('heading', { name: 'Mosaic' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Citra' })).toBeInTheDocument();
    expect(results()).toHaveAttribute('aria-busy', 'false');

    type('citzz');
    await elapse(300);
    await settle();
    expect(searches()).toEqual(['cit', 'citzz']);
    expect(screen.getAllByText('Data not found')).toHaveLength(2);
    expect(document.querySelector('.Toastify__toast--info')).toHaveTextContent('Data not found');

    type('');
    await elapse(300);
    await settle();
    expect(screen.getByRole('heading', { name: 'Mosaic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Citra' })).toBeInTheDocument();
    expect(searches()).toEqual(['cit', 'citzz']);
  });

  it('toasts "Data not found" once for each empty search answer, also for two in a row', async () => {
    stubApi({
      'GET /api/hops': [buildHop({ id: 'h1', name: 'Citra' })],
      'GET /api/hops/search': [],
    });
    renderApp({ route: '/HopList', session: true });
    expect(await screen.findByRole('heading', { name: 'Citra' })).toBeInTheDocument();
    const { elapse, settle } = fakeTimeouts();
    // Counted where they are raised: in the test DOM a toast never finishes its closing animation, so a
    // second "Data not found" would only refresh the one still on screen.
    const info = vi.spyOn(toast, 'info');
    const notFoundToasts = () => info.mock.calls.filter(([message]) => message === 'Data not found');
    const type = (value: string) =>
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search hops' }), { target: { value } });

    type('zz');
    await elapse(300);
    await settle();
    expect(screen.getAllByText('Data not found')).toHaveLength(2);
    expect(notFoundToasts()).toHaveLength(1);

    type('zzz');
    await elapse(300);
    await settle();
    expect(notFoundToasts()).toHaveLength(2);
    await elapse(1000);
    expect(notFoundToasts()).toHaveLength(2);

    type('');
    await elapse(300);
    await settle();
    expect(screen.getByRole('heading', { name: 'Citra' })).toBeInTheDocument();
    expect(notFoundToasts()).toHaveLength(2);
  });

  it('deletes only after confirmation, toasts and reloads the list', async () => {
    let hops = [buildHop({ id: 'h1', name: 'Citra' }), buildHop({ id: 'h2', name: 'Mosaic' })];
    const { calls } = stubApi({
      'GET /api/hops': () => hops,
      'DELETE /api/hops/:userId/:id': (call: { params: Record<string, string> }) => {
        hops = hops.filter((hop) => hop.id !== call.params.id);
        return { message: 'Hop deleted successfully.' };
      },
    });
    const { user } = renderApp({ route: '/HopList', session: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Citra' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Citra?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Citra' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Hop deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Citra' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/hops/user-1/h1');
  });

  it("disables an official item's delete with a tooltip and opens details and edit by owner and id", async () => {
    const maris = buildFermentable({ id: 'f1', name: 'Maris Otter' });
    // The details screen the row opens finds its item, so it stays there instead of going back.
    stubApi({ 'GET /api/fermentables': [maris], 'GET /api/fermentables/:userId/:id': maris });
    const { user, router } = renderApp({ route: '/FermentableList', session: true });
    const remove = await screen.findByRole('button', { name: 'Delete Maris Otter' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await user.hover(remove);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Official items cannot be deleted');
    await user.click(remove);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details of Maris Otter' }));
    expect(router.state.location.pathname).toBe(`/Fermentables/${OFFICIAL_USER_ID}/f1/details`);
  });

  it('lists recipes with author and style, and deletes through DELETE /api/recipes/{id}', async () => {
    const { calls } = stubApi({
      'GET /api/recipes': [
        buildRecipe({ id: 'r1', name: 'Copper IPA', author: 'Ada', style: 'American IPA' }),
      ],
      'DELETE /api/recipes/:id': { message: 'Recipe deleted successfully.' },
      // The editor the row opens finds its recipe, so it stays there instead of going back.
      'GET /api/recipes/:id': buildRecipe({ id: 'r1', name: 'Copper IPA' }),
    });
    const { user, router } = renderApp({ route: '/RecipeList', session: true });
    const row = (await screen.findByRole('heading', { name: 'Copper IPA' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Author:').parentElement).toHaveTextContent('Author: Ada');
    expect(within(row).getByText('Style:').parentElement).toHaveTextContent('Style: American IPA');
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/Recipes/new');
    await user.click(within(row).getByRole('button', { name: 'Delete Copper IPA' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe deleted successfully.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/recipes/r1');
    await user.click(within(row).getByRole('button', { name: 'Edit Copper IPA' }));
    expect(router.state.location.pathname).toBe('/Recipes/r1/edit');
  });

  it('shows a failed yeast search as "Error: {detail}"', async () => {
    stubApi({
      'GET /api/yeasts': [buildYeast()],
      'GET /api/yeasts/search': reply(500, { message: 'Search is down' }),
    });
    const { user } = renderApp({ route: '/YeastList', session: true });
    await user.type(await screen.findByRole('searchbox', { name: 'Search yeasts' }), 'us');
    expect(await screen.findByText('Error: Search is down')).toBeInTheDocument();
  });

  it.each([
    ['hops', '/HopList', 'Search hops', buildHop({ id: 'h1', name: 'Citra' })],
    ['recipes', '/RecipeList', 'Search recipes', buildRecipe({ id: 'r1', name: 'Citra' })],
  ])(
    'shows no rows under a term whose %s search failed, and everything again when cleared',
    async (kind, route, label, item) => {
      stubApi({
        [`GET /api/${kind}`]: [item],
        [`GET /api/${kind}/search`]: reply(500, { message: 'Search is down' }),
      });
      const { user } = renderApp({ route, session: true });
      expect(await screen.findByRole('heading', { name: 'Citra' })).toBeInTheDocument();
      const search = screen.getByRole('searchbox', { name: label });
      await user.type(search, 'cit');
      expect(await screen.findByText('Search is down')).toBeInTheDocument();
      // The unfiltered list would pass for the results of "cit".
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Citra' })).not.toBeInTheDocument());
      expect(screen.getByText('The search could not be completed.')).toBeInTheDocument();

      await user.clear(search);
      expect(await screen.findByRole('heading', { name: 'Citra' })).toBeInTheDocument();
    },
  );

  it('falls back to "Error loading yeast" when the yeast list fails', async () => {
    stubApi({ 'GET /api/yeasts': reply(500) });
    renderApp({ route: '/YeastList', session: true });
    expect(await screen.findByText('Error loading yeast')).toBeInTheDocument();
  });
});
