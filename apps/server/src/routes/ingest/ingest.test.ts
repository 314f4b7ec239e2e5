// Device readings through the secret URL: iSpindel and generic bodies, SG or Plato by range, °F,
// refusals (unknown or revoked link, finished batch, bad or large bodies, too many posts), one batch's
// link never writing another's, and fuzzed bodies, JSON and form-encoded, that never give a 5xx nor
// write anything. Each device format: device-formats.test.ts.
import { batchBody } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, type TestUser } from '../../../test/factories';
import { createTestApp, TEST_ARGON2 } from '../../../test/support/test-app';
import { linkedBatch, postJson, readingsOf } from './test-helpers';

let app: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  // The real per-link limit (other tests run with limits a thousand times higher).
  app = await createTestApp({ internal: { argon2: TEST_ARGON2, rateLimitFactor: 1 } });
  user = await buildSignedInUser(app);
});
afterAll(() => app.close());

const linked = () => linkedBatch(app, user);
const post = (path: string, payload: unknown) => postJson(app, path, payload);
const readings = (batchId: string) => readingsOf(app, user, batchId);

describe('device ingest', () => {
  it('stores an iSpindel post (Plato, °F) and a generic one (SG, time) as SG and °C, answering 202', async () => {
    const { batch, path, token } = await linked();
    const ispindel = {
      name: 'iSpindel000',
      ID: 1234567,
      token: 'x',
      angle: 52.3,
      temperature: 68,
      temp_units: 'F',
      battery: 4.1,
      gravity: 12,
      interval: 900,
      RSSI: -70,
    };
    const first = await post(path, ispindel);
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toBe('Reading stored.');
    expect(
      (await post(path, { gravity: 1.0102, temperature: 18.5, time: '2026-11-20T10:00:00Z' })).statusCode,
    ).toBe(202);
    const stored = await readings(batch.id);
    expect(stored.map((r) => [r.gravity, r.temperature, r.note])).toEqual([
      [1.0102, 18.5, null],
      [1.0484, 20, 'iSpindel000'],
    ]);
    // The token is stored only as its hash.
    const rows = await app.ctx.db.execute(sql`select device_token_hash from batches where id = ${batch.id}`);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(
      (await app.inject({ method: 'GET', url: `/api/batches/${batch.id}`, headers: user.auth })).json()
        .deviceLinked,
    ).toBe(true);
  });

  it('writes only the batch whose link it is; a revoked or replaced link writes nothing', async () => {
    const a = await linked();
    const b = await linked();
    await post(a.path, { gravity: 1.05 });
    expect(await readings(b.batch.id)).toEqual([]);
    await app.inject({ method: 'DELETE', url: `/api/batches/${a.batch.id}/device-link`, headers: user.auth });
    const revoked = await post(a.path, { gravity: 1.04 });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe('This device link is unknown or was turned off.');
    const renewed = await app.inject({
      method: 'POST',
      url: `/api/batches/${b.batch.id}/device-link`,
      headers: user.auth,
    });
    expect((await post(b.path, { gravity: 1.04 })).statusCode).toBe(404);
    expect((await post(new URL(renewed.json().url).pathname, { gravity: 1.04 })).statusCode).toBe(202);
    expect(await readings(a.batch.id)).toHaveLength(1);
    expect(await readings(b.batch.id)).toHaveLength(1);
  });

  it.each(['Completed', 'Archived'])('refuses readings on a %s batch', async (status) => {
    const { batch, path } = await linked();
    const { id } = batch;
    await app.inject({
      method: 'PUT',
      url: `/api/batches/${id}`,
      headers: user.auth,
      payload: { ...batchBody(batch), status },
    });
    const response = await post(path, { gravity: 1.01 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`This batch is ${status} and takes no more readings.`);
    expect(await readings(id)).toEqual([]);
  });

  // What the body cannot say (no gravity, an unknown unit, a gravity neither SG nor °Plato) is the
  // ingest's message; whether the reading it stands for is valid, the core's reading rule's, judged
  // once converted (49 °Plato is an SG over 1.2, 240 °F over 110 °C).
  it.each([
    [{ temperature: 20 }, 'gravity is required and must be a number'],
    [{ gravity: 75 }, 'gravity must be an SG from 0.95 to 1.2 or degrees Plato from -5 to 50'],
    [{ gravity: 1.05, temperature: 20, temp_units: 'X' }, 'temperature units must be C, F or K'],
    [{ gravity: 49 }, 'Gravity must be between 0.950 and 1.200'],
    [{ gravity: 1.05, temperature: 400 }, 'Temperature must be between -20 and 110 °C'],
    [{ gravity: 1.05, temperature: 240, temp_units: 'F' }, 'Temperature must be between -20 and 110 °C'],
    [{ gravity: 1.05, time: 'now' }, 'Time must be a date and time (ISO 8601)'],
    [{ gravity: 1.05, time: '1969-12-31T23:59:59Z' }, 'Time must be a date and time (ISO 8601)'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const { batch, path } = await linked();
    const response = await post(path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await readings(batch.id)).toEqual([]);
  });

  it('refuses a body over 4 KB', async () => {
    const { batch, path } = await linked();
    const response = await post(path, { gravity: 1.05, name: 'x', padding: 'y'.repeat(5000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The reading is too large (4 KB at most).');
    expect(await readings(batch.id)).toEqual([]);
  });

  it('allows 30 posts a minute per link, then 429, without slowing another link', async () => {
    const busy = await linked();
    const calm = await linked();
    // Readings 3 s apart, so the 2-second rule lets each through and the per-minute limit is what refuses.
    const at = (i: number) => new Date(Date.parse('2026-11-01T10:00:00Z') + i * 3000).toISOString();
    for (let i = 0; i < 30; i++) {
      expect((await post(busy.path, { gravity: 1.05, time: at(i) })).statusCode).toBe(202);
    }
    const refused = await post(busy.path, { gravity: 1.05, time: at(30) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests/);
    expect((await post(calm.path, { gravity: 1.05 })).statusCode).toBe(202);
    expect(await readings(busy.batch.id)).toHaveLength(30);
  });

  it('never answers a fuzzed body with a 5xx, and a refused body writes nothing', async () => {
    const { batch, path } = await linked();
    const weird = fc.oneof(
      fc.double(),
      fc.string({ maxLength: 20 }),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.anything(), { maxLength: 3 }),
      fc.object({ maxDepth: 2 }),
    );
    const valid = {
      name: 'iSpindel',
      angle: 50,
      temperature: 20,
      temp_units: 'C',
      gravity: 1.05,
      battery: 4,
    };
    const body = fc.oneof(
      fc.anything({ maxDepth: 3 }),
      fc
        .record({ key: fc.constantFrom(...Object.keys(valid), 'time', 'temperatureUnit'), value: weird })
        .map(({ key, value }) => ({ ...valid, [key]: value })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = (await readings(batch.id)).length;
        const response = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 202) {
          expect(typeof response.json().message).toBe('string');
          expect((await readings(batch.id)).length).toBe(before);
        }
      }),
      // The per-link limit would end the run early: each run posts once.
      { numRuns: 25 },
    );
  });
  it('never answers a fuzzed form-encoded body with a 5xx, and a refused one writes nothing', async () => {
    const { batch, path } = await linked();
    // The fields of every format's form or JSON, with values a device might or might not send.
    const keys = [
      ...['SG', 'Temp', 'Color', 'Timepoint', 'Beer', 'Unit'],
      ...['beerTemp', 'gravity', 'plato', 'temp_unit', 'time', 'voltage'],
      ...['device_name', 'temperature', 'created_date', 'sg', 'temp', 'gravity_unit', 'name', '__proto__'],
    ];
    const value = fc.oneof(
      fc.double().map(String),
      fc.constantFrom('', '1.050', '12', '68.0', 'F', 'P', 'nan', '1e999', '0x10', '46353.5', '99999999'),
      fc.string({ maxLength: 20 }),
    );
    const form = fc
      .array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 8 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(fc.oneof(form, fc.string({ maxLength: 60 })), async (payload) => {
        const before = (await readings(batch.id)).length;
        const response = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 202) {
          expect(typeof response.json().message).toBe('string');
          expect((await readings(batch.id)).length).toBe(before);
        }
      }),
      // The per-link limit would end the run early: each run posts once.
      { numRuns: 25 },
    );
  });
});
