// An upgrade never leaves a brewer on a stale app. Two real builds of the web app: A, the run's build,
// and B, built here with another version label (harness/web-build.ts: `vite build` of apps/web only,
// about 10 s; nothing else is rebuilt). A server hosts A behind a proxy (the origin the browser knows,
// since a service worker belongs to its origin); the brewer installs the app, sees A's version and
// signs out. The server is replaced by one hosting B (same data), as a self-hoster upgrades, and the
// browser's HTTP cache is emptied (a phone keeps little of it; the precache is what holds an installed
// app). The first load after the upgrade comes from A's precache, as every load of an installed app
// does; during it the browser finds B's worker, which installs and takes over at once (skipWaiting,
// clientsClaim) and drops A's files. Documented behaviour: the page then reloads itself into B, so no
// screen of A runs on (it would fetch A's lazy chunks, which are gone: the server answers them with
// index.html and the screen cannot load). The brewer signs in on B and sees B's version; the precache
// holds B's files only, no asset is ever answered with a page, and the next load is B again.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createUser } from '../harness/api';
import { openSignedIn } from '../harness/fixtures';
import { E2E_JWT_SECRET } from '../harness/jwt';
import { ARTIFACTS_DIR, WEB_SNAPSHOT_DIR } from '../harness/paths';
import { type ServerProcess, startServer } from '../harness/server-process';
import { startSwitchProxy } from '../harness/switch-proxy';
import { sidebar } from '../harness/ui';
import { buildWebWithVersion } from '../harness/web-build';

/** Build B: the same sources with this version label in the sidebar. */
const NEXT_LABEL = 'v99.0.0-next';
const NEXT_DIST = join(ARTIFACTS_DIR, 'web-dist-next');

/** A build's hashed files (/assets/…, without the .br and .gz copies). */
function assetsOf(dist: string): Set<string> {
  return new Set(
    readdirSync(join(dist, 'assets'))
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => `/assets/${name}`),
  );
}

/** The entry script a build's index.html loads. */
function entryOf(dist: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];
  if (!entry) throw new Error(`no entry script in ${dist}/index.html`);
  return entry;
}

/** The entry script of the document the page runs; null while a navigation replaces it. */
function runningEntry(page: Page): Promise<string | null> {
  return page
    .evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src') ?? null)
    .catch(() => null);
}

/** The /assets/ paths in the service worker's precache, sorted; null while a navigation is under way. */
function precachedAssets(page: Page): Promise<string[] | null> {
  return page
    .evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('workbox-precache')) continue;
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths.filter((path) => path.startsWith('/assets/')).sort();
    })
    .catch(() => null);
}

test('after an upgrade the installed app reloads itself into the new build: no stale screen, chunk or precache', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const buildSeconds = (buildWebWithVersion(NEXT_DIST, NEXT_LABEL) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'web build B', description: `${buildSeconds} s` });
  console.log(`[e2e] web build B (${NEXT_LABEL}) in ${buildSeconds} s`);

  const [entryA, entryB] = [entryOf(WEB_SNAPSHOT_DIR), entryOf(NEXT_DIST)];
  const [assetsA, assetsB] = [assetsOf(WEB_SNAPSHOT_DIR), assetsOf(NEXT_DIST)];
  const onlyA = [...assetsA].filter((path) => !assetsB.has(path));
  expect(entryB).not.toBe(entryA);
  expect(onlyA.length).toBeGreaterThan(0);

  // Whatever the page is answered for a script or stylesheet that is not one (a missing chunk answered
  // with index.html), and every error the page throws.
  const wrongAssets: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname) && !/javascript|css/.test(type)) {
      wrongAssets.push(`${pathname} (${response.status()} ${type})`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const dataDir = mkdtempSync(join(tmpdir(), 'wortsmith-e2e-upgrade-'));
  const env = { DATA_DIR: dataDir, ACCOUNT_ACTIVATION: 'off', JWT_SECRET: E2E_JWT_SECRET };
  let server: ServerProcess = await startServer('upgrade-a', { ...env, WEB_DIST: WEB_SNAPSHOT_DIR });
  const proxy = await startSwitchProxy(server.url);
  try {
    // Build A installed: its worker controls the page, which shows A's version; then the brewer signs out.
    const user = await createUser(proxy.url, null);
    await openSignedIn(page, proxy.url, user, '/Main');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const labelA = sidebar(page).getByText(/^v\d/);
    await expect(labelA).toBeVisible();
    expect(await labelA.textContent()).not.toBe(NEXT_LABEL);
    expect(await runningEntry(page)).toBe(entryA);
    await expect.poll(() => precachedAssets(page)).toContain(entryA);
    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    const loginForm = page.getByRole('button', { name: 'Login' });
    await expect(loginForm).toBeVisible();

    // The upgrade: the same origin and data, build B; and only the precache holds A's files now.
    await server.stop();
    server = await startServer('upgrade-b', { ...env, WEB_DIST: NEXT_DIST });
    proxy.setTarget(server.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');

    // The first load after the upgrade comes from A's precache; B's worker, found meanwhile, takes over
    // and the page reloads itself into B.
    const firstLoad = await page.reload();
    expect(firstLoad?.fromServiceWorker()).toBe(true);
    await expect.poll(() => precachedAssets(page), { timeout: 30_000 }).toEqual([...assetsB].sort());
    await expect.poll(() => runningEntry(page), { timeout: 15_000 }).toBe(entryB);

    // The brewer signs in on B (its lazy screens load) and sees B's version.
    await page.getByLabel('Email Address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await loginForm.click();
    await expect(sidebar(page).getByText(NEXT_LABEL, { exact: true })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Recipes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();

    // The next load is B again, from B's precache.
    const nextLoad = await page.reload();
    expect(nextLoad?.fromServiceWorker()).toBe(true);
    await expect(sidebar(page).getByText(NEXT_LABEL, { exact: true })).toBeVisible();
    expect(await runningEntry(page)).toBe(entryB);
    const precached = (await precachedAssets(page)) ?? [];
    expect(precached.filter((path) => !assetsB.has(path))).toEqual([]);
    expect(wrongAssets).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await proxy.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
