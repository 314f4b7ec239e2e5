// Journey 9: brew a recipe, enter brew-day values, let a "hydrometer" post readings to the device link
// with a plain HTTP client, see them charted, complete the batch and find the learned efficiency
// offered on the recipe and on the equipment form; print the brew-day sheet to PDF; brew again from the
// recipe list and change that batch's own ingredients; print a recipe's sheet on A4 and Letter;
// screenshots at desktop and phone sizes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatAbv, measuredAbv } from '@wortsmith/core';
import { createCatalogueItem } from '../harness/catalogue';
import { expect, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { printPdf } from '../harness/print';
import { createRecipe, fullRecipe, paleAle } from '../harness/recipes';
import { expectToast } from '../harness/ui';

const OUT = join(ARTIFACTS_DIR, 'batches');

/**
 * Screenshots the whole page as `<name>-1280.png` and, at phone size, `<name>-390.png` after checking that
 * nothing runs off the side of the phone screen; the page is back at desktop size after.
 */
async function captureDesktopAndPhone(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(OUT, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(OUT, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('brew a recipe, log it, take device readings, complete it and learn its efficiency', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const kettle = await createCatalogueItem(stack.url, user.token, 'equipments', { name: 'Batch Kettle' });
  const recipe = await createRecipe(
    stack.url,
    user.token,
    paleAle({
      name: 'Logbook Pale',
      recipeEquipment: { ...paleAle().recipeEquipment, id: kettle.id, name: 'Batch Kettle' },
    }),
  );

  await signIn(page, user, `/Recipes/${recipe.id}/details`);
  const brew = page.getByRole('button', { name: 'Brew this recipe' });
  await expect(brew).toBeVisible({ timeout: 30_000 });
  await brew.click();
  await expect(page).toHaveURL(/\/Batches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '#1 Logbook Pale' })).toBeVisible();

  // Brew day: 20 L of 1.050 from 5 kg of 1.037 malt is 64.8 % efficiency, below the planned 72 %.
  await page.getByLabel('Status').selectOption('Fermenting');
  await page.getByLabel('Brew date').fill('2026-11-20');
  await page.getByLabel('Measured OG (SG)').fill('1.050');
  await page.getByLabel('Fermenter volume (L)').fill('20');
  const efficiency = page.getByRole('row', { name: /Brewhouse efficiency/ });
  await expect(efficiency).toContainText('72.0 %');
  await expect(efficiency).toContainText('64.8 %');
  await expect(efficiency).toContainText('−7.2 %');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Batch saved successfully.');

  // The device link, shown once; a plain HTTP client posts like an iSpindel (Plato, °F) and a script.
  await page.getByRole('button', { name: 'Turn on device link' }).click();
  const url = (await page.locator('code').first().textContent()) ?? '';
  expect(url).toMatch(/\/api\/ingest\/[\w-]{43}$/);
  const ingest = `${stack.url}${new URL(url).pathname}`;
  const posts = [
    {
      name: 'iSpindel001',
      angle: 60,
      temperature: 66.2,
      temp_units: 'F',
      gravity: 12.4,
      battery: 4.1,
      time: '2026-11-20T18:00:00Z',
    },
    { gravity: 1.03, temperature: 19.5, time: '2026-11-21T18:00:00Z' },
    { gravity: 1.012, temperature: 20, time: '2026-11-23T18:00:00Z' },
  ];
  for (const body of posts) {
    const response = await fetch(ingest, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(202);
  }
  await page.reload();
  await expect(page.getByRole('img', { name: /Fermentation chart: 3 readings/ })).toBeVisible();
  await expect(page.locator('.uplot canvas')).toBeVisible();
  const table = page.getByRole('table', { name: 'Readings, latest first' });
  await expect(table.getByRole('cell', { name: '1.050', exact: true })).toBeVisible(); // 12.4 °P
  await expect(table.getByRole('cell', { name: '19.0 °C' })).toBeVisible(); // 66.2 °F
  await expect(table.getByRole('cell', { name: 'iSpindel001' })).toBeVisible();
  await captureDesktopAndPhone(page, 'batch');

  // Packaging completes it; the recipe then offers the efficiency this kettle reached.
  await page.getByLabel('Measured FG (SG)').fill('1.012');
  await page.getByLabel('Status').selectOption('Completed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Batch saved successfully.');
  await expect(page.getByRole('row', { name: /^ABV/ })).toContainText(formatAbv(measuredAbv(1.05, 1.012)!));

  await page.goto(`${stack.url}/BatchList`);
  await page.getByLabel('Status').selectOption('Completed');
  await expect(page.getByRole('link', { name: '#1 Logbook Pale' })).toBeVisible();
  await page.screenshot({ path: join(OUT, 'batch-list-1280.png') });

  await page.goto(`${stack.url}/Recipes/${recipe.id}/details`);
  await expect(page.getByText(/Your last completed batch on Batch Kettle reached 64.8 %/)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Use 64.8 %' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scale recipe' });
  await expect(dialog.getByRole('row', { name: /^Efficiency/ })).toContainText('64.8 %');
  const og = dialog.getByRole('row', { name: /^OG/ });
  await expect(og).toHaveText(/1\.056\s*1\.056/);
  await page.screenshot({ path: join(OUT, 'scale-1280.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The brew-day sheet as Chromium prints it, then as pictures to look at.
  const batchId = (
    await (
      await fetch(`${stack.url}/api/batches`, { headers: { authorization: `Bearer ${user.token}` } })
    ).json()
  )[0].id;
  await page.goto(`${stack.url}/Batches/${batchId}/print`);
  await expect(page.getByTestId('brew-sheet')).toContainText('60 min');
  const pages = await printPdf(page, OUT, 'brew-sheet', 'A4');
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);

  // The equipment form offers the same learned efficiency; one click puts it in the field.
  await page.goto(`${stack.url}/Equipments/${kettle.userId}/${kettle.id}/edit`);
  const offer = page.getByRole('region', { name: 'Learned efficiency' });
  await expect(offer).toContainText('Your last completed batch on Batch Kettle reached 64.8 % efficiency', {
    timeout: 30_000,
  });
  await captureDesktopAndPhone(page, 'equipment');
  await offer.getByRole('button', { name: 'Use 64.8 %' }).click();
  await expect(page.getByLabel('Efficiency (%)')).toHaveValue('64.8');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/EquipmentList$/);

  // Brewed again from the recipe list; this batch's own copy gets more hops, the recipe keeps its own.
  await page.goto(`${stack.url}/RecipeList`);
  await page.getByRole('button', { name: 'Brew Logbook Pale' }).click();
  await expect(page.getByRole('heading', { name: '#2 Logbook Pale' })).toBeVisible();
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  const ibu = page.getByLabel('Planned figures').locator('div', { hasText: 'IBU' });
  const before = await ibu.textContent();
  await ingredients.getByLabel('Quantity of Cascade (grams)').fill('60');
  await expect(ibu).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Batch saved successfully.');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Ingredients' }).getByLabel('Quantity of Cascade (grams)'),
  ).toHaveValue('60');
  const original = await (
    await fetch(`${stack.url}/api/recipes/${recipe.id}`, {
      headers: { authorization: `Bearer ${user.token}` },
    })
  ).json();
  expect(original.recipeHops[0].quantity).toBe(40);
  await captureDesktopAndPhone(page, 'batch-snapshot');
  await page.getByRole('link', { name: 'the recipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/Recipes/${recipe.id}/details$`));

  // A full recipe's own sheet, from its screen: one or two pages on A4 and on Letter.
  const full = await createRecipe(
    stack.url,
    user.token,
    fullRecipe({
      name: 'Printed Pale',
      mashSteps: [
        { id: 's1', name: 'Protein rest', type: 'Infusion', temperature: 52, time: 10, description: null },
        {
          id: 's2',
          name: 'Saccharification',
          type: 'Temperature',
          temperature: 66,
          time: 60,
          description: null,
        },
        { id: 's3', name: 'Mash out', type: 'Temperature', temperature: 76, time: 10, description: null },
      ],
    }),
  );
  await page.goto(`${stack.url}/Recipes/${full.id}/details`);
  await page.getByRole('link', { name: 'Brew-day sheet' }).click();
  await expect(page).toHaveURL(new RegExp(`/Recipes/${full.id}/print$`));
  const sheet = page.getByTestId('brew-sheet');
  await expect(sheet.getByRole('heading', { name: 'Printed Pale' })).toBeVisible();
  await expect(sheet).toContainText('Saccharification');
  await expect(sheet).toContainText('Whirlpool 20 min');
  await page.screenshot({ path: join(OUT, 'recipe-sheet-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(OUT, 'recipe-sheet-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const format of ['A4', 'Letter'] as const) {
    const count = await printPdf(page, OUT, `recipe-sheet-${format}`, format);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(2);
  }
});
