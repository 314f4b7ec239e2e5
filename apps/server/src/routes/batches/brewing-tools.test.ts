// Issue 32 through the API: a batch's packaging and pitch round-trip and answer their plans, readings
// are taken in °Brix and stored as the corrected gravity with the Brix beside it, bad values are refused
// with a message and change nothing, and another user can do none of it.
import {
  type Batch,
  batchBody,
  cellsNeeded,
  computeRecipeFigures,
  kegPressure,
  primingSugar,
  refractometerFg,
  refractometerOg,
} from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser, type TestUser, useAppWithUsers } from '../../../test/factories';
import { brewBatch } from './test-helpers';

let app: FastifyInstance;
let owner: TestUser;
let intruder: TestUser;

useAppWithUsers(2, (made) => ([app, owner, intruder] = made));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = owner) =>
  app.inject({ method, url, payload, headers: who.auth });

const save = (batch: Batch, change: Record<string, unknown>, who = owner) =>
  call('PUT', `/api/batches/${batch.id}`, { ...batchBody(batch), ...change }, who);

const bottles = {
  method: 'bottle',
  co2Volumes: 2.5,
  beerTemperature: 20,
  sugar: 'corn',
  servingTemperature: null,
};
const pitch = {
  rate: 0.75,
  packs: [{ form: 'liquid', amount: 1, productionDate: '2026-10-28' }],
  starterSteps: [{ volume: 1.5, gravity: 1.036, agitation: 'stirPlate' }],
};

describe('packaging', () => {
  it('answers the priming sugar for bottles from the batch volume, and the pressure for a keg', async () => {
    const batch = await brewBatch(app, owner);
    const saved = await save(batch, { packaging: bottles, fermenterVolume: 19 });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<Batch>();
    expect(body.packaging).toEqual(bottles);
    const expected = primingSugar(2.5, 20, 19, 'corn');
    expect(body.packagingPlan).toEqual({
      residualCo2: expected.residualCo2,
      primingSugarGrams: expected.grams,
      kegPressureKpa: null,
    });
    // Without a fermenter volume, the recipe's batch volume (20 L).
    const keg = { ...bottles, method: 'keg', servingTemperature: 4 };
    const kegged = (await save(body, { packaging: keg, fermenterVolume: null })).json<Batch>();
    expect(kegged.packagingPlan).toMatchObject({
      primingSugarGrams: null,
      kegPressureKpa: kegPressure(2.5, 4).kpa,
    });
    expect((await call('GET', `/api/batches/${batch.id}`)).json()).toEqual(kegged);
  });

  it('is kept when a body leaves it out, and cleared by null', async () => {
    const batch = (await save(await brewBatch(app, owner), { packaging: bottles })).json<Batch>();
    const { packaging: _p, pitch: _q, ...older } = batchBody(batch);
    const kept = await call('PUT', `/api/batches/${batch.id}`, older);
    expect(kept.json().packaging).toEqual(bottles);
    const cleared = (await save(kept.json(), { packaging: null })).json<Batch>();
    expect(cleared.packaging).toBeNull();
    expect(cleared.packagingPlan).toBeNull();
  });
});

