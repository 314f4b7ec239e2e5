// Recipe-screen steps shared by the recipe journey, the keyboard checks and the bench.

import { expect, type Locator, type Page } from '@playwright/test';
import type { CatalogueItems, CatalogueKind } from '@wortsmith/core';
import { apiCall } from '../harness/api';

/** Finds an official catalogue item by exact name through the search call. */
export async function findOfficial<T>(
  baseURL: string,
  token: string,
  kind: CatalogueKind,
  name: string,
): Promise<T> {
  const found = await apiCall<CatalogueItems[CatalogueKind][]>(
    baseURL,
    'GET',
    `/api/${kind}/search?searchTerm=${encodeURIComponent(name)}`,
    { token },
  );
  const item = found.find((i) => i.name === name);
  if (!item) throw new Error(`official ${kind} "${name}" not found`);
  return item as T;
}

/** Clicks an add button and returns its modal, checking the title. */
export async function addIngredient(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  return modal;
}

/** Types into a modal's search box and waits until its list shows the answer (no longer busy). */
export async function searchIn(modal: Locator, term: string): Promise<void> {
  await modal.getByRole('searchbox').fill(term);
  await expect(modal.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The beer glass button that opens the advice popover. */
export function glass(page: Page): Locator {
  return page.getByRole('button', { name: /alchemist|advice/i });
}

/**
 * Opens the advice popover, checks the loading text shows first (the request is held until it has
 * been seen), and returns the answer text.
 */
export async function openAdvice(page: Page): Promise<string> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/openAI', async (route) => {
    await held;
    await route.continue();
  });
  await glass(page).click();
  await expect(page.getByText("Alchemist's Mystical Wisdom")).toBeVisible();
  const body = page.locator('[data-status]').filter({ hasText: /./ }).last();
  await expect(page.getByText('Consulting mystical wisdom.')).toBeVisible();
  release();
  await expect(page.getByText('Consulting mystical wisdom.')).toBeHidden({ timeout: 20_000 });
  await page.unroute('**/api/openAI');
  const text = (await body.textContent())?.trim() ?? '';
  expect(text).not.toMatch(/^OpenAI error/);
  return text;
}
