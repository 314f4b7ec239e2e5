// With 40 ingredients, a keystroke re-renders only the rows that depend on it, counted with React's
// <Profiler> inside each memoised row (and the Water section, which only a fermentable's quantity moves).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { bigRecipe, waterRoutes } from '../test-support/fixtures';
import { observeRowRenders } from './row-renders';

let stop: () => void = () => undefined;
afterEach(() => stop());

async function setup() {
  stubApi({ ...waterRoutes, 'GET /api/recipes/:id': bigRecipe(10) });
  const result = renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/recipe-1/edit',
    path: '/Recipes/:id/:mode',
    session: true,
  });
  await screen.findByDisplayValue('Copper IPA');
  expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(40);
  // The water profiles have come (the style's target is suggested): the Water section has settled.
  await waitFor(() =>
    expect(screen.getByLabelText('Target profile')).toHaveDisplayValue('Suggested: Pale and hoppy'),
  );
  const rendered: string[] = [];
  stop = observeRowRenders((id) => rendered.push(id));
  /** Types one character into `input` and returns the ids of the rows that rendered. */
  const keystroke = async (input: HTMLElement, key: string) => {
    rendered.length = 0;
    await result.user.type(input, key);
    return [...new Set(rendered)].sort();
  };
  return { ...result, keystroke };
}

describe('ingredient row renders', () => {
  it('renders no row while the recipe name is typed', async () => {
    const { keystroke } = await setup();
    expect(await keystroke(screen.getByLabelText('Recipe Name'), 'X')).toEqual([]);
  });

  it('renders only the edited misc, yeast or hop row', async () => {
    const { keystroke } = await setup();
    expect(await keystroke(screen.getByLabelText('Quantity of Irish Moss #3 (grams)'), '0')).toEqual([
      'm-1-2',
    ]);
    expect(await keystroke(screen.getByLabelText('Quantity of S-04 #4 (grams)'), '1')).toEqual(['y-2-3']);
    // A hop's IBU depends on its own quantity; the other additions keep theirs.
    expect(await keystroke(screen.getByLabelText('Quantity of Magnum #1 (grams)'), '5')).toEqual(['h-1-0']);
    expect(screen.getByTestId('figure-ibu')).not.toHaveTextContent('0.00');
  });

  it('renders fermentable and hop rows, never misc or yeast rows, for a fermentable quantity', async () => {
    const { keystroke } = await setup();
    const rows = await keystroke(screen.getByLabelText('Quantity of Pale Ale Malt #1 (grams)'), '0');
    // Every share of the grist and (through the OG) every hop's IBU changes.
    expect(rows).toContain('f-1-0');
    expect(rows.filter((id) => id.startsWith('f-'))).toHaveLength(10);
    expect(rows.filter((id) => id.startsWith('h-'))).toHaveLength(10);
    expect(rows.filter((id) => id.startsWith('m-') || id.startsWith('y-'))).toEqual([]);
  });
});
