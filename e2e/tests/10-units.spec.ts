// Journey 10: a brewer's own units and methods (issue 14). Every unit and both methods are switched in
// Settings and read back; the equipment form and the fermentable list follow the volume, temperature
// and colour units (labels, values, limits), a value typed in gallons and °F stays as typed however
// often it is saved, the API keeps litres and °C, and switching back shows the very same figures as
// before. The recipe screen shows its volumes in gallons, mash steps in °F, OG and FG in °Plato and
// colour in SRM, with colour and bitterness by Morey and stage-aware Tinseth, and the same figures as
// before once switched back. The advice states its figures in °P and SRM; the batch screen takes
// brew-day values and a reading in °P, °F and gallons, stores SG, °C and litres, and shows them back as
// typed.

import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  type Batch,
  type BatchReading,
  computeFiguresWithMethods,
  DEFAULT_DISPLAY_UNITS,
  displayedFigure,
  type Equipment,
  FIGURE_KEYS,
  findStyle,
  formatQuantity,
  quantityInputText,
  sgFromPlato,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { SCREENS_DIR } from '../harness/paths';
import { createRecipe, fermentable, fullRecipe, paleAle } from '../harness/recipes';
import { captureScreen, VIEWPORTS } from '../harness/screens';
import { expectToast, row, search } from '../harness/ui';

const SETTINGS = {
  'Volume Unit': ['L', 'gal'],
  'Temperature Unit': ['C', 'F'],
  'Color Unit': ['EBC', 'SRM'],
  'Gravity Unit': ['SG', 'Plato'],
  'Color Method': ['spec', 'morey'],
  'Bitterness Method': ['spec', 'staged'],
} as const;

