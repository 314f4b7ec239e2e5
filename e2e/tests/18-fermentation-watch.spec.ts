// Journey 18: a watched fermentation (issue 35), on a phone first. A batch of a recipe with a plan is
// fermenting; on its screen the brewer turns its alerts on and picks a Tilt under "Use for this batch".
// The Tilt app's form is posted to the Tilt's own URL by a real HTTP client, then the brewer moves the
// batch to a RAPT Pill, whose webhook (the template we publish, filled in) posts a reading with 12 %
// battery. Both readings are on the chart beside the plan's line; the watcher raises "Battery low" off
// the request path: the header's alerts button shows it and the e-mail arrives.
import {
  type Batch,
  type BatchReading,
  batchBody,
  type Device,
  type FermentationStep,
  localIsoDate,
  RAPT_WEBHOOK_TEMPLATE,
} from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { createRecipe, paleAle } from '../harness/recipes';
import { captureScreen } from '../harness/screens';

test.use({ viewport: { width: 390, height: 844 } });

const plan: FermentationStep[] = [
  { id: 'primary', name: 'Primary', kind: 'primary', temperature: 19, days: 10 },
  { id: 'crash', name: 'Cold crash', kind: 'coldCrash', temperature: 2, days: 3, rampDays: 1 },
];

/** RAPT's webhook as the portal sends it: our template with its `@` variables filled in. */
function raptBody(values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (body, [key, value]) => body.replaceAll(`@${key}`, value),
    RAPT_WEBHOOK_TEMPLATE,
  );
}

test('watch a fermentation: a Tilt then a RAPT Pill on the batch, the plan on the chart, an alert', async ({
  page,
  request,
  stack,
  user,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const recipe = await createRecipe(stack.url, user.token, {
    ...paleAle({ name: 'Watched Pale' }),
    fermentationSteps: plan,
  });
  let batch = await apiCall<Batch>(stack.url, 'POST', '/api/batches', {
    token: user.token,
    body: { recipeId: recipe.id },
  });
  batch = await apiCall<Batch>(stack.url, 'PUT', `/api/batches/${batch.id}`, {
    token: user.token,
    body: {
      ...batchBody(batch),
      status: 'Fermenting',
      brewDate: localIsoDate(new Date(Date.now() - 2 * 86_400_000)),
    },
  });
  const device = (name: string, type: string) =>
    apiCall<{ device: Device; url: string }>(stack.url, 'POST', '/api/devices', {
      token: user.token,
      body: { name, type },
    });
  const tilt = await device('Red Tilt', 'tilt');
  const pill = await device('Pill', 'rapt');

  // Alerts on, saved with the batch; the Tilt for this batch.
  await signIn(page, user, `/Batches/${batch.id}`);
  const alerts = page.getByRole('region', { name: 'Alerts' });
  await alerts.getByLabel('Watch this batch').check();
  await expect(alerts.getByLabel('Battery low')).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Batch saved successfully.')).toBeVisible();
  await page.getByLabel('Use for this batch').selectOption({ label: 'Red Tilt' });
  await expect(page.getByText('Red Tilt now sends its readings to this batch.')).toBeVisible();

  // The Tilt app's cloud logging form: °F and SG.
  const fromTilt = await request.post(tilt.url, {
    form: { Beer: 'Watched Pale', Temp: '68', SG: '1.030', Color: 'RED', Timepoint: '' },
  });
  expect(fromTilt.status()).toBe(202);

  // The batch moves to the Pill; its webhook posts 12 % battery.
  await page.getByLabel('Use for this batch').selectOption({ label: 'Pill' });
  await expect(page.getByText('Pill now sends its readings to this batch.')).toBeVisible();
  const fromPill = await request.post(pill.url, {
    headers: { 'content-type': 'application/json' },
    data: raptBody({
      device_name: 'Pill',
      device_type: 'Pill',
      temperature: '19.4',
      gravity: '1.0285',
      battery: '12',
      rssi: '-71',
      created_date: new Date().toISOString(),
    }),
  });
  expect(fromPill.status()).toBe(202);
  const readings = await apiCall<BatchReading[]>(stack.url, 'GET', `/api/batches/${batch.id}/readings`, {
    token: user.token,
  });
  expect(readings.map((r) => [r.gravity, r.temperature, r.extras?.battery ?? null])).toEqual([
    [1.03, 20, null],
    [1.0285, 19.4, 12],
  ]);

  // The watcher runs every 5 s off the request path; the header asks on load and every minute.
  const mail = await stack.mailbox.waitFor(user.email, /Battery low/, { timeoutMs: 30_000 });
  expect(mail.subject).toBe(`Battery low: batch #${batch.number} Watched Pale`);
  expect(mail.text).toContain("The device's battery is low (12 %)");
  await page.reload();
  await expect(page.getByRole('link', { name: 'Alerts, 1 unread' })).toBeVisible();

  // The chart: both readings, the plan's line; the day and step above; the Pill's battery in the table.
  await expect(page.getByRole('status', { name: 'Fermentation plan today' })).toHaveText(
    'Day 3 of 13Primary, day 3 of 10, 19.0 °C',
  );
  await expect(page.getByRole('img', { name: /^Fermentation chart/ })).toHaveAttribute(
    'aria-label',
    /planned temperature 19\.0 °C to 2\.0 °C over 2 steps/,
  );
  await expect(page.getByText('Battery 12 % · Signal -71 dBm', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Last reading (just now|\d+ seconds? ago|1 minute ago) · Battery 12 %/),
  ).toBeVisible();
  await captureScreen(page, testInfo, 'fermentation-watch', {
    fullPage: false,
    scrollTo: page.getByRole('heading', { name: 'Fermentation' }),
  });
  await captureScreen(page, testInfo, 'fermentation-watch-device', {
    fullPage: false,
    scrollTo: page.getByRole('heading', { name: 'Device', exact: true }),
  });
});