describe('pitch', () => {
  it('answers the cells needed, in the packs on brew day and after the starter', async () => {
    const batch = await brewBatch(app, owner);
    const response = await save(batch, { pitch, brewDate: '2026-11-27' });
    const saved = response.json<Batch>();
    expect(saved.pitch).toEqual(pitch);
    const og = computeRecipeFigures(batch.recipe).og;
    // One pack made 30 days before brew day: 100 × (1 − 0.21) = 79 billion; a 1.5 L stirred starter grows it.
    expect(saved.pitchPlan).toMatchObject({ cellsNeeded: cellsNeeded(20, og, 0.75), cellsAvailable: 79 });
    expect(saved.pitchPlan!.cellsAfterStarter).toBeGreaterThan(79 + 100);
  });

  it.each([
    [{ packaging: { ...bottles, co2Volumes: 9 } }, 'CO2 volumes must be between 0 and 6'],
    [{ packaging: { ...bottles, sugar: 'maple' } }, 'Sugar must be one of table, corn, dextrose, dme, honey'],
    [{ pitch: { ...pitch, rate: 0 } }, 'Pitch rate must be between 0.1 and 5'],
    [{ pitch: { ...pitch, packs: [{ form: 'frozen', amount: 1 }] } }, 'A pack must be liquid, dry or slurry'],
    [
      { pitch: { ...pitch, starterSteps: [{ volume: 1, gravity: 1.04, agitation: 'spun' }] } },
      'Agitation must be none, shaken or stirPlate',
    ],
  ])('refuses %j with "%s" and changes nothing', async (change, message) => {
    const batch = await brewBatch(app, owner);
    const refused = await save(batch, change);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect((await call('GET', `/api/batches/${batch.id}`)).json()).toEqual(batch);
  });
});

describe('Brix readings', () => {
  it('store the corrected gravity with the Brix: unfermented wort, then with alcohol present', async () => {
    const brewer = await buildSignedInUser(app);
    const batch = await brewBatch(app, brewer);
    const url = `/api/batches/${batch.id}/readings`;
    const first = await call(
      'POST',
      url,
      { time: '2026-11-20T10:00:00Z', brix: 14.5, temperature: 20 },
      brewer,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ brix: 14.5, gravity: refractometerOg(14.5), temperature: 20 });

    // The wort's own Brix is its OG read back at 1.04.
    const og = computeRecipeFigures(batch.recipe).og;
    const plato = -616.868 + 1111.14 * og - 630.272 * og ** 2 + 135.997 * og ** 3;
    const later = await call('POST', url, { time: '2026-11-25T10:00:00Z', brix: 7 }, brewer);
    expect(later.json().gravity).toBeCloseTo(refractometerFg(plato * 1.04, 7), 4);

    // The brewer's own correction factor is used.
    await call('PUT', `/api/users/${brewer.id}`, { wortCorrectionFactor: 1 }, brewer);
    const edited = await call(
      'PUT',
      `${url}/${first.json().id}`,
      { time: '2026-11-20T10:00:00Z', brix: 14.5 },
      brewer,
    );
    expect(edited.json()).toMatchObject({ brix: 14.5, gravity: refractometerOg(14.5, 1) });
    const listed = (await call('GET', url, undefined, brewer)).json();
    expect(listed.map((r: { brix: number | null }) => r.brix)).toEqual([14.5, 7]);
  });

  it('refuses a gravity and a Brix together, and a Brix out of range', async () => {
    const batch = await brewBatch(app, owner);
    const url = `/api/batches/${batch.id}/readings`;
    const both = await call('POST', url, { time: '2026-11-20T10:00:00Z', gravity: 1.05, brix: 12 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Give a gravity or a Brix reading, not both');
    const high = await call('POST', url, { time: '2026-11-20T10:00:00Z', brix: 55 });
    expect(high.json().message).toBe('Brix must be between 0 and 40');
    expect((await call('GET', url)).json()).toEqual([]);
  });

  it('refuses a correction factor out of range', async () => {
    const answer = await call('PUT', `/api/users/${owner.id}`, { wortCorrectionFactor: 2 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Wort correction factor must be between 0.9 and 1.2.');
  });
});

describe('another user', () => {
  it("cannot set the packaging or pitch of the owner's batch, nor add a Brix reading", async () => {
    const batch = await brewBatch(app, owner);
    expect((await save(batch, { packaging: bottles, pitch }, intruder)).statusCode).toBe(404);
    const reading = await call(
      'POST',
      `/api/batches/${batch.id}/readings`,
      { time: '2026-11-20T10:00:00Z', brix: 12 },
      intruder,
    );
    expect(reading.statusCode).toBe(404);
    expect((await call('GET', `/api/batches/${batch.id}`)).json()).toEqual(batch);
    expect((await call('GET', `/api/batches/${batch.id}/readings`)).json()).toEqual([]);
  });
});
