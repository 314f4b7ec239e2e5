// The brew-day sheet lists each dry hop with its day and days in the fermenter, or a blank to fill in.
import { screen } from '@testing-library/react';
import type { RecipeHop } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ipaRecipe } from '../recipes/editor/test-support/fixtures';
import { BrewSheetPage } from './BrewSheetPage';

describe('brew-day sheet', () => {
  it('lists a dry hop with its day and days, and one without them with a blank day', async () => {
    const recipe = ipaRecipe();
    const [hop] = recipe.recipeHops as [RecipeHop];
    const dry = (id: string, name: string, timing: Partial<RecipeHop>): RecipeHop => ({
      ...hop,
      id,
      name,
      usageStage: 'Dry Hop',
      boilTime: 0,
      ...timing,
    });
    recipe.recipeHops = [
      dry('d1', 'Citra', { dryHopStart: 3 * 1440, dryHopDuration: 4 * 1440 }),
      dry('d2', 'Mosaic', {}),
    ];
    stubApi({
      'GET /api/batches/:id': { id: 'b1', number: 1, name: 'Copper IPA #1', brewDate: null, recipe },
    });
    renderWithProviders(<BrewSheetPage />, {
      route: '/Batches/b1/print',
      path: '/Batches/:id/print',
      session: TEST_SESSION,
    });
    const citra = (await screen.findByText('Dry hop: Citra')).closest('tr')!;
    expect(citra).toHaveTextContent('Day 3 · 4 days');
    const mosaic = screen.getByText('Dry hop: Mosaic').closest('tr')!;
    expect(mosaic.textContent).toMatch(/Day\s*$/);
  });
});
