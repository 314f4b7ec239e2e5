// The bench's global setup: the journeys' (build, snapshot of the web build), then the login bench's
// baseline: the app's own `/` as plain HTML, written beside the snapshot's index.html (the same server
// serves it: it lists the snapshot's files when it starts). Its form is the one the app renders: the
// markup of `#root` once the login form is there, taken in Chromium with every request answered from
// the snapshot, put into index.html in place of the empty root, with the same stylesheet and no script.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';
import globalSetup from '../harness/global-setup';
import { WEB_SNAPSHOT_DIR } from '../harness/paths';

/** Where the plain page is served. */
export const PLAIN_LOGIN_PATH = '/bench-plain-login.html';

/** The markup of `#root` once the app at `/` shows its login form. */
async function renderedLoginMarkup(): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    // No server: each request is answered with the snapshot's file (index.html for a path without one).
    await page.route('**/*', (route) => {
      const { pathname } = new URL(route.request().url());
      const file = pathname.includes('.') ? pathname : '/index.html';
      return route.fulfill({ path: join(WEB_SNAPSHOT_DIR, file) });
    });
    await page.goto('http://wortsmith.bench/');
    await page.locator('#login-email').waitFor();
    return await page.locator('#root').evaluate((root) => root.outerHTML);
  } finally {
    await browser.close();
  }
}

export default async function benchGlobalSetup(): Promise<void> {
  globalSetup();
  const index = readFileSync(join(WEB_SNAPSHOT_DIR, 'index.html'), 'utf8');
  const root = await renderedLoginMarkup();
  const plain = index
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', root);
  if (plain.includes('<script') || !plain.includes('id="login-email"')) {
    throw new Error('bench: the plain login page could not be made from the built index.html');
  }
  writeFileSync(join(WEB_SNAPSHOT_DIR, PLAIN_LOGIN_PATH.slice(1)), plain);
}