/** Chooses the default (0) or the other (1) value of every unit and method, and saves. */
async function chooseAll(page: Page, which: 0 | 1) {
  await page.goto('/Settings');
  for (const [label, values] of Object.entries(SETTINGS)) {
    await expect(page.getByLabel(label)).toHaveValue(values[1 - which]!);
    await page.getByLabel(label).selectOption(values[which]!);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  // Display preferences changed: not SPEC's weight-unit-only update, whose toast is "User updated successfully."
  await expectToast(page, 'Preferences saved.');
}

/** Fills each labelled field in `within` with its value. */
async function fillAll(within: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await within.getByLabel(label).fill(value);
}

/** The official fermentable's row in the list, found by search. */
async function fermentableRow(page: Page, name: string) {
  await page.goto('/FermentableList');
  await search(page, name);
  const found = row(page, name).first();
  await expect(found).toBeVisible();
  return found;
}

test('every unit and both methods switch the equipment form and the fermentable list, and back', async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  const malt = officialCatalogue.fermentables.find((item) => (item.ebc ?? 0) > 20)!;
  await signIn(page, user, '/Settings');
  const before = await (await fermentableRow(page, malt.name)).innerText();
  expect(before).toContain(`EBC: ${malt.ebc}`);

  await chooseAll(page, 1);
  await captureScreen(page, testInfo, 'units-settings-imperial');

  // The list shows the colour in SRM (EBC / 1.97) as a brewer reads it, to 0.1 SRM.
  const srm = formatQuantity('color', malt.ebc, 'SRM', { symbol: false, trim: true });
  await expect(await fermentableRow(page, malt.name)).toContainText(`SRM: ${srm}`);
  await expect(await fermentableRow(page, malt.name)).not.toContainText('EBC:');

  // A new equipment profile typed in gallons and °F; the limit is checked and stated in °F.
  await page.goto('/Equipments/new');
  await expect(page.getByLabel('Boil Temperature (°F)')).toHaveValue('212');
  await fillAll(page, {
    Name: 'Five Gallon Kettle',
    'Batch Volume (gal)': '5',
    'Batch Time (minutes)': '240',
    'Boil Time (minutes)': '60',
    'Boil Temperature (°F)': '213',
    'Boil Off (gal)': '0.75',
    'Trub Loss (gal)': '0.25',
    'Dead Space (gal)': '0',
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Boil temperature must be between 32 and 212°F.');
  await page.getByLabel('Boil Temperature (°F)').fill('152');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Equipment added successfully.');

  const [saved] = (
    await apiCall<Equipment[]>(stack.url, 'GET', '/api/equipments', { token: user.token })
  ).filter((item) => item.name === 'Five Gallon Kettle');
  expect(saved!.batchVolume).toBeCloseTo(18.92705, 6);
  expect(saved!.boilTemperature).toBeCloseTo(66.667, 3);

  // Saved again and again, it still reads 5 gal and 152 °F.
  const edit = `/Equipments/${saved!.userId}/${saved!.id}/edit`;
  for (let save = 0; save < 3; save++) {
    await page.goto(edit);
    await expect(page.getByLabel('Batch Volume (gal)')).toHaveValue('5');
    await expect(page.getByLabel('Boil Temperature (°F)')).toHaveValue('152');
    await expect(page.getByLabel('Boil Off (gal)')).toHaveValue('0.75');
    if (save === 0) await captureScreen(page, testInfo, 'units-equipment-imperial');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Equipment updated successfully.');
  }
  const again = await apiCall<Equipment>(stack.url, 'GET', `/api/equipments/${saved!.userId}/${saved!.id}`, {
    token: user.token,
  });
  expect(again.batchVolume).toBe(saved!.batchVolume);
  expect(again.boilTemperature).toBe(saved!.boilTemperature);

  // Back to the specification's units: the same figures as at the start.
  await chooseAll(page, 0);
  expect(await (await fermentableRow(page, malt.name)).innerText()).toBe(before);
  // Values a conversion made read at 0.1 L and 0.5 °C ("18.9", "66.5"); saved unchanged, they stay as stored.
  await page.goto(edit);
  await expect(page.getByLabel('Batch Volume (L)')).toHaveValue(
    quantityInputText('volume', saved!.batchVolume, 'L'),
  );
  await expect(page.getByLabel('Batch Volume (L)')).toHaveValue('18.9');
  await expect(page.getByLabel('Boil Temperature (°C)')).toHaveValue(
    quantityInputText('temperature', saved!.boilTemperature, 'C'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Equipment updated successfully.');
  const kept = await apiCall<Equipment>(stack.url, 'GET', `/api/equipments/${saved!.userId}/${saved!.id}`, {
    token: user.token,
  });
  expect(kept.batchVolume).toBe(saved!.batchVolume);
  expect(kept.boilTemperature).toBe(saved!.boilTemperature);
});

test('the recipe screen shows its volumes, temperatures and figures in imperial units by both methods, and back', async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  const body = fullRecipe({
    name: 'Imperial Pale',
    mashSteps: [
      {
        id: 'step-1',
        name: 'Saccharification',
        type: 'Infusion',
        temperature: 66,
        time: 60,
        description: null,
      },
    ],
  });
  const recipe = await createRecipe(stack.url, user.token, body);
  const figures = async () =>
    Object.fromEntries(
      await Promise.all(
        FIGURE_KEYS.map(async (key) => [key, await page.getByTestId(`figure-${key}`).innerText()]),
      ),
    );
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  await expect(page.getByLabel('Batch Volume (L)')).toHaveValue('20');
  const before = await figures();

  await chooseAll(page, 1);
  await page.goto(`/Recipes/${recipe.id}/edit`);
  await expect(page.getByLabel('Batch Volume (gal)')).toHaveValue('5.28');
  await expect(page.getByLabel('Pre Boil Volume')).toHaveValue('6.604 gal');
  await expect(page.getByRole('region', { name: /Mash Schedule/ })).toContainText(
    formatQuantity('temperature', 66, 'F'),
  );
  await expect(page.getByText('OG (°P)')).toBeVisible();

  // The figures by Morey and stage-aware Tinseth (core, as on the page), in °P and SRM.
  const style = findStyle(body.style);
  const imperial = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' } as const;
  const methods = computeFiguresWithMethods(body, {
    colorMethod: 'morey',
    ibuMethod: 'staged',
    gravityMethod: 'spec',
  });
  const spec = computeFiguresWithMethods(body, {
    colorMethod: 'spec',
    ibuMethod: 'spec',
    gravityMethod: 'spec',
  });
  const shown = (key: (typeof FIGURE_KEYS)[number]) =>
    displayedFigure(key, methods[key], style, imperial).text;
  for (const key of FIGURE_KEYS) await expect(page.getByTestId(`figure-${key}`)).toHaveText(shown(key));
  // Morey and the stage-aware method really differ from the specification's figures here.
  expect(methods.ebc).toBeLessThan(spec.ebc);
  expect(methods.ibu).toBeLessThan(spec.ibu);
  await captureScreen(page, testInfo, 'units-recipe-imperial');

  // A batch volume typed in gallons is saved in litres and reads back as typed.
  await page.getByLabel('Batch Volume (gal)').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Recipe saved successfully.');
  await page.goto(`/Recipes/${recipe.id}/edit`);
  await expect(page.getByLabel('Batch Volume (gal)')).toHaveValue('5');

  // Back to 20 L and the specification's units and methods: the same figures as at the start.
  await chooseAll(page, 0);
  await page.goto(`/Recipes/${recipe.id}/edit`);
  await page.getByLabel('Batch Volume (L)').fill('20');
  await expect.poll(figures).toEqual(before);
  expect(before.og).toBe(displayedFigure('og', spec.og, style, DEFAULT_DISPLAY_UNITS).text);
});

test('the advice and the batch screen in imperial units: a reading in °P and °F, brew-day values in °P and gallons', async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  // Too little base malt and some roast: OG below and colour above American IPA's ranges.
  const recipe = await createRecipe(
    stack.url,
    user.token,
    paleAle({
      name: 'Gallon Pale',
      recipeFermentables: [fermentable('Simpsons - Maris Otter', 3500), fermentable('Roast', 300, 1000)],
    }),
  );
  await signIn(page, user, '/Settings');
  await chooseAll(page, 1);

  // The built-in advisor states gravities in °P and colours in SRM, never SG or EBC.
  await page.goto(`/Recipes/${recipe.id}/edit`);
  await page.getByRole('button', { name: 'Ask the alchemist for advice on this recipe' }).click();
  const advice = page.getByRole('dialog');
  await expect(advice).toContainText(/OG \d+\.\d °P is below American IPA's 13\.8-17\.1 °P/);
  await expect(advice).toContainText(/SRM \d+\.\d is above American IPA's 5\.1-10\.2: .*Roast \(508 SRM/);
  await expect(advice).not.toContainText(/EBC|\b1\.0\d\d\b/);
  await page.keyboard.press('Escape');

  await page.goto(`/Recipes/${recipe.id}/details`);
  const brew = page.getByRole('button', { name: 'Brew this recipe' });
  await expect(brew).toBeVisible({ timeout: 30_000 });
  await brew.click();
  await expect(page).toHaveURL(/\/Batches\/[0-9a-f-]{36}$/);
  const batchId = page.url().split('/').pop()!;

  // A reading typed in °P and °F; a temperature out of range is refused with the limit in °F.
  const readingForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add reading' }) });
  await fillAll(readingForm, { 'Gravity (°P)': '3.1', 'Temperature (°F)': '240' });
  await page.getByRole('button', { name: 'Add reading' }).click();
  await expectToast(page, 'Temperature must be between -4 and 230 °F');
  await readingForm.getByLabel('Temperature (°F)').fill('68');
  await page.getByRole('button', { name: 'Add reading' }).click();
  const table = page.getByRole('table', { name: 'Readings, latest first' });
  await expect(table.getByRole('cell', { name: '3.1 °P' })).toBeVisible();
  await expect(table.getByRole('cell', { name: formatQuantity('temperature', 20, 'F') })).toBeVisible();
  const [reading] = await apiCall<BatchReading[]>(stack.url, 'GET', `/api/batches/${batchId}/readings`, {
    token: user.token,
  });
  expect(reading!.gravity).toBeCloseTo(sgFromPlato(3.1), 9);
  expect(reading!.temperature).toBeCloseTo(20, 9);

  // Brew-day values in °P and gallons, saved as SG and litres, read back as typed after each save.
  await page.getByLabel('Measured OG (°P)').fill('12.5');
  await page.getByLabel('Fermenter volume (gal)').fill('5.25');
  await expect(page.getByRole('row', { name: /^OG/ })).toContainText('12.5 °P');
  for (let save = 0; save < 2; save++) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Batch saved successfully.');
    await page.reload();
    await expect(page.getByLabel('Measured OG (°P)')).toHaveValue('12.5');
    await expect(page.getByLabel('Fermenter volume (gal)')).toHaveValue('5.25');
  }
  const batch = await apiCall<Batch>(stack.url, 'GET', `/api/batches/${batchId}`, { token: user.token });
  expect(batch.measuredOg).toBeCloseTo(sgFromPlato(12.5), 9);
  expect(batch.fermenterVolume).toBeCloseTo(5.25 * 3.78541, 9);
  await expect(page.getByRole('img', { name: /Fermentation chart: 1 readings/ })).toBeVisible();
  await captureScreen(page, testInfo, 'units-batch-imperial');
  // The fermentation section (chart, reading form and table) lies below the pages' first three screens.
  const fermentation = page.getByRole('region', { name: 'Fermentation' });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await fermentation.screenshot({ path: join(SCREENS_DIR, `units-batch-readings.${viewport.name}.png`) });
  }
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(1280);
});
