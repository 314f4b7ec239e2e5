// The recipe screen and the brewer's stock: rows say what is there or short (linked items), or that an
// ingredient is linked to none; the card sums it up, prices the recipe from the lots and links to the
// shopping list made from this recipe.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStockLine, buildStockLot } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { RecipeEditorPage } from '../RecipeEditorPage';
import { ipaRecipe, waterRoutes } from '../test-support/fixtures';

describe('the recipe’s stock and cost', () => {
  it('marks each row, sums up the recipe and prices it per litre', async () => {
    const base = ipaRecipe();
    const recipe = ipaRecipe({
      recipeFermentables: base.recipeFermentables.map((f, i) => ({
        ...f,
        itemId: i === 0 ? 'pale' : 'c120',
      })),
      recipeHops: base.recipeHops.map((h) => ({ ...h, itemId: h.name.toLowerCase() })),
    });
    stubApi({
      ...waterRoutes,
      'GET /api/recipes/:id': recipe,
      'GET /api/inventory': [
        buildStockLine({
          itemId: 'pale',
          name: 'Pale Ale Malt',
          amount: 4000,
          lots: [buildStockLot({ amount: 4000, costPerUnit: 0.0025 })],
        }),
        buildStockLine({
          itemId: 'c120',
          name: 'Crystal 120',
          amount: 1000,
          lots: [buildStockLot({ amount: 1000, costPerUnit: 0.004 })],
        }),
        buildStockLine({
          kind: 'hops',
          itemId: 'magnum',
          name: 'Magnum',
          amount: 100,
          lots: [buildStockLot({ amount: 100, costPerUnit: 0.06 })],
        }),
      ],
    });
    renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/recipe-1/edit',
      path: '/Recipes/:id/:mode',
    });
    const fermentables = await screen.findByRole('region', { name: /^Fermentables/ });
    expect(await within(fermentables).findByText('Short by 1.00 kg')).toBeInTheDocument();
    expect(within(fermentables).getByText('In stock')).toBeInTheDocument();
    const hops = screen.getByRole('region', { name: /^Hops/ });
    expect(within(hops).getByText('None in stock')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Misc/ })).toHaveTextContent('Not linked to a catalogue item');
    const card = screen.getByRole('region', { name: 'Stock and cost' });
    expect(card).toHaveTextContent(
      'Short of 2 of 7 ingredients. 3 cannot be checked (not linked, or kept in another unit).',
    );
    expect(within(card).getByRole('link', { name: 'Shopping list' })).toHaveAttribute(
      'href',
      '/ShoppingList?recipe=recipe-1',
    );
    // 4 kg at 0.0025 and the missing 1 kg at that newest price, 300 g at 0.004, 30 g of Magnum at 0.06.
    const cost = 5000 * 0.0025 + 300 * 0.004 + 30 * 0.06;
    expect(card).toHaveTextContent(
      `Ingredient cost €${cost.toFixed(2)} · €${(cost / 20).toFixed(2)} per litre`,
    );
    expect(card).toHaveTextContent('4 ingredients have no price and are not counted.');
  });
});
