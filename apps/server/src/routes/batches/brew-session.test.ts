// A batch's brew session (brew mode, issue 34): the empty one of a batch never brewed, a round trip of
// steps, timers and the step in view, its own version (a 409 to a stale save, one of two concurrent saves
// kept), independent of the batch's version both ways, bad bodies refused with nothing changed, any
// status saving, and 404 for an unknown or another user's batch.
import { randomUUID } from 'node:crypto';
import {
  type Batch,
  BREW_SESSION_LIMITS,
  type BrewSession,
  type BrewSessionBody,
  batchBody,
  EMPTY_BREW_SESSION,
} from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestUser, useAppWithUsers } from '../../../test/factories';
import { brewBatch } from './test-helpers';

let app: FastifyInstance;
let user: TestUser;
let other: TestUser;

useAppWithUsers(2, (made) => ([app, user, other] = made));

const STALE = 'This brew session was changed elsewhere. Reload it to see the latest version.';

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, who = user) =>
  app.inject({ method, url, payload: payload as object, headers: who.auth });
const brewUrl = (batch: Batch) => `/api/batches/${batch.id}/brew`;
const getSession = async (batch: Batch, who = user) =>
  (await call('GET', brewUrl(batch), undefined, who)).json();

/** A brew day under way: two steps ticked (one with a note), one skipped, a timer running, one paused. */
const underWay = (version: number): BrewSessionBody => ({
  version,
  steps: {
    'heat-strike-water': {
      status: 'done',
      note: 'Took 25 min on the big burner',
      at: '2026-11-20T08:30:00Z',
    },
    'mash-in': { status: 'done', note: null, at: '2026-11-20T08:35:00.000+01:00' },
    'mash-out': { status: 'skipped', note: null, at: '2026-11-20T09:40:00Z' },
    'pre-boil-check': { status: null, note: 'Gravity a bit low', at: '2026-11-20T09:45:00Z' },
  },
  timers: [
    {
      id: 'mash-1',
      label: 'Mash 67 °C',
      durationSeconds: 3600,
      endsAt: '2026-11-20T09:35:00Z',
      remainingSeconds: null,
    },
    {
      id: 'sparge-heat',
      label: 'Heat sparge water',
      durationSeconds: 1200,
      endsAt: null,
      remainingSeconds: 412.5,
    },
  ],
  currentStepId: 'pre-boil-check',
});

