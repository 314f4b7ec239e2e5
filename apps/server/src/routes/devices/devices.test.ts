// The brewer's devices (issue 35): one secret URL for all batches, shown once and stored hashed, renewed
// on request; assigned to one batch at a time, its readings following the assignment; readings sent on
// no batch kept and attached later; and nobody else sees or changes any of it.
import { createHash } from 'node:crypto';
import type { BatchReading, Device } from '@wortsmith/core';
import { batchBody } from '@wortsmith/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestUser, useAppWithUsers } from '../../../test/factories';
import { devices } from '../../db/schema';
import { brewBatch } from '../batches/test-helpers';
import { postForm, postJson, readingsOf } from '../ingest/test-helpers';

let app: FastifyInstance;
let brewer: TestUser;
let other: TestUser;
useAppWithUsers(2, (made) => ([app, brewer, other] = made));

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

/** A new device of `who`'s: the device, its token and its URL's path. */
async function addDevice(who: TestUser, name = 'Red Tilt', type = 'tilt') {
  const response = await call(who, 'POST', '/api/devices', { name, type });
  expect(response.statusCode).toBe(201);
  const { device, url, token } = response.json<{ device: Device; url: string; token: string }>();
  expect(url).toBe(`${app.ctx.config.appUrl}/api/ingest/${token}`);
  return { device, token, path: new URL(url).pathname };
}

const useFor = (who: TestUser, batchId: string, deviceId: string | null) =>
  call(who, 'PUT', `/api/batches/${batchId}/device`, { deviceId });

/** A Tilt app's cloud-logging form: SG and °F. */
const tiltForm = (sg: string, fahrenheit: string) =>
  `Beer=Pale&Temp=${fahrenheit}&SG=${sg}&Color=RED&Timepoint=&Comment=`;

/** Lets the 2-second rule pass: the device's last post moved back in time. */
const later = (deviceId: string) =>
  app.ctx.db
    .update(devices)
    .set({ lastSeenAt: new Date(Date.now() - 60_000) })
    .where(eq(devices.id, deviceId));

