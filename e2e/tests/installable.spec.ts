// Lighthouse-style installability: what a browser needs before it offers to install Wortsmith. The page
// links a web manifest naming the app, a start URL within its scope, a standalone display, a theme colour
// and PNG icons of 192 and 512 pixels (and a maskable one) that load and are the size they say; the page
// is a secure context (localhost), a service worker controls it, and that worker answers the start URL
// with 200 while offline. Chromium's own verdict (CDP Page.getInstallabilityErrors, what Lighthouse's
// installable-manifest audit reads) has no errors. Chromium never offers to install from an incognito
// profile, which every Playwright context is, so this journey runs in a persistent profile of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import { expect, test } from '../harness/fixtures';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

interface WebManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: ManifestIcon[];
}

/** A PNG's width and height from its IHDR chunk (the first chunk, right after the 8-byte signature). */
function pngSize(data: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(data.subarray(0, 8).equals(signature), 'PNG signature').toBe(true);
  expect(data.toString('latin1', 12, 16), 'first chunk').toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The manifest URL the page links (absolute), read from its `<link rel="manifest">`. */
async function linkedManifest(page: Page): Promise<string> {
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  return link.evaluate((element: HTMLLinkElement) => element.href);
}

test('the app is installable: manifest, icons, a service worker answering offline, no Chromium errors', async ({
  baseURL,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'wortsmith-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()), baseURL!);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page, baseURL: string): Promise<void> {
  const context = page.context();
  await page.goto('/');
  expect(await page.evaluate(() => window.isSecureContext), 'a secure context (localhost)').toBe(true);

  const manifestUrl = await linkedManifest(page);
  const manifestAnswer = await page.request.get(manifestUrl);
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest: WebManifest = await manifestAnswer.json();
  expect(manifest.name).toBe('Wortsmith');
  expect(manifest.short_name).toBe('Wortsmith');
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  // The start URL and the scope resolve against the manifest's URL; no scope means the manifest's folder.
  const startUrl = new URL(manifest.start_url ?? '.', manifestUrl);
  const scope = new URL(manifest.scope ?? '.', manifestUrl);
  expect(startUrl.origin).toBe(new URL(baseURL).origin);
  expect(startUrl.href.startsWith(scope.href), `${startUrl.href} within ${scope.href}`).toBe(true);

  // Icons: 192 and 512 pixel PNGs for any purpose and a maskable one, each loading as the PNG it says.
  const icons = manifest.icons ?? [];
  const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);
  for (const size of ['192x192', '512x512']) {
    expect(
      icons.some((icon) => icon.sizes.split(/\s+/).includes(size) && purposes(icon).includes('any')),
      `an icon of ${size} for any purpose`,
    ).toBe(true);
  }
  expect(
    icons.some((icon) => purposes(icon).includes('maskable')),
    'a maskable icon',
  ).toBe(true);
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    const answer = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await answer.body());
    expect(icon.sizes.split(/\s+/), `${icon.src} is ${width}x${height}`).toContain(`${width}x${height}`);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color!);

  // A service worker for the whole app controls the page (the first one claims the page that installed it).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(worker.scope).toBe(scope.href);
  expect(worker.script).toBe(new URL('/sw.js', baseURL).href);

  // Chromium's own installability check: nothing in the way (manifest, icons, worker, secure origin).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);

  // The worker has a fetch handler that answers the start URL without a network.
  await context.setOffline(true);
  const offline = await page.goto(startUrl.href);
  expect(offline?.status()).toBe(200);
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await context.setOffline(false);
}
