// The batch screen on a phone (390 × 844): the readings table shows each row's Delete whole, the batch
// Name field asks for text (not a number pad), and a toast stays clear of the page title; a device's
// hundreds of readings are listed latest first, a page at a time. Screenshots
// in artifacts/phone-batch/ to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Batch } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { createRecipe, paleAle } from '../harness/recipes';
import { expectToast, toast } from '../harness/ui';

const OUT = join(ARTIFACTS_DIR, 'phone-batch');

/** A new batch of a pale ale named `name`, brewed by the API (and the screenshots' folder made). */
async function brewedPale(url: string, token: string, name: string): Promise<Batch> {
  mkdirSync(OUT, { recursive: true });
  const recipe = await createRecipe(url, token, paleAle({ name }));
  return apiCall<Batch>(url, 'POST', '/api/batches', { token, body: { recipeId: recipe.id } });
}

test('the batch screen fits a phone: whole Delete buttons, a text keyboard for the name, the title clear of toasts', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  const batch = await brewedPale(stack.url, user.token, 'Phone Pale');
  for (const [day, gravity, note] of [
    [1, 1.05, 'Pitched at 18 °C'],
    [3, 1.032, 'Krausen high'],
    [6, 1.012, null],
  ] as const) {
    await apiCall(stack.url, 'POST', `/api/batches/${batch.id}/readings`, {
      token: user.token,
      body: {
        time: `2026-11-${String(20 + day).padStart(2, '0')}T08:30:00Z`,
        gravity,
        temperature: 18.5,
        note,
      },
    });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, `/Batches/${batch.id}`);
  const title = page.getByRole('heading', { level: 1, name: '#1 Phone Pale' });
  await expect(title).toBeVisible();

  // The readings table: every row's Delete inside the phone's width, not cut off by the card.
  const readings = page.getByRole('table', { name: 'Readings, latest first' });
  await readings.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'readings-390.png') });
  const deletes = readings.getByRole('button', { name: 'Delete' });
  await expect(deletes).toHaveCount(3);
  for (const button of await deletes.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const visible = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      let parent = element.parentElement;
      while (parent) {
        const clip = parent.getBoundingClientRect();
        if (getComputedStyle(parent).overflowX !== 'visible' && rect.right > clip.right + 0.5) return false;
        parent = parent.parentElement;
      }
      return true;
    });
    expect(visible).toBe(true);
  }

  // The name is text: no numeric keypad.
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveAttribute('type', 'text');
  await expect(name).toHaveAttribute('inputmode', 'text');
  expect(await name.getAttribute('pattern')).toBeNull();
  await expect(page.getByLabel('Measured OG (SG)')).toHaveAttribute('inputmode', 'decimal');

  // A save's toast stays below the title.
  await page.evaluate(() => window.scrollTo(0, 0));
  await name.fill('Phone Pale, first brew');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expectToast(page, 'Batch saved successfully.');
  await page.screenshot({ path: join(OUT, 'toast-390.png') });
  const toastBox = (await toast(page, 'Batch saved successfully.').boundingBox())!;
  const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const overlaps =
    toastBox.y < titleBox.y + titleBox.height &&
    toastBox.y + toastBox.height > titleBox.y &&
    toastBox.x < titleBox.x + titleBox.width &&
    toastBox.x + toastBox.width > titleBox.x;
  expect(overlaps).toBe(false);
});

test('a device’s readings on a phone: the latest first, every one of them a page at a time', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  const batch = await brewedPale(stack.url, user.token, 'Logged Pale');
  // A hydrometer every 15 minutes for a day and a half: more readings than two pages (50 each).
  const start = Date.UTC(2026, 10, 21, 8, 0);
  for (let i = 0; i < 140; i++) {
    await apiCall(stack.url, 'POST', `/api/batches/${batch.id}/readings`, {
      token: user.token,
      body: {
        time: new Date(start + i * 15 * 60_000).toISOString(),
        gravity: Math.round((1.05 - i * 0.0002) * 10_000) / 10_000,
        temperature: 18.5,
        note: `Log ${i}`,
      },
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, `/Batches/${batch.id}`);
  const table = page.getByRole('table', { name: 'Readings, latest first' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(12);
  await expect(rows.first()).toContainText('Log 139');
  await page.getByRole('button', { name: 'Show all 140' }).click();
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'readings-page-390.png') });
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(100);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(140);
  await expect(rows.last()).toContainText('Log 0');
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show fewer' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'readings-all-390.png') });
  await page.getByRole('button', { name: 'Show fewer' }).click();
  await expect(rows).toHaveCount(12);
});
