// Batches: brewing a recipe (number, status, snapshot), saving measured values with the computed
// figures, 409 on stale saves, search, readings with down-sampling, and what deletes what.
import { type Batch, type BatchReading, batchBody, computeRecipeFigures } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildSignedInUser, type TestUser, useAppWithUsers } from '../../../test/factories';
import { batches } from '../../db/schema';
import { brewBatch } from './test-helpers';

let app: FastifyInstance;
let user: TestUser;

useAppWithUsers(1, (made) => ([app, user] = made));

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = user) =>
  app.inject({ method, url, payload, headers: who.auth });

const brew = (who = user, recipe: Record<string, unknown> = {}) => brewBatch(app, who, recipe);

const saveBody = (batch: Batch, change: Record<string, unknown> = {}) => ({ ...batchBody(batch), ...change });

describe('batches', () => {
  it('brews a recipe into batch #1, #2, … in Planning with the recipe as a snapshot', async () => {
    const brewer = await buildSignedInUser(app);
    const first = await brew(brewer, { name: 'Pale Ale' });
    const second = await brew(brewer);
    expect(first).toMatchObject({
      number: 1,
      status: 'Planning',
      name: 'Pale Ale',
      version: 1,
      deviceLinked: false,
    });
    expect(second.number).toBe(2);
    expect(first.recipe).toMatchObject({ name: 'Pale Ale', style: 'American IPA' });
    expect(first.recipe.recipeHops[0]!.ibu).toBeGreaterThan(0);
    expect(first).toMatchObject({ measuredAbv: null, apparentAttenuation: null, brewhouseEfficiency: null });
    // Another user's numbering starts at 1 too.
    expect((await brew(user)).number).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for a recipe that is not the user’s', async () => {
    const other = await buildSignedInUser(app);
    const recipe = (await call('POST', '/api/recipes', buildRecipe(), other)).json();
    for (const recipeId of [recipe.id, 'nope']) {
      const response = await call('POST', '/api/batches', { recipeId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recipe not found.');
    }
  });

  it('answers 404 { message } for a batch or reading id that is no id at all, short or long', async () => {
    const batch = await brew();
    const reading = { time: '2026-11-20T10:00:00Z', gravity: 1.05 };
    for (const id of ['42', 'x'.repeat(90)]) {
      const attempts: Array<[string, string, object?, string?]> = [
        ['GET', `/api/batches/${id}`],
        ['PUT', `/api/batches/${id}`, saveBody(batch)],
        ['DELETE', `/api/batches/${id}`],
        ['GET', `/api/batches/${id}/readings`],
        ['POST', `/api/batches/${id}/readings`, reading],
        ['POST', `/api/batches/${id}/device-link`],
        ['PUT', `/api/batches/${batch.id}/readings/${id}`, reading, 'Reading not found.'],
        ['DELETE', `/api/batches/${batch.id}/readings/${id}`, undefined, 'Reading not found.'],
      ];
      for (const [method, url, payload, message = 'Batch not found.'] of attempts) {
        const response = await call(method as 'GET', url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json(), `${method} ${url}`).toEqual({ message });
      }
    }
  });

  it('saves measured values and answers the figures computed from them', async () => {
    const batch = await brew();
    const response = await call(
      'PUT',
      `/api/batches/${batch.id}`,
      saveBody(batch, {
        status: 'Fermenting',
        brewDate: '2026-11-20',
        measuredOg: 1.05,
        measuredFg: 1.01,
        fermenterVolume: 20,
        mashPh: 5.3,
      }),
    );
    expect(response.statusCode).toBe(200);
    // 5 kg at 1.037 in 20 L at 1.050: 64.8 % (see the core's worked example).
    expect(response.json()).toMatchObject({
      status: 'Fermenting',
      brewDate: '2026-11-20',
      measuredAbv: 5.25,
      apparentAttenuation: 80,
      brewhouseEfficiency: 64.8,
      version: 2,
    });
    expect((await call('GET', `/api/batches/${batch.id}`)).json()).toEqual(response.json());
  });

  it('edits the snapshot without touching the recipe', async () => {
    const batch = await brew();
    const recipe = { ...batch.recipe, name: 'Changed on brew day' };
    const saved = await call('PUT', `/api/batches/${batch.id}`, saveBody(batch, { recipe }));
    expect(saved.json().recipe.name).toBe('Changed on brew day');
    expect((await call('GET', `/api/recipes/${batch.recipeId}`)).json().name).toBe('West Coast IPA');
  });

  it('edits the snapshot’s ingredients: validated by the recipe schema, figures recomputed, recipe kept', async () => {
    const batch = await brew();
    const [malt] = batch.recipe.recipeFermentables;
    const [hop] = batch.recipe.recipeHops;
    const recipe = {
      ...batch.recipe,
      // Brew day: twice the malt, the hop at half its weight.
      recipeFermentables: [{ ...malt!, quantity: 10_000 }],
      recipeHops: [{ ...hop!, quantity: 10 }],
    };
    const measured = { measuredOg: 1.05, fermenterVolume: 20 };
    const saved = await call('PUT', `/api/batches/${batch.id}`, saveBody(batch, { ...measured, recipe }));
    expect(saved.statusCode).toBe(200);
    const body = saved.json<Batch>();
    expect(body.recipe.recipeFermentables.map((f) => f.quantity)).toEqual([10_000]);
    // The hop's IBU is the snapshot's own, recomputed (10 g in the stronger wort).
    expect(body.recipe.recipeHops[0]!.ibu).toBeCloseTo(computeRecipeFigures(recipe).hopIbus[0]!, 2);
    expect(body.recipe.recipeHops[0]!.ibu).toBeLessThan(hop!.ibu! / 2);
    // 1.050 in 20 L from 10 kg reaches half of what 5 kg would (64.8 %).
    expect(body.brewhouseEfficiency).toBe(32.4);
    expect(body.version).toBe(batch.version + 1);
    const original = (await call('GET', `/api/recipes/${batch.recipeId}`)).json();
    expect(original.recipeFermentables.map((f: { quantity: number }) => f.quantity)).toEqual([5000]);
    expect(original.recipeHops[0].quantity).toBe(20);

    // A snapshot the recipe screen would refuse is refused here too, and nothing changes.
    const bad = await call(
      'PUT',
      `/api/batches/${body.id}`,
      saveBody(body, { recipe: { ...body.recipe, recipeFermentables: [{ ...malt!, quantity: -1 }] } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Quantity must be greater than zero');
    const noRecipe = await call('PUT', `/api/batches/${body.id}`, saveBody(body, { recipe: 'none' }));
    expect(noRecipe.statusCode).toBe(400);
    expect((await call('GET', `/api/batches/${body.id}`)).json()).toEqual(body);

    // A stale snapshot loses to the newer save.
    const stale = await call('PUT', `/api/batches/${batch.id}`, saveBody(batch, { recipe: batch.recipe }));
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/batches/${body.id}`)).json().recipe.recipeFermentables[0].quantity).toBe(
      10_000,
    );
  });

  it('answers 409 to a stale save and keeps the newer one', async () => {
    const batch = await brew();
    expect(
      (await call('PUT', `/api/batches/${batch.id}`, saveBody(batch, { name: 'Tab A' }))).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/api/batches/${batch.id}`, saveBody(batch, { name: 'Tab B' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This batch was changed elsewhere. Reload it to see the latest version.',
    );
    expect((await call('GET', `/api/batches/${batch.id}`)).json().name).toBe('Tab A');
  });

  it.each([
    [{ status: 'Drinking' }, 'Invalid status'],
    [{ measuredOg: 2 }, 'Measured OG must be between 0.950 and 1.200'],
    [{ brewDate: '20/11/2026' }, 'Brew date must be a date (YYYY-MM-DD)'],
    [{ name: ' ' }, 'Batch name is required'],
  ])('refuses %j with a message', async (change, message) => {
    const batch = await brew();
    const response = await call('PUT', `/api/batches/${batch.id}`, saveBody(batch, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('lists the latest first and searches name, recipe name and style', async () => {
    const brewer = await buildSignedInUser(app);
    await brew(brewer, { name: 'Dry Stout', style: 'Irish Stout' });
    await brew(brewer, { name: 'Helles 50%', style: 'Munich Helles' });
    const list = (await call('GET', '/api/batches', undefined, brewer)).json<Batch[]>();
    expect(list.map((b) => b.number)).toEqual([2, 1]);
    const search = async (term: string) =>
      (await call('GET', `/api/batches/search?searchTerm=${encodeURIComponent(term)}`, undefined, brewer))
        .json<Batch[]>()
        .map((b) => b.name);
    expect(await search('stout')).toEqual(['Dry Stout']);
    expect(await search('munich')).toEqual(['Helles 50%']);
    expect(await search('50%')).toEqual(['Helles 50%']);
    expect(await search('%')).toEqual(['Helles 50%']);
  });

  it('keeps a batch when its recipe is deleted, and deletes a batch with its readings', async () => {
    const batch = await brew();
    await call('POST', `/api/batches/${batch.id}/readings`, { time: '2026-11-20T10:00:00Z', gravity: 1.05 });
    expect((await call('DELETE', `/api/recipes/${batch.recipeId}`)).statusCode).toBe(200);
    const kept = (await call('GET', `/api/batches/${batch.id}`)).json();
    expect(kept).toMatchObject({ recipeId: null, name: 'West Coast IPA' });
    expect((await call('DELETE', `/api/batches/${batch.id}`)).json().message).toBe(
      'Batch deleted successfully.',
    );
    expect((await call('GET', `/api/batches/${batch.id}`)).statusCode).toBe(404);
    const left = await app.ctx.db.execute(
      sql`select count(*)::int as n from batch_readings where batch_id = ${batch.id}`,
    );
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('deletes a user’s batches with the user', async () => {
    const brewer = await buildSignedInUser(app);
    const batch = await brew(brewer);
    await app.ctx.db.execute(sql`delete from users where id = ${brewer.id}`);
    const rows = await app.ctx.db.select().from(batches).where(sql`${batches.id} = ${batch.id}`);
    expect(rows).toEqual([]);
  });
});

describe('readings', () => {
  it('adds, lists in time order, edits and deletes readings (SG and °C)', async () => {
    const batch = await brew();
    const url = `/api/batches/${batch.id}/readings`;
    const later = await call('POST', url, {
      time: '2026-11-21T10:00:00Z',
      gravity: 1.02,
      temperature: 19,
      note: 'day 2',
    });
    expect(later.statusCode).toBe(201);
    await call('POST', url, { time: '2026-11-20T10:00:00+01:00', gravity: 1.05, temperature: 18.5 });
    const list = (await call('GET', url)).json<BatchReading[]>();
    expect(list.map((r) => [r.time, r.gravity, r.note])).toEqual([
      ['2026-11-20T09:00:00.000Z', 1.05, null],
      ['2026-11-21T10:00:00.000Z', 1.02, 'day 2'],
    ]);
    const edited = await call('PUT', `${url}/${later.json().id}`, {
      time: '2026-11-21T10:00:00Z',
      gravity: 1.018,
      temperature: 19,
    });
    expect(edited.json()).toMatchObject({ gravity: 1.018, note: null });
    expect((await call('DELETE', `${url}/${later.json().id}`)).statusCode).toBe(200);
    expect((await call('GET', url)).json()).toHaveLength(1);
    const bad = await call('POST', url, { time: 'yesterday', gravity: 1.05 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Time must be a date and time (ISO 8601)');
  });

  it('down-samples to at most maxPoints real readings spread over the whole time', async () => {
    const batch = await brew();
    await app.ctx.db.execute(sql`
      insert into batch_readings (batch_id, time, gravity, temperature)
      select ${batch.id}, timestamptz '2026-11-01T00:00:00Z' + make_interval(secs => i * 10),
             1.05 - i * 0.00001, 19
      from generate_series(0, 2999) as i`);
    const url = `/api/batches/${batch.id}/readings`;
    expect((await call('GET', url)).json()).toHaveLength(3000);
    const sampled = (await call('GET', `${url}?maxPoints=100`)).json<BatchReading[]>();
    expect(sampled.length).toBeLessThanOrEqual(100);
    expect(sampled.length).toBeGreaterThan(90);
    // The first reading and the last, where the batch is now.
    expect(sampled[0]!.time).toBe('2026-11-01T00:00:00.000Z');
    expect(sampled.at(-1)!.time).toBe('2026-11-01T08:19:50.000Z');
    const times = sampled.map((r) => r.time);
    expect([...times].sort()).toEqual(times);
    expect(new Set(sampled.map((r) => r.id)).size).toBe(sampled.length);
    expect((await call('GET', `${url}?maxPoints=5000`)).json()).toHaveLength(3000);
    // Exactly as many readings as asked for: all of them; one fewer: a sample.
    expect((await call('GET', `${url}?maxPoints=3000`)).json()).toHaveLength(3000);
    const justUnder = (await call('GET', `${url}?maxPoints=2999`)).json<BatchReading[]>();
    expect(justUnder.length).toBeLessThanOrEqual(2999);
    expect(justUnder[0]!.time).toBe('2026-11-01T00:00:00.000Z');
    expect(justUnder.at(-1)!.time).toBe('2026-11-01T08:19:50.000Z');
    expect(new Set(justUnder.map((r) => r.id)).size).toBe(justUnder.length);
    // Two points: the first reading and the last.
    const two = (await call('GET', `${url}?maxPoints=2`)).json<BatchReading[]>();
    expect(two.map((r) => r.time)).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-01T08:19:50.000Z']);
    expect((await call('GET', `${url}?maxPoints=1`)).statusCode).toBe(400);
  });
});
