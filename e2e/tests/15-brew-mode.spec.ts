// Journey 15: brew day in brew mode on a phone (390 × 844, issue 34). A pale ale with a 20-minute boil
// (Playwright's clock instead of a real hour) is brewed step by step: the strike water and the mash in
// the brewer's units, the boil's additions ringing at their minute in order, each warned 10 s before;
// a reload mid-boil shows the same time left. Then the connection drops: a full reload still shows brew
// mode, steps are ticked, the OG typed and a reading added offline, and once back online they are on
// the server. A change made on another device meanwhile is shown beside the brewer's, and the brewer's
// is kept.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Batch, BatchReading, BrewSession } from '@wortsmith/core';
import { apiCall } from '../harness/api';
import { expect, test } from '../harness/fixtures';
import { ARTIFACTS_DIR } from '../harness/paths';
import { createRecipe, hop, infusionMash, paleAle } from '../harness/recipes';

const OUT = join(ARTIFACTS_DIR, 'brew-mode');

test.use({ viewport: { width: 390, height: 844 } });

/** The step in view: its heading. */
const stepTitle = (page: Page) => page.getByRole('heading', { level: 2 });

/** Screenshots of the step in view at the phone size and at 1280 × 800. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(OUT, `${name}.phone.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(OUT, `${name}.desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Ticks the step in view as done and waits for the next one. */
async function done(page: Page, next: string | RegExp) {
  await page.getByRole('navigation', { name: 'Step' }).getByRole('button', { name: 'Done' }).click();
  await expect(stepTitle(page)).toHaveText(next);
}

/** The texts of the alarms shown, oldest first. */
async function alarmTexts(alarms: Locator): Promise<string[]> {
  return (await alarms.locator('p').allTextContents()).reverse();
}

