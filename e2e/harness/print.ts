// Printing a page as Chromium prints it: to a PDF, its pages rendered as PNGs to look at (poppler's pdftoppm),
// and its page count (pdfinfo).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Prints the page to `dir`/`name`.pdf on `format` paper, renders it as PNGs beside it; its page count. */
export async function printPdf(
  page: Page,
  dir: string,
  name: string,
  format: 'A4' | 'Letter',
): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = join(dir, `${name}.pdf`);
  await page.pdf({ path: pdf, format, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(dir, name)]);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1]);
}
