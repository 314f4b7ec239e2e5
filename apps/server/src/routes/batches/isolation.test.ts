// Another user tries every batch, reading and brew session route on the first user's batch: all 404,
// nothing changes; nor can anyone without a token (the ingest test covers one batch's link writing another's).
import { type Batch, batchBody, EMPTY_BREW_SESSION } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithUsers, type TestUser } from '../../../test/factories';
import { brewBatch } from './test-helpers';

let app: FastifyInstance;
let owner: TestUser;
let intruder: TestUser;
let batch: Batch;
let readingId: string;

beforeAll(async () => {
  [app, owner, intruder] = await createAppWithUsers(2);
  batch = await brewBatch(app, owner, { name: 'Secret batch qx7' });
  readingId = (
    await app.inject({
      method: 'POST',
      url: `/api/batches/${batch.id}/readings`,
      headers: owner.auth,
      payload: { time: '2026-11-20T10:00:00Z', gravity: 1.05, temperature: 19 },
    })
  ).json().id;
  const brew = { ...EMPTY_BREW_SESSION, currentStepId: 'mash-in' };
  await app.inject({ method: 'PUT', url: brewUrl(), headers: owner.auth, payload: brew });
});

const brewUrl = () => `/api/batches/${batch.id}/brew`;
afterAll(() => app.close());

/** Everything the owner sees of the batch (the brew session without the server's time of the answer). */
async function ownerView(): Promise<string> {
  const parts = await Promise.all(
    [`/api/batches/${batch.id}`, `/api/batches/${batch.id}/readings`, '/api/batches'].map(
      async (url) => (await app.inject({ method: 'GET', url, headers: owner.auth })).body,
    ),
  );
  const brew = (await app.inject({ method: 'GET', url: brewUrl(), headers: owner.auth })).body;
  return [...parts, brew].join('\n');
}

describe('a second user', () => {
  it('gets 404 from every batch, reading and brew session route and finds nothing', async () => {
    const before = await ownerView();
    const body = batchBody(batch);
    const reading = { time: '2026-11-21T10:00:00Z', gravity: 1.01 };
    const attempts: Array<[string, string, object?]> = [
      ['GET', `/api/batches/${batch.id}`],
      ['PUT', `/api/batches/${batch.id}`, { ...body, name: 'Hijacked' }],
      ['DELETE', `/api/batches/${batch.id}`],
      ['GET', `/api/batches/${batch.id}/readings`],
      ['GET', `/api/batches/${batch.id}/readings?maxPoints=10`],
      ['POST', `/api/batches/${batch.id}/readings`, reading],
      ['PUT', `/api/batches/${batch.id}/readings/${readingId}`, reading],
      ['DELETE', `/api/batches/${batch.id}/readings/${readingId}`],
      ['GET', brewUrl()],
      ['PUT', brewUrl(), { ...EMPTY_BREW_SESSION, version: 1, currentStepId: 'boil' }],
      ['PUT', brewUrl(), { ...EMPTY_BREW_SESSION, version: 0, currentStepId: 'boil' }],
      ['POST', `/api/batches/${batch.id}/device-link`],
      ['DELETE', `/api/batches/${batch.id}/device-link`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await app.inject({ method: method as 'GET', url, payload, headers: intruder.auth });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Batch not found.');
    }
    expect((await app.inject({ method: 'GET', url: '/api/batches', headers: intruder.auth })).json()).toEqual(
      [],
    );
    const found = await app.inject({
      method: 'GET',
      url: '/api/batches/search?searchTerm=qx7',
      headers: intruder.auth,
    });
    expect(found.json()).toEqual([]);
    expect(await ownerView()).toBe(before);
  });

  it('cannot reach the first user’s reading through their own batch', async () => {
    const own = await brewBatch(app, intruder);
    const before = await ownerView();
    const url = `/api/batches/${own.id}/readings/${readingId}`;
    const edited = await app.inject({
      method: 'PUT',
      url,
      headers: intruder.auth,
      payload: { time: '2026-11-21T10:00:00Z', gravity: 1.0 },
    });
    expect(edited.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers: intruder.auth })).statusCode).toBe(404);
    expect(await ownerView()).toBe(before);
  });
});

describe('without a token', () => {
  it('every batch, reading and brew session route answers 401 { message }', async () => {
    const reading = `/api/batches/${batch.id}/readings`;
    const attempts: Array<[string, string]> = [
      ['GET', '/api/batches'],
      ['GET', '/api/batches/search?searchTerm=a'],
      ['POST', '/api/batches'],
      ['GET', `/api/batches/${batch.id}`],
      ['PUT', `/api/batches/${batch.id}`],
      ['DELETE', `/api/batches/${batch.id}`],
      ['GET', reading],
      ['POST', reading],
      ['PUT', `${reading}/${readingId}`],
      ['DELETE', `${reading}/${readingId}`],
      ['GET', brewUrl()],
      ['PUT', brewUrl()],
      ['POST', `/api/batches/${batch.id}/device-link`],
      ['DELETE', `/api/batches/${batch.id}/device-link`],
    ];
    for (const [method, url] of attempts) {
      const response = await app.inject({ method: method as 'GET', url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