test('brew a batch in brew mode: timed additions in order, a reload mid-boil, offline ticks saved once online', async ({
  page,
  context,
  stack,
  user,
  signIn,
}) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const base = paleAle({ name: 'Kettle Pale' });
  const recipe = await createRecipe(stack.url, user.token, {
    ...base,
    recipeEquipment: { ...base.recipeEquipment, boilTime: 20 },
    recipeHops: [
      hop('Magnum', 15, 12, 20),
      hop('Cascade', 40, 7, 10),
      hop('Citra', 30, 12, 0),
      { ...hop('Citra', 50, 12, 20), usageStage: 'Whirlpool' },
      { ...hop('Mosaic', 60, 12, 0), usageStage: 'Dry Hop', dryHopStart: 3 * 1440 },
    ],
    mashSteps: infusionMash(),
  });
  const batch = await apiCall<Batch>(stack.url, 'POST', '/api/batches', {
    token: user.token,
    body: { recipeId: recipe.id },
  });

  // Two hours behind the server's clock: the test runs about an hour of brew day, and a reading dated
  // after the server's now would be refused as from the future.
  await page.clock.install({ time: new Date(Date.now() - 2 * 3600_000) });
  await signIn(page, user, '/Main');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.goto(`/Batches/${batch.id}`);
  await page.getByRole('link', { name: 'Brew mode' }).click();
  await expect(page).toHaveURL(new RegExp(`/Batches/${batch.id}/brew$`));

  // Strike water from the water plan, in litres and °C.
  await expect(stepTitle(page)).toHaveText('Heat strike water', { timeout: 30_000 });
  await expect(page.getByText('Step 1 of')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Water' })).toBeVisible();
  await shoot(page, 'heat-strike');
  await done(page, 'Mash in');
  await expect(page.getByRole('list', { name: 'Add' })).toContainText('Simpsons - Maris Otter');
  await shoot(page, 'mash-in');
  await done(page, 'Saccharification');
  await shoot(page, 'mash-rest');
  await done(page, 'Mash out');
  await done(page, 'Sparge');
  await shoot(page, 'sparge');
  await done(page, 'Pre-boil check');
  // The pre-boil values go into the batch; the correction says where the batch is heading.
  await page.getByLabel('Pre-boil volume (L)').fill('25.5');
  await page.getByLabel('Pre-boil volume (L)').press('Enter');
  await page.getByLabel('Pre-boil gravity').fill('1.040');
  await page.getByLabel('Pre-boil gravity').press('Enter');
  await expect(page.getByText('Heading for OG')).toBeVisible();
  await shoot(page, 'pre-boil');
  await done(page, 'Boil');

  // The boil: 20 minutes, Magnum at the start, Cascade at 10 minutes left, Citra and the moss later.
  const timer = page.getByRole('timer', { name: 'Boil timer' });
  await expect(timer).toContainText('20:00');
  await timer.getByRole('button', { name: 'Start' }).click();
  const alarms = page.getByRole('alert', { name: 'Alarms' });
  await page.clock.runFor(2000);
  await expect(alarms).toContainText('Add Magnum, 15 g');
  await shoot(page, 'boil');

  // Cascade goes in at 10 minutes left: warned 10 s before, then due.
  await page.clock.runFor('09:51');
  await expect(alarms).toContainText('In 10 seconds: add Cascade, 40 g');
  await page.clock.runFor(10_000);
  await expect(alarms).toContainText('Add Cascade, 40 g');

  // A reload mid-boil shows the same time left, less the real seconds the reload took (a busy machine
  // can take many): never the boil's 20 minutes again, never a lost timer.
  await page.clock.runFor('02:00');
  const seconds = (text: string) => {
    const [minutes, rest] = text.split(':').map(Number);
    return (minutes ?? 0) * 60 + (rest ?? 0);
  };
  const shown = async () => seconds((await timer.locator('span').first().textContent()) ?? '');
  const before = await shown();
  expect(before).toBeGreaterThan(7 * 60);
  expect(before).toBeLessThanOrEqual(8 * 60);
  await page.reload();
  await expect(timer).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const after = await shown();
      return after <= before && after > before - 60;
    })
    .toBe(true);

  // Flame-out: the Irish moss at 15 min came between; Citra at the end with the timer's own alarm.
  await page.clock.runFor('08:00');
  await expect(alarms).toContainText('Add Citra, 30 g');
  await expect(alarms).toContainText('Boil: time is up');
  const rung = await alarmTexts(alarms);
  expect(rung.indexOf('Add Citra, 30 g')).toBeLessThan(rung.indexOf('Boil: time is up'));

  // The connection drops in the shed; a full reload still shows brew mode.
  await context.setOffline(true);
  await page.reload();
  await expect(stepTitle(page)).toHaveText('Boil', { timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('Offline');
  await done(page, 'Whirlpool');
  await expect(page.getByRole('timer', { name: 'Whirlpool timer' })).toContainText('20:00');
  await shoot(page, 'whirlpool');
  await done(page, 'Chill');
  await shoot(page, 'chill');
  await done(page, 'Transfer to the fermenter');
  await shoot(page, 'transfer');
  await done(page, 'Measure OG');
  await page.getByLabel('Measured OG').fill('1.052');
  await page.getByLabel('Measured OG').press('Enter');
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText(/changes? waiting/);
  await shoot(page, 'offline-og');

  // A reading too, on the batch screen, still offline: kept on the phone and listed as waiting.
  await page.getByRole('link', { name: 'Exit' }).click();
  const readingForm = page.getByRole('form', { name: /reading/ });
  await readingForm.getByLabel('Gravity (SG)').fill('1.051');
  await readingForm.getByRole('button', { name: 'Add reading' }).click();
  await expect(page.getByRole('list', { name: 'Readings waiting to be sent' })).toContainText('1.051');
  await page.getByRole('link', { name: 'Brew mode' }).click();

  // Nothing typed offline is lost by a reload.
  await page.reload();
  await expect(stepTitle(page)).toHaveText('Measure OG', { timeout: 30_000 });
  await expect(page.getByLabel('Measured OG')).toHaveValue('1.052');

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText(/All changes saved|^$/, {
    timeout: 20_000,
  });
  await expect
    .poll(
      async () =>
        (await apiCall<Batch>(stack.url, 'GET', `/api/batches/${batch.id}`, { token: user.token }))
          .measuredOg,
    )
    .toBe(1.052);
  const saved = await apiCall<BrewSession>(stack.url, 'GET', `/api/batches/${batch.id}/brew`, {
    token: user.token,
  });
  expect(saved.currentStepId).toBe('og');
  expect(saved.steps.chill?.status).toBe('done');
  const batchNow = await apiCall<Batch>(stack.url, 'GET', `/api/batches/${batch.id}`, { token: user.token });
  expect(batchNow.preBoilVolume).toBe(25.5);
  await expect
    .poll(async () =>
      (
        await apiCall<BatchReading[]>(stack.url, 'GET', `/api/batches/${batch.id}/readings`, {
          token: user.token,
        })
      ).map((r) => r.gravity),
    )
    .toEqual([1.051]);

  // Another device ticks a step while this phone is offline again and ticks another.
  await context.setOffline(true);
  await done(page, 'Pitch the yeast');
  await shoot(page, 'pitch');
  const other = await apiCall<BrewSession>(stack.url, 'PUT', `/api/batches/${batch.id}/brew`, {
    token: user.token,
    body: {
      version: saved.version,
      steps: {
        ...saved.steps,
        whirlpool: { status: 'skipped', note: 'No whirlpool today', at: '2026-11-27T09:40:00.000Z' },
      },
      timers: saved.timers,
      currentStepId: saved.currentStepId,
    },
  });
  expect(other.version).toBe(saved.version + 1);
  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Changed on another device' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('row', { name: /Brew day/ })).toContainText('1 note');
  await shoot(page, 'conflict');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const now = await apiCall<BrewSession>(stack.url, 'GET', `/api/batches/${batch.id}/brew`, {
        token: user.token,
      });
      return [now.version, now.steps.og?.status, now.currentStepId];
    })
    .toEqual([other.version + 1, 'done', 'pitch']);

  // The dry hop is a dated reminder at the end of the brew day.
  await done(page, 'Dry hop: Mosaic');
  await expect(page.getByRole('term').filter({ hasText: 'Day' })).toBeVisible();
  await shoot(page, 'dry-hop');
});
