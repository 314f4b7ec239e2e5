// Journey 14: units per ingredient (issue 30). A US brewer picks pounds for grain and ounces for hops
// in Settings, then builds a recipe typing grain in pounds, hops in ounces and a dry yeast in packs. Each
// row reads in its unit, the API keeps grams and the yeast's packs, and the reopened recipe reads the
// same; the brew-day sheet lists them the same way.
import type { Recipe } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { captureScreen } from '../harness/screens';
import { expectToast, row } from '../harness/ui';
import { addIngredient, searchIn } from './recipe-steps';

test('a US brewer enters grain in pounds, hops in ounces and yeast in packs', async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, user, '/Settings');
  await page.getByLabel('Weight Unit').selectOption('oz');
  await page.getByLabel('Grain Unit').selectOption('lb');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Preferences saved.');

  await page.goto('/Recipes/new');
  await page.getByLabel('Recipe Name').fill('Pounds and Packs Pale Ale');
  await page.getByLabel('Style', { exact: true }).selectOption('American Pale Ale');

  const base = await addIngredient(page, 'Add Fermentable', 'Select a fermentable');
  await searchIn(base, 'Maris Otter');
  await base.getByRole('radio').first().check();
  await base.getByLabel('Quantity (lb)').fill('10');
  await base.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(base).toBeHidden();

  const crystal = await addIngredient(page, 'Add Fermentable', 'Select a fermentable');
  await searchIn(crystal, 'Crystal');
  await crystal.getByRole('radio').first().check();
  await crystal.getByLabel('Quantity (lb)').fill('0,5');
  await crystal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(crystal).toBeHidden();

  const hop = await addIngredient(page, 'Add Hop', 'Select a Hop');
  await searchIn(hop, 'Cascade');
  await hop.getByRole('radio').first().check();
  await hop.getByLabel('Quantity (oz)').fill('1.5');
  await hop.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(hop).toBeHidden();

  const yeast = await addIngredient(page, 'Add Yeast', 'Select an Yeast');
  await searchIn(yeast, 'US-05');
  await yeast.getByRole('radio').first().check();
  // A dry yeast is weighed or counted in packs; SPEC's weight comes first.
  await expect(yeast.getByLabel('Measured in')).toHaveValue('g');
  await yeast.getByLabel('Measured in').selectOption('pack');
  await yeast.getByLabel('Quantity (packs)').fill('1');
  await yeast.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(yeast).toBeHidden();

  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  // 10 lb of base malt, half a pound of crystal read in ounces, the hops in ounces, one pack.
  await expect(ingredients.getByText('10.00 lb', { exact: true })).toBeVisible();
  await expect(ingredients.getByText('8.00 oz', { exact: true })).toBeVisible();
  await expect(ingredients.getByText('Total grain: 10.50 lb')).toBeVisible();
  await expect(ingredients.getByText('1.50 oz', { exact: true })).toBeVisible();
  await expect(ingredients.getByText('1 pack', { exact: true })).toBeVisible();
  await captureScreen(page, testInfo, 'units-per-ingredient', {
    fullPage: false,
    scrollTo: ingredients,
  });
  await captureScreen(page, testInfo, 'units-per-ingredient-yeast', {
    fullPage: false,
    scrollTo: ingredients.getByRole('heading', { name: /^Hops/ }),
  });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Recipe saved successfully.');
  await expect(page).toHaveURL(/\/RecipeList$/);

  // The API keeps grams for grain and hops (typed pounds and ounces converted), packs for the yeast.
  const recipes = await apiCall<Recipe[]>(stack.url, 'GET', '/api/recipes', { token: user.token });
  const saved = recipes.find((r) => r.name === 'Pounds and Packs Pale Ale')!;
  const grams = saved.recipeFermentables.map((f) => f.quantity).sort((a, b) => b - a);
  // 10 lb and 0.5 lb at 2.20462 lb per kg; 1.5 oz at SPEC's 28.3495 g per typed ounce.
  expect(grams).toEqual([4535.929, 226.796]);
  expect(saved.recipeHops[0]!.quantity).toBe(42.524);
  expect(saved.recipeYeasts[0]).toMatchObject({ quantity: 1, unit: 'pack' });

  // Reopened, every amount reads as it was typed.
  await row(page, 'Pounds and Packs Pale Ale').getByRole('button', { name: /edit/i }).click();
  await expect(page).toHaveURL(/\/Recipes\/[^/]+\/edit$/);
  await expect(page.getByLabel(/^Quantity of .* \(lb\)$/).first()).toHaveValue('10');
  await expect(page.getByLabel(/^Quantity of .*US-05.* \(packs\)$/)).toHaveValue('1');
  await expect(ingredients.getByText('1 pack', { exact: true })).toBeVisible();
});
