// Every screen at 1280x800 and 390x844 (artifacts/screens/), each scanned by axe for serious issues.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { CATALOGUE_DESCRIPTIONS, CATALOGUE_KINDS } from '@wortsmith/core';
import { createCatalogueItem } from '../harness/catalogue';
import { expect, test } from '../harness/fixtures';
import { createRecipe, infusionMash, paleAle, treatedWater } from '../harness/recipes';
import { captureScreen, expectNoSeriousA11yViolations } from '../harness/screens';
import { glass } from './recipe-steps';

/** Opens `path`, waits for the screen to settle, then photographs and scans it. */
async function visit(page: Page, testInfo: TestInfo, name: string, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Loaded when no spinner shows and no list or search result is still busy.
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await captureScreen(page, testInfo, name);
  await expectNoSeriousA11yViolations(page, name);
}

/** Photographs and scans an open dialog at its size on screen, then closes it with Escape. */
async function captureOverlay(page: Page, testInfo: TestInfo, name: string, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await captureScreen(page, testInfo, name, { fullPage: false });
  await expectNoSeriousA11yViolations(page, name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('public screens', async ({ page }, testInfo) => {
  await visit(page, testInfo, 'login', '/');
  await visit(page, testInfo, 'create-account', '/CreateAccount');
  await visit(page, testInfo, 'email-sent', '/EmailSent');
  await visit(page, testInfo, 'forgot-password', '/ForgotPassword');
  await visit(page, testInfo, 'change-password', '/ChangePassword?token=not-a-real-token');
  await visit(page, testInfo, 'change-password-no-token', '/ChangePassword');
});

test('home, changelog, settings and the phone menu', async ({ page, user, signIn }, testInfo) => {
  await signIn(page, user, '/Main');
  await visit(page, testInfo, 'main', '/Main');
  await visit(page, testInfo, 'changelog', '/Changelog');
  await visit(page, testInfo, 'settings', '/Settings');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await captureScreen(page, testInfo, 'phone-menu', { fullPage: false, only: 'phone' });
  await expectNoSeriousA11yViolations(page, 'phone-menu');
});

for (const kind of CATALOGUE_KINDS) {
  test(`${kind}: list, add, details and edit screens`, async ({ page, stack, user, signIn }, testInfo) => {
    const item = await createCatalogueItem(stack.url, user.token, kind);
    const { routeBase: base, listPath: list } = CATALOGUE_DESCRIPTIONS[kind];
    await signIn(page, user, list);
    await visit(page, testInfo, `${kind}-list`, list);
    await visit(page, testInfo, `${kind}-new`, `${base}/new`);
    await visit(page, testInfo, `${kind}-details`, `${base}/${item.userId}/${item.id}/details`);
    await visit(page, testInfo, `${kind}-edit`, `${base}/${item.userId}/${item.id}/edit`);
  });
}

test('a catalogue form with a help tooltip open, and a list while it loads', async ({
  page,
  user,
  signIn,
}, testInfo) => {
  await signIn(page, user, '/Main');
  await visit(page, testInfo, 'equipments-new', '/Equipments/new');
  await page.getByRole('button', { name: 'About Boil Off (L)' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('evaporates in an hour');
  await captureScreen(page, testInfo, 'equipments-form-help', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'equipments-form-help');

  // Hold the list's request so the skeleton rows stay on screen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/hops*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/HopList');
  await expect(page.getByTestId('skeleton')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  await captureScreen(page, testInfo, 'list-loading', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'list-loading');
  release();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
});

test('recipe screens, a modal and the advice popover', async ({ page, stack, user, signIn }, testInfo) => {
  // Eight screens at two sizes, each scanned by axe: more than the default 90 s on a loaded machine.
  test.setTimeout(180_000);
  const recipe = await createRecipe(stack.url, user.token, paleAle({ name: 'Screenshot Pale' }));
  await signIn(page, user, '/RecipeList');
  await visit(page, testInfo, 'recipe-list', '/RecipeList');
  await visit(page, testInfo, 'recipe-new', '/Recipes/new');
  await visit(page, testInfo, 'recipe-edit', `/Recipes/${recipe.id}/edit`);
  await visit(page, testInfo, 'recipe-details', `/Recipes/${recipe.id}/details`);

  await page.goto(`/Recipes/${recipe.id}/edit`);
  await page.getByRole('button', { name: 'Add Hop' }).click();
  await captureOverlay(page, testInfo, 'recipe-add-hop-modal', page.getByRole('dialog'));

  await page.getByRole('button', { name: 'Edit Cascade' }).click();
  const updateHop = page.getByRole('dialog', { name: 'Update Hop' });
  await captureOverlay(page, testInfo, 'recipe-update-hop-modal', updateHop);

  await page.getByRole('button', { name: 'Change equipment' }).click();
  const equipments = page.getByRole('dialog', { name: 'Select an Equipment' });
  await captureOverlay(page, testInfo, 'recipe-equipment-modal', equipments);

  await page.getByRole('button', { name: 'Delete Irish Moss' }).click();
  await captureOverlay(page, testInfo, 'recipe-delete-confirm', page.getByRole('alertdialog'));

  await glass(page).click();
  await expect(page.getByText("Alchemist's Mystical Wisdom").first()).toBeVisible();
  await expect(page.getByText('Consulting mystical wisdom.')).toBeHidden({ timeout: 15_000 });
  await captureScreen(page, testInfo, 'recipe-advice-popover', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'recipe-advice-popover');
});

test("the recipe screen's Water section, treated, and its Match target dialog", async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  const recipe = await createRecipe(
    stack.url,
    user.token,
    paleAle({
      name: 'Screenshot Water',
      mashSteps: infusionMash(),
      water: treatedWater(),
    }),
  );
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  const section = page.getByRole('region', { name: 'Water' });
  await expect(section.getByLabel('Target profile')).toContainText('Suggested: Pale and hoppy');
  await captureScreen(page, testInfo, 'recipe-water', { fullPage: false, scrollTo: section });
  await expectNoSeriousA11yViolations(page, 'recipe-water');

  await section.getByRole('button', { name: 'Match target' }).click();
  await captureOverlay(page, testInfo, 'recipe-water-match-target', page.getByRole('dialog'));

  await page.goto(`/Recipes/${recipe.id}/details`);
  await expect(section.getByLabel('Source water', { exact: true })).toBeDisabled();
  await captureScreen(page, testInfo, 'recipe-water-details', { fullPage: false, scrollTo: section });
  await expectNoSeriousA11yViolations(page, 'recipe-water-details');
});
