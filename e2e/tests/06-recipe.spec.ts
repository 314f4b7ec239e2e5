// Journey 6: a recipe from scratch — equipment, style, one of each ingredient, modals, figures, advice.
import {
  computeRecipeFigures,
  type Equipment,
  ebcToColour,
  type Fermentable,
  findStyle,
  formatQuantity,
  type Hop,
  type Recipe,
  type Yeast,
} from '@wortsmith/core';
import { apiCall, createUser } from '../harness/api';
import { createCatalogueItem } from '../harness/catalogue';
import { expectFiguresShown } from '../harness/figures';
import { expect, openSignedIn, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';
import { confirm, expectToast, row } from '../harness/ui';
import { addIngredient, findOfficial, glass, openAdvice, searchIn } from './recipe-steps';

test('build a recipe from scratch, check its figures and advice, save, reopen, delete', async ({
  page,
  stack,
  adviceStack,
  user,
  signIn,
}) => {
  // The longest journey (two servers, four modals, three advice requests): room for a busy machine.
  test.setTimeout(180_000);
  const kettle = await createCatalogueItem(stack.url, user.token, 'equipments', { name: 'Journey Kettle' });
  const malt = await findOfficial<Fermentable>(
    stack.url,
    user.token,
    'fermentables',
    'Simpsons - Maris Otter',
  );
  const cascade = await findOfficial<Hop>(stack.url, user.token, 'hops', 'Cascade');
  const us05 = await findOfficial<Yeast>(stack.url, user.token, 'yeasts', 'SafAle US-05');
  await findOfficial<Equipment>(stack.url, user.token, 'equipments', '5.5 gal - All Grain - Ideal');

  await signIn(page, user, '/RecipeList');
  await page.getByRole('link', { name: 'Add new' }).click();
  await expect(page).toHaveURL(/\/Recipes\/new$/);
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('All Grain');
  await expect(page.getByLabel('Creation Date')).toBeDisabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Recipe Name is required');
  await expect(page).toHaveURL(/\/Recipes\/new$/);
  await page.getByLabel('Recipe Name').fill('Journey Six IPA');
  await page.getByLabel('Author').fill('E2E Brewer');
  await page.getByLabel('Description').fill('Built one click at a time.');

  // Equipment: the first choice applies at once; changing it asks first.
  await page.getByRole('button', { name: 'Select equipment' }).click();
  const equipmentModal = page.getByRole('dialog', { name: 'Select an Equipment' });
  await equipmentModal.getByRole('button', { name: 'Select', exact: true }).click();
  await expectToast(page, 'Please select an equipment.');
  await searchIn(equipmentModal, 'Ideal');
  await equipmentModal.getByRole('radio', { name: '5.5 gal - All Grain - Ideal' }).check();
  await equipmentModal.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByLabel('Equipment', { exact: true })).toHaveValue('5.5 gal - All Grain - Ideal');
  await page.getByRole('button', { name: 'Change equipment' }).click();
  await searchIn(equipmentModal, 'Journey');
  await equipmentModal.getByRole('radio', { name: 'Journey Kettle' }).check();
  await equipmentModal.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Do you really want to change the equipment? Changing it will update the recipe.',
  );
  await confirm(page, 'Are you sure?');
  await expect(page.getByLabel('Equipment', { exact: true })).toHaveValue('Journey Kettle');
  await expect(page.getByLabel('Batch Volume (L)')).toHaveValue(String(kettle.batchVolume));

  // Style: its ranges appear beside the figures.
  await page.getByLabel('Style', { exact: true }).selectOption('American IPA');
  await expect(page.getByRole('region', { name: 'Recipe figures' })).toContainText('(1.056 - 1.070)');

  // One of each ingredient, found by search in its add modal.
  const maltModal = await addIngredient(page, 'Add Fermentable', 'Select a fermentable');
  await maltModal.getByRole('button', { name: 'Add', exact: true }).click();
  await expectToast(page, 'Select an item and insert its quantity.');
  await searchIn(maltModal, 'zzqx');
  await expect(maltModal.getByText('No results found')).toBeVisible();
  await searchIn(maltModal, 'maris');
  await maltModal.getByRole('radio', { name: malt.name }).check();
  await maltModal.getByLabel('Quantity (grams)').fill('5500,5');
  await maltModal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(maltModal).toBeHidden();
  // exact: the grain total under the table reads "Total grain: 5.50 kg" too.
  await expect(
    page.getByText(formatQuantity('weight', 5500.5, 'g', { fermentable: true }), { exact: true }),
  ).toBeVisible();

  const hopModal = await addIngredient(page, 'Add Hop', 'Select a Hop');
  await searchIn(hopModal, 'Cascade');
  await hopModal.getByRole('radio', { name: /^Cascade( Generic)?( \d|$)/ }).check();
  await expect(hopModal.getByLabel('Alpha acid (%)')).toHaveValue(String(cascade.alphaAcidContent));
  // This year's crop is stronger than the catalogue says; the IBU figure must use what is entered.
  await hopModal.getByLabel('Alpha acid (%)').fill('8.5');
  const stage = hopModal.getByLabel('Usage stage');
  const boil = hopModal.getByLabel('Boil time (min)');
  await expect(boil).toHaveValue('60');
  await stage.selectOption('Whirlpool');
  await expect(boil).toHaveValue('10');
  await stage.selectOption('Dry Hop');
  await expect(boil).toHaveValue('0');
  await boil.fill('25');
  await stage.selectOption('Mash');
  await expect(boil).toHaveValue('25');
  await stage.selectOption('First Wort');
  await expect(boil).toHaveValue('25');
  await stage.selectOption('Boil');
  await expect(boil).toHaveValue('60');
  await hopModal.getByLabel('Quantity (grams)').fill('40');
  await hopModal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(hopModal).toBeHidden();

  const miscModal = await addIngredient(page, 'Add Misc', 'Select a Misc');
  // The modal keeps still while results refresh: a click on Add must not land on a moving button.
  const addMisc = miscModal.getByRole('button', { name: 'Add', exact: true });
  await expect(miscModal.getByRole('radio').first()).toBeVisible();
  const addMiscBox = await addMisc.boundingBox();
  await searchIn(miscModal, 'Irish');
  await expect(miscModal.getByRole('radio', { name: /^(?!.*irish)/i })).toHaveCount(0);
  expect(await addMisc.boundingBox()).toEqual(addMiscBox);
  await miscModal.getByRole('radio', { name: 'Irish Moss' }).check();
  await miscModal.getByLabel('Quantity (grams)').fill('5');
  await addMisc.click();
  await expect(miscModal).toBeHidden();

  const yeastModal = await addIngredient(page, 'Add Yeast', 'Select an Yeast');
  await searchIn(yeastModal, 'US-05');
  await yeastModal.getByRole('radio', { name: us05.name }).check();
  await yeastModal.getByLabel('Quantity (grams)').fill('11.5');
  await yeastModal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(yeastModal).toBeHidden();

  // An update modal refuses bad input with every message, then applies good input.
  await page.getByRole('button', { name: 'Edit Cascade' }).click();
  const updateHop = page.getByRole('dialog', { name: 'Update Hop' });
  await updateHop.getByLabel('Name').fill('C');
  await updateHop.getByLabel('Quantity (grams)').fill('0');
  await updateHop.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Name must be at least 2 characters');
  await expect(
    page
      .locator('.Toastify')
      .getByText(/^Quantity must be/)
      .first(),
  ).toBeVisible();
  await updateHop.getByLabel('Name').fill('Cascade');
  await updateHop.getByLabel('Quantity (grams)').fill('30');
  await updateHop.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(updateHop).toBeHidden();

  // The other update modals refuse their own bad input; cancelling leaves the ingredient as it was.
  for (const [button, title, label, value, message] of [
    [
      `Edit ${malt.name}`,
      'Update Fermentable',
      'Color Degree (EBC)',
      '-5',
      'Color Degree cannot be negative',
    ],
    ['Edit Irish Moss', 'Update Misc', 'Time (min)', '-1', 'Time cannot be negative'],
    [`Edit ${us05.name}`, 'Update Yeast', 'Manufacturer', '', 'Manufacturer is required'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const modal = page.getByRole('dialog', { name: title });
    await modal.getByLabel(label).fill(value);
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, message);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
  }

  // Removing an ingredient asks first; cancelling keeps it.
  await page.getByRole('button', { name: 'Delete Irish Moss' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: /^Misc/ }).getByText('Irish Moss')).toBeVisible();

  // Nothing is saved yet: leaving by a link or reloading the tab asks first, and staying keeps it all.
  await page.getByRole('link', { name: 'Recipes', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toBeHidden();
  const unloadPrompt = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    }),
  );
  await page.evaluate(() => window.location.reload());
  expect(await unloadPrompt).toBe('beforeunload');
  await expect(page).toHaveURL(/\/Recipes\/new$/);
  await expect(page.getByLabel('Recipe Name')).toHaveValue('Journey Six IPA');

  // The figures, bars and glass match the core's figures for this very recipe.
  const figures = computeRecipeFigures({
    recipeEquipment: kettle,
    recipeFermentables: [{ quantity: 5500.5, potentialExtract: malt.potentialExtract, ebc: malt.ebc }],
    recipeHops: [{ quantity: 30, alphaAcidContent: 8.5, boilTime: 60 }],
    recipeYeasts: [{ attenuation: us05.attenuation }],
  });
  const style = findStyle('American IPA');
  await expectFiguresShown(page, figures, style);
  await expect(page.getByLabel('Pre Boil Volume')).toHaveValue(`${figures.preBoilVolume.toFixed(3)} L`);
  await expect(page.getByText(`${figures.hopIbus[0]?.toFixed(2)} IBU`)).toBeVisible();
  await expect(page.getByText('100.00 %')).toBeVisible();
  await expect(glass(page).locator('[data-part="beer"]')).toHaveAttribute('fill', ebcToColour(figures.ebc));

  // The built-in advisor answers in the popover; a click outside closes it.
  const builtIn = await openAdvice(page);
  expect(builtIn.length).toBeGreaterThan(20);
  await page.getByLabel('Recipe Name').click();
  await expect(page.getByText("Alchemist's Mystical Wisdom")).toBeHidden();
  // Enter and Space on the glass open it too.
  for (const key of ['Enter', 'Space']) {
    await glass(page).focus();
    await page.keyboard.press(key);
    await expect(page.getByText("Alchemist's Mystical Wisdom")).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText("Alchemist's Mystical Wisdom")).toBeHidden();
  }

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Recipe saved successfully.');
  await expect(page).toHaveURL(/\/RecipeList$/);
  const saved = row(page, 'Journey Six IPA');
  await expect(saved).toContainText('E2E Brewer');
  await expect(saved).toContainText('American IPA');

  // Reopened for editing, everything is where it was left.
  await saved.getByRole('button', { name: /edit/i }).click();
  await expect(page).toHaveURL(/\/Recipes\/[^/]+\/edit$/);
  await expect(page.getByLabel('Recipe Name')).toHaveValue('Journey Six IPA');
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('American IPA');
  await expect(page.getByLabel('Equipment', { exact: true })).toHaveValue('Journey Kettle');
  await expectFiguresShown(page, figures, style);

  // Details is read-only: no Save, no add buttons, no row actions.
  const id = /\/Recipes\/([^/]+)\/edit$/.exec(page.url())?.[1] ?? '';
  await page.goto(`/Recipes/${id}/details`);
  await expect(page.getByLabel('Recipe Name')).toBeDisabled();
  await expect(page.getByLabel('Style', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Hop' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Cascade' })).toHaveCount(0);
  await expectFiguresShown(page, figures, style);

  // The OpenAI-protocol leg: the same recipe on the server configured with an OpenAI-compatible API.
  const stored = await apiCall<Recipe>(stack.url, 'GET', `/api/recipes/${id}`, { token: user.token });
  const aiUser = await createUser(adviceStack.url, adviceStack.mailbox, { tag: 'journey6-ai' });
  const {
    id: _id,
    userId: _owner,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    creationDate: _d,
    ...body
  } = stored;
  const copy = await createRecipe(adviceStack.url, aiUser.token, {
    ...body,
    recipeEquipment: { ...body.recipeEquipment, id: null },
  });
  const aiPage = await page.context().newPage();
  await openSignedIn(aiPage, adviceStack.url, aiUser, `/Recipes/${copy.id}/edit`);
  expect(await openAdvice(aiPage)).toContain(adviceStack.cannedAdvice);
  expect(adviceStack.lastPrompt()).toContain('Simpsons - Maris Otter');
  await aiPage.close();

  // Delete from the list, after a confirmation.
  await page.goto('/RecipeList');
  await row(page, 'Journey Six IPA')
    .getByRole('button', { name: /delete/i })
    .click();
  await confirm(page);
  await expectToast(page, 'Recipe deleted successfully.');
  await expect(row(page, 'Journey Six IPA')).toHaveCount(0);
});

test('on a phone, leaving unsaved changes through the menu asks first, then goes', async ({
  page,
  stack,
  user,
  signIn,
}) => {
  const recipe = await createRecipe(stack.url, user.token, paleAle({ name: 'Phone Pale' }));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user, `/Recipes/${recipe.id}/edit`);
  await page.getByLabel('Recipe Name').fill('Phone Pale Ale');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Settings' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/Recipes/${recipe.id}/edit$`));
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/Settings$/);
  const stored = await apiCall<Recipe>(stack.url, 'GET', `/api/recipes/${recipe.id}`, { token: user.token });
  expect(stored.name).toBe('Phone Pale');
});
