// Journey 19: the brewery's stock (issue 33). A brewer stocks three items (one through the Add stock
// dialog, with its price), builds a recipe that is short of one, sees the rows and the card say so, makes
// the shopping list from the recipe and ticks the missing malt as bought (with its cost), brews a batch
// and takes it from stock on a phone, then puts it back; stock is exactly what it was.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Batch, Recipe, StockLine } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { createRecipe, fermentable, hop, paleAle } from '../harness/recipes';
import { expectNoSeriousA11yViolations } from '../harness/screens';

const OUT = join(ARTIFACTS_DIR, 'stock');

/** Screenshots of the page at 1280 × 800 and at the phone size (full pages), back at `size` after. */
async function shoot(page: Page, name: string, size: 'desktop' | 'phone') {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(OUT, `${name}.desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(OUT, `${name}.phone.png`), fullPage: true });
  if (size === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
}

test('stock three items, find a recipe short, buy what is missing, take a batch from stock and put it back', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  test.setTimeout(150_000);
  mkdirSync(OUT, { recursive: true });
  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    apiCall<T>(stack.url, method, path, { token: user.token, ...(body === undefined ? {} : { body }) });
  const created = await createRecipe(stack.url, user.token, {
    ...paleAle({ name: 'Stocked Pale' }),
    recipeFermentables: [
      fermentable('Simpsons - Maris Otter', 4500),
      fermentable('Caramel/Crystal Malt - 60L', 300, 118),
    ],
    recipeHops: [hop('Cascade', 40, 7, 60)],
    recipeMisc: [],
    recipeYeasts: [],
  });
  // The server linked each ingredient to the official item of its name.
  const recipe = await api<Recipe>('GET', `/api/recipes/${created.id}`);
  const [malt, crystal] = recipe.recipeFermentables.map((f) => f.itemId!);
  const cascade = recipe.recipeHops[0]!.itemId!;
  expect([malt, crystal, cascade].every(Boolean)).toBe(true);
  await api('PUT', `/api/inventory/fermentables/${crystal}`, { amount: 100 });
  await api('PUT', `/api/inventory/hops/${cascade}`, {
    lots: [{ amount: 100, costPerUnit: 0.045, purchaseDate: '2026-09-01', alphaAcid: 6.8 }],
  });

  // The malt through the Add stock dialog, with what it cost.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, user, '/Inventory');
  await page.getByRole('button', { name: 'Add stock' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add stock' });
  await add.getByLabel('Search').fill('Maris Otter');
  await add.getByRole('radio', { name: /Simpsons - Maris Otter/ }).check();
  await add.getByLabel('Amount (grams)').fill('5000');
  await add.getByLabel(/Price paid/).fill('12.50');
  await add.getByRole('button', { name: 'Add stock' }).click();
  await expect(add).toBeHidden();
  const fermentables = page.getByRole('list', { name: 'Fermentables' });
  await expect(fermentables.getByRole('listitem', { name: 'Simpsons - Maris Otter' })).toContainText(
    '5.00 kg',
  );
  await expect(
    page.getByRole('list', { name: 'Hops' }).getByRole('listitem', { name: 'Cascade' }),
  ).toContainText('100 g');
  await expectNoSeriousA11yViolations(page, 'stock');
  await shoot(page, 'inventory', 'desktop');

  // The recipe is short of the crystal malt: its row and the card say so, and what it costs.
  await page.goto(`/Recipes/${recipe.id}/edit`);
  const rows = page.getByRole('region', { name: /^Fermentables/ });
  await expect(rows.getByRole('row', { name: /Caramel\/Crystal Malt - 60L/ })).toContainText(
    'Short by 0.20 kg',
  );
  await expect(rows.getByRole('row', { name: /Simpsons - Maris Otter/ })).toContainText('In stock');
  await expect(
    page.getByRole('region', { name: /^Hops/ }).getByRole('row', { name: /Cascade/ }),
  ).toContainText('In stock');
  const card = page.getByRole('region', { name: 'Stock and cost' });
  await expect(card).toContainText('Short of 1 of 3 ingredients.');
  // 4.5 kg at €2.50 a kilo, 40 g of Cascade at €4.50 per 100 g; the crystal malt has no price.
  await expect(card).toContainText('Ingredient cost €13.05 · €0.65 per litre');
  await card.getByText('Check stock').click();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'recipe-stock', 'desktop');

  // The shopping list from the recipe: buy the 200 g of crystal malt.
  await card.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page).toHaveURL(/\/ShoppingList\?recipe=/);
  const line = page.getByRole('listitem', { name: 'Caramel/Crystal Malt - 60L' });
  await expect(line).toContainText('To buy 0.20 kg');
  await expect(page.getByRole('listitem', { name: 'Simpsons - Maris Otter' })).toContainText(
    'To buy 0.00 kg',
  );
  await shoot(page, 'shopping-list', 'desktop');
  await line.getByRole('checkbox', { name: 'Bought' }).click();
  const bought = page.getByRole('dialog', { name: 'Bought Caramel/Crystal Malt - 60L' });
  await expect(bought.getByLabel('Amount (grams)')).toHaveValue('200');
  await bought.getByLabel(/Price paid/).fill('0.90');
  await bought.getByRole('button', { name: 'Add to stock' }).click();
  await expect(bought).toBeHidden();
  await expect(line).toContainText('To buy 0.00 kg');
  const stocked = await api<StockLine[]>('GET', '/api/inventory');
  expect(stocked.find((l) => l.itemId === crystal)).toMatchObject({ amount: 300 });

  // Brew day on a phone: take the batch from stock, once, then put it back.
  const batch = await api<Batch>('POST', '/api/batches', { recipeId: recipe.id });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/Batches/${batch.id}`);
  const section = page.getByRole('region', { name: 'Stock' });
  await expect(section.getByRole('table', { name: 'What taking would take' })).toContainText(
    'Caramel/Crystal Malt - 60L0.30 kg—',
  );
  await section.getByRole('button', { name: 'Take from stock' }).dblclick();
  await expect(section.getByRole('table', { name: 'Taken from stock' })).toBeVisible();
  await expect(page.getByText('Taken from stock.')).toHaveCount(1);
  await expect(section).toContainText('Cost of what was taken €14.40');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'batch-taken.phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'batch-taken.desktop.png') });
  const after = await api<StockLine[]>('GET', '/api/inventory');
  expect(after.map((l) => [l.name, l.amount])).toEqual([
    ['Caramel/Crystal Malt - 60L', 0],
    ['Simpsons - Maris Otter', 500],
    ['Cascade', 60],
  ]);

  await section.getByRole('button', { name: 'Put back' }).click();
  await page
    .getByRole('alertdialog', { name: 'Put back into stock?' })
    .getByRole('button', { name: 'Put back' })
    .click();
  await expect(section.getByRole('button', { name: 'Take from stock' })).toBeVisible();
  const back = await api<StockLine[]>('GET', '/api/inventory');
  expect(back.map((l) => [l.name, l.amount])).toEqual([
    ['Caramel/Crystal Malt - 60L', 300],
    ['Simpsons - Maris Otter', 5000],
    ['Cascade', 100],
  ]);
  const history = await api<{ reason: string }[]>('GET', `/api/inventory/fermentables/${malt}/history`);
  expect(history.map((h) => h.reason)).toEqual(['put back', 'taken', 'set']);
});
