// Screenshots of a screen at the desktop and phone sizes, and the axe scan every screen must pass.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { SCREENS_DIR } from './paths';

/** The two viewports every screen is photographed at. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Saves `name` at both viewports (or `only` one) under artifacts/screens/ and attaches them to the
 * test. Overlays (modals, popovers) are taken as the viewport shows them (`fullPage: false`).
 */
export async function captureScreen(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: {
    fullPage?: boolean;
    only?: (typeof VIEWPORTS)[number]['name'];
    /** A part of the page brought near the top of the viewport at each size (with `fullPage: false`). */
    scrollTo?: Locator;
  } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS.filter((v) => !options.only || v.name === options.only)) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Let layout settle after the resize (media queries, virtualised lists).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // Near the top, below the phone's sticky app bar.
    await options.scrollTo?.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -72);
    });
    const path = join(SCREENS_DIR, `${name}.${viewport.name}.png`);
    // Whole pages, but long (virtualised) lists only down to three screens' worth.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const clip = { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * 3) };
    if (options.fullPage === false) await page.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, fullPage: true, clip, animations: 'disabled' });
    await testInfo.attach(`${name} (${viewport.width}x${viewport.height})`, {
      path,
      contentType: 'image/png',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** Runs axe on the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe on ${screen}`).toEqual([]);
}
