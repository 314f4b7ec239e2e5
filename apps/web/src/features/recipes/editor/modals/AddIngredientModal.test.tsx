// The add modals through the recipe screen: search and list, hop stage defaults and alpha acid
// prefill, quantities with a comma and in ounces, their messages and loading failures.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '../../../../test/render';
import { reply, stubApi } from '../../../../test/stub-api';
import { RecipeEditorPage } from '../RecipeEditorPage';
import {
  catalogueFermentables,
  catalogueHops,
  catalogueMiscs,
  catalogueYeasts,
  waterRoutes,
} from '../test-support/fixtures';

const catalogue = {
  'GET /api/fermentables': catalogueFermentables,
  'GET /api/hops': catalogueHops,
  'GET /api/miscs': catalogueMiscs,
  'GET /api/yeasts': catalogueYeasts,
};

function renderNew(weightUnit: 'g' | 'oz' = 'g') {
  return renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/new',
    path: '/Recipes/new',
    session: { ...TEST_SESSION, weightUnit },
  });
}

/** An add modal opened by `button`, titled `title`, with the result named `item` picked. */
async function pickInModal(button: string, title: string, item: RegExp) {
  stubApi({ ...waterRoutes, ...catalogue });
  const rendered = renderNew();
  await rendered.user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await rendered.user.click(await within(dialog).findByRole('radio', { name: item }));
  return { user: rendered.user, dialog };
}

