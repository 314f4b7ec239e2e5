// Journey 12 (issue 31): a US brewer's extract kit. Two official malt extracts (marked not mashed) and a
// crystal malt steeped, in gallons and pounds: the figures panel names the SPEC formula in use, says in
// one line what OG the by-stage method gives, and switches to it in place; the choice is the brewer's
// preference after a reload. A batch of the kit, its OG and fermenter volume typed in, says there was no
// mashed grain to be efficient rather than reading 40 %.
import { randomUUID } from 'node:crypto';
import {
  computeFiguresWithMethods,
  DEFAULT_CALCULATION_METHODS,
  mashWaterSettings,
  type RecipeFermentable,
} from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, hop, paleAle, yeast } from '../harness/recipes';
import { captureScreen } from '../harness/screens';
import { expectToast } from '../harness/ui';

const GALLON = 3.78541;
const POUND = 453.592;

/** An official fermentable as a recipe line of `pounds`, with a contribution of its own if given. */
function line(
  name: string,
  pounds: number,
  contribution?: RecipeFermentable['contribution'],
): RecipeFermentable {
  const item = officialCatalogue.fermentables.find((f) => f.name === name);
  if (!item) throw new Error(`no official ${name}`);
  return {
    id: randomUUID(),
    name: item.name,
    description: null,
    type: item.type,
    supplier: item.supplier,
    ebc: item.ebc,
    potentialExtract: item.potentialExtract,
    contribution: contribution ?? item.contribution ?? null,
    quantity: pounds * POUND,
    percentage: 0,
  };
}

test('an extract kit in US units switches to the by-stage OG in place, and its batch has no mash efficiency', async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const us = { weightUnit: 'oz', volumeUnit: 'gal', temperatureUnit: 'F' } as const;
  await apiCall(stack.url, 'PUT', `/api/users/${user.session.user_id}`, { token: user.token, body: us });
  Object.assign(user.session, us);

  const batchVolume = 5 * GALLON;
  const kit = paleAle({
    name: 'Kitchen Extract Pale',
    style: 'American Pale Ale',
    type: 'Extract',
    volumeLiters: batchVolume,
    recipeEquipment: { ...paleAle().recipeEquipment, batchVolume, ...mashWaterSettings({}) },
    recipeFermentables: [
      line('Dry Extract (DME) - Light', 3),
      line('Liquid Extract (LME) - Pale', 3.3),
      line('Caramel/Crystal Malt - 60L', 0.5, 'steeped'),
    ],
    recipeHops: [hop('Cascade', 28, 7, 60), hop('Cascade', 28, 7, 10)],
    recipeYeasts: [yeast('SafAle US-05', 78)],
  });
  const recipe = await createRecipe(stack.url, user.token, kit);
  const methods = DEFAULT_CALCULATION_METHODS;
  const spec = computeFiguresWithMethods(recipe, methods);
  const byStage = computeFiguresWithMethods(recipe, { ...methods, gravityMethod: 'byStage' });
  // 3 lb × 44 + 3.3 lb × 36 + steeped crystal: about 1.053 in 5 gal, where SPEC's 72 % reads about 1.038.
  expect(byStage.og).toBeGreaterThan(1.05);
  expect(spec.og).toBeLessThan(1.04);

  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  // The kit in the brewer's units: pounds of extract, gallons of batch.
  await expect(page.getByText('3.00 lb').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('figure-og')).toHaveText(spec.og.toFixed(3));
  await expect(page.getByLabel('Gravity', { exact: true })).toHaveValue('spec');
  const note = page.getByTestId('method-note-gravityMethod');
  await expect(note).toContainText(`By stage, OG is ${byStage.og.toFixed(3)}`);
  await captureScreen(page, testInfo, 'recipe-extract-method-note', {
    fullPage: false,
    scrollTo: page.getByRole('region', { name: 'Recipe figures' }),
  });

  // One click: the figures follow at once and the line goes; the choice is saved for the brewer.
  await note.getByRole('button', { name: 'Use by stage' }).click();
  await expect(page.getByTestId('figure-og')).toHaveText(byStage.og.toFixed(3));
  await expect(page.getByLabel('Gravity', { exact: true })).toHaveValue('byStage');
  await expect(note).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await apiCall<{ gravityMethod: string }>(stack.url, 'GET', '/api/users/me', { token: user.token }))
          .gravityMethod,
    )
    .toBe('byStage');
  await page.reload();
  await expect(page.getByTestId('figure-og')).toHaveText(byStage.og.toFixed(3), { timeout: 30_000 });
  await expect(page.getByLabel('Gravity', { exact: true })).toHaveValue('byStage');
  await captureScreen(page, testInfo, 'recipe-extract-by-stage', {
    fullPage: false,
    scrollTo: page.getByRole('region', { name: 'Recipe figures' }),
  });

  // The batch: 4.8 gal at the by-stage OG; an extract brew has no mash whose efficiency to measure.
  const batch = await apiCall<{ id: string }>(stack.url, 'POST', '/api/batches', {
    token: user.token,
    body: { recipeId: recipe.id },
  });
  await page.goto(`/Batches/${batch.id}`);
  await page.getByLabel('Measured OG (SG)').fill(byStage.og.toFixed(3));
  await page.getByLabel('Fermenter volume (gal)').fill('4.8');
  const efficiency = page.getByRole('row', { name: /Brewhouse efficiency/ });
  await expect(efficiency).toContainText('no mashed grain');
  await expect(efficiency).not.toContainText('%');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Batch saved successfully.');
  const saved = await apiCall<{ brewhouseEfficiency: number | null }>(
    stack.url,
    'GET',
    `/api/batches/${batch.id}`,
    {
      token: user.token,
    },
  );
  expect(saved.brewhouseEfficiency).toBeNull();
  await captureScreen(page, testInfo, 'batch-extract-efficiency', {
    fullPage: false,
    scrollTo: efficiency,
  });
});
