// Journey 13: the brewing tools (issue 32). The Tools page from the sidebar works out priming sugar,
// keg pressure, yeast cells, refractometer and hydrometer readings and brew-day corrections as the
// brewer types, in metric and, after Settings switch every unit, in imperial; a batch plans its pitch and
// its priming from its recipe and readings, saves them, and the server answers the same plans.
import type { Locator, Page } from '@playwright/test';
import {
  type Batch,
  cellsNeeded,
  DRY_CELLS_PER_GRAM,
  defaultCo2Volumes,
  formatQuantity,
  kegPressure,
  PITCH_RATES,
  primingSugar,
} from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';
import { captureScreen, expectNoSeriousA11yViolations } from '../harness/screens';
import { expectToast, sidebar } from '../harness/ui';

const fahrenheit = (f: number) => ((f - 32) * 5) / 9;

/** A calculator's (or a section's) results box named `name`. */
const results = (scope: Locator, name: string) => scope.getByRole('status', { name });

/** Fills each labelled field in `scope` with its value, one after the other. */
async function fillAll(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await scope.getByLabel(label, { exact: true }).fill(value);
}

/** Chooses every unit in Settings: the specification's (metric) or the imperial ones, and saves. */
async function chooseUnits(page: Page, system: 'metric' | 'imperial') {
  await page.goto('/Settings');
  const imperial = system === 'imperial';
  await page.getByLabel('Weight Unit').selectOption(imperial ? 'oz' : 'g');
  await page.getByLabel('Volume Unit').selectOption(imperial ? 'gal' : 'L');
  await page.getByLabel('Temperature Unit').selectOption(imperial ? 'F' : 'C');
  await page.getByLabel('Gravity Unit').selectOption(imperial ? 'Plato' : 'SG');
  await page.getByRole('button', { name: 'Save' }).click();
  // Display preferences changed: not SPEC's weight-unit-only update, whose toast is "User updated successfully."
  await expectToast(page, 'Preferences saved.');
}

test('the Tools page works out every calculator as it is typed, in metric and in imperial units', async ({
  page,
  user,
  signIn,
}) => {
  await signIn(page, user, '/Main');
  await sidebar(page).getByRole('link', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/Tools$/);
  await expect(page.getByRole('heading', { name: 'Brewing tools', level: 1 })).toBeVisible();

  // Carbonation: a Weissbier's 3.9 volumes, 20 L last at 20 °C: 233.6 g of table sugar.
  const carbonation = page.getByRole('region', { name: 'Carbonation and priming' });
  await carbonation.getByLabel('Style').selectOption('Weissbier');
  await expect(carbonation.getByLabel('CO₂ (volumes)')).toHaveValue('3.9');
  await fillAll(carbonation, { 'Beer temperature (°C)': '20', 'Beer volume (L)': '20' });
  const priming = results(carbonation, 'Priming sugar');
  await expect(priming).toContainText(`${primingSugar(3.9, 20, 20, 'table').grams.toFixed(1)} g`);
  await expect(priming.getByRole('row', { name: /^Honey/ })).toContainText('78 %');
  await carbonation.getByLabel('Serving temperature (°C)').fill('4');
  const keg = kegPressure(3.9, 4);
  await expect(results(carbonation, 'Keg pressure')).toContainText(`${keg.kpa.toFixed(1)} kPa`);
  await expect(carbonation).toContainText('Source: residual CO₂');

  // Pitch: one fresh liquid pack for 20 L of 1.050 ale; a 1 L stir-plate starter makes it enough.
  const pitch = page.getByRole('region', { name: 'Pitch rate and starter' });
  const cells = results(pitch, 'Yeast cells');
  await expect(cells).toContainText('Cells needed186 billion');
  await expect(cells).toContainText('Make a 0.8 L starter');
  await pitch.getByRole('button', { name: 'Add a starter step' }).click();
  await expect(cells).toContainText('Cells after the starter231 billion');
  await expect(cells).toContainText('Enough yeast for this wort.');

  // Refractometer, hydrometer and brew-day corrections, with their starting figures.
  await expect(
    results(page.getByRole('region', { name: 'Refractometer' }), 'Refractometer results'),
  ).toContainText('OG1.050');
  const hydrometer = page.getByRole('region', { name: 'Hydrometer temperature correction' });
  await expect(hydrometer.getByLabel('Calibrated at (°C)')).toHaveValue('20');
  await expect(results(hydrometer, 'Corrected gravity')).toContainText('1.053');
  const brewDay = page.getByRole('region', { name: 'Brew-day corrections' });
  await expect(results(brewDay, 'Before the boil')).toContainText('Boil 48 minutes longer to reach 1.050');

  // Imperial: 5 gal at 68 °F to 2.5 volumes with corn sugar, the core's worked example (about 138 g).
  await chooseUnits(page, 'imperial');
  await page.goto('/Tools');
  await fillAll(carbonation, {
    'CO₂ (volumes)': '2.5',
    'Beer temperature (°F)': '68',
    'Beer volume (gal)': '5',
    'Serving temperature (°F)': '38',
  });
  await carbonation.getByLabel('Sugar', { exact: true }).selectOption('corn');
  const grams = primingSugar(2.5, fahrenheit(68), 5 * 3.78541, 'corn').grams;
  await expect(priming).toContainText(`4.87 oz (${grams.toFixed(1)} g)`);
  await expect(results(carbonation, 'Keg pressure')).toContainText('Regulator11.2 psi');
  await expect(results(carbonation, 'Keg pressure')).toContainText('In kPa77.5 kPa (0.78 bar)');
  await expect(pitch.getByLabel('OG (°P)')).toHaveValue('12.4');
  await expect(hydrometer.getByLabel('Calibrated at (°F)')).toHaveValue('68');
  await fillAll(brewDay, {
    'Planned OG (°P)': '12.4',
    'Pre-boil gravity (°P)': '10',
    'Pre-boil volume (gal)': '7',
    'Boil-off (gal per hour)': '0.8',
    'Boil time (minutes)': '60',
  });
  await expect(results(brewDay, 'Before the boil')).toContainText('Heading for OG11.2 °P');
  await chooseUnits(page, 'metric');
});

