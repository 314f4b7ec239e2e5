// The Import button of a list: choose a file, see each recipe with its style (or "no matching style"),
// the file's OG and IBU beside Wortsmith's and the warnings, keep some, import, and see how many came in.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRecipe } from '../../test/fixtures';
import { renderWithProviders, TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { InteropActions } from './InteropActions';

const counts = { fermentables: 2, hops: 2, miscs: 0, yeasts: 1, mashSteps: 1 };
const harvestFigures = { og: 1.055, fg: 1.012, abv: 5.64, ebc: 14.2, ibu: 38.21, buGu: 0.69 };
const preview = {
  recipes: [
    {
      importId: 1,
      name: 'Harvest IPA',
      author: 'Ada',
      style: 'American IPA',
      type: 'All Grain',
      batchVolume: 20,
      stated: { og: 1.058, fg: null, abv: null, ibu: 41.5, ebc: null },
      figures: harvestFigures,
      counts,
    },
    {
      importId: 2,
      name: 'Mystery Ale',
      author: null,
      style: '',
      type: 'All Grain',
      batchVolume: 19,
      stated: { og: null, fg: null, abv: null, ibu: null, ebc: null },
      figures: { og: 1.05, fg: 1.011, abv: 5.12, ebc: 12, ibu: 30, buGu: 0.6 },
      counts,
    },
  ],
  warnings: [{ record: 'Mystery Ale', message: 'Its style "Ye Olde" matches no built-in style.' }],
};

describe('import dialog', () => {
  it('previews a file, imports the chosen recipes and says how many', async () => {
    const api = stubApi({
      'POST /api/recipes/import': (call: { query: Record<string, string> }) =>
        call.query.preview === '1'
          ? preview
          : reply(201, {
              recipes: [
                {
                  ...buildRecipe({ id: '0b6f2c1e-6d4a-4c1b-9a55-2f0e8a7c3d11', name: 'Harvest IPA' }),
                  figures: harvestFigures,
                },
              ],
              warnings: [],
            }),
    });
    const { user } = renderWithProviders(<InteropActions kind="recipes" />, { session: true });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import recipes' });
    const file = new File(['<RECIPES/>'], 'brews.xml', { type: 'text/xml' });
    await user.upload(within(dialog).getByLabelText(/Choose a file/), file);

    const first = await within(dialog).findByRole('checkbox', { name: /Harvest IPA/ });
    const second = within(dialog).getByRole('checkbox', { name: /Mystery Ale/ });
    expect(first).toBeChecked();
    expect(second).toBeChecked();
    const pick = within(dialog).getByRole('combobox', { name: 'Style for Mystery Ale' });
    expect(pick).toHaveValue('');
    expect(pick).toHaveTextContent('No matching style: choose one');
    expect(first.parentElement).toHaveTextContent('American IPA');
    expect(first.parentElement).toHaveTextContent('OG file 1.058 · Wortsmith 1.055');
    expect(first.parentElement).toHaveTextContent('IBU file 42 · Wortsmith 38');
    expect(second.parentElement).toHaveTextContent('OG file – · Wortsmith 1.050');
    expect(
      within(dialog).getByText(/Mystery Ale: Its style "Ye Olde" matches no built-in style\./),
    ).toBeInTheDocument();

    // The brewer picks a style for the recipe that matched none, and keeps only that one.
    await user.selectOptions(pick, 'Best Bitter');
    await user.click(first);
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 recipe' }));
    expect(await screen.findByText('Imported 1 recipe.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const saved = api.calls.filter((c) => c.method === 'POST').map((c) => c.query);
    expect(saved).toEqual([{ preview: '1' }, { ids: '2', styles: '2:Best Bitter' }]);
  });

  it("shows the server's message for a file it refuses and imports nothing", async () => {
    stubApi({ 'POST /api/recipes/import': reply(400, { message: 'The file is neither XML nor JSON.' }) });
    const { user } = renderWithProviders(<InteropActions kind="recipes" />, { session: true });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import recipes' });
    await user.upload(
      within(dialog).getByLabelText(/Choose a file/),
      new File(['hello'], 'notes.xml', { type: 'text/xml' }),
    );
    expect(await screen.findByText('The file is neither XML nor JSON.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 recipes' })).toBeDisabled();
  });

  it('takes a dropped file, and leaves out the items the user already has', async () => {
    stubApi({
      'POST /api/hops/import': {
        items: [
          { importId: 1, name: 'Saaz', exists: true, stock: null },
          { importId: 2, name: 'Sorachi Ace', exists: false, stock: null },
        ],
        warnings: [],
      },
    });
    const { user } = renderWithProviders(<InteropActions kind="hops" />, { session: true });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import hops' });
    const file = new File(['<HOPS/>'], 'hops.xml', { type: 'text/xml' });
    fireEvent.drop(within(dialog).getByText('Drop a file here, or choose one'), {
      dataTransfer: { files: [file] },
    });
    const saaz = await within(dialog).findByRole('checkbox', { name: /Saaz/ });
    expect(saaz).not.toBeChecked();
    expect(saaz.parentElement).toHaveTextContent('You have it already: it will be skipped.');
    expect(within(dialog).getByRole('checkbox', { name: /Sorachi Ace/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Import 1 hop' })).toBeEnabled();
    expect(within(dialog).getByText('hops.xml')).toBeInTheDocument();
  });

  it('offers the file’s stock amounts, in the brewer’s units, and brings them in only when ticked', async () => {
    const api = stubApi({
      'POST /api/fermentables/import': (call: { query: Record<string, string> }) =>
        call.query.preview === '1'
          ? {
              items: [
                { importId: 1, name: 'Golden Promise', exists: false, stock: { amount: 25_000, unit: 'g' } },
                { importId: 2, name: 'Chocolate Malt', exists: false, stock: null },
              ],
              warnings: [],
            }
          : reply(201, { items: [], warnings: [] }),
    });
    const { user } = renderWithProviders(<InteropActions kind="fermentables" />, {
      session: { ...TEST_SESSION, weightUnit: 'oz', grainUnit: 'lb' },
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import fermentables' });
    await user.upload(within(dialog).getByLabelText(/Choose a file/), new File(['<F/>'], 'malt.xml'));
    const golden = await within(dialog).findByRole('checkbox', { name: /Golden Promise/ });
    expect(golden.parentElement).toHaveTextContent('In stock in the file: 55.12 lb');
    const choice = within(dialog).getByRole('checkbox', {
      name: /Also set my stock to the file’s amounts \(1 item/,
    });
    expect(choice).not.toBeChecked();
    await user.click(choice);
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 fermentables' }));
    await screen.findByText(/Imported/);
    expect(api.calls.map((c) => c.query)).toEqual([{ preview: '1' }, { ids: '1,2', stock: '1' }]);
  });
});
