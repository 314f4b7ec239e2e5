// Alerts (issue 35): a watched batch's conditions fire once per start, in the app and by e-mail, off
// the request path, whichever evaluation (or process) gets there first; a device posting every 15 s
// never makes a storm; and a brewer sees and marks only their own alerts.
import {
  type Alert,
  type Batch,
  batchBody,
  DEFAULT_ALERT_SETTINGS,
  type Device,
  type FermentationStep,
} from '@wortsmith/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, type TestUser } from '../../../test/factories';
import { type SmtpCapture, startSmtpCapture } from '../../../test/support/smtp-capture';
import { createTestApp } from '../../../test/support/test-app';
import { alerts, batchReadings, devices } from '../../db/schema';
import { brewBatch } from '../batches/test-helpers';
import { postJson } from '../ingest/test-helpers';
import { evaluateBatchAlerts } from './evaluate';

let app: FastifyInstance;
let smtp: SmtpCapture;
let brewer: TestUser;
let other: TestUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({ smtpUrl: smtp.url });
  brewer = await buildSignedInUser(app);
  other = await buildSignedInUser(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const HOUR = 3_600_000;
const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

const plan: FermentationStep[] = [{ id: 'p', name: 'Primary', kind: 'primary', temperature: 19, days: 14 }];

/** A fermenting batch of `who`'s with alerts on, brewed `daysAgo` days ago, and a device on it. */
async function watchedBatch(who: TestUser, daysAgo: number) {
  const batch = await brewBatch(app, who, { name: 'Watched ale', fermentationSteps: plan });
  const brewDate = new Date(Date.now() - daysAgo * 24 * HOUR).toISOString().slice(0, 10);
  const saved = await call(who, 'PUT', `/api/batches/${batch.id}`, {
    ...batchBody(batch),
    status: 'Fermenting',
    brewDate,
    alertSettings: DEFAULT_ALERT_SETTINGS,
  });
  expect(saved.statusCode).toBe(200);
  const made = await call(who, 'POST', '/api/devices', { name: 'Spindel', type: 'ispindel' });
  const { device, url } = made.json<{ device: Device; url: string }>();
  await call(who, 'PUT', `/api/batches/${batch.id}/device`, { deviceId: device.id });
  return { batch: saved.json<Batch>(), path: new URL(url).pathname };
}

const services = () => ({ db: app.ctx.db, mailer: app.ctx.mailer, appUrl: app.ctx.config.appUrl });
const alertsOf = async (who: TestUser) =>
  (await call(who, 'GET', '/api/alerts')).json<{ unread: number; alerts: Alert[] }>();

describe('alerts', () => {
  it('fire once for a device posting every 15 s with a low battery, in the app and by e-mail', async () => {
    const { batch, path } = await watchedBatch(brewer, 1);
    // Twenty posts 15 s apart (the 2-second rule counts arrival: each post's device time is older).
    for (let i = 0; i < 20; i++) {
      const response = await postJson(app, path, {
        name: 'iSpindel',
        gravity: 1.04,
        temperature: 19,
        battery: 3.3,
      });
      expect(response.statusCode).toBe(202);
      await app.ctx.db.update(devices).set({ lastSeenAt: new Date(Date.now() - 15_000) });
      await app.ctx.alerts.flush();
    }
    const mail = await smtp.waitForMail(brewer.email);
    expect(mail.subject).toBe(`Battery low: batch #${batch.number} Watched ale`);
    expect(mail.text).toContain("The device's battery is low (3.3 V): charge it before it stops sending.");
    expect(mail.link).toBe(`${app.ctx.config.appUrl}/Batches/${batch.id}`);
    const { unread, alerts: list } = await alertsOf(brewer);
    expect(list.filter((a) => a.batch.id === batch.id).map((a) => a.kind)).toEqual(['battery']);
    expect(unread).toBeGreaterThanOrEqual(1);
    expect(
      smtp.messages.filter((m) => m.subject.startsWith('Battery low') && m.to === brewer.email),
    ).toHaveLength(1);
  });

  it('fire once when evaluations run at the same time (several processes)', async () => {
    const { batch } = await watchedBatch(brewer, 2);
    await app.ctx.db.insert(batchReadings).values({
      batchId: batch.id,
      time: new Date(Date.now() - HOUR),
      gravity: 1.03,
      temperature: 19,
      extras: { battery: 10, batteryUnit: '%' },
    });
    const fired = await Promise.all(
      Array.from({ length: 8 }, () => evaluateBatchAlerts(services(), batch.id, new Date())),
    );
    expect(fired.flat()).toEqual(['battery']);
    const rows = await app.ctx.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.batchId, batch.id), eq(alerts.kind, 'battery')));
    expect(rows).toHaveLength(1);
  });

  it('say the temperature is off the plan after two hours, not before', async () => {
    const { batch } = await watchedBatch(brewer, 2);
    const now = Date.now();
    await app.ctx.db.insert(batchReadings).values(
      [150, 120, 90, 60, 30, 0].map((minutesAgo) => ({
        batchId: batch.id,
        time: new Date(now - minutesAgo * 60_000),
        gravity: 1.03,
        temperature: minutesAgo <= 90 ? 26 : 19,
      })),
    );
    expect(await evaluateBatchAlerts(services(), batch.id, new Date(now))).toEqual([]);
    expect(await evaluateBatchAlerts(services(), batch.id, new Date(now + 31 * 60_000))).toEqual([
      'temperature',
    ]);
    const [alert] = (await alertsOf(brewer)).alerts.filter((a) => a.batch.id === batch.id);
    expect(alert!.message).toMatch(
      /^Temperature off the plan: 26\.0 °C for 2 hours, the plan says 19\.0 °C \(Primary, day 3\)\.$/,
    );
  });

  it('say nothing for a batch whose alerts are off or that is not fermenting', async () => {
    const batch = await brewBatch(app, brewer);
    await app.ctx.db.insert(batchReadings).values({
      batchId: batch.id,
      time: new Date(),
      gravity: 1.03,
      extras: { battery: 1, batteryUnit: '%' },
    });
    expect(await evaluateBatchAlerts(services(), batch.id, new Date())).toEqual([]);
    const saved = await call(brewer, 'PUT', `/api/batches/${batch.id}`, {
      ...batchBody(batch),
      alertSettings: DEFAULT_ALERT_SETTINGS,
    });
    expect(saved.json().alertSettings).toEqual(DEFAULT_ALERT_SETTINGS);
    expect(await evaluateBatchAlerts(services(), batch.id, new Date())).toEqual([]);
  });

  it('keep their settings through a save that leaves them out, and refuse bad ones with their messages', async () => {
    const { batch } = await watchedBatch(brewer, 0);
    const { alertSettings: _, ...withoutSettings } = batchBody(batch);
    const kept = await call(brewer, 'PUT', `/api/batches/${batch.id}`, withoutSettings);
    expect(kept.json().alertSettings).toEqual(DEFAULT_ALERT_SETTINGS);
    const bad = await call(brewer, 'PUT', `/api/batches/${batch.id}`, {
      ...batchBody(kept.json()),
      alertSettings: { ...DEFAULT_ALERT_SETTINGS, silentHours: 0, email: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      'E-mail must be true or false',
      'Silent for must be between 1 and 168 hours',
    ]);
  });

  it('are marked read one by one or all at once, by their owner only', async () => {
    const { batch } = await watchedBatch(brewer, 1);
    await app.ctx.db.insert(batchReadings).values({
      batchId: batch.id,
      time: new Date(),
      gravity: 1.03,
      extras: { battery: 3.1, batteryUnit: 'V' },
    });
    await evaluateBatchAlerts(services(), batch.id, new Date());
    const before = await alertsOf(brewer);
    const alert = before.alerts.find((a) => a.batch.id === batch.id)!;
    expect(alert.read).toBe(false);
    // Another brewer sees none of them and cannot mark them.
    expect((await alertsOf(other)).alerts).toEqual([]);
    const theirs = await call(other, 'PUT', `/api/alerts/${alert.id}`, { read: true });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Alert not found.' });
    await call(other, 'POST', '/api/alerts/read');
    expect((await alertsOf(brewer)).unread).toBe(before.unread);
    const read = await call(brewer, 'PUT', `/api/alerts/${alert.id}`, { read: true });
    expect(read.json()).toEqual({ unread: before.unread - 1 });
    expect((await alertsOf(brewer)).alerts.find((a) => a.id === alert.id)!.read).toBe(true);
    expect((await call(brewer, 'PUT', `/api/alerts/${alert.id}`, { read: 'yes' })).statusCode).toBe(400);
    expect((await call(brewer, 'POST', '/api/alerts/read')).json()).toEqual({ unread: 0 });
    expect((await alertsOf(brewer)).unread).toBe(0);
  });
});
