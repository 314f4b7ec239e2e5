// Keyboard-only flows: logging in, and adding a hop to a recipe, without touching the mouse.

import type { Locator, Page } from '@playwright/test';
import { formatQuantity } from '@wortsmith/core';
import { expect, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';

/** Presses Tab until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('log in with the keyboard alone', async ({ page, user }) => {
  await page.goto('/');
  await tabTo(page, page.getByLabel(/e-?mail/i));
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^password$/i)).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/RecipeList$/);
});

test('add a hop to a recipe with the keyboard alone', async ({ page, stack, user, signIn }) => {
  const recipe = await createRecipe(
    stack.url,
    user.token,
    paleAle({ name: 'Keyboard Pale', recipeHops: [] }),
  );
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  const addHop = page.getByRole('button', { name: 'Add Hop' });
  await expect(addHop).toBeVisible();
  await tabTo(page, addHop);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Select a Hop' });
  await expect(modal).toBeVisible();

  await tabTo(page, modal.getByRole('searchbox'));
  await page.keyboard.type('Magnum');
  await expect(modal.locator('[aria-busy="true"]')).toHaveCount(0);
  // The result's name carries its key numbers ("Magnum Generic 13.5% AA · Bittering").
  const magnum = modal.getByRole('radio', { name: /^Magnum( Generic)?( \d|$)/ });
  await expect(magnum).toBeVisible();
  await tabTo(page, magnum);
  await page.keyboard.press('Space');
  await expect(magnum).toBeChecked();
  await expect(modal.getByLabel('Alpha acid (%)')).toHaveValue('13.5');

  await tabTo(page, modal.getByLabel('Usage stage'));
  await page.keyboard.press('ArrowDown'); // Boil -> Dry Hop
  await expect(modal.getByLabel('Boil time (min)')).toHaveValue('0');
  await page.keyboard.press('ArrowUp'); // back to Boil
  await expect(modal.getByLabel('Boil time (min)')).toHaveValue('60');
  await tabTo(page, modal.getByLabel('Quantity (grams)'));
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  // Focus comes back to the button that opened the modal, so the keyboard user carries on from there.
  await expect(addHop).toBeFocused();

  const hops = page.getByRole('region', { name: /^Hops/ });
  await expect(hops.getByText('Magnum', { exact: true })).toBeVisible();
  await expect(hops.getByText(formatQuantity('weight', 25, 'g'), { exact: true })).toBeVisible();
});
