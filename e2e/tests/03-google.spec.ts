// Journey 3: Google sign-in through the local OpenID provider, back at / with a token, then signed in.
import { expect, test } from '../harness/fixtures';

test('sign in with Google through the local provider', async ({ page, stack }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  // The provider's own sign-in and consent pages.
  await expect(page).toHaveURL(new RegExp(`^${stack.google.issuer}`));
  const backWithToken = page.waitForURL(
    (url) => url.origin === stack.url && url.pathname === '/' && url.searchParams.has('token'),
    { waitUntil: 'commit' },
  );
  await stack.google.signIn(page);
  await backWithToken;
  // Back at the app: the login screen stores the session and goes to the recipes.
  await expect(page).toHaveURL(/\/RecipeList$/, { timeout: 20_000 });
  expect(page.url()).not.toContain('token=');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(session?.token).toBeTruthy();
  expect(session?.email).toBe(stack.google.email);
  // A new account: "Set up your brewery" once; its preselected choices are kept.
  await page
    .getByRole('dialog', { name: 'Set up your brewery' })
    .getByRole('button', { name: 'Keep these' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Set up your brewery' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
});
