// The recipe screen's Share dialog as its owner uses it: what others see, a link made and its URL shown
// only then, a link stopped after asking, a new link replacing the old, and the club library under the
// name chosen.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../lib/relative-time';
import { buildRecipeSharing } from '../../test/fixtures';
import { renderWithProviders, TEST_SESSION } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';
import { RecipeEditorPage } from '../recipes/editor/RecipeEditorPage';
import { ipaRecipe, waterRoutes } from '../recipes/editor/test-support/fixtures';
import type { RecipeSharing } from './answers';
import { ShareButton } from './ShareButton';
import { SHARE_EXPLANATION } from './ShareDialog';

const URL = 'https://brew.example.com/shared/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
const DAY = 24 * 60 * 60 * 1000;
const CREATED_AT = '2025-09-01T10:00:00.000Z';
const PUBLISHED_AT = '2025-09-02T10:00:00.000Z';
const LINK = {
  shownAs: 'name',
  expiresAt: null,
  createdAt: '2025-08-01T10:00:00.000Z',
  expired: false,
} as const;

/** The Share button of the recipe `recipe-1`, signed in as `session`. */
function renderShare(session = TEST_SESSION) {
  return renderWithProviders(<ShareButton recipeId="recipe-1" />, { session });
}

async function openDialog(user: ReturnType<typeof renderShare>['user']) {
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share recipe' });
}

/** Stubs the sharing routes over a recipe whose sharing is `state`, kept as the writes change it. */
function stubSharing(initial: RecipeSharing = buildRecipeSharing()) {
  let state = initial;
  return stubApi({
    'GET /api/recipes/:id/sharing': () => state,
    'POST /api/recipes/:id/share': (call: StubCall) => {
      const { shownAs, expiresAt } = call.body as { shownAs: 'name'; expiresAt: string | null };
      const createdAt = CREATED_AT;
      state = { ...state, share: { shownAs, expiresAt, createdAt, expired: false } };
      return reply(201, { url: URL, token: URL.split('/').at(-1), shownAs, expiresAt, createdAt });
    },
    'DELETE /api/recipes/:id/share': () => {
      state = { ...state, share: null };
      return { message: 'The link no longer works.' };
    },
    'PUT /api/recipes/:id/publication': (call: StubCall) => {
      const { published, shownAs } = call.body as { published: boolean; shownAs: 'name' };
      state = {
        ...state,
        publication: published
          ? { published, shownAs, publishedAt: PUBLISHED_AT, copyCount: 0 }
          : { published, shownAs: 'name', publishedAt: null, copyCount: 0 },
      };
      return state.publication;
    },
  });
}

describe('Share dialog', () => {
  it('opens from a saved recipe’s screen and says what others see', async () => {
    stubApi({
      ...waterRoutes,
      'GET /api/recipes/:id': ipaRecipe(),
      'GET /api/recipes/:id/sharing': buildRecipeSharing(),
    });
    const { user } = renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/recipe-1/details',
      path: '/Recipes/:id/:mode',
      session: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share recipe' });
    expect(dialog).toHaveAccessibleDescription(SHARE_EXPLANATION);
    expect(SHARE_EXPLANATION).toContain('not see your e-mail, your other recipes, batches or stock');
    expect(within(dialog).getByRole('heading', { name: 'Share by link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Club library' })).toBeInTheDocument();
  });

  it('creates a link and shows its URL that once, with Copy link', async () => {
    const { calls } = stubSharing();
    const { user } = renderShare();
    const dialog = await openDialog(user);
    const link = within(await within(dialog).findByRole('region', { name: 'Share by link' }));
    await user.selectOptions(link.getByLabelText('Show me as'), 'My brewery');
    expect(link.getByText('Others see: Copper Kettle.')).toBeInTheDocument();
    await user.selectOptions(link.getByLabelText('Link stops working'), 'In 7 days');
    await user.click(link.getByRole('button', { name: 'Create link' }));

    const url = await within(dialog).findByLabelText('Link');
    expect(url).toHaveValue(URL);
    expect(url).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Copy the link now: it is shown only this once.')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'POST')?.body as { shownAs: string; expiresAt: string };
    expect(body.shownAs).toBe('brewery');
    expect(Math.abs(Date.parse(body.expiresAt) - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const since = `Shared since ${calendarDate(CREATED_AT)}, expires ${calendarDate(body.expiresAt)}.`;
    expect(within(dialog).getByText(since)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openDialog(user);
    expect(await within(again).findByText(/^Shared since/)).toBeInTheDocument();
    expect(within(again).queryByDisplayValue(URL)).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'New link' })).toBeInTheDocument();
  });

  it('asks for a day after today when the link is to stop on a date', async () => {
    const { calls } = stubSharing();
    const { user } = renderShare();
    const dialog = await openDialog(user);
    await user.selectOptions(await within(dialog).findByLabelText('Link stops working'), 'On a date');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Choose a day after today.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('stops sharing only once the owner confirms', async () => {
    const { calls } = stubSharing(buildRecipeSharing({ share: LINK }));
    const { user } = renderShare();
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText(`Shared since ${calendarDate(LINK.createdAt)}, never expires.`),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop sharing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop sharing' }),
    );
    expect(await screen.findByText('The link no longer works.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('warns that a new link stops the old one, and shows an expired link as such', async () => {
    const { calls } = stubSharing(
      buildRecipeSharing({ share: { ...LINK, expiresAt: '2025-08-08T10:00:00.000Z', expired: true } }),
    );
    const { user } = renderShare();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText(/Expired: the link no longer works\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'New link' }));
    expect(
      within(dialog).getByText('The current link stops working as soon as the new one is made.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create new link' }));
    expect(await within(dialog).findByLabelText('Link')).toHaveValue(URL);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ shownAs: 'name', expiresAt: null });
  });

  it('publishes to the club library under the name chosen, and takes it out', async () => {
    const { calls } = stubSharing();
    const { user } = renderShare();
    const dialog = await openDialog(user);
    const library = within(await within(dialog).findByRole('region', { name: 'Club library' }));
    await user.selectOptions(library.getByLabelText('Show me as'), 'Anonymous');
    expect(library.getByText('Others see: Anonymous brewer.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(library.getByRole('checkbox', { name: "Publish to this club's library" }));
    expect(
      await library.findByText(`Published ${calendarDate(PUBLISHED_AT)} · Not copied yet.`),
    ).toBeInTheDocument();
    expect(library.getByRole('checkbox')).toBeChecked();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { published: true, shownAs: 'anonymous' },
    ]);
    expect(await screen.findByText('Published to the library.')).toBeInTheDocument();

    await user.click(library.getByRole('checkbox'));
    await waitFor(() => expect(library.getByRole('checkbox')).not.toBeChecked());
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      published: false,
      shownAs: 'anonymous',
    });
    expect(library.queryByText(/^Published /)).not.toBeInTheDocument();
  });

  it('offers the brewery only to an account that names one', async () => {
    stubSharing();
    const { user } = renderShare({ ...TEST_SESSION, brewery: null });
    const dialog = await openDialog(user);
    const [link] = await within(dialog).findAllByLabelText('Show me as');
    expect(within(link!).getByRole('option', { name: 'My brewery' })).toBeDisabled();
    expect(
      within(dialog).getAllByText('Others see: Ada Brewer. Add your brewery in Settings to be shown by it.'),
    ).toHaveLength(2);
  });
});
