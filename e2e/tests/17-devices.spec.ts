// Journey 17: a brewer's device and its alerts (issue 35), on a phone first. A Tilt is added on
// /Devices and its secret URL shown once; the Tilt app's cloud logging form (Beer, Temp in °F, SG,
// Color, Timepoint) is posted to that URL by a real HTTP client; the reading waits on the device's page
// and is attached to a batch. Then the batch's alerts are turned on, the device is given to it and sends
// an iSpindel-style JSON with a low battery: the server's watcher raises "Battery low" off the request
// path, and the header's alerts button shows it; /Alerts lists it and marks it read.
import {
  type Batch,
  type BatchReading,
  batchBody,
  DEFAULT_ALERT_SETTINGS,
  type Device,
} from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';
import { captureScreen, expectNoSeriousA11yViolations } from '../harness/screens';

test.use({ viewport: { width: 390, height: 844 } });

/** A spreadsheet serial date (days since 1899-12-30 UTC), as the Tilt app writes its Timepoint. */
const timepoint = (date: Date) => date.getTime() / 86_400_000 + 25_569;

test('add a device, post a Tilt reading to its URL, attach it to a batch, and see its alert', async ({
  page,
  request,
  stack,
  user,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const recipe = await createRecipe(stack.url, user.token, paleAle({ name: 'Copper IPA' }));
  const batch = await apiCall<Batch>(stack.url, 'POST', '/api/batches', {
    token: user.token,
    body: { recipeId: recipe.id },
  });

  // Add the Tilt: its secret URL is shown once, with the setup steps.
  await signIn(page, user, '/Devices');
  await expect(page.getByText('No devices yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add device' }).click();
  const form = page.getByRole('dialog', { name: 'Add device' });
  await form.getByLabel('Name').fill('Red Tilt');
  await form.getByLabel('Type').selectOption({ label: 'Tilt (Tilt app or TiltBridge)' });
  await form.getByRole('button', { name: 'Add device' }).click();
  const added = page.getByRole('dialog', { name: 'Red Tilt added' });
  await expect(added.getByText('Copy the URL now: it is shown only this once.')).toBeVisible();
  await expect(added.getByText('"Cloud URL"', { exact: false }).first()).toBeVisible();
  const url = (await added.locator('code').first().textContent()) ?? '';
  expect(url).toMatch(new RegExp(`^${stack.url}/api/ingest/\\S+$`));
  await captureScreen(page, testInfo, 'devices-added', { fullPage: false });
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(added).toBeHidden();
  await expect(page.getByText(url)).toHaveCount(0);

  // The Tilt app's cloud logging: a form, °F and SG, its Timepoint three minutes ago.
  const taken = new Date(Date.now() - 3 * 60_000);
  const posted = await request.post(url, {
    form: {
      Beer: 'Copper IPA',
      Temp: '66.2',
      SG: '1.050',
      Color: 'RED',
      Timepoint: String(timepoint(taken)),
    },
  });
  expect(posted.status()).toBe(202);

  // The list says a reading is waiting; the device's page shows it in °C and attaches it.
  await page.reload();
  const row = page.getByRole('list', { name: 'Devices' }).getByRole('listitem').first();
  await expect(row).toContainText('1 reading waiting');
  await expect(row).toContainText(/Last seen: (just now|\d minutes? ago)/);
  await captureScreen(page, testInfo, 'devices-list');
  await expectNoSeriousA11yViolations(page, '/Devices');
  await row.getByRole('link', { name: 'Red Tilt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Red Tilt' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Readings waiting for a batch' });
  await expect(waiting.getByRole('row').nth(1)).toContainText('1.050');
  await expect(waiting.getByRole('row').nth(1)).toContainText('19.0 °C');
  const setup = page.getByRole('region', { name: 'Secret URL and setup' });
  await expect(setup).toContainText('cannot be shown again');
  await expect(setup.getByRole('button', { name: 'New secret URL' })).toBeVisible();
  await captureScreen(page, testInfo, 'device-setup');
  await expectNoSeriousA11yViolations(page, '/Devices/{id}');

  await waiting
    .getByLabel('Attach to batch')
    .selectOption({ label: `#${batch.number} Copper IPA (Planning)` });
  await waiting.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('1 reading attached.')).toBeVisible();
  await expect(waiting).toContainText('None.');
  const readings = await apiCall<BatchReading[]>(stack.url, 'GET', `/api/batches/${batch.id}/readings`, {
    token: user.token,
  });
  expect(readings.map((r) => [r.gravity, r.temperature])).toEqual([[1.05, 19]]);

  // Alerts on for the batch, fermenting, the device on it; an iSpindel-style body with a low battery.
  await apiCall<Batch>(stack.url, 'PUT', `/api/batches/${batch.id}`, {
    token: user.token,
    body: { ...batchBody(batch), status: 'Fermenting', alertSettings: DEFAULT_ALERT_SETTINGS },
  });
  const [device] = await apiCall<Device[]>(stack.url, 'GET', '/api/devices', { token: user.token });
  await apiCall(stack.url, 'PUT', `/api/batches/${batch.id}/device`, {
    token: user.token,
    body: { deviceId: device!.id },
  });
  const battery = await request.post(url, {
    data: { name: 'Red Tilt', gravity: 1.048, temperature: 19.5, battery: 3.3 },
  });
  expect(battery.status()).toBe(202);
  // The watcher evaluates every 5 s, off the request path.
  await expect
    .poll(
      async () =>
        (await apiCall<{ unread: number }>(stack.url, 'GET', '/api/alerts', { token: user.token })).unread,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  // The header's button asks on every load (and every minute, and when the window regains focus).
  await page.reload();
  const alertsButton = page.getByRole('link', { name: /^Alerts, \d+ unread$/ });
  await expect(alertsButton).toBeVisible();
  await alertsButton.click();
  await expect(page).toHaveURL(/\/Alerts$/);
  const batteryAlert = page.getByRole('listitem').filter({ hasText: 'Battery low' });
  await expect(batteryAlert).toContainText('Unread');
  await expect(batteryAlert.getByRole('link', { name: `#${batch.number} Copper IPA` })).toBeVisible();
  await captureScreen(page, testInfo, 'alerts');
  await expectNoSeriousA11yViolations(page, '/Alerts');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(page.getByText('All read.')).toBeVisible();
});
