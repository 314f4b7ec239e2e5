// Brew day without a network, on a phone (390 × 844): the installed app (its service worker in control)
// opens a batch online; the connection drops and the page is reloaded in full; the app, the batch's name,
// its figures and readings are still there, under an "Offline" indicator that clears once the connection
// returns. Signing out empties the cache of API answers. The web manifest names the app and its icons.
// Screenshots in artifacts/offline-batch/ to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Batch } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { createRecipe, paleAle } from '../harness/recipes';
import { sidebar } from '../harness/ui';

const OUT = join(ARTIFACTS_DIR, 'offline-batch');

/** The Cache Storage names of the page's origin. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test.use({ viewport: { width: 390, height: 844 } });

test('a batch opened online is still shown after a full reload offline, under an Offline indicator', async ({
  page,
  context,
  stack,
  user,
  signIn,
}) => {
  mkdirSync(OUT, { recursive: true });
  const recipe = await createRecipe(stack.url, user.token, paleAle({ name: 'Shed Pale' }));
  const batch = await apiCall<Batch>(stack.url, 'POST', '/api/batches', {
    token: user.token,
    body: { recipeId: recipe.id },
  });
  await apiCall(stack.url, 'POST', `/api/batches/${batch.id}/readings`, {
    token: user.token,
    body: { time: '2026-11-21T08:30:00Z', gravity: 1.048, temperature: 18.5, note: 'Pitched in the shed' },
  });

  // Installed before brew day: the service worker has precached the app and controls the page. Its
  // install downloads the whole build, so it gets the 30 s of the other journeys' first loads.
  await signIn(page, user, '/Main');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // API paths are never answered with the app, even by the service worker.
  const notFound = await page.goto('/api/no-such-route');
  expect(notFound?.status()).toBe(404);
  expect(await notFound?.json()).toEqual({ message: 'Not found.' });

  await page.goto(`/Batches/${batch.id}`);
  const title = page.getByRole('heading', { level: 1, name: '#1 Shed Pale' });
  const figures = page.getByRole('region', { name: 'Measured and planned' }).getByRole('table');
  const readings = page.getByRole('table', { name: 'Readings, latest first' });
  const connection = page.getByRole('status', { name: 'Connection' });
  await expect(title).toBeVisible();
  await expect(figures.getByRole('row', { name: /^OG/ })).toContainText('1.0');
  await expect(readings).toContainText('Pitched in the shed');
  const figuresOnline = (await figures.textContent()) ?? '';
  await expect(connection).toHaveText('');

  await context.setOffline(true);
  await expect(connection).toHaveText('Offline');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(title).toBeVisible();
  await expect(figures).toHaveText(figuresOnline);
  await expect(readings).toContainText('Pitched in the shed');
  await expect(connection).toHaveText('Offline');
  await expect(page.getByRole('banner').getByRole('status', { name: 'Connection' })).toBeVisible();
  await page.screenshot({ path: join(OUT, 'offline-batch-390.png') });
  await figures.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(OUT, 'offline-figures-390.png') });

  await context.setOffline(false);
  await expect(connection).toHaveText('Back online');
  await page.screenshot({ path: join(OUT, 'back-online-390.png') });
  await expect(connection).toHaveText('');

  // Signing out drops the cached API answers; the precached app stays.
  expect(await cacheNames(page)).toContain('wortsmith-api');
  await page.getByRole('button', { name: 'Menu' }).click();
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cacheNames(page)).not.toContain('wortsmith-api');
  expect((await cacheNames(page)).some((name) => name.startsWith('workbox-precache'))).toBe(true);
});

test('the web manifest names the app and its icons, each served as a PNG', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Wortsmith', short_name: 'Wortsmith', display: 'standalone' });
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});
