// A reading added with an id of its own (issue 34: typed offline, sent when the network returns) is taken
// once however often it is sent: a second send answers the reading stored by the first. The id is the
// brewer's own: used on another batch it is refused (409), and another brewer's batch stays unseen (404).
import type { BatchReading } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestUser, useAppWithUsers } from '../../../test/factories';
import { brewBatch } from './test-helpers';

let app: FastifyInstance;
let owner: TestUser;
let intruder: TestUser;

useAppWithUsers(2, (made) => ([app, owner, intruder] = made));

const post = (batchId: string, body: object, who = owner) =>
  app.inject({ method: 'POST', url: `/api/batches/${batchId}/readings`, payload: body, headers: who.auth });
const readings = async (batchId: string) =>
  (await app.inject({ method: 'GET', url: `/api/batches/${batchId}/readings`, headers: owner.auth })).json<
    BatchReading[]
  >();

const reading = { time: '2026-11-27T08:00:00.000Z', gravity: 1.05, temperature: 19, note: 'In the shed' };

describe('a reading sent with its own id', () => {
  it('is added once, and sending it again answers the same reading', async () => {
    const batch = await brewBatch(app, owner);
    const id = crypto.randomUUID();
    const first = await post(batch.id, { ...reading, id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, gravity: 1.05, note: 'In the shed' });
    const again = await post(batch.id, { ...reading, id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await readings(batch.id)).toHaveLength(1);
  });

  it('is refused on another batch with that id, and another brewer never reaches the batch', async () => {
    const batch = await brewBatch(app, owner);
    const other = await brewBatch(app, owner);
    const id = crypto.randomUUID();
    expect((await post(batch.id, { ...reading, id })).statusCode).toBe(201);
    const reused = await post(other.id, { ...reading, id });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: 'This reading id is in use.' });
    expect(await readings(other.id)).toEqual([]);
    const intruding = await post(batch.id, { ...reading, id: crypto.randomUUID() }, intruder);
    expect(intruding.statusCode).toBe(404);
    expect(await readings(batch.id)).toHaveLength(1);
  });

  it('refuses an id that is no UUID, and a reading saved again keeps its id', async () => {
    const batch = await brewBatch(app, owner);
    const bad = await post(batch.id, { ...reading, id: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Reading id must be a UUID');
    const added = (await post(batch.id, reading)).json<BatchReading>();
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/batches/${batch.id}/readings/${added.id}`,
      payload: { ...reading, note: 'Edited', id: crypto.randomUUID() },
      headers: owner.auth,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: added.id, note: 'Edited' });
  });
});
