// Journey 9: a brewer brings a BeerXML file of three recipes from another tool: the preview shows each
// (its style, or a style to pick when it matched none, batch, the file's OG and IBU beside Wortsmith's)
// and what will not come across; two are imported, the advice works on the one given a style, and one is
// opened with its mash schedule and exported back to BeerXML.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatIbu, formatQuantity } from '@wortsmith/core';
import { expect, test } from '../harness/fixtures';
import { E2E_DIR } from '../harness/paths';
import { captureScreen, expectNoSeriousA11yViolations } from '../harness/screens';
import { expectToast, row } from '../harness/ui';
import { openAdvice } from './recipe-steps';

const FILE = join(E2E_DIR, 'fixtures/three-brews.beerxml.xml');

// Three screens, a lazy chunk, two uploads and a download: room for a busy machine.
test.use({ actionTimeout: 30_000 });

test('import recipes from a BeerXML file through the preview, open one, export it', async ({
  page,
  user,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, user, '/RecipeList');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import recipes' });
  await dialog.getByLabel(/Choose a file/).setInputFiles(FILE);

  const saison = dialog.getByRole('checkbox', { name: /Orchard Saison/ });
  const porter = dialog.getByRole('checkbox', { name: /Fireside Porter/ });
  const secret = dialog.getByRole('checkbox', { name: /Grandpa's Secret/ });
  await expect(saison).toBeChecked();
  await expect(porter).toBeChecked();
  await expect(secret).toBeChecked();
  // A record's line: its checkbox's parent holds the name and the facts.
  const saisonLine = saison.locator('xpath=..');
  await expect(saisonLine).toContainText('Saison');
  await expect(saisonLine).toContainText(formatQuantity('volume', 21, 'L'));
  await expect(saisonLine).toContainText('OG file 1.052 · Wortsmith');
  await expect(saisonLine).toContainText(`IBU file ${formatIbu(24)} · Wortsmith`);
  // The recipe whose style matched none gets one picked here, so its ranges and advice work.
  const secretStyle = dialog.getByRole('combobox', { name: "Style for Grandpa's Secret" });
  await expect(secretStyle).toHaveValue('');
  await expect(secretStyle.locator('option:checked')).toHaveText('No matching style: choose one');
  await expect(dialog.getByRole('region', { name: 'What will not come across' })).toContainText(
    "Grandpa's Secret",
  );
  await expectNoSeriousA11yViolations(page, 'import preview');
  await captureScreen(page, testInfo, 'import-preview', { fullPage: false });

  await secretStyle.selectOption('Dark Mild');
  await porter.uncheck();
  await dialog.getByRole('button', { name: 'Import 2 recipes' }).click();
  await expectToast(page, 'Imported 2 recipes.');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Orchard Saison')).toBeVisible();
  await expect(row(page, "Grandpa's Secret")).toBeVisible();
  await expect(row(page, 'Fireside Porter')).toHaveCount(0);
  await expect(row(page, "Grandpa's Secret")).toContainText('Dark Mild');

  // The advice on the imported recipe compares it with the chosen style.
  await row(page, "Grandpa's Secret").getByRole('button', { name: "Edit Grandpa's Secret" }).click();
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('Dark Mild');
  expect(await openAdvice(page)).toContain('Dark Mild');
  await page.goto('/RecipeList');

  await row(page, 'Orchard Saison').getByRole('button', { name: 'Details of Orchard Saison' }).click();
  await expect(page).toHaveURL(/\/Recipes\/[^/]+\/details$/);
  const mash = page.getByRole('region', { name: /Mash Schedule/ });
  await expect(mash.getByRole('row')).toHaveCount(4);
  await expect(mash).toContainText('1. Beta rest');
  await expect(mash).toContainText(formatQuantity('temperature', 63, 'C'));
  await expect(mash).toContainText('3. Mash out');

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'BeerXML' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('orchard-saison.xml');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('<NAME>Orchard Saison</NAME>');
  expect(text).toContain('<NAME>Alpha rest</NAME>');
  expect(text).toMatch(/<EST_OG>1\.0\d\d/);
});
