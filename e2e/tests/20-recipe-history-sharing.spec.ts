// Journey 20: recipes that evolve and travel (issue 36). A brewer edits a recipe three times, compares v1
// with v3 and restores v2 (a new version: nothing is lost); shares it by a link that a fresh browser opens
// without signing in, in US units, previewed by its Open Graph tags; another brewer copies it from the link;
// the recipe is published to the club's library, where a third brewer finds it by style and copies it.
// Screenshots of the compare page, the shared page and the library at 1280 × 800 and 390 × 844.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Recipe } from '@wortsmith/core';
import { apiCall, createUser } from '../harness/api';
import { expect, openSignedIn, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { createRecipe, paleAle } from '../harness/recipes';
import { expectNoSeriousA11yViolations } from '../harness/screens';
import { confirm, expectToast } from '../harness/ui';

const OUT = join(ARTIFACTS_DIR, 'recipe-history-sharing');

/** Screenshots of the page at 1280 × 800 and at the phone size (full pages), back at desktop after. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(OUT, `${name}.desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(OUT, `${name}.phone.png`), fullPage: true });
  // Nothing at the phone size is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Opens the recipe for editing, types `grams` as the amount of `ingredient` and saves. */
async function saveAmount(page: Page, id: string, ingredient: string, grams: string) {
  await page.goto(`/Recipes/${id}/edit`);
  const amount = page.getByLabel(new RegExp(`^Quantity of ${ingredient} `));
  await amount.fill(grams);
  await amount.press('Tab');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Recipe saved successfully.');
}

test('edit three times, compare and restore, share by link, copy it, publish and find it in the library', async ({
  page,
  browser,
  stack,
  user,
  signIn,
}) => {
  test.setTimeout(240_000);
  mkdirSync(OUT, { recursive: true });
  const recipe = await createRecipe(
    stack.url,
    user.token,
    paleAle({ name: 'Travelling Pale', style: 'American Pale Ale' }),
  );

  // Three edits: v2, v3, v4.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  await saveAmount(page, recipe.id, 'Cascade', '50');
  await saveAmount(page, recipe.id, 'Simpsons - Maris Otter', '5500');
  await saveAmount(page, recipe.id, 'Cascade', '30');

  await page.goto(`/Recipes/${recipe.id}/details`);
  const history = page.getByRole('region', { name: /^History/ });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toContainText('Cascade 50 g → 30 g');
  await expect(history.getByRole('listitem').last()).toContainText('Created');

  // v1 beside v3: Cascade 40 g against 50 g, the malt 5.00 kg against 5.50 kg.
  await history.getByRole('checkbox', { name: 'Compare v1' }).check();
  await history.getByRole('checkbox', { name: 'Compare v3' }).check();
  await history.getByRole('button', { name: 'Compare v1 with v3' }).click();
  await expect(page).toHaveURL(/\/Compare\?/);
  const table = page.getByRole('table', { name: 'Comparison' });
  await expect(table.getByRole('row', { name: /Cascade/ })).toContainText('40 g');
  await expect(table.getByRole('row', { name: /Cascade/ })).toContainText('50 g');
  await expect(table.getByRole('row', { name: /Maris Otter/ })).toContainText('5.50 kg');
  await expectNoSeriousA11yViolations(page, 'compare');
  await shoot(page, 'compare');

  // Restore v2: it becomes v5, and v3 and v4 stay in the history.
  await page.goto(`/Recipes/${recipe.id}/versions/2`);
  await expect(page.getByRole('heading', { name: 'Version 2 of 4' })).toBeVisible();
  await shoot(page, 'version');
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await confirm(page, 'Restore version 2?', 'Restore');
  await expectToast(page, 'Restored version 2 as version 5');
  await expect(page).toHaveURL(new RegExp(`/Recipes/${recipe.id}/details$`));
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByRole('listitem').first()).toContainText('Restored v2');
  const restored = await apiCall<Recipe>(stack.url, 'GET', `/api/recipes/${recipe.id}`, {
    token: user.token,
  });
  expect(restored.version).toBe(5);
  expect(restored.recipeHops[0]!.quantity).toBe(50);
  expect(restored.recipeFermentables[0]!.quantity).toBe(5000);
  await shoot(page, 'history');

  // A link, shown once.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share recipe' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByLabel('Link', { exact: true }).inputValue();
  const token = /\/shared\/([A-Za-z0-9_-]+)$/.exec(url)?.[1];
  expect(token).toBeTruthy();
  await expect(dialog).toContainText('Shared since');
  await page.screenshot({ path: join(OUT, 'share-dialog.desktop.png') });

  // Anyone with it, in a fresh browser, signed in to nothing.
  const stranger = await browser.newContext({ baseURL: stack.url });
  const open = await stranger.newPage();
  await open.setViewportSize({ width: 1280, height: 800 });
  await open.goto(`/shared/${token}`);
  await expect(open.getByRole('heading', { name: 'Travelling Pale' })).toBeVisible();
  await expect(open.getByText('Shared by')).toContainText('Test Brewer');
  await expect(open.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Travelling Pale · Wortsmith',
  );
  await expect(open.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    /American Pale Ale · 20\.0 L · OG 1\.\d{3}/,
  );
  await expect(open.getByRole('link', { name: 'Sign in to copy' })).toBeVisible();
  await expect(open.getByText(user.email)).toHaveCount(0);
  await open.getByRole('radio', { name: 'US' }).check();
  await expect(open.getByText(/5\.28 gal/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(open, 'shared recipe');
  await shoot(open, 'shared');
  await stranger.close();

  // Another brewer copies it from the link: their own recipe, crediting the source.
  const friend = await createUser(stack.url, stack.mailbox, { name: 'Friend Brewer', tag: 'friend' });
  const friendContext = await browser.newContext({ baseURL: stack.url });
  const friendPage = await friendContext.newPage();
  await openSignedIn(friendPage, stack.url, friend, `/shared/${token}`);
  await friendPage.getByRole('button', { name: 'Copy to my recipes' }).click();
  await expect(friendPage).toHaveURL(/\/Recipes\/[^/]+\/details$/);
  await expect(friendPage.getByText(/Copied from “Travelling Pale” by Test Brewer/)).toBeVisible();
  await friendContext.close();

  // Published to the club's library under the brewery's name.
  await dialog.getByLabel('Show me as').last().selectOption({ label: 'My brewery' });
  // The box shows what is saved: ticked once the server has published it.
  const publish = dialog.getByRole('checkbox', { name: "Publish to this club's library" });
  await publish.click();
  await expect(publish).toBeChecked();
  await expect(dialog).toContainText('Published');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A third brewer finds it by style and copies it.
  const third = await createUser(stack.url, stack.mailbox, { name: 'Third Brewer', tag: 'third' });
  const thirdContext = await browser.newContext({ baseURL: stack.url });
  const library = await thirdContext.newPage();
  await library.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(library, stack.url, third, '/Library');
  await library.getByLabel('Style').selectOption('American Pale Ale');
  const cards = library.getByRole('list', { name: 'Published recipes' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('Travelling Pale');
  await expect(cards).toContainText('E2E Brewhouse');
  // The filtered answer is in (the one card was there before it too): the list is no longer dimmed.
  await expect(library.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(library, 'library');
  await shoot(library, 'library');
  await cards.getByRole('link', { name: 'Travelling Pale' }).click();
  await library.getByRole('button', { name: 'Copy to my recipes' }).click();
  await expect(library).toHaveURL(/\/Recipes\/[^/]+\/details$/);
  const entry = await apiCall<{ items: { copyCount: number }[] }>(
    stack.url,
    'GET',
    '/api/library?searchTerm=travelling',
    {
      token: third.token,
    },
  );
  // Copies are counted while published: the friend's copy by link came before.
  expect(entry.items[0]!.copyCount).toBe(1);
  await thirdContext.close();
});
