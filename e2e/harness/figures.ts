// Reads the recipe screen's figures panel and checks it against the core's figures for the same recipe.

import { expect, type Locator, type Page } from '@playwright/test';
import {
  type BeerStyle,
  FIGURE_KEYS,
  formatFigure,
  formatRange,
  INDICATOR_SCALES,
  indicator,
  type RecipeFigures,
} from '@wortsmith/core';

/** The figures panel of the recipe screen. */
export function figuresPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Recipe figures' });
}

/** The bar (meter) of one figure. */
export function figureMeter(page: Page, label: string): Locator {
  return figuresPanel(page).getByRole('meter', { name: new RegExp(`^${label.replace('/', '\\/')}\\b`) });
}

function isRed(rgb: string): boolean {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return r >= 150 && g <= 90 && b <= 90;
}

function isBlack(rgb: string): boolean {
  const [r = 255, g = 255, b = 255] = (rgb.match(/\d+/g) ?? []).map(Number);
  return r <= 40 && g <= 40 && b <= 40;
}

/**
 * Checks each figure's value, the style range in brackets, and the marker: its place on the bar,
 * kept within the bar, black inside the range and red outside.
 */
export async function expectFiguresShown(
  page: Page,
  figures: RecipeFigures,
  style: BeerStyle | undefined,
): Promise<void> {
  const panel = figuresPanel(page);
  for (const key of FIGURE_KEYS) {
    const { label } = INDICATOR_SCALES[key];
    const shown = formatFigure(key, figures[key]);
    const { position, inRange, range } = indicator(key, figures[key], style);
    const meter = figureMeter(page, label);
    await expect(meter, `${label} value`).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${shown.replace('.', '\\.')}`),
    );
    const line = panel.locator(`[data-figure="${key}"]`);
    await expect(line, `${label} line`).toContainText(shown);
    if (range) await expect(line, `${label} range`).toContainText(formatRange(key, range));
    const marker = meter.locator('[data-position]');
    const placed = Number(await marker.getAttribute('data-position'));
    expect(placed, `${label} marker position`).toBeCloseTo(position, 6);
    const [bar, dot] = await Promise.all([meter.boundingBox(), marker.boundingBox()]);
    expect(bar && dot, `${label} marker drawn`).toBeTruthy();
    if (bar && dot) {
      expect(dot.x, `${label} marker left edge`).toBeGreaterThanOrEqual(bar.x - 0.5);
      expect(dot.x + dot.width, `${label} marker right edge`).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    }
    const colour = await marker.evaluate((el) => getComputedStyle(el).backgroundColor);
    if (inRange === false)
      expect(isRed(colour), `${label} marker red outside the range (${colour})`).toBe(true);
    if (inRange === true)
      expect(isBlack(colour), `${label} marker black inside the range (${colour})`).toBe(true);
  }
}
