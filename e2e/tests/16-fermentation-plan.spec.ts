// Journey 16: a fermentation plan (issue 35). On a phone the brewer starts the recipe's plan from its
// yeast's range, adds a cold crash with a ramp (a temperature out of range refused first) and saves;
// brews a batch of it four days ago; the brew-day sheet prints the plan (also as a PDF), and the batch
// screen says the day of the plan and today's step above the chart with the planned line and the dry hop.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Batch, batchBody, localIsoDate } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { createRecipe, hop, paleAle, yeast } from '../harness/recipes';

const OUT = join(ARTIFACTS_DIR, 'fermentation-plan');

test.use({ viewport: { width: 390, height: 844 } });

/** Screenshots of the page at the phone size and at 1280 × 800 (full pages). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(OUT, `${name}.phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(OUT, `${name}.desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('build a fermentation plan, brew it, and follow it on the sheet and the batch chart', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const recipe = await createRecipe(stack.url, user.token, {
    ...paleAle({ name: 'Planned Pale' }),
    recipeYeasts: [{ ...yeast('SafAle US-05', 80), temperatureRange: '17.8-22.2 °C' }],
    recipeHops: [
      hop('Cascade', 40, 7, 60),
      { ...hop('Citra', 50, 12, 0), usageStage: 'Dry Hop', dryHopStart: 3 * 1440 },
    ],
  });

  // The plan, built on the phone: primary from the yeast's 17.8-22.2 °C, then a cold crash.
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  const card = page.getByRole('region', { name: /^Fermentation/ });
  await expect(card).toContainText('Start from the yeast: primary at 20.0 °C for 14 days.', {
    timeout: 30_000,
  });
  await card.getByRole('button', { name: 'Start from the yeast' }).click();
  await card.getByRole('button', { name: 'Add Fermentation Step' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Fermentation Step' });
  await dialog.getByLabel('Kind').selectOption('coldCrash');
  await dialog.getByLabel('Temperature (°C)').fill('-8');
  await dialog.getByLabel('Days', { exact: true }).fill('3');
  await dialog.getByLabel('Ramp days').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Fermentation temperature must be between -5 and 40°C')).toBeVisible();
  await dialog.getByLabel('Temperature (°C)').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // On a phone the table's head is hidden: each step is a card of its own.
  await expect(card.getByRole('row')).toHaveText([
    '1. Primarydays 1–14Primary20.0 °C14 days—No ramp',
    '2. Cold crashdays 15–17Cold crash2.0 °C3 daysramp 1 day',
  ]);
  await expect(card).toContainText('Total: 17 days');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'recipe-plan.phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'recipe-plan.desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recipe saved successfully.')).toBeVisible();

  // Brewed four days ago, with one reading since.
  const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000);
  let batch = await apiCall<Batch>(stack.url, 'POST', '/api/batches', {
    token: user.token,
    body: { recipeId: recipe.id },
  });
  expect(batch.recipe.fermentationSteps.map((s) => s.name)).toEqual(['Primary', 'Cold crash']);
  batch = await apiCall<Batch>(stack.url, 'PUT', `/api/batches/${batch.id}`, {
    token: user.token,
    body: { ...batchBody(batch), status: 'Fermenting', brewDate: localIsoDate(fourDaysAgo) },
  });
  await apiCall(stack.url, 'POST', `/api/batches/${batch.id}/readings`, {
    token: user.token,
    body: { time: new Date(Date.now() - 2 * 86_400_000).toISOString(), gravity: 1.03, temperature: 19.5 },
  });

  // The brew-day sheet prints the plan.
  await page.goto(`/Batches/${batch.id}/print`);
  const plan = page.getByRole('table', { name: 'Fermentation plan (17 days)' });
  await expect(plan.getByRole('row')).toHaveText([
    'StepKindTemperatureDaysRampWhen',
    '☐PrimaryPrimary20.0 °C14—days 1–14',
    '☐Cold crashCold crash2.0 °C31 ddays 15–17',
  ]);
  await shoot(page, 'brew-sheet');
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: join(OUT, 'brew-sheet.pdf'), format: 'A4' });
  await page.emulateMedia({ media: 'screen' });

  // The batch screen: day 5 of 17, in primary at 20 °C; the plan and the dry hop on the chart.
  await page.goto(`/Batches/${batch.id}`);
  const today = page.getByRole('status', { name: 'Fermentation plan today' });
  await expect(today).toHaveText('Day 5 of 17Primary, day 5 of 14, 20.0 °C');
  const chart = page.getByRole('img', { name: /^Fermentation chart/ });
  await expect(chart).toHaveAttribute(
    'aria-label',
    /planned temperature 20\.0 °C to 2\.0 °C over 2 steps, dry hops on day 4$/,
  );
  await expect(page.getByText('Dry hops: Citra on day 4 (3 days after pitching).')).toBeVisible();
  await today.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'batch-chart.phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await today.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'batch-chart.desktop.png') });
});