describe('a batch’s brew session', () => {
  it('is the empty session, never saved, with the server’s time, for a batch never brewed in brew mode', async () => {
    const batch = await brewBatch(app, user);
    const response = await call('GET', brewUrl(batch));
    expect(response.statusCode).toBe(200);
    expect(response.json<BrewSession>()).toEqual({ ...EMPTY_BREW_SESSION, updatedAt: null });
  });

  it('round-trips steps ticked, skipped and noted, a running and a paused timer, and the step in view', async () => {
    const batch = await brewBatch(app, user);
    const before = Date.now();
    const saved = await call('PUT', brewUrl(batch), underWay(0));
    expect(saved.statusCode).toBe(200);
    const { version: _from, ...body } = underWay(0);
    expect(saved.json()).toMatchObject({ ...body, version: 1 });
    const updatedAt = Date.parse(saved.json().updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
    expect(await getSession(batch)).toEqual(saved.json());
  });

  it('goes up a version a save, apart from the batch’s version and time', async () => {
    const batch = await brewBatch(app, user);
    let version = 0;
    for (const currentStepId of ['mash-in', 'boil', null]) {
      const saved = await call('PUT', brewUrl(batch), { ...underWay(version), currentStepId });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ version: version + 1, currentStepId });
      version += 1;
    }
    const emptied = await call('PUT', brewUrl(batch), { ...EMPTY_BREW_SESSION, version });
    expect(emptied.json()).toEqual({
      ...EMPTY_BREW_SESSION,
      version: 4,
      updatedAt: expect.any(String),
    });
    const after = (await call('GET', `/api/batches/${batch.id}`)).json<Batch>();
    expect(after).toEqual(batch);
  });

  it('answers 409 { message } to a save from a stale version and keeps the newer session', async () => {
    const batch = await brewBatch(app, user);
    const phone = await call('PUT', brewUrl(batch), underWay(0));
    for (const version of [0, 2, 99]) {
      const stale = await call('PUT', brewUrl(batch), { ...EMPTY_BREW_SESSION, version });
      expect(stale.statusCode, `from version ${version}`).toBe(409);
      expect(stale.json()).toEqual({ message: STALE });
    }
    // The session the brewer chooses against is the one kept: a GET answers it.
    expect(await getSession(batch)).toEqual(phone.json());
  });

  it('keeps one of two saves from the same version, made at once from two devices, and answers the other 409', async () => {
    const batch = await brewBatch(app, user);
    for (let version = 0; version < 4; version++) {
      const saves = await Promise.all(
        ['phone', 'tablet'].map((device) =>
          call('PUT', brewUrl(batch), { ...underWay(version), currentStepId: `${device}-${version}` }),
        ),
      );
      expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409]);
      const kept = saves.find((save) => save.statusCode === 200)!.json<BrewSession>();
      expect(kept.version).toBe(version + 1);
      expect(saves.find((save) => save.statusCode === 409)!.json()).toEqual({ message: STALE });
      expect(await getSession(batch)).toEqual(kept);
    }
  });

  it('and the batch form never make each other stale', async () => {
    const batch = await brewBatch(app, user);
    // Brew mode saves, then the batch form saves from the batch's version it opened with: 200.
    expect((await call('PUT', brewUrl(batch), underWay(0))).statusCode).toBe(200);
    const formSave = await call('PUT', `/api/batches/${batch.id}`, {
      ...batchBody(batch),
      measuredOg: 1.052,
    });
    expect(formSave.statusCode).toBe(200);
    expect(formSave.json()).toMatchObject({ measuredOg: 1.052, version: batch.version + 1 });
    // The batch form's save left the session as it was; brew mode saves again from the version it had.
    const session = await getSession(batch);
    expect(session).toMatchObject({ ...underWay(1), version: 1 });
    const next = await call('PUT', brewUrl(batch), { ...underWay(1), currentStepId: 'boil' });
    expect(next.statusCode).toBe(200);
    expect(next.json().version).toBe(2);
    // And the batch is as the form saved it, at the form's version.
    expect((await call('GET', `/api/batches/${batch.id}`)).json()).toEqual(formSave.json());
  });

  it('refuses a bad body with 400 { message, errors } as the core’s schema words it, and keeps the session', async () => {
    const batch = await brewBatch(app, user);
    await call('PUT', brewUrl(batch), underWay(0));
    const before = await getSession(batch);
    const body = underWay(1);
    const [running, paused] = body.timers;
    const timer = (i: number) => ({ ...running!, id: `timer-${i}` });
    const steps = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          `step-${i}`,
          { status: 'done', note: null, at: '2026-11-20T08:00:00Z' },
        ]),
      );
    const cases: Array<[string, unknown, string]> = [
      [
        'a timer both running and paused',
        { ...body, timers: [{ ...running!, remainingSeconds: 60 }] },
        'A timer either runs (its end) or is paused (its time left)',
      ],
      [
        'a timer neither running nor paused',
        { ...body, timers: [{ ...paused!, remainingSeconds: null }] },
        'A timer either runs (its end) or is paused (its time left)',
      ],
      [
        '21 timers',
        { ...body, timers: Array.from({ length: BREW_SESSION_LIMITS.timers + 1 }, (_, i) => timer(i)) },
        'At most 20 timers',
      ],
      [
        'a 1001-character note',
        {
          ...body,
          steps: { 'mash-in': { status: 'done', note: 'x'.repeat(1001), at: '2026-11-20T08:00:00Z' } },
        },
        'Note must be at most 1000 characters long',
      ],
      ['201 steps', { ...body, steps: steps(BREW_SESSION_LIMITS.steps + 1) }, 'At most 200 steps'],
      [
        'a step neither done nor skipped',
        { ...body, steps: { boil: { status: 'started', note: null, at: '2026-11-20T08:00:00Z' } } },
        'A step is done or skipped',
      ],
      [
        'a step time that is no time',
        { ...body, steps: { boil: { status: 'done', note: null, at: 'at noon' } } },
        'A step’s time must be a date and time',
      ],
      [
        'a timer end that is no time',
        { ...body, timers: [{ ...running!, endsAt: 'soon' }] },
        'Timer end must be a date and time',
      ],
      ['an empty step id', { ...body, currentStepId: '' }, 'Current step is required'],
      ['no version', { ...body, version: undefined }, 'Version is required'],
      ['a version past the integer column', { ...body, version: 2 ** 31 }, 'Version must be a whole number'],
      ['timers that are no list', { ...body, timers: {} }, 'Timers must be a list'],
      ['a body that is no object', [body], 'The request body must be a JSON object.'],
    ];
    for (const [label, payload, message] of cases) {
      const response = await call('PUT', brewUrl(batch), payload);
      expect(response.statusCode, label).toBe(400);
      const answer = response.json<{ message: string; errors: string[] }>();
      expect(answer.errors, label).toContain(message);
      expect(answer.message, label).toBe(answer.errors[0]);
    }
    const notJson = await app.inject({
      method: 'PUT',
      url: brewUrl(batch),
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"version": 1, "steps": {',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await getSession(batch)).toEqual(before);
  });

  it('drops NUL characters, which PostgreSQL cannot store, from ids and texts rather than failing', async () => {
    const batch = await brewBatch(app, user);
    const at = '2026-11-20T08:00:00Z';
    const saved = await call('PUT', brewUrl(batch), {
      ...underWay(0),
      steps: { 'mash\u0000-in': { status: 'done', note: 'Pasted\u0000 note', at } },
      timers: [{ ...underWay(0).timers[0]!, label: 'Mash\u0000' }],
      currentStepId: 'mash-in\u0000',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      steps: { 'mash-in': { status: 'done', note: 'Pasted note', at } },
      timers: [{ label: 'Mash' }],
      currentStepId: 'mash-in',
    });
    // A NUL alone is no id.
    const blank = await call('PUT', brewUrl(batch), { ...underWay(1), currentStepId: '\u0000' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Current step is required');
  });

  it('still saves once the batch is Completed or Archived (a note can come after the brew day)', async () => {
    let batch = await brewBatch(app, user);
    let version = 0;
    for (const status of ['Completed', 'Archived'] as const) {
      batch = (await call('PUT', `/api/batches/${batch.id}`, { ...batchBody(batch), status })).json<Batch>();
      const saved = await call('PUT', brewUrl(batch), underWay(version));
      expect(saved.statusCode, status).toBe(200);
      version = saved.json().version;
    }
    expect(version).toBe(2);
  });

  it('stays out of the account export (working state of the brew day, not the batch’s record)', async () => {
    const batch = await brewBatch(app, other);
    const note = 'Only in brew mode qz9';
    const body = underWay(0);
    const steps = { ...body.steps, boil: { status: 'done' as const, note, at: '2026-11-20T10:00:00Z' } };
    expect((await call('PUT', brewUrl(batch), { ...body, steps }, other)).statusCode).toBe(200);
    const file = await app.inject({ method: 'GET', url: '/api/users/me/export', headers: other.auth });
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain(note);
    const exported = file.json().batches.find((b: { id: string }) => b.id === batch.id);
    const { readings: _readings, ...fields } = exported;
    expect(Object.keys(fields).sort()).toEqual(Object.keys(batch).sort());
  });

  it('is 404 "Batch not found." on both routes for another user’s batch, an unknown one or no id, and stays as it was', async () => {
    const batch = await brewBatch(app, user);
    await call('PUT', brewUrl(batch), underWay(0));
    const before = await getSession(batch);
    const attempts: Array<[TestUser, string]> = [
      [other, brewUrl(batch)],
      [user, `/api/batches/${randomUUID()}/brew`],
      [user, '/api/batches/42/brew'],
    ];
    for (const [who, url] of attempts) {
      for (const payload of [underWay(1), underWay(0)]) {
        const saved = await call('PUT', url, payload, who);
        expect(saved.statusCode, `PUT ${url}`).toBe(404);
        expect(saved.json()).toEqual({ message: 'Batch not found.' });
      }
      const read = await call('GET', url, undefined, who);
      expect(read.statusCode, `GET ${url}`).toBe(404);
      expect(read.json()).toEqual({ message: 'Batch not found.' });
    }
    expect(await getSession(batch)).toEqual(before);
    // Gone with its batch.
    await app.inject({ method: 'DELETE', url: `/api/batches/${batch.id}`, headers: user.auth });
    expect((await call('GET', brewUrl(batch))).statusCode).toBe(404);
    expect((await call('PUT', brewUrl(batch), underWay(1))).statusCode).toBe(404);
  });
});
