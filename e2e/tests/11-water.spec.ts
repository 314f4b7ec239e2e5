// Journey 11: the water of a pale ale. Open it, take London's water as the source, add salts and lactic acid
// and watch the predicted mash pH fall with each millilitre, let "Match target" propose the salts for the
// style's target and apply them, save, reload and find it all kept; then the brew-day sheet with its water,
// printed to PDF and rendered to pictures to look at; screenshots of the section at desktop and phone sizes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { printPdf } from '../harness/print';
import { createRecipe, fermentable, infusionMash, paleAle } from '../harness/recipes';

const OUT = join(ARTIFACTS_DIR, 'water');

/** The predicted mash pH the section shows, as a number. */
async function predictedPh(section: Locator): Promise<number> {
  return Number(await section.getByTestId('predicted-mash-ph').textContent());
}

test('treat the water of a pale ale, match its target, keep it, print it', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  test.setTimeout(150_000);
  mkdirSync(OUT, { recursive: true });
  const recipe = await createRecipe(
    stack.url,
    user.token,
    paleAle({
      name: 'Water Pale',
      recipeFermentables: [
        fermentable('Simpsons - Maris Otter', 4500),
        { ...fermentable('Crystal 60', 250, 118, 1.034), type: 'Specialty' },
      ],
      mashSteps: infusionMash(),
    }),
  );
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  const section = page.getByRole('region', { name: 'Water' });
  await expect(section).toBeVisible();
  // An American IPA's water is compared against the official "Pale and hoppy" until the brewer picks one.
  await expect(section.getByLabel('Target profile')).toContainText('Suggested: Pale and hoppy');

  // London's water: its ions are copied into the source.
  await section.getByLabel('Source water', { exact: true }).selectOption({ label: 'London' });
  await expect(section.getByLabel('Calcium')).toHaveValue('52');
  await expect(section.getByLabel('Bicarbonate')).toHaveValue('211');
  const untreated = await predictedPh(section);
  expect(untreated).toBeGreaterThan(5.4);

  // Two salts in the mash.
  await section.getByRole('button', { name: 'Add salt' }).click();
  await section.getByLabel('Grams of salt 1').fill('4');
  await section.getByRole('button', { name: 'Add salt' }).click();
  await section.getByLabel('Salt 2', { exact: true }).selectOption('calciumChloride');
  await section.getByLabel('Grams of salt 2').fill('2');
  await expect.poll(() => predictedPh(section)).toBeLessThan(untreated);
  const salted = await predictedPh(section);

  // Lactic acid, one keystroke at a time: every millilitre lowers the predicted pH.
  await section.getByRole('button', { name: 'Add acid' }).click();
  const acid = section.getByLabel('Millilitres of acid 1');
  await acid.fill('');
  let last = salted;
  for (const millilitres of ['1', '2', '3']) {
    await acid.fill(millilitres);
    await expect.poll(() => predictedPh(section)).toBeLessThan(last);
    last = await predictedPh(section);
  }
  await expect(section.getByTestId('predicted-mash-ph')).toHaveText(last.toFixed(2));

  // Match target: the proposal is reviewed in a dialog and applied only on confirmation.
  await section.getByRole('button', { name: 'Match target' }).click();
  const dialog = page.getByRole('dialog', { name: 'Match Pale and hoppy' });
  await expect(dialog.getByRole('table', { name: 'Proposed salts' })).toContainText('Gypsum');
  await page.screenshot({ path: join(OUT, 'match-target-1280.png') });
  await dialog.getByRole('button', { name: 'Apply salts' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByLabel('Target profile')).toHaveValue(/.+/);
  const vessels = await section
    .getByLabel(/^Vessel of salt \d+$/)
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value));
  expect(vessels).toContain('mash');
  expect(vessels).toContain('sparge');

  // The section at desktop and phone sizes.
  await section.screenshot({ path: join(OUT, 'water-section-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.screenshot({ path: join(OUT, 'water-section-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  const treatedPh = await section.getByTestId('predicted-mash-ph').textContent();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/RecipeList$/);

  // Reloaded from the server: the source, the acid, the matched salts and the same prediction.
  await page.goto(`${stack.url}/Recipes/${recipe.id}/edit`);
  const reloaded = page.getByRole('region', { name: 'Water' });
  await expect(reloaded.getByLabel('Source water', { exact: true })).toContainText('London');
  await expect(reloaded.getByLabel('Calcium')).toHaveValue('52');
  await expect(reloaded.getByLabel('Millilitres of acid 1')).toHaveValue('3');
  await expect(reloaded.getByLabel(/^Vessel of salt \d+$/)).toHaveCount(vessels.length);
  await expect(reloaded.getByTestId('predicted-mash-ph')).toHaveText(treatedPh ?? '');

  // The brew-day sheet: the water part, printed.
  await page.goto(`${stack.url}/Recipes/${recipe.id}/print`);
  const sheet = page.getByTestId('brew-sheet');
  await expect(sheet).toContainText('Source water: London');
  await expect(sheet).toContainText(/Strike water: \d+\.\d L at \d+\.\d °C/);
  await expect(sheet).toContainText(/Sparge water: \d+\.\d L at 76\.0 °C/);
  await expect(sheet).toContainText(/Infusion for Mash out: \d+\.\d L at 100\.0 °C/);
  await expect(sheet).toContainText(`Predicted mash pH: ${treatedPh}`);
  const treatment = sheet.getByRole('table', { name: 'Water treatment' });
  await expect(treatment).toContainText('Lactic acid 88 %');
  // Mash beside sparge: the matched gypsum goes in both.
  await expect(treatment.getByRole('row').nth(1)).toContainText(/Gypsum.*g.*Gypsum.*g/);
  await page.screenshot({ path: join(OUT, 'brew-sheet-1280.png'), fullPage: true });
  expect(await printPdf(page, OUT, 'brew-sheet', 'A4')).toBe(1);
});
