// Journey 1: a brewer creates an account, follows the activation mail, logs in, lands on /RecipeList and
// sets up the brewery (units, methods, default equipment) once.
import { GOOD_PASSWORD, uniqueEmail } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { captureScreen, expectNoSeriousA11yViolations } from '../harness/screens';
import { expectToast } from '../harness/ui';

const PASSWORD_RULE =
  'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.';

test('create an account, activate it from the mail, log in, set up the brewery', async ({
  page,
  stack,
}, testInfo) => {
  const email = uniqueEmail('journey1');
  await page.goto('/');
  await expect(page).toHaveTitle('Wortsmith');
  await page.getByRole('link', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/CreateAccount$/);

  // Every rule speaks for itself before anything is sent.
  await page.getByLabel('Full Name / Nickname').fill('Ada Lovebrew');
  await page.getByLabel('Email Address').fill('not-an-address');
  await page.getByLabel('Password', { exact: true }).fill('lowercase1');
  await page.getByLabel('Confirm Password').fill('different1');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
  await expect(page.getByText(PASSWORD_RULE).first()).toBeVisible();
  await expect(page.getByText('Passwords do not match!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/CreateAccount$/);

  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Brewery').fill('Analytical Ales');
  await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await page.getByLabel('Confirm Password').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/EmailSent$/);
  await expect(page.getByText(/inbox/i).first()).toBeVisible();
  await expect(page.getByText(/spam/i).first()).toBeVisible();

  // Logging in before activation explains itself inline, and stays on the login screen.
  await page.goto('/');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /activat/i })).toBeVisible();
  await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);
  await expect(page).not.toHaveURL(/RecipeList/);

  // The activation mail's link activates the account and comes back to the login screen.
  const mail = await stack.mailbox.waitFor(email, /activat/i);
  const link = stack.mailbox.linkIn(mail, /\/api\/users\/activate\?code=/);
  expect(link.startsWith(stack.url)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${stack.url}/(\\?.*)?$`));
  await expect(
    page
      .locator('.Toastify')
      .getByRole('alert')
      .filter({ hasText: /activated/i }),
  ).toBeVisible();
  // The link is single-use: a second visit is told it is invalid.
  const again = await fetch(link, { redirect: 'manual' });
  expect(again.headers.get('location')).toContain('activation=invalid');

  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/RecipeList$/);

  // A new account is asked once to set up the brewery, the specification's choices preselected.
  const setup = page.getByRole('dialog', { name: 'Set up your brewery' });
  await expect(setup.getByLabel('Volume Unit')).toHaveValue('L');
  await expect(setup.getByLabel('Bitterness Method')).toHaveValue('spec');
  await captureScreen(page, testInfo, 'brewery-setup', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'brewery setup');
  await setup.getByLabel('Temperature Unit').selectOption('F');
  await setup.getByRole('button', { name: 'Save and start' }).click();
  await expect(setup).toBeHidden();
  await expect(page.getByRole('heading', { name: /recipes/i }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /recipes/i }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set up your brewery' })).toHaveCount(0);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(session).toMatchObject({ temperatureUnit: 'F', setUp: true });
});

test('a wrong password says so inline, with no toast and no navigation', async ({ page, user }) => {
  await page.goto('/');
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByLabel(/^password$/i).fill('WrongPassword1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the success toast of a registration names the activation mail', async ({ page }) => {
  await page.goto('/CreateAccount');
  const email = uniqueEmail('journey1-toast');
  await page.getByLabel('Full Name / Nickname').fill('Toast Tester');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await page.getByLabel('Confirm Password').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expectToast(
    page,
    'An email with an activation code has been sent. Please check your inbox and activate your account.',
  );
  await expect(page).toHaveURL(/\/EmailSent$/);
});
