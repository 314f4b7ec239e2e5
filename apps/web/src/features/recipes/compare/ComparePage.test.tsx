// The comparison screen: ingredients paired row by row (a changed amount highlighted, a hop only in B
// added), the figures with B − A in the brewer's units, and the pickers changing a side in the URL and the
// server's comparison.
import { screen, within } from '@testing-library/react';
import type { Recipe, RecipeHop } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildComparison, buildRecipe, buildVersionEntry } from '../../../test/fixtures';
import { renderWithProviders, TEST_SESSION } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { ipaRecipe } from '../editor/test-support/fixtures';
import { ComparePage } from './ComparePage';

const base = ipaRecipe();
const [malt, crystal] = base.recipeFermentables;
const [magnum, cascade] = base.recipeHops as [RecipeHop, RecipeHop];
const citra: RecipeHop = {
  ...cascade,
  id: 'h-9',
  name: 'Citra',
  usageStage: 'Dry Hop',
  boilTime: 0,
  quantity: 50,
};
/** Version 2: the worked IPA. Version 3: 300 g more malt, 10 g more Cascade and a Citra dry hop. */
const v2 = ipaRecipe({ version: 2 });
const v3 = ipaRecipe({
  version: 3,
  recipeFermentables: [{ ...malt!, quantity: 5300 }, crystal!],
  recipeHops: [magnum, { ...cascade, quantity: 40 }, citra],
});
const v1 = ipaRecipe({ version: 1, recipeHops: [magnum] });
const pale = buildRecipe({ id: 'recipe-2', name: 'Hazy Pale', version: 5 });

/** The comparison the server answers for `a` and `b` (`id` or `id@n`). */
function answer(a: string, b: string) {
  const at = (side: string): Recipe =>
    side === 'recipe-2'
      ? pale
      : (({ 'recipe-1@1': v1, 'recipe-1@2': v2 } as Record<string, Recipe>)[side] ?? v3);
  const current = (recipe: Recipe) => recipe === v3 || recipe === pale;
  return buildComparison(at(a), at(b), { a: current(at(a)), b: current(at(b)) });
}

function renderCompare(search: string, session = TEST_SESSION) {
  const api = stubApi({
    // Before the recipe's own route, which would take /api/recipes/compare for a recipe id.
    'GET /api/recipes/compare': ({ query }: { query: Record<string, string> }) => answer(query.a!, query.b!),
    'GET /api/recipes': [v3, pale],
    'GET /api/recipes/:id/versions': ({ params }: { params: Record<string, string> }) =>
      params.id === 'recipe-2'
        ? [buildVersionEntry({ version: 5, current: true })]
        : [3, 2, 1].map((version) => buildVersionEntry({ version, current: version === 3 })),
  });
  const rendered = renderWithProviders(<ComparePage />, {
    route: `/Compare${search}`,
    path: '/Compare',
    session,
  });
  return { ...rendered, api };
}

const table = () => screen.findByRole('table', { name: 'Comparison' });
const row = (name: string | RegExp) => within(screen.getByRole('table')).getByRole('row', { name });
const cellsOf = (tr: HTMLElement) => within(tr).getAllByRole('cell');

