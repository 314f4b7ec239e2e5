// Journey 9: the user's own account in Settings: change the password ("Password updated
// successfully."), a logout that ends the token on the server, the export file, and deleting the
// account so that its login fails afterwards; importing another brewer's export, once.
import { readFile } from 'node:fs/promises';
import { apiCall, createUser } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';
import { captureScreen, expectNoSeriousA11yViolations } from '../harness/screens';
import { expectToast, sidebar } from '../harness/ui';

const NEW_PASSWORD = 'NewBrew2026';

/** The status GET /api/users/me answers for `token`. */
async function meStatus(baseURL: string, token: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

test('change the password, log out for real, export everything, delete the account', async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  await createRecipe(stack.url, user.token, paleAle({ name: 'Exported Pale Ale' }));
  await signIn(page, user, '/Settings');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await captureScreen(page, testInfo, 'settings-account');
  await expectNoSeriousA11yViolations(page, 'Settings');

  // Change the password: the old token is refused, this browser keeps going with the new one.
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password updated successfully.');
  expect(await meStatus(stack.url, user.token)).toBe(401);
  await sidebar(page).getByRole('link', { name: 'Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Exported Pale Ale' })).toBeVisible();

  // Logout ends the session on the server: a copy of the token is refused afterwards.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token as string);
  expect(await meStatus(stack.url, token)).toBe(200);
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => meStatus(stack.url, token)).toBe(401);

  // Log in with the new password, and export everything.
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/RecipeList$/);
  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wortsmith-export-\d{4}-\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported).toMatchObject({
    format: 'wortsmith-account-export',
    profile: { email: user.email, name: user.name },
    preferences: { weightUnit: 'g' },
  });
  expect(exported.recipes.map((recipe: { name: string }) => recipe.name)).toEqual(['Exported Pale Ale']);

  // Delete the account: the typed e-mail address unlocks the button; afterwards the login fails.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await dialog.getByLabel('Password').fill(NEW_PASSWORD);
  const remove = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel(/Type your e-mail address/).fill(user.email);
  await captureScreen(page, testInfo, 'settings-delete-account', { fullPage: false, only: 'desktop' });
  await remove.click();
  await expectToast(page, 'Your account and all its data were deleted.');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The form's own alert, beside the deletion's toast (also an alert) that may still show.
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password.' })).toBeVisible();
  await expect(
    apiCall(stack.url, 'POST', '/api/users/login', { body: { email: user.email, password: NEW_PASSWORD } }),
  ).rejects.toThrow(/401/);
});

test("import my data: another brewer's export comes across once, with its recipe, batch and units", async ({
  page,
  stack,
  user,
  signIn,
}, testInfo) => {
  // The export of a brewer elsewhere: a recipe brewed into a batch with a reading, in gallons.
  const elsewhere = await createUser(stack.url, stack.mailbox, { tag: 'elsewhere' });
  const recipe = await createRecipe(stack.url, elsewhere.token, paleAle({ name: 'Travelling Pale' }));
  const batch = await apiCall<{ id: string }>(stack.url, 'POST', '/api/batches', {
    token: elsewhere.token,
    body: { recipeId: recipe.id },
  });
  await apiCall(stack.url, 'POST', `/api/batches/${batch.id}/readings`, {
    token: elsewhere.token,
    body: { time: '2026-11-20T18:00:00Z', gravity: 1.05, temperature: 19 },
  });
  await apiCall(stack.url, 'PUT', `/api/users/${elsewhere.me.user_id}`, {
    token: elsewhere.token,
    body: { volumeUnit: 'gal' },
  });
  const exported = await apiCall<object>(stack.url, 'GET', '/api/users/me/export', {
    token: elsewhere.token,
  });
  const file = {
    name: 'wortsmith-export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(exported)),
  };

  await signIn(page, user, '/Settings');
  await page.getByRole('button', { name: 'Import my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import my data' });
  await dialog.getByLabel('Choose the export file').setInputFiles(file);
  const preview = dialog.getByRole('status', { name: 'What the import adds' });
  await expect(preview).toContainText('It adds 1 recipe, 1 batch, 1 fermentation reading.');
  await expect(preview).toContainText(
    "Your units, calculation methods and default equipment become the file's.",
  );
  await captureScreen(page, testInfo, 'settings-import-preview', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'import my data');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectToast(page, 'Your data was imported.');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Volume Unit')).toHaveValue('gal');

  await sidebar(page).getByRole('link', { name: 'Recipes' }).click();
  await expect(page.getByRole('heading', { name: 'Travelling Pale' })).toBeVisible();
  await page.goto('/BatchList');
  await expect(page.getByRole('link', { name: '#1 Travelling Pale' })).toBeVisible();

  // The same file again adds nothing.
  await page.goto('/Settings');
  await page.getByRole('button', { name: 'Import my data' }).click();
  await dialog.getByLabel('Choose the export file').setInputFiles(file);
  await expect(preview).toContainText('Everything in this file is in your account already: it adds nothing.');
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
});
