// Journey 5: the weight unit setting switches labels and quantities between ounces and grams/kilograms.
import { formatQuantity, parseQuantity, type Recipe } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';
import { expectToast } from '../harness/ui';
import { searchIn } from './recipe-steps';

test('weight unit oz shows ounces everywhere; back to g shows fermentables in kg', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  const recipe = await createRecipe(stack.url, user.token, paleAle({ name: 'Unit Check' }));
  await signIn(page, user, '/Settings');
  const unit = page.getByLabel('Weight Unit');
  await expect(unit).toHaveValue('g');
  await unit.selectOption('oz');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'User updated successfully.');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').weightUnit)).toBe('oz');

  await page.goto(`/Recipes/${recipe.id}/edit`);
  const table = page.getByRole('table');
  await expect(table.getByText(formatQuantity('weight', 5000, 'oz', { fermentable: true }))).toBeVisible(); // 176.37 oz
  await expect(table.getByText(formatQuantity('weight', 40, 'oz'))).toBeVisible(); // 1.41 oz
  await page.getByRole('button', { name: 'Add Hop' }).click();
  await expect(page.getByRole('dialog').getByLabel(/\(oz\)/)).toBeVisible();
  await page.keyboard.press('Escape');

  // Ounces typed in are kept as grams (x 28.3495, 3 decimals) and shown back in ounces.
  await page.getByRole('button', { name: 'Add Fermentable' }).click();
  const modal = page.getByRole('dialog', { name: 'Select a fermentable' });
  await searchIn(modal, 'Acid Malt');
  await modal
    .getByRole('radio', { name: /^Acid Malt/ })
    .first()
    .check();
  await modal.getByLabel('Quantity (oz)').fill('2,5');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal).toBeHidden();
  const grams = parseQuantity('weight', '2,5', 'oz');
  expect(grams).toEqual({ ok: true, value: 70.874 });
  await expect(table.getByText(formatQuantity('weight', 70.874, 'oz', { fermentable: true }))).toBeVisible(); // 2.50 oz
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Recipe saved successfully.');
  const saved = await apiCall<Recipe>(stack.url, 'GET', `/api/recipes/${recipe.id}`, { token: user.token });
  expect(saved.recipeFermentables.map((f) => f.quantity)).toEqual([5000, 70.874]);

  await page.goto('/Settings');
  await expect(page.getByLabel('Weight Unit')).toHaveValue('oz');
  await page.getByLabel('Weight Unit').selectOption('g');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'User updated successfully.');

  await page.goto(`/Recipes/${recipe.id}/edit`);
  await expect(table.getByText(formatQuantity('weight', 5000, 'g', { fermentable: true }))).toBeVisible(); // 5.00 kg
  await expect(table.getByText(formatQuantity('weight', 40, 'g'))).toBeVisible(); // 40 g
  await page.getByRole('button', { name: 'Add Fermentable' }).click();
  await expect(page.getByRole('dialog').getByLabel(/\(grams\)/)).toBeVisible();
});