describe('the comparison screen', () => {
  it('pairs the hops, highlighting a changed amount and marking a hop only in B as added', async () => {
    renderCompare('?a=recipe-1@2&b=recipe-1@3');
    await table();
    const [head] = within(screen.getByRole('table')).getAllByRole('row');
    expect(head).toHaveTextContent('A Copper IPA v2B Copper IPA v3 (current)');

    const [a, b] = cellsOf(row(/^Cascade/));
    expect(a).toHaveTextContent(/^30 g/);
    expect(b).toHaveTextContent(/^40 g \(changed\)/);
    expect(within(b!).getByText('40 g').className).toMatch(/changed/);
    expect(within(a!).getByText('30 g').className).toMatch(/changed/);

    const magnumRow = row(/^Magnum/);
    expect(cellsOf(magnumRow).map((cell) => cell.textContent)).toEqual([
      '30 gHopsteiner · Boil · 60 min · 10% AA',
      '30 gHopsteiner · Boil · 60 min · 10% AA',
    ]);
    expect(within(magnumRow).queryByText(/changed/)).not.toBeInTheDocument();

    const added = row(/^Citra/);
    expect(added).toHaveTextContent(/^Citraadded/);
    const [none, citraCell] = cellsOf(added);
    expect(none).toHaveTextContent('none');
    expect(citraCell).toHaveTextContent(/^50 g \(changed\)Yakima · Dry Hop/);
  });

  it('shows B − A for each figure in the brewer’s units', async () => {
    renderCompare('?a=recipe-1@2&b=recipe-1@3');
    await table();
    const figure = (name: string) => cellsOf(row(new RegExp(`^${name}`))).map((cell) => cell.textContent);
    // 5.3 kg of malt: 1.065 against 1.061 (test-support/fixtures.ts works out the latter).
    expect(figure('OG')).toEqual(['1.061 (changed)', '1.065 (changed)+0.004']);
    expect(figure('ABV')).toEqual(['6.2 % (changed)', '6.7 % (changed)+0.5 %']);
    // 10 g more Cascade, and every hop a little less bitter in the stronger wort: one IBU more.
    expect(figure('IBU')).toEqual(['38 IBU (changed)', '39 IBU (changed)+1 IBU']);
  });

  it('shows the figures in °P when the brewer reads gravity so', async () => {
    renderCompare('?a=recipe-1@2&b=recipe-1@3', { ...TEST_SESSION, gravityUnit: 'Plato' });
    await table();
    expect(cellsOf(row(/^OG/)).map((cell) => cell.textContent)).toEqual([
      '15.0 °P (changed)',
      '15.9 °P (changed)+0.9 °P',
    ]);
  });

  it('changes a side with its pickers: another version, then another recipe', async () => {
    const { user, router, api } = renderCompare('?a=recipe-1@2&b=recipe-1@3');
    await table();
    expect(screen.getByLabelText('Recipe A')).toHaveValue('recipe-1');
    expect(screen.getByLabelText('Version A')).toHaveValue('2');

    await user.selectOptions(screen.getByLabelText('Version A'), '1');
    expect(router.state.location.search).toBe('?a=recipe-1@1&b=recipe-1@3');
    expect(await screen.findByRole('columnheader', { name: 'A Copper IPA v1' })).toBeInTheDocument();
    // Version 1 had no Cascade: it is added in B.
    expect(row(/^Cascade/)).toHaveTextContent(/^Cascadeadded/);

    await user.selectOptions(screen.getByLabelText('Recipe B'), 'Hazy Pale');
    expect(router.state.location.search).toBe('?a=recipe-1@1&b=recipe-2');
    expect(await screen.findByRole('columnheader', { name: 'B Hazy Pale v5 (current)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Version B')).toHaveValue('');
    expect(row(/^Name/)).toHaveTextContent('Copper IPA (changed)Hazy Pale (changed)');
    expect(
      api.calls.filter((call) => call.path === '/api/recipes/compare').map((call) => call.query),
    ).toEqual([
      { a: 'recipe-1@2', b: 'recipe-1@3' },
      { a: 'recipe-1@1', b: 'recipe-1@3' },
      { a: 'recipe-1@1', b: 'recipe-2' },
    ]);
  });

  it('starts with both sides to choose, from the recipe list', async () => {
    renderCompare('');
    expect(await screen.findByText(/Choose a recipe for A and for B/)).toBeInTheDocument();
    expect(screen.getByLabelText('Version A')).toBeDisabled();
    // Both sides offer the brewer's recipes.
    expect(await screen.findAllByText('Hazy Pale', { selector: 'option' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