describe('add modals', () => {
  it("does not keep another hop's alpha acid when the picked hop has none", async () => {
    stubApi({ ...waterRoutes, ...catalogue });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Hop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Hop' });
    await user.click(await within(dialog).findByRole('radio', { name: /Citra/ }));
    const alpha = within(dialog).getByLabelText('Alpha acid (%)');
    expect(alpha).toHaveValue('12.5');
    // Saaz has no alpha acid in the catalogue: Citra's 12.5 must not be added as Saaz's.
    await user.click(within(dialog).getByRole('radio', { name: /Saaz/ }));
    expect(alpha).toHaveValue('');
    // A value the brewer typed stays.
    await user.click(within(dialog).getByRole('radio', { name: /Citra/ }));
    expect(alpha).toHaveValue('12.5');
    await user.clear(alpha);
    await user.type(alpha, '11');
    await user.click(within(dialog).getByRole('radio', { name: /Saaz/ }));
    expect(alpha).toHaveValue('11');
  });

  it('sets the hop stage defaults, prefills alpha acid and adds the hop with a comma quantity', async () => {
    stubApi({ ...waterRoutes, ...catalogue });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Hop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Hop' });
    expect(await within(dialog).findByText('Yakima Chief')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Citra/ }));
    expect(within(dialog).getByLabelText('Alpha acid (%)')).toHaveValue('12.5');

    const stage = within(dialog).getByLabelText('Usage stage');
    const boil = within(dialog).getByLabelText('Boil time (min)');
    expect(stage).toHaveValue('Boil');
    expect(boil).toHaveValue('60');
    await user.selectOptions(stage, 'Whirlpool');
    expect(boil).toHaveValue('10');
    await user.selectOptions(stage, 'Dry Hop');
    expect(boil).toHaveValue('0');
    await user.clear(boil);
    await user.type(boil, '45');
    await user.selectOptions(stage, 'Mash');
    expect(boil).toHaveValue('45');
    await user.selectOptions(stage, 'First Wort');
    expect(boil).toHaveValue('45');
    await user.selectOptions(stage, 'Whirlpool');

    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '28,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Whirlpool · 10 min · 12.5% AA')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Citra (grams)')).toHaveValue('28.5');
    expect(screen.getByText('29 g')).toBeInTheDocument();
  });

  it('asks a dry hop for its day and days in the fermenter, and shows them on its row', async () => {
    const { user, dialog } = await pickInModal('Add Hop', 'Select a Hop', /Citra/);
    expect(within(dialog).queryByLabelText('Dry hop day')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Usage stage'), 'Dry Hop');
    const day = within(dialog).getByLabelText('Dry hop day');
    const duration = within(dialog).getByLabelText('Dry hop duration (days)');
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '50');
    await user.type(duration, '-4');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Dry hop duration cannot be negative')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.type(day, '3');
    await user.clear(duration);
    await user.type(duration, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Dry Hop · day 3 · 4 days · 12.5% AA')).toBeInTheDocument();
    expect(screen.getByText('0.00 IBU')).toBeInTheDocument();
  });

  it('copies the catalogue use of a misc onto its row', async () => {
    const { user, dialog } = await pickInModal('Add Misc', 'Select a Misc', /Whirlfloc/);
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Fining · Boil · 0 min')).toBeInTheDocument();
  });

  it('keeps a hop without catalogue alpha acid empty and asks for it', async () => {
    stubApi({ ...waterRoutes, ...catalogue });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Hop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Hop' });
    await user.click(await within(dialog).findByRole('radio', { name: /Saaz/ }));
    expect(within(dialog).getByLabelText('Alpha acid (%)')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Alpha acid is required.')).toBeInTheDocument();
  });

  it('speaks with trailing periods in the hop modal, for a quantity that is no number too', async () => {
    stubApi({ ...waterRoutes, ...catalogue });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Hop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Hop' });
    await user.click(await within(dialog).findByRole('radio', { name: /Citra/ }));
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), 'a lot');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Quantity must be a number.')).toBeInTheDocument();
    const boil = within(dialog).getByLabelText('Boil time (min)');
    await user.clear(within(dialog).getByLabelText('Quantity (grams)'));
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '20');
    await user.clear(boil);
    await user.type(boil, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Boil time cannot be negative.')).toBeInTheDocument();
  });

  it('converts ounces typed with a comma and labels the quantity (oz)', async () => {
    stubApi({ ...waterRoutes, ...catalogue });
    const { user } = renderNew('oz');
    await user.click(screen.getByRole('button', { name: 'Add Fermentable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a fermentable' });
    await user.click(await within(dialog).findByRole('radio', { name: /Maris Otter/ }));
    expect(within(dialog).getByText('Crisp')).toBeInTheDocument();
    // 2.5 oz x 28.3495 = 70.874 g, shown back as 70.874 / 28.349523125 = 2.50 oz.
    await user.type(within(dialog).getByLabelText('Quantity (oz)'), '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Quantity of Maris Otter (oz)')).toHaveValue('2.50');
    expect(screen.getByText('2.50 oz')).toBeInTheDocument();
    expect(screen.getByText('100.00 %')).toBeInTheDocument();
  });

  it('shows the messages of a missing item, a missing or a wrong quantity', async () => {
    stubApi({ ...waterRoutes, ...catalogue });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Misc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Misc' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Select an item and insert its quantity.')).toBeInTheDocument();

    await user.click(await within(dialog).findByRole('radio', { name: 'Whirlfloc' }));
    const quantity = within(dialog).getByLabelText('Quantity (grams)');
    await user.type(quantity, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Quantity must be a number')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Quantity must be a positive number.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Select a Misc' })).toBeInTheDocument();
  });

  it('searches after typing stops and adds an item found only by search', async () => {
    const munich = catalogueFermentables[1]!;
    const api = stubApi({
      ...waterRoutes,
      ...catalogue,
      'GET /api/yeasts/search': (call: { query: Record<string, string> }) =>
        call.query.searchTerm === 'verdant'
          ? [{ ...catalogueYeasts[0]!, id: 'cy-9', name: 'Verdant IPA' }]
          : [],
      'GET /api/fermentables/search': [munich],
    });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Yeast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select an Yeast' });
    expect(await within(dialog).findByText('Lallemand')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Search'), 'zzz');
    expect(await within(dialog).findByText('No results found')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Search'));
    await user.type(within(dialog).getByLabelText('Search'), 'verdant');
    // The results shown are marked busy until the answer to what was typed replaces them.
    const results = () => dialog.querySelector('[aria-busy]');
    expect(results()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'));
    expect(results()).toHaveRole('radiogroup');
    await user.click(within(dialog).getByRole('radio', { name: /Verdant IPA/ }));
    await user.type(within(dialog).getByLabelText('Quantity (grams)'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Verdant IPA')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/yeasts/search' && c.query.searchTerm === 'verdant')).toBe(
      true,
    );
  });

  it('toasts the modal loading failure', async () => {
    stubApi({ ...waterRoutes, 'GET /api/hops': reply(500) });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Hop' }));
    expect(await screen.findByText('Error loading hops')).toBeInTheDocument();
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('toasts the generic modal text when a hop search fails, and empties the list', async () => {
    stubApi({ ...waterRoutes, 'GET /api/hops/search': reply(500) });
    const { user } = renderNew();
    await user.click(screen.getByRole('button', { name: 'Add Hop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Hop' });
    await user.type(within(dialog).getByLabelText('Search'), 'cas');
    expect(await screen.findByText('Erro ao carregar dados do modal.')).toBeInTheDocument();
    expect(await within(dialog).findByText('No results found')).toBeInTheDocument();
  });

  it('adds a dry yeast in packs and a misc in teaspoons, each row reading its own unit', async () => {
    const { user, dialog } = await pickInModal('Add Yeast', 'Select an Yeast', /Nottingham/);
    // By weight first, as SPEC measures every yeast; a dry yeast may also be counted in packs.
    const measured = within(dialog).getByLabelText('Measured in');
    expect(measured).toHaveValue('g');
    expect(
      within(measured)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weight (g)', 'Packs']);
    await user.selectOptions(measured, 'pack');
    await user.type(within(dialog).getByLabelText('Quantity (packs)'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Quantity of Nottingham (packs)')).toHaveValue('2');
    expect(screen.getByText('2 packs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Misc' }));
    const misc = await screen.findByRole('dialog', { name: 'Select a Misc' });
    await user.click((await within(misc).findAllByRole('radio'))[0]!);
    await user.selectOptions(within(misc).getByLabelText('Measured in'), 'tsp');
    await user.type(within(misc).getByLabelText('Quantity (tsp)'), '0,5');
    await user.click(within(misc).getByRole('button', { name: 'Add' }));
    expect(screen.getByText('0.5 tsp')).toBeInTheDocument();
  });
});
