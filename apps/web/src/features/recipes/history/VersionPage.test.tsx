// A version's page: the banner (which of how many, when, read-only, what changed), the recipe as it was,
// a restore that asks first and then goes back to the recipe saying what it made, the comparison with the
// current version; none of that for the current version; and a version that is not there.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullTime } from '../../../lib/relative-time';
import { buildVersionEntry } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { reply, stubApi } from '../../../test/stub-api';
import { ipaRecipe } from '../editor/test-support/fixtures';
import { VersionPage } from './VersionPage';

const [magnum, cascade] = ipaRecipe().recipeHops;
/** Version 2 of the worked IPA: 25 g of Magnum. */
const atTwo = ipaRecipe({ version: 2, recipeHops: [{ ...magnum!, quantity: 25 }, cascade!] });
const entries = [3, 2, 1].map((version) =>
  buildVersionEntry({
    version,
    current: version === 3,
    summary: version === 2 ? 'Magnum 20 g → 25 g' : 'Created',
  }),
);
const versionTwo = { ...entries[1]!, createdAt: '2025-08-02T09:15:00Z', recipe: atTwo };

function renderVersion(n: string, routes: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/recipes/:id/versions': entries,
    'GET /api/recipes/:id/versions/:n': versionTwo,
    ...routes,
  });
  const rendered = renderWithProviders(<VersionPage />, {
    route: `/Recipes/recipe-1/versions/${n}`,
    path: '/Recipes/:id/versions/:n',
    session: true,
  });
  return { ...rendered, api };
}

describe('a version’s page', () => {
  it('shows the version read only under a banner saying which, when and what changed', async () => {
    renderVersion('2');
    const banner = await screen.findByRole('region', { name: /^Version/ });
    // "of 3" once the history is in, read beside the version.
    expect(
      await within(banner).findByRole('heading', { level: 1, name: 'Version 2 of 3' }),
    ).toBeInTheDocument();
    expect(banner).toHaveTextContent(`Version 2 of 3Saved ${fullTime('2025-08-02T09:15:00Z')} · read-only`);
    expect(banner).toHaveTextContent('Magnum 20 g → 25 g');
    const view = screen.getByRole('article', { name: 'Copper IPA' });
    expect(within(view).getByRole('row', { name: /Magnum/ })).toHaveTextContent('25 g');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare with current' })).toHaveAttribute(
      'href',
      '/Compare?a=recipe-1@2&b=recipe-1',
    );
    expect(screen.getByRole('link', { name: 'Back to the recipe' })).toHaveAttribute(
      'href',
      '/Recipes/recipe-1/details',
    );
  });

  it('restores it as a new version after asking, then opens the recipe saying so', async () => {
    const restored = ipaRecipe({ ...atTwo, version: 4 });
    const { user, router, api } = renderVersion('2', {
      'POST /api/recipes/:id/versions/:n/restore': restored,
    });
    await screen.findByRole('heading', { name: 'Version 2 of 3' });
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restore version 2?' });
    expect(dialog).toHaveTextContent('saved as a new version (4). Nothing is lost');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored version 2 as version 4')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Recipes/recipe-1/details');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/recipes/recipe-1/versions/2/restore',
    ]);
  });

  it('restores nothing when the question is cancelled', async () => {
    const { user, router, api } = renderVersion('2');
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Recipes/recipe-1/versions/2');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers neither restore nor comparison for the current version', async () => {
    renderVersion('3', {
      'GET /api/recipes/:id/versions/:n': { ...entries[0]!, recipe: ipaRecipe() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Version 3 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare with current' })).not.toBeInTheDocument();
  });

  it('says when there is no such version', async () => {
    renderVersion('9', {
      'GET /api/recipes/:id/versions/:n': reply(404, { message: 'Version not found.' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Version not found.');
    expect(screen.getByRole('link', { name: 'Back to the recipe' })).toBeInTheDocument();
  });
});
