// Journey 2: forgot password, the mailed single-use link, and the new password replacing the old.
import { apiLogin } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { expectToast } from '../harness/ui';

const NEW_PASSWORD = 'Fermented42';

test('reset the password through the mailed link; the link works once', async ({ page, stack, user }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/ForgotPassword$/);
  await expect(page.getByText('Reset Password').first()).toBeVisible();

  await page.getByLabel(/e-?mail/i).fill('nobody@');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();

  const before = stack.mailbox.count(user.email);
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expectToast(page, 'Email sent successfully. Check your inbox for a reset link.');
  await expect(page).toHaveURL(new RegExp(`^${stack.url}/$`));

  const mail = await stack.mailbox.waitFor(user.email, /ChangePassword/, { since: before });
  const link = stack.mailbox.linkIn(mail, /\/ChangePassword\?token=/);
  await page.goto(link);
  await page.getByLabel('New Password').fill('weak');
  await page.getByLabel('Confirm Password').fill('weak');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page
      .getByText(
        'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.',
      )
      .first(),
  ).toBeVisible();
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Passwords do not match!').first()).toBeVisible();
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/^Password (changed|updated) successfully\.$/).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${stack.url}/$`));

  // The old password no longer opens the account; the new one does.
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByLabel(/^password$/i).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await page.getByLabel(/^password$/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/RecipeList$/);

  // The same link a second time is refused, and the password stays the one just set.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New Password').fill('Hijacked99');
  await page.getByLabel('Confirm Password').fill('Hijacked99');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.locator('.Toastify').getByRole('alert').first()).toBeVisible();
  await expect(page.getByText(/^Password (changed|updated) successfully\.$/)).toHaveCount(0);
  await expect(apiLogin(stack.url, user.email, 'Hijacked99')).rejects.toThrow(/40[01]/);
  expect(await apiLogin(stack.url, user.email, NEW_PASSWORD)).toBeTruthy();
});

test('/ChangePassword without a token says "Token is required."', async ({ page }) => {
  await page.goto('/ChangePassword');
  await expect(page.getByText('Token is required.').first()).toBeVisible();
});
