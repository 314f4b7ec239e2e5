// Draws the installed app's PNG icons (apps/web/public/) from our own SVGs in apps/web/icons/, in
// Debian's Chromium through Playwright (the e2e workspace's). Run it after changing an SVG and commit
// the PNGs: `node apps/web/scripts/draw-icons.mjs`.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const WEB = resolve(fileURLToPath(import.meta.url), '../..');

/** Each PNG the web manifest and index.html name, with its SVG and size (iOS rounds the full-bleed one itself). */
const ICONS = [
  { svg: 'app-icon.svg', png: 'pwa-192x192.png', size: 192 },
  { svg: 'app-icon.svg', png: 'pwa-512x512.png', size: 512 },
  { svg: 'app-icon-maskable.svg', png: 'maskable-icon-512x512.png', size: 512 },
  { svg: 'app-icon-maskable.svg', png: 'apple-touch-icon-180x180.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(join(WEB, 'icons', svg), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    await page.screenshot({ path: join(WEB, 'public', png), omitBackground: true });
    await page.close();
    console.log(`${png} (${size}x${size}) from ${svg}`);
  }
} finally {
  await browser.close();
}
