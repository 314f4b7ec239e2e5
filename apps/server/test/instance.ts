// A whole instance's worth of data for the backup, restore and move tests: several brewers, each with
// catalogue items of every kind, a default equipment, recipes brewed into batches with readings, a
// brew session, a device link, devices (one on a batch, one with a reading waiting), an alert, stock
// (a batch took from it: history lines), a recipe's versions, share link and library entry, a logged-out session and a reset token, and one brewer's
// account imported into another's, made through the API (the token straight in the database, as the
// mail that carries it is sent after the answer).
import { createHash } from 'node:crypto';
import { batchBody, CATALOGUE_KINDS, DEFAULT_ALERT_SETTINGS } from '@wortsmith/core';
import type { FastifyInstance } from 'fastify';
import { userTokens } from '../src/db/schema';
import { brewBatch } from '../src/routes/batches/test-helpers';
import { buildSignedInUser, createItem, login, type TestUser } from './factories';

/** Fills `app` with `brewers` brewers' data; answers them. */
export async function seedInstance(app: FastifyInstance, brewers = 3): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < brewers; i++) {
    const user = await buildSignedInUser(app);
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = user) => {
      const response = await app.inject({ method, url, payload, headers: who.auth });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    for (const kind of CATALOGUE_KINDS) await createItem(app, user, kind, `${kind} of brewer ${i}`);
    // The recipes' first malt is this brewer's own fermentable, linked by name (issue 33's stock).
    const fermentable = await createItem(app, user, 'fermentables', 'Pale Ale Malt');
    const equipment = await createItem(app, user, 'equipments');
    await call('PUT', `/api/users/${user.id}`, { defaultEquipmentId: equipment.id, volumeUnit: 'gal' });
    for (let b = 0; b < 2; b++) {
      const batch = await brewBatch(app, user, {
        name: `Ale ${i}.${b}`,
        notes: 'Tab\tand "quotes"\nand \\ too',
      });
      for (let r = 0; r < 4; r++) {
        const time = new Date(Date.UTC(2026, 4, 1, r)).toISOString();
        await call('POST', `/api/batches/${batch.id}/readings`, {
          time,
          gravity: 1.05 - r * 0.005,
          temperature: 19.5,
        });
      }
      if (b === 0) {
        await call('POST', `/api/batches/${batch.id}/device-link`);
        // Stock of the brewer's malt and a salt, which this batch takes from (history lines).
        const malt = batch.recipe.recipeFermentables[0]!;
        await call('PUT', '/api/inventory/salts/gypsum', { amount: 100, reorderAt: 20 });
        await call('POST', `/api/inventory/fermentables/${fermentable.id}/adjustments`, {
          change: 10_000,
          reason: 'bought',
          note: `${malt.name} for the season`,
          lot: { purchaseDate: '2026-04-01', costPerUnit: 0.003, supplier: 'Tab\tand "quotes"' },
        });
        await call('POST', `/api/batches/${batch.id}/stock`);
        // A second version of the recipe (a delta in its history), a share link and a library entry.
        const recipe = (await call('GET', `/api/recipes/${batch.recipeId}`)).json();
        await call('PUT', `/api/recipes/${recipe.id}`, {
          ...recipe,
          notes: 'Tab\tand "quotes", second version',
        });
        await call('POST', `/api/recipes/${recipe.id}/share`, {});
        await call('PUT', `/api/recipes/${recipe.id}/publication`, { published: true, shownAs: 'brewery' });
      }
      if (b === 1) {
        // A device on this batch with a reading it sent, another on none with one waiting, and an alert.
        const made = await call('POST', '/api/devices', { name: `Pill ${i}`, type: 'ispindel' });
        const { device, token } = made.json();
        await call('PUT', `/api/batches/${batch.id}/device`, { deviceId: device.id });
        await call('PUT', `/api/batches/${batch.id}`, {
          ...batchBody((await call('GET', `/api/batches/${batch.id}`)).json()),
          status: 'Fermenting',
          alertSettings: DEFAULT_ALERT_SETTINGS,
        });
        await app.inject({
          method: 'POST',
          url: `/api/ingest/${token}`,
          payload: { name: 'iSpindel', gravity: 1.046, temperature: 19, battery: 3.4 },
        });
        const spare = (
          await call('POST', '/api/devices', { name: `iSpindel ${i}`, type: 'ispindel' })
        ).json();
        await app.inject({
          method: 'POST',
          url: `/api/ingest/${spare.token}`,
          payload: { name: 'iSpindel', gravity: 1.05, temperature: 20, battery: 3.4 },
        });
        await app.ctx.alerts.flush();
      }
      if (b === 1) {
        await call('PUT', `/api/batches/${batch.id}/brew`, {
          version: 0,
          steps: { 'mash-in': { status: 'done', note: 'Tab\tand "quotes"', at: '2026-05-01T08:00:00Z' } },
          timers: [
            {
              id: 'mash',
              label: 'Mash',
              durationSeconds: 3600,
              endsAt: '2026-05-01T09:00:00Z',
              remainingSeconds: null,
            },
          ],
          currentStepId: 'mash-in',
        });
      }
    }
    await app.ctx.db.insert(userTokens).values({
      userId: user.id,
      purpose: 'reset',
      tokenHash: createHash('sha256').update(user.email).digest('hex'),
      expiresAt: new Date(Date.UTC(2030, 0, 1)),
    });
    const other = await login(app, user.email);
    await call('POST', '/api/users/logout', undefined, other);
    made.push(user);
  }
  // The last brewer brought the first one's account across (account import's imported_records).
  const [first, last] = [made[0]!, made[made.length - 1]!];
  if (first !== last) {
    const file = await app.inject({ method: 'GET', url: '/api/users/me/export', headers: first.auth });
    const imported = await app.inject({
      method: 'POST',
      url: '/api/users/me/import',
      payload: file.body,
      headers: { ...last.auth, 'content-type': 'application/json' },
    });
    if (imported.statusCode !== 201)
      throw new Error(`account import: ${imported.statusCode} ${imported.body}`);
  }
  return made;
}
