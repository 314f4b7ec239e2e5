// Journey 8: two tabs edit one recipe; the later save hears about the conflict and nothing is lost.
import type { Recipe } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';
import { confirm, expectToast } from '../harness/ui';

test('the second save of a recipe open in two tabs is told about the conflict', async ({
  context,
  page,
  stack,
  user,
  signIn,
}) => {
  const recipe = await createRecipe(stack.url, user.token, paleAle({ name: 'Shared Stout' }));
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  const second = await context.newPage();
  await second.goto(`/Recipes/${recipe.id}/edit`);
  // Two tabs loading the recipe screen at once on a busy machine: room for the first load.
  await expect(page.getByLabel('Recipe Name')).toHaveValue('Shared Stout', { timeout: 30_000 });
  await expect(second.getByLabel('Recipe Name')).toHaveValue('Shared Stout', { timeout: 30_000 });

  await page.getByLabel('Recipe Name').fill('Shared Stout (tab one)');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Recipe saved successfully.');
  await expect(page).toHaveURL(/\/RecipeList$/);

  await second.getByLabel('Description').fill('Notes typed in the second tab.');
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  // The second tab is told, stays on its screen, and keeps what was typed there.
  const conflict = second.getByRole('alert').filter({ hasText: 'This recipe was changed elsewhere.' });
  await expect(conflict).toBeVisible();
  await expect(second).toHaveURL(new RegExp(`/Recipes/${recipe.id}/edit$`));
  await expect(second.getByLabel('Description')).toHaveValue('Notes typed in the second tab.');

  // The first tab's change is what the server holds.
  const stored = await apiCall<Recipe>(stack.url, 'GET', `/api/recipes/${recipe.id}`, { token: user.token });
  expect(stored.name).toBe('Shared Stout (tab one)');
  expect(stored.description).toBe('A test recipe.');

  // Reloading the latest version brings the first tab's change into the second.
  await conflict.getByRole('button', { name: 'Reload latest' }).click();
  await confirm(second, 'Discard your changes?', 'Reload latest');
  await expect(second.getByLabel('Recipe Name')).toHaveValue('Shared Stout (tab one)');
  await expect(conflict).toBeHidden();
});
