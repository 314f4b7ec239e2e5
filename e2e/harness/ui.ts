// Locators and small steps the journeys share: toasts, the sidebar, list rows, search, confirm dialogs.
import { expect, type Locator, type Page } from '@playwright/test';

/** A toast (react-toastify, top-right) carrying exactly `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.Toastify').getByText(text, { exact: true }).first();
}

/** Waits for a toast with `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text)).toBeVisible();
}

/** The sidebar navigation. */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The list screen's search box. */
export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox').first();
}

/** The list-screen row whose heading is `name` (optionally followed by the [custom] label). */
export function row(scope: Page | Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = scope.getByRole('heading', { name: new RegExp(`^${escaped}(\\s*\\[custom\\])?$`) });
  return scope.getByRole('listitem').filter({ has: heading });
}

/** Answers an open confirmation dialog with its confirming button (`button`, or the usual names). */
export async function confirm(page: Page, title?: string, button?: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (title) await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button ?? /^(yes|confirm|delete|ok|change)/i }).click();
  await expect(dialog).toBeHidden();
}

/** Types into a list screen's search box and waits until the list shows the answer (no longer busy). */
export async function search(page: Page, term: string, box: Locator = searchBox(page)): Promise<void> {
  await box.fill(term);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
