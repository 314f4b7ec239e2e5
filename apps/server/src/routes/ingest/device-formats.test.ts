// Each device format posted through the real route as the device sends it (bodies written from each
// format's public documentation, cited per body), the stored reading checked in SG and °C; the promise
// of one reading every 2 seconds; readings dated in the future, typed in or sent; bodies it cannot read.
import {
  BREWPILESS_FORM_TEMPLATE,
  BREWPILESS_JSON_TEMPLATE,
  FUTURE_READING_MESSAGE,
  gravityToSg,
  RAPT_WEBHOOK_TEMPLATE,
} from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithUsers, type TestUser } from '../../../test/factories';
import { linkedBatch, postForm, postJson, readingsOf } from './test-helpers';

let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  [app, user] = await createAppWithUsers(1);
});
afterAll(() => app.close());

const readings = (batchId: string) => readingsOf(app, user, batchId);
/** The stored readings as [gravity, °C, note]. */
const stored = async (batchId: string) =>
  (await readings(batchId)).map((r) => [r.gravity, r.temperature, r.note] as const);
const ago = (ms: number) => new Date(Date.now() - ms);
/** `template` with each placeholder replaced by its value. */
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(key, value), template);

/** Days since 1899-12-30 UTC, as the Tilt app and TiltBridge write `Timepoint`. */
const serialOf = (date: Date) => (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

describe('device formats, recognised by content', () => {
  it.each([
    [
      // GravityMon (gravitymon.com, "Data formats": the iSpindel fields plus `corr-gravity`,
      // `gravity-unit`, `temp-units`), set to °Plato and °F: corr-gravity is read.
      'GravityMon, °Plato and °F',
      {
        name: 'gravmon',
        ID: 'e422a3',
        token: '',
        interval: 900,
        temperature: 68,
        'temp-units': 'F',
        gravity: 12.4,
        'corr-gravity': 12,
        angle: 45.34,
        battery: 3.91,
        RSSI: -66,
        'run-time': 1.2,
        'gravity-unit': 'P',
      },
      [1.0484, 20, 'gravmon'],
    ],
    [
      // GravityMon's older name for the unit, `temp_units`, and an SG gravity.
      'GravityMon, SG and temp_units',
      {
        name: 'gravmon',
        temperature: 18.5,
        temp_units: 'C',
        gravity: 1.0502,
        'corr-gravity': 1.0498,
        'gravity-unit': 'G',
      },
      [1.0498, 18.5, 'gravmon'],
    ],
    [
      // The Brewfather custom stream's example body (docs.brewfather.app/integrations/custom-stream).
      'Brewfather custom stream',
      {
        name: 'YourDeviceName',
        temp: 20.32,
        aux_temp: 15.61,
        ext_temp: 6.51,
        temp_unit: 'C',
        gravity: 1.042,
        gravity_unit: 'G',
        pressure: 10,
        pressure_unit: 'PSI',
        ph: 4.12,
        bpm: 123,
        comment: 'Hello World',
        beer: 'Pale Ale',
        battery: 4.98,
      },
      [1.042, 20.32, 'YourDeviceName'],
    ],
    [
      // Brewer's Friend's stream (docs.brewersfriend.com, "Stream": the same fields), in °Plato and °F.
      "Brewer's Friend stream, °Plato and °F",
      {
        name: 'Fermenter 2',
        temp: '68',
        temp_unit: 'F',
        gravity: '12',
        gravity_unit: 'P',
        ph: 4.4,
        bpm: 30,
        battery: 4.1,
        beer: 'Saison',
      },
      [1.0484, 20, 'Fermenter 2'],
    ],
    [
      // TiltBridge's Google Sheets JSON (github.com/thorrak/tiltbridge, sendData: `Beer`, `Temp` in °F,
      // `SG`, `Color`, `Comment`, `Timepoint`); its values are texts. A Timepoint years off: arrival time.
      'TiltBridge JSON, °F',
      {
        Beer: 'some beer,2',
        Temp: '68.0',
        SG: '1.0500',
        Color: 'Blue',
        Comment: '',
        Timepoint: 42728.4267217361,
      },
      [1.05, 20, 'Blue Tilt'],
    ],
    [
      // The Plaato airlock's webhook (plaato.io "Webhook": `batch_name`, `temp`, `temp_unit`, `sg`, `og`,
      // `bpm`, `abv`).
      'Plaato airlock, °F',
      { batch_name: 'Stout', temp: 66.2, temp_unit: 'F', sg: 1.052, og: 1.06, bpm: 12.4, abv: 1.05 },
      [1.052, 19, 'Plaato Airlock'],
    ],
  ])('stores a %s body in SG and °C', async (_label, body, expected) => {
    const { batch, path } = await linkedBatch(app, user);
    const response = await postJson(app, path, body);
    expect(response.json().message).toBe('Reading stored.');
    expect(response.statusCode).toBe(202);
    expect(await stored(batch.id)).toEqual([expected]);
  });

  it("stores the Tilt app's form-encoded cloud log (°F), dated by its Timepoint when it agrees with the arrival", async () => {
    const { batch, path } = await linkedBatch(app, user);
    // The Tilt app's cloud logging (tilthydrometer.com, its Google Sheets script: `Timepoint`, `Temp`,
    // `SG`, `Beer`, `Color`, `Comment`), form-encoded; a Timepoint one minute ago.
    const taken = ago(60_000);
    const form = `Timepoint=${serialOf(taken)}&Temp=64.4&SG=1.048&Beer=Pale+Ale&Color=RED&Comment=`;
    const response = await postForm(app, path, form, 'application/x-www-form-urlencoded; charset=UTF-8');
    expect(response.statusCode).toBe(202);
    const [reading] = await readings(batch.id);
    expect([reading?.gravity, reading?.temperature, reading?.note]).toEqual([1.048, 18, 'RED Tilt']);
    expect(Math.abs(Date.parse(reading?.time ?? '') - taken.getTime())).toBeLessThan(5);
  });

  it("dates a Tilt reading by its arrival when the Timepoint is a time zone away (the phone's local time)", async () => {
    const { batch, path } = await linkedBatch(app, user);
    const before = Date.now();
    const form = `Timepoint=${serialOf(new Date(Date.now() + 2 * 3_600_000))}&Temp=68&SG=1.050&Beer=IPA&Color=GREEN`;
    expect((await postForm(app, path, form)).statusCode).toBe(202);
    const time = Date.parse((await readings(batch.id))[0]?.time ?? '');
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it('stores what our RAPT webhook template produces (°C, SG, its created date)', async () => {
    const { batch, path } = await linkedBatch(app, user);
    const created = ago(90_000).toISOString();
    // RAPT's webhook variables (docs.rapt.io/integrations/web-hooks/custom-web-hooks) as RAPT fills them.
    const body = fill(RAPT_WEBHOOK_TEMPLATE, {
      '@device_name': 'Pill One',
      '@device_type': 'Hydrometer',
      '@temperature': '19.5',
      '@gravity': '1.0456',
      '@battery': '87',
      '@rssi': '-71',
      '@created_date': created,
    });
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(202);
    const [reading] = await readings(batch.id);
    expect([reading?.gravity, reading?.temperature, reading?.note, reading?.time]).toEqual([
      1.0456,
      19.5,
      'Pill One',
      created,
    ]);
  });

  it('stores what our BrewPiLess templates produce: JSON (°C, SG) and form-encoded (°F, °Plato)', async () => {
    // BrewPiLess's "generic HTTP" log format (github.com/vitotai/BrewPiLess, doc: %b beer temperature,
    // %g gravity, %p °Plato, %v voltage, %t tilt, %u unix time, …) with our templates.
    const values = (unit: string, gravity: string, beer: string, time: Date) => ({
      '%b': beer,
      '%B': '18.0',
      '%f': '16.5',
      '%a': '',
      '%g': gravity,
      '%p': '11.4',
      '%v': '4.05',
      '%t': '41.2',
      '%u': String(Math.round(time.getTime() / 1000)),
      'temp_unit=C': `temp_unit=${unit}`,
    });
    const json = await linkedBatch(app, user);
    const taken = ago(120_000);
    const body = fill(BREWPILESS_JSON_TEMPLATE, values('C', '1.046', '18.2', taken));
    expect(
      (
        await app.inject({
          method: 'POST',
          url: json.path,
          payload: body,
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(202);
    const [reading] = await readings(json.batch.id);
    expect([reading?.gravity, reading?.temperature, reading?.note]).toEqual([1.046, 18.2, 'BrewPiLess']);
    expect(Date.parse(reading?.time ?? '')).toBe(Math.round(taken.getTime() / 1000) * 1000);

    // Without a hydrometer's SG (%g empty) the °Plato is read; BrewPiLess running in °F.
    const form = await linkedBatch(app, user);
    expect(
      (await postForm(app, form.path, fill(BREWPILESS_FORM_TEMPLATE, values('F', '', '66.2', taken))))
        .statusCode,
    ).toBe(202);
    expect(await stored(form.batch.id)).toEqual([[gravityToSg(11.4, 'P'), 19, 'BrewPiLess']]);
  });
});

describe('one reading every 2 seconds', () => {
  it('answers a post within 2 s of the last stored reading 429 with a message, storing nothing', async () => {
    const { batch, path } = await linkedBatch(app, user);
    expect((await postJson(app, path, { gravity: 1.05 })).statusCode).toBe(202);
    const again = await postJson(app, path, { gravity: 1.049 });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      'One reading every 2 seconds at most: this one came too soon after the last and was not stored.',
    );
    expect(await readings(batch.id)).toHaveLength(1);
  });

  it('takes a reading 2 s after the last one, not 1.5 s after (explicit times, no waiting)', async () => {
    const { batch, path } = await linkedBatch(app, user);
    const at = (ms: number) => new Date(Date.parse('2026-11-02T08:00:00Z') + ms).toISOString();
    expect((await postJson(app, path, { gravity: 1.05, time: at(0) })).statusCode).toBe(202);
    expect((await postJson(app, path, { gravity: 1.05, time: at(1500) })).statusCode).toBe(429);
    expect((await postJson(app, path, { gravity: 1.05, time: at(-1500) })).statusCode).toBe(429);
    expect((await postJson(app, path, { gravity: 1.05, time: at(2000) })).statusCode).toBe(202);
    expect((await readings(batch.id)).map((r) => r.time)).toEqual([at(0), at(2000)]);
  });
});

describe('a reading dated in the future', () => {
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('is refused when typed in: 400 with the message, nothing stored', async () => {
    const { batch } = await linkedBatch(app, user);
    const response = await app.inject({
      method: 'POST',
      url: `/api/batches/${batch.id}/readings`,
      headers: user.auth,
      payload: { time: inAnHour(), gravity: 1.05, temperature: 20, note: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FUTURE_READING_MESSAGE);
    expect(await readings(batch.id)).toEqual([]);
  });

  it('is refused from a device (generic time, RAPT created date), within 5 minutes of skew it is taken', async () => {
    const { batch, path } = await linkedBatch(app, user);
    for (const body of [
      { gravity: 1.05, time: inAnHour() },
      { device_name: 'Pill', gravity: '1.05', temperature: '20', created_date: inAnHour() },
    ]) {
      const response = await postJson(app, path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(FUTURE_READING_MESSAGE);
    }
    expect(await readings(batch.id)).toEqual([]);
    const soon = new Date(Date.now() + 2 * 60_000).toISOString();
    expect((await postJson(app, path, { gravity: 1.05, time: soon })).statusCode).toBe(202);
  });
});

describe('bodies it cannot read', () => {
  it.each([
    ['a form without a gravity', 'foo=bar&temperature=20', 'gravity is required and must be a number'],
    [
      'a Tilt form whose SG is not a number',
      'SG=abc&Temp=60&Color=RED',
      'SG is required and must be a number',
    ],
    [
      'a stream form with an unknown gravity unit',
      'name=x&temp=20&gravity=1.05&gravity_unit=Brix',
      'gravity units must be G (SG) or P (°Plato)',
    ],
    [
      'a Plaato form with an unknown temperature unit',
      'sg=1.05&temp=20&temp_unit=R',
      'temperature units must be C, F or K',
    ],
    [
      'a BrewPiLess form without SG nor Plato',
      'beerTemp=18&gravity=&plato=',
      'gravity is required and must be a number',
    ],
  ])('answers %s 400 with a message, storing nothing', async (_label, form, message) => {
    const { batch, path } = await linkedBatch(app, user);
    const response = await postForm(app, path, form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await readings(batch.id)).toEqual([]);
  });

  it('answers a JSON list or a text 400 and XML 415, with messages, storing nothing', async () => {
    const { batch, path } = await linkedBatch(app, user);
    const list = await postJson(app, path, [1.05, 20]);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe(
      'The reading must be a JSON object or a form (application/x-www-form-urlencoded).',
    );
    // Fastify's own text/plain parser gives a text: not a reading (400); XML has no parser (415).
    const text = await app.inject({
      method: 'POST',
      url: path,
      payload: 'gravity=1.05',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const xml = await app.inject({
      method: 'POST',
      url: path,
      payload: '<gravity>1.05</gravity>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toBe(
      'Send the reading as JSON or as a form (application/x-www-form-urlencoded).',
    );
    expect(await readings(batch.id)).toEqual([]);
  });

  it('takes forms on the ingest route only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Pale',
    });
    expect(response.statusCode).toBe(415);
  });
});
