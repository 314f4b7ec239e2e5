// The recipe screen's History card: the versions newest first with when and what changed, the current one
// marked, each opening its page, two ticked ones opening their comparison; and the credit of a copy.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullTime } from '../../../lib/relative-time';
import { buildVersionEntry } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { reply, stubApi } from '../../../test/stub-api';
import { RecipeEditorPage } from '../editor/RecipeEditorPage';
import { ipaRecipe, waterRoutes } from '../editor/test-support/fixtures';

const versions = [
  buildVersionEntry({
    version: 3,
    createdAt: '2025-08-03T18:30:00Z',
    origin: 'edit',
    summary: 'Cascade 30 g → 40 g, added Citra dry hop',
    current: true,
  }),
  buildVersionEntry({
    version: 2,
    createdAt: '2025-08-02T09:15:00Z',
    origin: 'edit',
    summary: 'Magnum 25 g → 30 g',
  }),
  buildVersionEntry({ version: 1 }),
];

function renderRecipe(recipe = ipaRecipe(), history: unknown = versions) {
  stubApi({
    ...waterRoutes,
    'GET /api/recipes/:id/versions': history,
    'GET /api/recipes/:id': recipe,
  });
  return renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/recipe-1/details',
    path: '/Recipes/:id/:mode',
    session: true,
  });
}

describe('the History card', () => {
  it('lists the versions newest first, the current one marked, each linking to its page', async () => {
    renderRecipe();
    const card = await screen.findByRole('region', { name: /^History/ });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `v3${fullTime('2025-08-03T18:30:00Z')}currentCascade 30 g → 40 g, added Citra dry hop`,
      `v2${fullTime('2025-08-02T09:15:00Z')}Magnum 25 g → 30 g`,
      `v1${fullTime('2025-08-01T10:00:00Z')}Created`,
    ]);
    expect(within(card).getByRole('link', { name: 'v2' })).toHaveAttribute(
      'href',
      '/Recipes/recipe-1/versions/2',
    );
    expect(within(card).getByRole('link', { name: 'v3' })).toHaveAttribute(
      'href',
      '/Recipes/recipe-1/versions/3',
    );
  });

  it('compares the two versions ticked, the older as A', async () => {
    const { user, router } = renderRecipe();
    const compare = await screen.findByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare v3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare v1' }));
    await user.click(screen.getByRole('button', { name: 'Compare v1 with v3' }));
    expect(router.state.location.pathname).toBe('/Compare');
    expect(router.state.location.search).toBe('?a=recipe-1@1&b=recipe-1@3');
  });

  it('keeps the last two ticked when a third is ticked', async () => {
    const { user } = renderRecipe();
    for (const n of [3, 2, 1])
      await user.click(await screen.findByRole('checkbox', { name: `Compare v${n}` }));
    expect(screen.getByRole('checkbox', { name: 'Compare v3' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Compare v1 with v2' })).toBeEnabled();
  });

  it('says when the history cannot be read, and leaves the recipe screen as it is', async () => {
    renderRecipe(ipaRecipe(), reply(404, { message: 'Recipe not found.' }));
    const card = await screen.findByRole('region', { name: /^History/ });
    expect(await within(card).findByText('Recipe not found.')).toBeInTheDocument();
    expect(screen.getByText('5.00 kg')).toBeInTheDocument();
  });

  it('credits a recipe copied from someone else’s under the title', async () => {
    renderRecipe(
      ipaRecipe({
        copiedFrom: { name: 'Hazy Days', by: 'Bea Hopper', via: 'library', at: '2025-08-01T10:00:00Z' },
      }),
    );
    expect(
      await screen.findByText('Copied from “Hazy Days” by Bea Hopper from the club library'),
    ).toBeInTheDocument();
  });
});
