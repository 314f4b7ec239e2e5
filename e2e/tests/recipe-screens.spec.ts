// The recipe screen with a full recipe, its four add modals, and the recipe and catalogue lists (first
// use and filled), photographed at 1280x800 and 390x844 (artifacts/screens/) and scanned by axe; toasts
// kept clear of the header actions, and an invalid amount kept with its message (element boxes).
import { expect, test } from '../harness/fixtures';
import { createRecipe, fullRecipe } from '../harness/recipes';
import { captureScreen, expectNoSeriousA11yViolations, VIEWPORTS } from '../harness/screens';

const ADD_MODALS = [
  { button: 'Add Fermentable', search: 'Munich' },
  { button: 'Add Hop', search: 'Citra' },
  { button: 'Add Yeast', search: 'US-05' },
  { button: 'Add Misc', search: 'Irish' },
] as const;

test('a full recipe, its add modals and the lists', async ({ page, stack, user, signIn }, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, user, '/RecipeList');
  await expect(page.getByRole('heading', { name: 'Recipes' })).toBeVisible();
  await expect(page.getByText(/Data not found|No recipes yet/)).toBeVisible();
  await captureScreen(page, testInfo, 'brewer-recipe-list-empty');
  await expectNoSeriousA11yViolations(page, 'recipe list, first use');

  const recipe = await createRecipe(stack.url, user.token, fullRecipe());
  await page.goto(`/Recipes/${recipe.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Update Recipe' })).toBeVisible();
  // A dry hop reads with its day and days in the fermenter and adds no IBU; a misc with its use.
  const hops = page.getByRole('region', { name: /^Hops/ });
  await expect(hops.getByText('Dry Hop · day 3 · 4 days · 12.5% AA')).toBeVisible();
  await expect(hops.getByRole('row', { name: /Citra/ })).toContainText('0.00 IBU');
  await expect(page.getByText('Fining · Boil · 15 min')).toBeVisible();
  await captureScreen(page, testInfo, 'brewer-recipe-full');
  await expectNoSeriousA11yViolations(page, 'full recipe');

  for (const { button, search } of ADD_MODALS) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox').fill(search);
    await expect(dialog.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    const name = `brewer-${button.toLowerCase().replace(' ', '-')}-modal`;
    await captureScreen(page, testInfo, name, { fullPage: false });
    await expectNoSeriousA11yViolations(page, name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.goto('/RecipeList');
  await expect(page.getByRole('heading', { name: 'Full Pale Ale' })).toBeVisible();
  await captureScreen(page, testInfo, 'brewer-recipe-list');
  await page.goto('/FermentableList');
  await expect(page.getByText(/\d+ items/)).toBeVisible();
  await captureScreen(page, testInfo, 'brewer-fermentable-list');
  await expectNoSeriousA11yViolations(page, 'fermentable list');
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('toasts never cover the header actions; an invalid amount keeps its text and says why', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  const recipe = await createRecipe(stack.url, user.token, fullRecipe());
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/Recipes/${recipe.id}/edit`);
    await page.getByLabel('Recipe Name').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const toast = page.locator('.Toastify__toast', { hasText: 'Recipe Name is required' });
    await expect(toast).toBeVisible();
    const actions = [
      page.getByRole('button', { name: 'Save', exact: true }),
      page.getByRole('button', { name: 'Cancel' }),
    ];
    if (viewport.name === 'phone') actions.push(page.getByRole('button', { name: 'Menu' }));
    const toastBox = (await toast.boundingBox()) as Box;
    for (const action of actions) {
      const box = (await action.boundingBox()) as Box;
      expect(overlaps(toastBox, box), `toast over ${await action.textContent()} at ${viewport.name}`).toBe(
        false,
      );
    }
    // The field says it too, and has the focus.
    await expect(page.getByLabel('Recipe Name')).toBeFocused();
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/Recipes/${recipe.id}/edit`);
  const ibu = page.getByTestId('figure-ibu');
  const before = await ibu.textContent();
  const amount = page.getByLabel('Quantity of Cascade (grams)');
  await amount.fill('abc');
  await amount.blur();
  await expect(amount).toHaveValue('abc');
  await expect(page.getByText('Quantity must be a number')).toBeVisible();
  await expect(ibu).toHaveText(before ?? '');
  await amount.press('Escape');
  await expect(amount).toHaveValue('40');
  await expect(page.getByText('Quantity must be a number')).toBeHidden();
});
