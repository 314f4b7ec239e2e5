// Journey 7: logout clears the session and the sidebar state; expired tokens and stray paths land on /.
import { expect, openSignedIn, test } from '../harness/fixtures';
import { expireToken } from '../harness/jwt';
import { expectToast, sidebar } from '../harness/ui';

test('the Inventory group remembers its state for the session; logout clears both', async ({
  page,
  user,
  signIn,
}) => {
  await signIn(page, user, '/Main');
  await expect(page.getByText('Wortsmith').first()).toBeVisible();
  await expect(sidebar(page).getByText('v1.3.0-beta')).toBeVisible();

  const inventory = sidebar(page).getByRole('button', { name: /inventory/i });
  await expect(inventory).toHaveAttribute('aria-expanded', 'false');
  await inventory.click();
  await expect(inventory).toHaveAttribute('aria-expanded', 'true');
  await sidebar(page).getByRole('link', { name: 'Hops' }).click();
  await expect(page).toHaveURL(/\/HopList$/);
  await expect(sidebar(page).getByRole('link', { name: 'Hops' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: /inventory/i })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('isInventoryOpen'))).toBe('true');

  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('isInventoryOpen'))).not.toBe('true');

  // Signed out, a signed-in route sends the visitor back to the login screen.
  await page.goto('/RecipeList');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('an expired token gives the session-expired message and a fresh login screen', async ({
  page,
  stack,
  user,
}) => {
  const expired = { ...user, session: { ...user.session, token: expireToken(user.token) } };
  await openSignedIn(page, stack.url, expired, '/RecipeList');
  await expectToast(page, 'Your session has expired. Please log in again.');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('unknown paths and signed-out visits land on /', async ({ page, user, signIn }) => {
  for (const path of ['/Settings', '/HopList', '/Recipes/new', '/Changelog']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/NoSuchPage');
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, user, '/Changelog');
  await expect(page.getByRole('heading', { name: 'Changelog' })).toBeVisible();
  const releases = page.getByText(/^v1\.\d\.0/);
  await expect(releases.first()).toHaveText(/v1\.3\.0/);
  await expect(page.getByText('Aug 07, 2025')).toBeVisible();
  // Signed in, an unknown path goes to /, and / sends a signed-in user on to the recipes.
  await page.goto('/Definitely/Not/A/Screen');
  await expect(page).toHaveURL(/\/RecipeList$/);
});
