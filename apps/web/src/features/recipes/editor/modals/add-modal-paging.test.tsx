// The add modals read the catalogue a page at a time (issue 38): the first page at once with the count,
// more than a page drawn only near the box's scroll position, the next page as the brewer scrolls
// near its end, a search's count, an item found by an earlier search still added, and arrow keys that
// move the choice past the rows drawn.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../../../lib/paged-list';
import { longFermentableList, scrollOnUntil } from '../../../../test/long-list';
import { renderWithProviders } from '../../../../test/render';
import { type StubCall, stubApi } from '../../../../test/stub-api';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { waterRoutes } from '../test-support/fixtures';

/** The estimated height of a result row (drawn at it without layout). */
const ROW_HEIGHT = 52;

/** The recipe screen, its add-fermentable modal opened. */
async function openAddFermentable() {
  const { user } = renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/new',
    path: '/Recipes/new',
    session: true,
  });
  await user.click(screen.getByRole('button', { name: 'Add Fermentable' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Select a fermentable' }) };
}

describe('an add modal over a long catalogue', () => {
  it('shows the first page and its count, reads the next near the end, and counts a search', async () => {
    const items = longFermentableList(250);
    const { calls } = stubApi({
      ...waterRoutes,
      'GET /api/fermentables': items,
      'GET /api/fermentables/search': (call: StubCall) =>
        items.filter((item) => item.name.toLowerCase().includes(call.query.searchTerm!.toLowerCase())),
    });
    const { user, dialog } = await openAddFermentable();
    expect(await within(dialog).findByRole('radio', { name: /Malt 0000/ })).toBeInTheDocument();
    expect(within(dialog).getByText('250 items')).toHaveAttribute('aria-live', 'polite');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(5);
    expect(radios.length).toBeLessThan(30);
    const pages = () => calls.filter((call) => call.path === '/api/fermentables').map((call) => call.query);
    const limit = String(PAGE_SIZE);
    expect(pages()).toEqual([{ limit }]);

    const box = within(dialog).getByRole('radiogroup').parentElement!;
    const scrollTo = (row: number) =>
      act(() => {
        box.scrollTop = ROW_HEIGHT * row;
        box.dispatchEvent(new Event('scroll'));
      });
    scrollTo(PAGE_SIZE - 15);
    await waitFor(() => expect(pages()).toEqual([{ limit }, { limit, cursor: `stub-${PAGE_SIZE}` }]));
    // Scrolling on, a page at a time as each comes in, to Malt 0142.
    await scrollOnUntil(
      scrollTo,
      140,
      () => within(dialog).queryByRole('radio', { name: /Malt 0142/ }) !== null,
    );
    await user.click(within(dialog).getByRole('radio', { name: /Malt 0142/ }));

    const search = within(dialog).getByRole('searchbox');
    await user.type(search, 'malt 0001');
    expect(await within(dialog).findByText('1 match')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'malt 000');
    expect(await within(dialog).findByText('10 matches')).toBeInTheDocument();

    // Malt 0142, picked on a later page, is not among these matches, and is still added.
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Malt 0142 (grams)')).toHaveValue('500');
  }, 15_000);

  it('moves the choice by arrow keys through every row read, past the rows drawn, without wrapping', async () => {
    stubApi({ ...waterRoutes, 'GET /api/fermentables': longFermentableList(250) });
    const { user, dialog } = await openAddFermentable();
    const first = await within(dialog).findByRole('radio', { name: /Malt 0000/ });
    const drawn = within(dialog).getAllByRole('radio').length;

    within(dialog).getByRole('searchbox').focus();
    await user.keyboard('{ArrowDown}');
    expect(first).toBeChecked();
    // At the top the choice stays (a radio group would wrap to the last row drawn).
    await user.keyboard('{ArrowUp}');
    expect(first).toBeChecked();
    await user.keyboard('{ArrowDown>30/}');
    expect(drawn).toBeLessThan(30);

    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Quantity of Malt 0030 (grams)')).toHaveValue('250');
  }, 15_000);
});
