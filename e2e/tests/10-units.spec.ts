// Journey 10: a brewer's own units and methods (issue 14). Every unit and both methods are switched in
// Settings and read back; the equipment form and the fermentable list follow the volume, temperature
// and colour units (labels, values, limits), a value typed in gallons and °F stays as typed however
// often it is saved, the API keeps litres and °C, and switching back shows the very same figures as
// before. The recipe screen shows its volumes in gallons, mash steps in °F, OG and FG in °Plato and
// colour in SRM, with colour and bitterness by Morey and stage-aware Tinseth, and the same figures as
// before once switched back.

import type { Page } from '@playwright/test';
import {
  computeFiguresWithMethods,
  DEFAULT_DISPLAY_UNITS,
  displayedFigure,
  type Equipment,
  FIGURE_KEYS,
  findStyle,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, fullRecipe } from '../harness/recipes';
import { captureScreen } from '../harness/screens';
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
  await expectToast(page, 'User updated successfully.');
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

  // The list shows the colour in SRM (EBC / 1.97, 2 decimals at most).
  const srm = String(Math.round((malt.ebc! / 1.97) * 100) / 100);
  await expect(await fermentableRow(page, malt.name)).toContainText(`SRM: ${srm}`);
  await expect(await fermentableRow(page, malt.name)).not.toContainText('EBC:');

  // A new equipment profile typed in gallons and °F; the limit is checked and stated in °F.
  await page.goto('/Equipments/new');
  await expect(page.getByLabel('Boil Temperature (°F)')).toHaveValue('212');
  await page.getByLabel('Name').fill('Five Gallon Kettle');
  await page.getByLabel('Batch Volume (gal)').fill('5');
  await page.getByLabel('Batch Time (minutes)').fill('240');
  await page.getByLabel('Boil Time (minutes)').fill('60');
  await page.getByLabel('Boil Temperature (°F)').fill('213');
  await page.getByLabel('Boil Off (gal)').fill('0.75');
  await page.getByLabel('Trub Loss (gal)').fill('0.25');
  await page.getByLabel('Dead Space (gal)').fill('0');
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
  await page.goto(edit);
  await expect(page.getByLabel('Batch Volume (L)')).toHaveValue(String(saved!.batchVolume));
  await expect(page.getByLabel('Boil Temperature (°C)')).toHaveValue(String(saved!.boilTemperature));
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
  await expect(page.getByRole('region', { name: /Mash Schedule/ })).toContainText('150.8 °F');
  await expect(page.getByText('OG (°P)')).toBeVisible();

  // The figures by Morey and stage-aware Tinseth (core, as on the page), in °P and SRM.
  const style = findStyle(body.style);
  const imperial = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' } as const;
  const methods = computeFiguresWithMethods(body, { colorMethod: 'morey', ibuMethod: 'staged' });
  const spec = computeFiguresWithMethods(body, { colorMethod: 'spec', ibuMethod: 'spec' });
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