test("a batch's pitch and priming are filled from its recipe and its readings, and saved with it", async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  // Two screens at two sizes, each scanned by axe, around a save and a reload.
  test.setTimeout(180_000);
  const recipe = await createRecipe(stack.url, user.token, paleAle({ name: 'Tools Pale' }));
  const batch = await apiCall<Batch>(stack.url, 'POST', '/api/batches', {
    token: user.token,
    body: { recipeId: recipe.id },
  });
  // Fermentation readings; the warmest, 21.5 °C, is where the beer's own CO₂ is counted from.
  for (const [time, gravity, temperature] of [
    ['2026-11-20T18:00:00Z', 1.052, 18.5],
    ['2026-11-22T18:00:00Z', 1.02, 21.5],
    ['2026-11-26T18:00:00Z', 1.011, 19],
  ] as const) {
    await apiCall(stack.url, 'POST', `/api/batches/${batch.id}/readings`, {
      token: user.token,
      body: { time, gravity, temperature },
    });
  }
  await signIn(page, user, `/Batches/${batch.id}`);
  await expect(page.getByRole('heading', { name: '#1 Tools Pale' })).toBeVisible();
  await page.getByLabel('Measured OG (SG)').fill('1.052');
  await page.getByLabel('Fermenter volume (L)').fill('21');

  // The pitch starts from the recipe's yeast: one 11.5 g sachet of dry ale yeast at the ale rate.
  const pitch = page.getByRole('region', { name: 'Pitch' });
  await pitch.getByRole('button', { name: 'Plan the pitch' }).click();
  await expect(pitch.getByLabel('Pitch rate (million cells per mL per °P)')).toHaveValue(
    String(PITCH_RATES.ale),
  );
  await expect(pitch.getByLabel('Form')).toHaveValue('dry');
  await expect(pitch.getByLabel('Amount (g)')).toHaveValue('11.5');
  const needed = cellsNeeded(21, 1.052, PITCH_RATES.ale);
  const cells = results(pitch, 'Yeast cells');
  await expect(cells).toContainText(`Cells needed${Math.round(needed)} billion`);
  const litres = formatQuantity('volume', 21, 'L');
  await expect(cells).toContainText(`for ${litres} at 1.052`);
  await expect(cells).toContainText(`${Math.round(11.5 * DRY_CELLS_PER_GRAM)} billion`);

  // Bottles: the beer temperature comes from the warmest reading, the CO₂ from the recipe's style.
  const packaging = page.getByRole('region', { name: 'Packaging' });
  await packaging.getByLabel('Carbonate in').selectOption('bottle');
  const co2 = defaultCo2Volumes('American IPA');
  await expect(packaging.getByLabel('CO₂ (volumes)')).toHaveValue(String(co2));
  await expect(packaging.getByLabel('Beer temperature (°C)')).toHaveValue('21.5');
  const sugar = primingSugar(co2, 21.5, 21, 'table').grams;
  const priming = results(packaging, 'Priming sugar');
  await expect(priming).toContainText(`Sugar for the batch${sugar.toFixed(1)} g`);
  await expect(priming).toContainText(`for ${litres}, the fermenter volume`);
  await packaging.getByLabel('Sugar', { exact: true }).selectOption('corn');
  const corn = primingSugar(co2, 21.5, 21, 'corn').grams;
  await expect(priming).toContainText(`Sugar for the batch${corn.toFixed(1)} g`);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Batch saved successfully.');

  // The server works out the same plans from what was saved.
  const saved = await apiCall<Batch>(stack.url, 'GET', `/api/batches/${batch.id}`, { token: user.token });
  expect(saved.packaging).toMatchObject({
    method: 'bottle',
    co2Volumes: co2,
    beerTemperature: 21.5,
    sugar: 'corn',
  });
  expect(saved.packagingPlan?.primingSugarGrams).toBeCloseTo(corn, 1);
  expect(saved.packagingPlan?.kegPressureKpa).toBeNull();
  expect(saved.pitchPlan?.cellsNeeded).toBeCloseTo(needed, 0);
  expect(saved.pitchPlan?.cellsAvailable).toBeCloseTo(11.5 * DRY_CELLS_PER_GRAM, 0);

  // After a reload both sections show what was saved; photographs at both sizes, scanned by axe.
  await page.reload();
  await expect(packaging.getByLabel('Sugar', { exact: true })).toHaveValue('corn');
  await expect(priming).toContainText(`${corn.toFixed(1)} g`);
  await expect(cells).toContainText(`Cells needed${Math.round(needed)} billion`);
  await captureScreen(page, testInfo, 'batch-pitch', { fullPage: false, scrollTo: pitch });
  await captureScreen(page, testInfo, 'batch-packaging', { fullPage: false, scrollTo: packaging });
  await captureScreen(page, testInfo, 'batch-priming', { fullPage: false, scrollTo: priming });
  await expectNoSeriousA11yViolations(page, 'batch-tools');

  // A keg instead: the regulator pressure at the serving temperature, no sugar.
  await packaging.getByLabel('Carbonate in').selectOption('keg');
  await packaging.getByLabel('Serving temperature (°C)').fill('4');
  await expect(results(packaging, 'Keg pressure')).toContainText(`${kegPressure(co2, 4).kpa.toFixed(1)} kPa`);
});
