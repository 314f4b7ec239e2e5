// Journey 4: for each catalogue kind, add (rules first), search, details, edit, delete, customise official.
import { expect, test } from '../harness/fixtures';
import { confirm, expectToast, row, search, searchBox } from '../harness/ui';
import { KINDS } from './catalogue-kinds';

for (const k of KINDS) {
  test(`${k.label}: add, find, read, edit, delete, and customise an official one`, async ({
    page,
    user,
    signIn,
  }) => {
    const name = `E2E ${k.label} ${Date.now() % 100000}`;
    // The page's timers run on a clock the test can stop (time flows as usual until it does).
    await page.clock.install();
    await signIn(page, user, k.listPath);
    await expect(page.getByRole('heading').first()).toBeVisible();

    // Add: a broken rule is toasted and nothing is saved; then a valid item goes back to the list.
    await page.getByRole('link', { name: 'Add new' }).click();
    await expect(page).toHaveURL(new RegExp(`${k.newPath}$`));
    await expect(page.getByText(`Add New ${k.label}`).first()).toBeVisible();
    await k.fillValid(page, name);
    await k.breakRule(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.Toastify').getByText(k.ruleMessage).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${k.newPath}$`));
    await (k.fix ?? k.fillValid)(page, name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `${k.toastSubject} added successfully.`);
    await expect(page).toHaveURL(new RegExp(`${k.listPath}$`));

    // Search waits for typing to stop: a word typed in one go costs one call, not one per letter, and
    // nonsense says "Data not found". The page's clock stands still while the word is typed, so however
    // slowly a busy machine types, no pause between letters reaches the debounce; a second after the
    // last letter the search goes out.
    await expect(page.getByRole('listitem').first()).toBeVisible();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/${k.kind}/search`)) searches.push(request.url());
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await searchBox(page).pressSequentially('zzqx-nothing');
    await page.clock.runFor(1000);
    await page.clock.resume();
    await expect(page.getByText('Data not found').first()).toBeVisible();
    expect(searches).toEqual([expect.stringContaining('searchTerm=zzqx-nothing')]);
    await search(page, name.slice(0, 12).toLowerCase());
    await expect(row(page, name)).toBeVisible();

    // Details: read-only, no Save.
    await row(page, name)
      .getByRole('button', { name: /details/i })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${k.segment}/[^/]+/[^/]+/details$`));
    await expect(page.getByText(`${k.label} Details`).first()).toBeVisible();
    await expect(page.getByLabel(/^name/i).first()).toHaveValue(name);
    await expect(page.getByLabel(/^name/i).first()).toBeDisabled();
    if (k.zeroField) await expect(page.getByLabel(k.zeroField).first()).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    // Edit: the description shows on the list row afterwards.
    await page.goto(k.listPath);
    await search(page, name);
    await row(page, name).getByRole('button', { name: /edit/i }).click();
    await expect(page).toHaveURL(new RegExp(`/${k.segment}/[^/]+/[^/]+/edit$`));
    await expect(page.getByText(`Update ${k.label}`).first()).toBeVisible();
    await page.getByLabel(k.descriptionLabel).first().fill('Edited by the browser journey.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `${k.toastSubject} updated successfully.`);
    await expect(page).toHaveURL(new RegExp(`${k.listPath}$`));
    await search(page, name);
    await expect(row(page, name)).toContainText('Edited by the browser journey.');

    // Delete asks first; cancelling keeps the item, confirming removes it.
    await row(page, name)
      .getByRole('button', { name: /delete/i })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /cancel|no/i })
      .click();
    await expect(row(page, name)).toBeVisible();
    await row(page, name)
      .getByRole('button', { name: /delete/i })
      .click();
    await confirm(page);
    await expectToast(page, `${k.toastSubject} deleted successfully.`);
    await search(page, name);
    await expect(page.getByText('Data not found').first()).toBeVisible();

    // An official item edited becomes the user's own copy, labelled [custom].
    await search(page, k.official);
    const official = row(page, k.official);
    await expect(official).toBeVisible();
    await expect(official).not.toContainText('[custom]');
    await expect(official.getByRole('button', { name: /delete/i })).toHaveAttribute('aria-disabled', 'true');
    await official.getByRole('button', { name: /edit/i }).click();
    await expect(page.getByText(`Update ${k.label}`).first()).toBeVisible();
    if (k.kind === 'hops')
      await page
        .getByLabel(/supplier/i)
        .first()
        .fill('E2E Hop Farm');
    await page.getByLabel(k.descriptionLabel).first().fill('My own notes on the official one.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `${k.toastSubject} updated successfully.`);
    await expect(page).toHaveURL(new RegExp(`${k.listPath}$`));
    await search(page, k.official);
    await expect(row(page, k.official)).toHaveCount(1);
    await expect(row(page, k.official)).toContainText('[custom]');
    await expect(searchBox(page)).toHaveValue(k.official);
  });
}
