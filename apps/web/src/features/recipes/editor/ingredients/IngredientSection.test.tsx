// What a brewer reads in the ingredient tables: the key numbers of each kind on the row, a dry hop's
// time in days, the yeast that sets FG marked, and the grain and hop totals under their tables.

import { render, screen, within } from '@testing-library/react';
import type { RecipeHop, RecipeYeast } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { ipaRecipe } from '../test-support/fixtures';
import type { RowActions } from './IngredientRow';
import { IngredientSection } from './IngredientSection';

const actions: RowActions = {
  onEdit: () => undefined,
  onDelete: () => undefined,
  onQuantity: () => undefined,
};
const recipe = ipaRecipe();

describe('ingredient tables', () => {
  it('shows colour and share of each malt and the total grain under the table', () => {
    render(
      <IngredientSection
        list="recipeFermentables"
        items={recipe.recipeFermentables}
        computed={[94.34, 5.66]}
        units={{ weight: 'g', grain: 'spec' }}
        readOnly={false}
        actions={actions}
        onAdd={() => undefined}
      />,
    );
    const [first] = recipe.recipeFermentables;
    expect(screen.getByText(`${first!.type} · ${first!.ebc} EBC`)).toBeInTheDocument();
    const grams = recipe.recipeFermentables.reduce((sum, f) => sum + f.quantity, 0);
    expect(screen.getByText(`Total grain: ${(grams / 1000).toFixed(2)} kg`)).toBeInTheDocument();
  });

  it('in ounces, shows pounds beside each malt and the total grain, and none beside hops', () => {
    const [first, second] = recipe.recipeFermentables;
    const items = [
      { ...first!, quantity: 5000 },
      { ...second!, quantity: 453.59237 },
    ];
    const { container } = render(
      <IngredientSection
        list="recipeFermentables"
        items={items}
        computed={[91.68, 8.32]}
        units={{ weight: 'oz', grain: 'spec' }}
        readOnly
        actions={actions}
        onAdd={() => undefined}
      />,
    );
    const rows = container.querySelectorAll('tbody tr');
    expect(within(rows[0] as HTMLElement).getByText('176.37 oz')).toHaveTextContent('176.37 oz · 11.02 lb');
    expect(within(rows[1] as HTMLElement).getByText('16.00 oz')).toHaveTextContent('16.00 oz · 1.00 lb');
    expect(screen.getByText('Total grain: 192.37 oz')).toHaveTextContent('Total grain: 192.37 oz · 12.02 lb');
  });

  it('shows a dry hop in days with no boil minutes, and the total hops', () => {
    const [hop] = recipe.recipeHops as [RecipeHop];
    const dry: RecipeHop = {
      ...hop,
      id: 'dry',
      name: 'Citra',
      usageStage: 'Dry Hop',
      boilTime: 4320,
      alphaAcidContent: 12.5,
      quantity: 50,
    };
    const fresh: RecipeHop = { ...dry, id: 'fresh', name: 'Mosaic', boilTime: 0, quantity: 25 };
    const timed: RecipeHop = { ...fresh, id: 'timed', dryHopStart: 3 * 1440, dryHopDuration: 4 * 1440 };
    render(
      <IngredientSection
        list="recipeHops"
        items={[dry, fresh, timed]}
        computed={[0, 0, 0]}
        units={{ weight: 'g', grain: 'spec' }}
        readOnly
        actions={actions}
        onAdd={() => undefined}
      />,
    );
    expect(screen.getByText('Dry Hop · 3 days · 12.5% AA')).toBeInTheDocument();
    expect(screen.getByText('Dry Hop · 12.5% AA')).toBeInTheDocument();
    expect(screen.getByText('Dry Hop · day 3 · 4 days · 12.5% AA')).toBeInTheDocument();
    expect(screen.getByText('Total hops: 100 g')).toBeInTheDocument();
  });

  it('marks the least attenuative yeast as the one that sets FG', () => {
    const [yeast] = recipe.recipeYeasts as [RecipeYeast];
    const yeasts: RecipeYeast[] = [
      { ...yeast, id: 'y1', name: 'US-05', attenuation: 81, flocculation: 'Medium' },
      { ...yeast, id: 'y2', name: 'S-04', attenuation: 75, flocculation: 'High' },
    ];
    render(
      <IngredientSection
        list="recipeYeasts"
        items={yeasts}
        computed={undefined}
        units={{ weight: 'g', grain: 'spec' }}
        readOnly
        actions={actions}
        onAdd={() => undefined}
      />,
    );
    const [, us05, s04] = screen.getAllByRole('row');
    expect(within(us05!).getByText(/Ale · att\. 81% · flocc\. Medium/)).toBeInTheDocument();
    expect(within(us05!).queryByText('Sets FG')).not.toBeInTheDocument();
    expect(within(s04!).getByText('Sets FG')).toBeInTheDocument();
  });
});
