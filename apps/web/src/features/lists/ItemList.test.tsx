// A long list a page at a time (issue 38): the first page at once with the count of the whole list, only
// the rows near the viewport in the page, the next page as the brewer scrolls near the end, a search's
// count, a delete refreshing the pages, a list come back to reading its first page only, and a failed
// next page that keeps the rows already shown. How
// fast the screen renders against plain rows is measured by bench/list-render.bench.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Fermentable } from '@wortsmith/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../lib/paged-list';
import { longFermentableList, scrollOnUntil } from '../../test/long-list';
import { renderApp } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';

const ROW_HEIGHT = 104;

/** Scrolls the window to row `index` (rows are drawn at their estimated height without layout). */
function scrollToRow(index: number) {
  Object.defineProperty(window, 'scrollY', { value: ROW_HEIGHT * index, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

/** Scrolls on towards row `index` until the row `name` is drawn, the pages before it read one by one. */
const scrollDownTo = (index: number, name: string) =>
  scrollOnUntil(scrollToRow, index, () => screen.queryByRole('heading', { name }) !== null);

/** The name of the `index`th item of longFermentableList. */
const malt = (index: number) => `Malt ${String(index).padStart(4, '0')}`;
const limit = String(PAGE_SIZE);

const pageCalls = (calls: StubCall[]) =>
  calls.filter((call) => call.path === '/api/fermentables').map((call) => call.query);

describe('a list read a page at a time', () => {
  it('shows the first page and the whole count at once, and reads the next page near the end', async () => {
    const { calls } = stubApi({ 'GET /api/fermentables': longFermentableList(250) });
    renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByRole('heading', { name: 'Malt 0000' })).toBeInTheDocument();
    expect(screen.getByText('250 items')).toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([{ limit }]);
    const rendered = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-posinset'));
    expect(rendered.length).toBeGreaterThan(3);
    expect(rendered.length).toBeLessThan(40);
    // More pages are to come: the set's size is not known from the rows.
    expect(rendered[0]).toHaveAttribute('aria-setsize', '-1');

    scrollToRow(PAGE_SIZE - 10);
    await waitFor(() =>
      expect(pageCalls(calls)).toEqual([{ limit }, { limit, cursor: `stub-${PAGE_SIZE}` }]),
    );
    await scrollDownTo(150, 'Malt 0150');
    await scrollDownTo(245, 'Malt 0249');
    expect(pageCalls(calls).at(-1)).toEqual({ limit, cursor: `stub-${250 - PAGE_SIZE}` });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    const last = screen.getByRole('heading', { name: 'Malt 0249' }).closest('li');
    expect(last).toHaveAttribute('aria-setsize', '250');
    expect(last).toHaveAttribute('aria-posinset', '250');
  });

  it('reads only the first page again when the brewer comes back to a list scrolled through', async () => {
    const { calls } = stubApi({ 'GET /api/fermentables': longFermentableList(350), 'GET /api/hops': [] });
    const { router } = renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByRole('heading', { name: 'Malt 0000' })).toBeInTheDocument();
    scrollToRow(PAGE_SIZE - 10);
    await waitFor(() => expect(pageCalls(calls)).toHaveLength(2));
    await scrollDownTo(190, 'Malt 0190');
    const read = pageCalls(calls).length;
    expect(read).toBeGreaterThan(2);

    act(() => {
      void router.navigate('/HopList');
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Malt 0000' })).not.toBeInTheDocument());
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => {
      void router.navigate('/FermentableList');
    });
    expect(await screen.findByRole('heading', { name: 'Malt 0000' })).toBeInTheDocument();
    await waitFor(() => expect(pageCalls(calls).slice(read)).toEqual([{ limit }]));
    // The rest come again as the brewer scrolls.
    scrollToRow(PAGE_SIZE - 10);
    await waitFor(() => expect(pageCalls(calls).at(-1)).toEqual({ limit, cursor: `stub-${PAGE_SIZE}` }));
  });

  it('toasts a failed next page with the SPEC fallback, keeps the rows shown, and tries again on request', async () => {
    const items = longFermentableList(150);
    let down = true;
    const { calls } = stubApi({
      'GET /api/fermentables': (call: StubCall) => (call.query.cursor && down ? reply(500) : items),
    });
    const { user } = renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByRole('heading', { name: 'Malt 0000' })).toBeInTheDocument();
    scrollToRow(PAGE_SIZE - 10);
    expect(await screen.findByText('Error loading fermentables')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: malt(PAGE_SIZE - 5) })).toBeInTheDocument();
    expect(screen.getByText('150 items')).toBeInTheDocument();
    // Scrolling on does not ask again (one toast per failure): the button at the end does.
    scrollToRow(PAGE_SIZE - 8);
    expect(pageCalls(calls)).toHaveLength(2);

    down = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await scrollDownTo(140, 'Malt 0149');
    // The failed page, then every page once.
    expect(pageCalls(calls)).toHaveLength(1 + Math.ceil(150 / PAGE_SIZE));
  });

  it('says how many a search matches beside the search box', async () => {
    const items = longFermentableList(1200);
    const { calls } = stubApi({
      'GET /api/fermentables': items,
      'GET /api/fermentables/search': (call: StubCall) =>
        items.filter((item) => item.name.toLowerCase().includes(call.query.searchTerm!.toLowerCase())),
    });
    const { user } = renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByText('More than 1,000 items')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search fermentables' });
    const count = () => screen.getByText(/match/);

    await user.type(search, 'malt 0001');
    expect(await screen.findByText('1 match')).toBeInTheDocument();
    expect(count()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'Malt 0001' })).toBeInTheDocument();

    await user.type(search, '{Backspace}');
    expect(await screen.findByText('10 matches')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'malt');
    expect(await screen.findByText('More than 1,000 matches')).toBeInTheDocument();
    // The search, as the list, is asked for a page: the term as typed, and the limit.
    expect(calls.filter((call) => call.path === '/api/fermentables/search').at(-1)?.query).toEqual({
      searchTerm: 'malt',
      limit,
    });
  }, 15_000);

  it('keeps the list’s count, not calling its rows matches, until the search’s first page is in', async () => {
    const items = longFermentableList(250);
    let answer: (rows: Fermentable[]) => void = () => undefined;
    const { calls } = stubApi({
      'GET /api/fermentables': items,
      'GET /api/fermentables/search': () =>
        new Promise<Fermentable[]>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp({ route: '/FermentableList', session: true });
    expect(await screen.findByText('250 items')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search fermentables' }), 'malt 01');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/fermentables/search')).toBe(true));
    expect(screen.getByText('250 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Malt 0000' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer(items.slice(100, 200));
    expect(await screen.findByText('100 matches')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Malt 0000' })).not.toBeInTheDocument();
  });

  it('reads the pages again after a delete', async () => {
    let items: Fermentable[] = longFermentableList(150).map((item) => ({ ...item, userId: 'user-1' }));
    const { calls } = stubApi({
      'GET /api/fermentables': () => items,
      'DELETE /api/fermentables/:userId/:id': (call: StubCall) => {
        items = items.filter((item) => item.id !== call.params.id);
        return { message: 'Fermentable deleted successfully.' };
      },
    });
    const { user } = renderApp({ route: '/FermentableList', session: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Malt 0001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Fermentable deleted successfully.')).toBeInTheDocument();
    expect(await screen.findByText('149 items')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Malt 0001' })).not.toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([{ limit }, { limit }]);
  });
});
