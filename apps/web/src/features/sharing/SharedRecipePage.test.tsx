// /shared/{token} as whoever opens a link meets it: the recipe with nobody signed in (no redirect to the
// login screen, no session sent), metric or US units remembered, a link that no longer works said kindly,
// and "Copy to my recipes" for a brewer signed in.
import { screen, waitFor } from '@testing-library/react';
import { SHARE_MESSAGES } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../lib/relative-time';
import { buildLinkedRecipe, buildRecipe } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { copiedMessage } from './mutations';
import { UNIT_SYSTEM_STORAGE_KEY } from './unit-systems';

const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
const ROUTE = `/shared/${TOKEN}`;
const EXPIRES = '2030-05-01T10:00:00.000Z';

const equipment = () => screen.getByLabelText('Equipment');

describe('shared recipe page', () => {
  it('shows the recipe to someone not signed in, who it is by and until when, asking without a session', async () => {
    const api = stubApi({ 'GET /api/shared/:token': buildLinkedRecipe({}, EXPIRES) });
    const { router } = renderApp({ route: ROUTE });
    const view = await screen.findByRole('article', { name: 'Copper IPA' });
    expect(router.state.location.pathname).toBe(ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Shared recipe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wortsmith' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `Shared by Ada Brewer · the link works until ${calendarDate(EXPIRES)}`,
      ),
    ).toBeInTheDocument();
    expect(view).toHaveTextContent('American IPA · All Grain');
    expect(document.title).toBe('Copper IPA · Wortsmith');
    expect(screen.getByRole('link', { name: 'Sign in to copy' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Copy to my recipes' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => [call.path, call.authorization])).toEqual([
      [`/api/shared/${TOKEN}`, null],
    ]);
  });

  it('switches between metric and US units and remembers the choice', async () => {
    stubApi({ 'GET /api/shared/:token': buildLinkedRecipe() });
    const { user, unmount } = renderApp({ route: ROUTE });
    await screen.findByRole('article', { name: 'Copper IPA' });
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(equipment()).toHaveTextContent('Batch volume20.0 L');

    await user.click(screen.getByRole('radio', { name: 'US' }));
    expect(equipment()).toHaveTextContent('Batch volume5.28 gal');
    expect(window.localStorage.getItem(UNIT_SYSTEM_STORAGE_KEY)).toBe('us');

    unmount();
    renderApp({ route: ROUTE });
    await screen.findByRole('article', { name: 'Copper IPA' });
    expect(screen.getByRole('radio', { name: 'US' })).toBeChecked();
    expect(equipment()).toHaveTextContent('Batch volume5.28 gal');
  });

  it('says kindly that a revoked or expired link does not work, with the way to the front page', async () => {
    stubApi({ 'GET /api/shared/:token': reply(404, { message: SHARE_MESSAGES.linkGone }) });
    renderApp({ route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.linkGone);
    expect(screen.getByText('Ask whoever shared it for a new link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Wortsmith' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // Said on the page, not toasted as well.
    expect(screen.getAllByText(SHARE_MESSAGES.linkGone)).toHaveLength(1);
  });

  it('copies the recipe into a signed-in brewer’s recipes and opens the copy', async () => {
    const copy = buildRecipe({ id: 'recipe-9', name: 'Copper IPA', author: 'Ada Brewer' });
    const api = stubApi({
      'GET /api/shared/:token': buildLinkedRecipe(),
      'POST /api/shared/:token/copy': reply(201, copy),
      'GET /api/recipes/:id': copy,
    });
    const { user, router } = renderApp({ route: ROUTE, session: true });
    await screen.findByRole('article', { name: 'Copper IPA' });
    expect(screen.queryByRole('link', { name: 'Sign in to copy' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy to my recipes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Recipes/recipe-9/details'));
    expect(await screen.findByText(copiedMessage('Copper IPA'))).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: `/api/shared/${TOKEN}/copy`, authorization: 'Bearer test-token' });
    // Reading the link never carries the session, so a stale one cannot sign the reader out.
    expect(api.calls[0]).toMatchObject({ path: `/api/shared/${TOKEN}`, authorization: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe Details' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Copper IPA')).toBeInTheDocument();
  });
});
