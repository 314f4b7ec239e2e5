// The club library as a brewer browses it: the published recipes' cards, the search and filters the
// request carries, "Load more" with the page's cursor, the empty library, and a published recipe read
// and copied into the brewer's own recipes (their own offering to open it instead).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLibraryEntry, buildLibraryRecipe, buildRecipe } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';
import { copiedMessage } from '../sharing/mutations';
import { LIBRARY_EMPTY } from './LibraryPage';

const PALE = buildLibraryEntry({
  id: 'recipe-2',
  name: 'Club Pale',
  style: 'American Pale Ale',
  shownName: 'Copper Kettle',
  figures: { og: 1.052, fg: 1.011, abv: 5.38, ebc: 14, ibu: 35.4 },
  copyCount: 3,
});
const MINE = buildLibraryEntry({ id: 'recipe-3', name: 'My Stout', style: 'Irish Stout', mine: true });

const cards = () =>
  within(screen.getByRole('list', { name: 'Published recipes' }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);
const libraryCalls = (calls: StubCall[]) => calls.filter((call) => call.path === '/api/library');

describe('Library', () => {
  it('lists the published recipes and loads more with the cursor', async () => {
    const { calls } = stubApi({
      'GET /api/library': (call: StubCall) =>
        call.query.cursor === 'page-2'
          ? { items: [MINE], nextCursor: null }
          : { items: [buildLibraryEntry(), PALE], nextCursor: 'page-2' },
    });
    const { user } = renderApp({ route: '/Library', session: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Published recipes' });
    expect(cards()).toEqual([
      'Copper IPAAmerican IPA · All Grainby Ada BrewerOG1.061ABV6.2 %IBU38EBC33Not copied yet',
      'Club PaleAmerican Pale Ale · All Grainby Copper KettleOG1.052ABV5.4 %IBU35EBC14Copied 3 times',
    ]);
    expect(screen.getByRole('link', { name: 'Club Pale' })).toHaveAttribute('href', '/Library/recipe-2');
    expect(screen.queryByText('Yours')).not.toBeInTheDocument();
    expect(libraryCalls(calls)[0]?.query).toEqual({ searchTerm: '', style: '', type: '', sort: 'newest' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(libraryCalls(calls).at(-1)?.query).toMatchObject({ cursor: 'page-2', sort: 'newest' });
    expect(cards()[2]).toContain('My StoutIrish Stout · All GrainYours');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for the style, type, order and search chosen', async () => {
    const { calls } = stubApi({
      'GET /api/library': (call: StubCall) => ({
        items: call.query.style === 'American Pale Ale' ? [PALE] : [buildLibraryEntry(), PALE],
        nextCursor: null,
      }),
    });
    const { user } = renderApp({ route: '/Library', session: true });
    await screen.findByRole('list', { name: 'Published recipes' });
    await user.selectOptions(screen.getByLabelText('Style'), '18B American Pale Ale');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(libraryCalls(calls).at(-1)?.query).toMatchObject({ style: 'American Pale Ale' });

    await user.selectOptions(screen.getByLabelText('Type'), 'Extract');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most copied');
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), ' pale ');
    await waitFor(() =>
      expect(libraryCalls(calls).at(-1)?.query).toEqual({
        searchTerm: 'pale',
        style: 'American Pale Ale',
        type: 'Extract',
        sort: 'copied',
      }),
    );
  });

  it('says how to publish while the library is empty, and when nothing matches', async () => {
    stubApi({ 'GET /api/library': { items: [], nextCursor: null } });
    const { user } = renderApp({ route: '/Library', session: true });
    expect(await screen.findByText(LIBRARY_EMPTY.nothing)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'Extract');
    expect(await screen.findByText(LIBRARY_EMPTY.noMatch)).toBeInTheDocument();
  });

  it('shows a published recipe and copies it into the brewer’s recipes', async () => {
    const copy = buildRecipe({ id: 'recipe-9', name: 'Club Pale' });
    const { calls } = stubApi({
      'GET /api/library/:id': buildLibraryRecipe(
        { id: 'recipe-2', name: 'Club Pale' },
        { shownName: 'Copper Kettle', copyCount: 3 },
      ),
      'POST /api/library/:id/copy': reply(201, copy),
      'GET /api/recipes/:id': copy,
    });
    const { user, router } = renderApp({ route: '/Library/recipe-2', session: true });
    await screen.findByRole('article', { name: 'Club Pale' });
    expect(screen.getByText(/^by/)).toHaveTextContent(/^by Copper Kettle · published .+ · Copied 3 times$/);
    expect(screen.getByRole('link', { name: 'Back to the library' })).toHaveAttribute('href', '/Library');

    await user.click(screen.getByRole('button', { name: 'Copy to my recipes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Recipes/recipe-9/details'));
    expect(await screen.findByText(copiedMessage('Club Pale'))).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/library/recipe-2/copy');
  });

  it('offers to open the brewer’s own published recipe rather than copy it', async () => {
    stubApi({ 'GET /api/library/:id': buildLibraryRecipe({ id: 'recipe-3' }, { mine: true }) });
    renderApp({ route: '/Library/recipe-3', session: true });
    expect(await screen.findByRole('link', { name: 'Open my recipe' })).toHaveAttribute(
      'href',
      '/Recipes/recipe-3/details',
    );
    expect(screen.getByText(/This recipe is already yours\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy to my recipes' })).not.toBeInTheDocument();
  });

  it('says when a recipe is no longer in the library', async () => {
    stubApi({ 'GET /api/library/:id': reply(404, { message: 'Recipe not found in the library.' }) });
    renderApp({ route: '/Library/recipe-4', session: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Recipe not found in the library.');
  });
});
