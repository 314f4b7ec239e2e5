// The read-only recipe: what a brewer reads of a whole recipe (figures, equipment, ingredients, mash,
// water, fermentation, notes), in the signed-in brewer's units, in the units it is given, and with nobody
// signed in (a shared recipe), which asks the server nothing.
import { screen, within } from '@testing-library/react';
import { brewerQuantities, FIGURE_KEYS, type Recipe } from '@wortsmith/core';
import { recipeWater } from '@wortsmith/core/testing';
import { describe, expect, it } from 'vitest';
import { sharedView } from '../../../test/fixtures';
import { renderWithProviders, TEST_SESSION } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { ipaRecipe } from '../editor/test-support/fixtures';
import { RecipeView, type ViewedRecipe } from './RecipeView';

/** The worked IPA as a share shows it: no id, owner, author, version or copy credit. */
function viewed(overrides: Partial<Recipe> = {}): ViewedRecipe {
  return sharedView(
    ipaRecipe({
      mashSteps: [
        {
          id: 's-1',
          name: 'Saccharification',
          type: 'Infusion',
          temperature: 66,
          time: 60,
          description: null,
        },
      ],
      fermentationSteps: [
        { id: 'p', name: 'Primary', kind: 'primary', temperature: 19, days: 14, rampDays: null },
      ],
      water: recipeWater({ salts: [{ salt: 'gypsum', grams: 5, vessel: 'mash' }] }),
      ...overrides,
    }),
  );
}

const figure = (key: string) => screen.getByTestId(`figure-${key}`);
const rows = (name: RegExp) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('RecipeView', () => {
  it('shows the whole recipe to someone not signed in, in the default units, asking nothing', () => {
    const api = stubApi({});
    renderWithProviders(<RecipeView recipe={viewed()} />);
    const view = screen.getByRole('article', { name: 'Copper IPA' });
    expect(within(view).getByRole('heading', { name: 'Copper IPA', level: 2 })).toBeInTheDocument();
    expect(view).toHaveTextContent('American IPA · All Grain');
    expect(view).toHaveTextContent('A copper-coloured IPA.');
    // The worked figures of test-support/fixtures.ts, by SPEC §9's methods.
    const shown = Object.fromEntries(FIGURE_KEYS.map((key) => [key, figure(key).textContent]));
    expect(shown).toEqual({
      og: '1.061',
      fg: '1.013',
      abv: '6.24',
      ebc: '33.00',
      ibu: '38.16',
      buGu: '0.63',
    });
    const equipment = within(view).getByLabelText('Equipment');
    expect(equipment).toHaveTextContent('Batch volume20.0 L');
    expect(equipment).toHaveTextContent('Boil time60 min');
    expect(equipment).toHaveTextContent('Efficiency75 %');
    expect(equipment).toHaveTextContent('Pre-boil volume25.0 L');

    expect(screen.getByText('5.00 kg')).toBeInTheDocument();
    expect(screen.getByText('Boil · 60 min · 10% AA')).toBeInTheDocument();
    expect(screen.getByText('Fining · 15 min')).toBeInTheDocument();
    expect(screen.getByText('Ale · att. 81% · flocc. Medium')).toBeInTheDocument();
    expect(rows(/^Mash Schedule/)).toContain('1. SaccharificationInfusion66.0 °C60 min');
    expect(rows(/^Fermentation/)).toContain('1. Primarydays 1–14Primary19.0 °C14 days—No ramp');
    const water = screen.getByRole('region', { name: 'Water' });
    expect(water).toHaveTextContent('Source water: Ca²⁺ 0 · Mg²⁺ 0 · Na⁺ 0 · SO₄²⁻ 0 · Cl⁻ 0 · HCO₃⁻ 0 mg/L');
    expect(within(water).getByRole('row', { name: 'Gypsum (CaSO₄·2H₂O) 5 g Mash' })).toBeInTheDocument();
    expect(water).toHaveTextContent('Strike water15.9 L at 72.5 °C');
    expect(water).toHaveTextContent(/Predicted mash pH: \d\.\d\d \(aim 5\.2–5\.6\)/);
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Dry hop on day 4.');

    // Nothing to edit, and no request: a shared recipe is read by people with no session.
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the signed-in brewer’s units and methods when given none', () => {
    stubApi({});
    renderWithProviders(<RecipeView recipe={viewed()} />, {
      session: { ...TEST_SESSION, volumeUnit: 'gal', gravityUnit: 'Plato', colorMethod: 'morey' },
    });
    expect(figure('og')).toHaveTextContent('15.0');
    expect(screen.getByLabelText('Equipment')).toHaveTextContent('Batch volume5.28 gal');
    // Morey's colour of the same grain bill, not SPEC §9's 33.00.
    expect(figure('ebc')).not.toHaveTextContent('33.00');
  });

  it('shows the units and methods it is given over the brewer’s', () => {
    stubApi({});
    const quantities = brewerQuantities({
      volume: 'gal',
      temperature: 'F',
      color: 'SRM',
      gravity: 'SG',
      weight: 'oz',
      grain: 'lb',
    });
    renderWithProviders(
      <RecipeView
        recipe={viewed()}
        quantities={quantities}
        methods={{ colorMethod: 'spec', ibuMethod: 'spec', gravityMethod: 'spec' }}
      />,
      { session: { ...TEST_SESSION, colorMethod: 'morey' } },
    );
    expect(screen.getByLabelText('Equipment')).toHaveTextContent('Batch volume5.28 gal');
    expect(screen.getByText('11.02 lb')).toBeInTheDocument();
    expect(screen.getAllByText('1.06 oz')).toHaveLength(2);
    expect(rows(/^Mash Schedule/)).toContain('1. SaccharificationInfusion151 °F60 min');
    expect(figure('ebc').textContent).toBe('16.8');
  });
});