describe('devices', () => {
  it('are listed with their batch, never with their token, which is stored hashed', async () => {
    const { device, token } = await addDevice(brewer, 'Green Tilt');
    expect(device).toMatchObject({ name: 'Green Tilt', type: 'tilt', batch: null, waitingReadings: 0 });
    const list = await call(brewer, 'GET', '/api/devices');
    expect(list.body).not.toContain(token);
    expect(list.json<Device[]>().map((d) => d.name)).toContain('Green Tilt');
    const [row] = await app.ctx.db.select().from(devices).where(eq(devices.id, device.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    // The account export lists it, without its URL or the URL's hash.
    const exported = await call(brewer, 'GET', '/api/users/me/export');
    expect(exported.json().devices).toContainEqual(
      expect.objectContaining({ id: device.id, name: 'Green Tilt' }),
    );
    expect(exported.body).not.toContain(token);
    expect(exported.body).not.toContain(row!.tokenHash);
  });

  it('move from batch #1 to batch #2 with the same URL, and each reading lands on the batch it was on', async () => {
    const { device, path } = await addDevice(brewer);
    const first = await brewBatch(app, brewer, { name: 'First' });
    const second = await brewBatch(app, brewer, { name: 'Second' });
    const assigned = await useFor(brewer, first.id, device.id);
    expect(assigned.json().device.batch).toEqual({ id: first.id, number: first.number, name: 'First' });
    expect((await postForm(app, path, tiltForm('1.050', '68'))).statusCode).toBe(202);
    await later(device.id);
    expect((await useFor(brewer, second.id, device.id)).statusCode).toBe(200);
    expect((await postForm(app, path, tiltForm('1.012', '64.4'))).statusCode).toBe(202);
    const [onFirst] = await readingsOf(app, brewer, first.id);
    const [onSecond] = await readingsOf(app, brewer, second.id);
    expect(onFirst).toMatchObject({ gravity: 1.05, temperature: 20, note: 'RED Tilt' });
    expect(onSecond).toMatchObject({ gravity: 1.012, temperature: 18 });
    expect(await readingsOf(app, brewer, first.id)).toHaveLength(1);
  });

  it('put one device on a batch: a second one takes its place', async () => {
    const batch = await brewBatch(app, brewer);
    const a = await addDevice(brewer, 'A');
    const b = await addDevice(brewer, 'B');
    await useFor(brewer, batch.id, a.device.id);
    await useFor(brewer, batch.id, b.device.id);
    const list = (await call(brewer, 'GET', '/api/devices')).json<Device[]>();
    expect(list.find((d) => d.id === a.device.id)!.batch).toBeNull();
    expect(list.find((d) => d.id === b.device.id)!.batch?.id).toBe(batch.id);
    expect((await useFor(brewer, batch.id, null)).json()).toEqual({ device: null });
    expect(
      (await call(brewer, 'GET', '/api/devices')).json<Device[]>().every((d) => d.batch?.id !== batch.id),
    ).toBe(true);
  });

  it('keep what a device on no batch sends, with its extras, and attach it to a batch later', async () => {
    const { device, path } = await addDevice(brewer, 'Spindel', 'ispindel');
    const body = {
      name: 'iSpindel',
      angle: 50.2,
      temperature: 19.5,
      gravity: 1.048,
      battery: 3.9,
      RSSI: -67,
    };
    const sent = await postJson(app, path, body);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('Reading stored; the device is on no batch yet.');
    const waiting = await call(brewer, 'GET', `/api/devices/${device.id}/readings`);
    expect(waiting.json()).toEqual([
      expect.objectContaining({
        gravity: 1.048,
        temperature: 19.5,
        extras: { angle: 50.2, battery: 3.9, batteryUnit: 'V', signal: -67 },
      }),
    ]);
    const listed = (await call(brewer, 'GET', '/api/devices'))
      .json<Device[]>()
      .find((d) => d.id === device.id)!;
    expect(listed.waitingReadings).toBe(1);
    expect(listed.lastExtras).toMatchObject({ battery: 3.9, signal: -67 });
    const batch = await brewBatch(app, brewer);
    const attached = await call(brewer, 'POST', `/api/devices/${device.id}/attach`, { batchId: batch.id });
    expect(attached.json()).toEqual({ attached: 1 });
    const readings: BatchReading[] = await readingsOf(app, brewer, batch.id);
    expect(readings).toEqual([
      expect.objectContaining({ gravity: 1.048, extras: expect.objectContaining({ battery: 3.9 }) }),
    ]);
    expect((await call(brewer, 'GET', `/api/devices/${device.id}/readings`)).json()).toEqual([]);
  });

  it('send to no batch once theirs is Completed: the readings wait instead of being refused', async () => {
    const { device, path } = await addDevice(brewer);
    const batch = await brewBatch(app, brewer);
    await useFor(brewer, batch.id, device.id);
    const saved = await call(brewer, 'PUT', `/api/batches/${batch.id}`, {
      ...batchBody(batch),
      status: 'Completed',
    });
    expect(saved.statusCode).toBe(200);
    expect((await postForm(app, path, tiltForm('1.010', '68'))).statusCode).toBe(202);
    expect(await readingsOf(app, brewer, batch.id)).toEqual([]);
    expect((await call(brewer, 'GET', `/api/devices/${device.id}/readings`)).json()).toHaveLength(1);
    // Nor can a device be put on it.
    const refused = await useFor(brewer, batch.id, device.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This batch is Completed and takes no more readings.');
  });

  it('keep the 2-second promise per device: a post right after another is 429 and stores nothing', async () => {
    const { device, path } = await addDevice(brewer);
    const posts = await Promise.all([1, 2, 3].map(() => postForm(app, path, tiltForm('1.040', '68'))));
    expect(posts.map((p) => p.statusCode).sort()).toEqual([202, 429, 429]);
    const waiting = await call(brewer, 'GET', `/api/devices/${device.id}/readings`);
    expect(waiting.json()).toHaveLength(1);
  });

  it('refuse a body they cannot read with 400 and store nothing', async () => {
    const { device, path } = await addDevice(brewer);
    const bad = await postJson(app, path, { gravity: 'lots' });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
    expect((await call(brewer, 'GET', `/api/devices/${device.id}/readings`)).json()).toEqual([]);
  });

  it('get a new URL on request: the old one stops working at once', async () => {
    const { device, path } = await addDevice(brewer);
    const renewed = await call(brewer, 'POST', `/api/devices/${device.id}/token`);
    expect(renewed.statusCode).toBe(201);
    const fresh = new URL(renewed.json().url).pathname;
    expect((await postForm(app, path, tiltForm('1.040', '68'))).statusCode).toBe(404);
    expect((await postForm(app, fresh, tiltForm('1.040', '68'))).statusCode).toBe(202);
  });

  it('are renamed and deleted, the readings they sent to a batch staying', async () => {
    const { device, path } = await addDevice(brewer);
    const batch = await brewBatch(app, brewer);
    await useFor(brewer, batch.id, device.id);
    await postForm(app, path, tiltForm('1.040', '68'));
    const renamed = await call(brewer, 'PUT', `/api/devices/${device.id}`, {
      name: 'Blue Tilt',
      type: 'tilt',
    });
    expect(renamed.json()).toMatchObject({ name: 'Blue Tilt', batch: { id: batch.id } });
    const invalid = await call(brewer, 'PUT', `/api/devices/${device.id}`, { name: ' ', type: 'toaster' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(['Device name is required', 'Invalid device type']);
    expect((await call(brewer, 'DELETE', `/api/devices/${device.id}`)).json()).toEqual({
      message: 'Device deleted successfully.',
    });
    expect((await postForm(app, path, tiltForm('1.040', '68'))).statusCode).toBe(404);
    expect(await readingsOf(app, brewer, batch.id)).toHaveLength(1);
  });
});

describe('a device URL fuzzed', () => {
  it('never answers a JSON or form body with a 5xx, and a refused one stores nothing anywhere', async () => {
    const { device, path } = await addDevice(brewer, 'Fuzzed', 'other');
    const batch = await brewBatch(app, brewer);
    await useFor(brewer, batch.id, device.id);
    const keys = ['SG', 'Temp', 'Beer', 'gravity', 'temperature', 'temp_unit', 'gravity_unit', 'sg', 'temp'];
    const keys2 = [
      'device_name',
      'device_type',
      'beerTemp',
      'battery',
      'rssi',
      'time',
      'corr-gravity',
      '__proto__',
    ];
    const value = fc.oneof(
      fc.double().map(String),
      fc.constantFrom(
        '',
        '1.050',
        '12',
        '68.0',
        'F',
        'P',
        'nan',
        '1e999',
        '46353.5',
        '-3',
        '2999-01-01T00:00:00Z',
      ),
      fc.string({ maxLength: 20 }),
    );
    const pairs = fc.array(fc.tuple(fc.constantFrom(...keys, ...keys2), value), { maxLength: 8 });
    const body = fc.oneof(
      pairs.map((list) => ({ form: true, text: new URLSearchParams(list).toString() })),
      fc.oneof(fc.anything({ maxDepth: 3 }), pairs.map(Object.fromEntries)).map((json) => ({
        form: false,
        text: JSON.stringify(json) ?? 'null',
      })),
    );
    const stored = async () =>
      (await readingsOf(app, brewer, batch.id)).length +
      (await call(brewer, 'GET', `/api/devices/${device.id}/readings`)).json().length;
    await fc.assert(
      fc.asyncProperty(body, async ({ form, text }) => {
        await later(device.id);
        const before = await stored();
        const response = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
          payload: text,
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 202) {
          expect(typeof response.json().message).toBe('string');
          expect(await stored()).toBe(before);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe("another brewer's devices", () => {
  it('are not found, not listed and not changed, and their batches take no device of anyone else', async () => {
    const { device, path } = await addDevice(brewer, 'Private Pill', 'rapt');
    const batch = await brewBatch(app, brewer);
    await useFor(brewer, batch.id, device.id);
    const theirs = await brewBatch(app, other);
    const before = JSON.stringify((await call(brewer, 'GET', '/api/devices')).json());
    const attempts = [
      call(other, 'PUT', `/api/devices/${device.id}`, { name: 'Mine now', type: 'tilt' }),
      call(other, 'DELETE', `/api/devices/${device.id}`),
      call(other, 'POST', `/api/devices/${device.id}/token`),
      call(other, 'GET', `/api/devices/${device.id}/readings`),
      call(other, 'POST', `/api/devices/${device.id}/attach`, { batchId: theirs.id }),
      useFor(other, theirs.id, device.id),
      useFor(other, batch.id, null),
      call(brewer, 'POST', `/api/devices/${device.id}/attach`, { batchId: theirs.id }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toMatch(/^(Device|Batch) not found\.$/);
    }
    expect(JSON.stringify((await call(other, 'GET', '/api/devices')).json())).not.toContain(device.id);
    expect(JSON.stringify((await call(brewer, 'GET', '/api/devices')).json())).toBe(before);
    // Its readings still land on the owner's batch, never on the other's.
    await postJson(app, path, {
      device_name: 'Pill',
      device_type: 'Pill',
      temperature: '19',
      gravity: '1.040',
    });
    expect(await readingsOf(app, brewer, batch.id)).toHaveLength(1);
    expect(await readingsOf(app, other, theirs.id)).toEqual([]);
  });

  it('cannot be counted past the limit of 50 devices each', async () => {
    const user = await (await import('../../../test/factories')).buildSignedInUser(app);
    for (let i = 0; i < 50; i++) {
      expect((await call(user, 'POST', '/api/devices', { name: `D${i}`, type: 'other' })).statusCode).toBe(
        201,
      );
    }
    const refused = await call(user, 'POST', '/api/devices', { name: 'One more', type: 'other' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You have 50 devices, the most there may be: delete one first.');
  });
});
