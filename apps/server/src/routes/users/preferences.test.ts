// A brewer's preferences (issue 14): display units, calculation methods and a default equipment,
// answered by GET /api/users/me, taken by PUT /api/users/{id}, refused with a message naming the field,
// and never another user's equipment. The recipe's stored figures stay the specification's.
import { computeFiguresWithMethods, computeRecipeFigures, DEFAULT_PREFERENCES } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueBody, buildRecipe, buildSignedInUser, type TestUser } from '../../../test/factories';
import { createTestApp } from '../../../test/support/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const me = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).json();
const update = (user: TestUser, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: user.auth, payload });
const ownEquipment = async (user: TestUser) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/equipments',
      headers: user.auth,
      payload: buildCatalogueBody('equipments'),
    })
  ).json().id as string;

const imperial = {
  volumeUnit: 'gal',
  temperatureUnit: 'F',
  colorUnit: 'SRM',
  gravityUnit: 'Plato',
  grainUnit: 'lb',
  colorMethod: 'morey',
  ibuMethod: 'staged',
  gravityMethod: 'byStage',
  currency: 'GBP',
} as const;

describe('setting up a brewery', () => {
  it('is not done for a new account until the brewer saves it, and stays done', async () => {
    const user = await buildSignedInUser(app);
    expect(await me(user)).toMatchObject({ setUp: false });
    const saved = await update(user, { volumeUnit: 'gal', setUp: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ volumeUnit: 'gal', setUp: true });
    expect(await me(user)).toMatchObject({ setUp: true });
    // A later save leaves it done; only true is taken.
    expect((await update(user, { volumeUnit: 'L' })).json()).toMatchObject({ setUp: true });
    const refused = await update(user, { setUp: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('setUp can only be true.');
  });
});

describe('preferences', () => {
  it('start as the specification shows: litres, °C, EBC, SG, its methods, no default equipment', async () => {
    const user = await buildSignedInUser(app);
    expect(await me(user)).toMatchObject({ weightUnit: 'g', ...DEFAULT_PREFERENCES });
  });

  it('are saved with the weight unit and read back, each one alone too', async () => {
    const user = await buildSignedInUser(app);
    const official = officialCatalogue.equipments[0]!.id;
    const saved = await update(user, { weightUnit: 'oz', ...imperial, defaultEquipmentId: official });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ weightUnit: 'oz', ...imperial, defaultEquipmentId: official });
    expect(await me(user)).toMatchObject({ weightUnit: 'oz', ...imperial, defaultEquipmentId: official });

    // One field at a time leaves the others as they are.
    expect((await update(user, { gravityUnit: 'SG' })).statusCode).toBe(200);
    expect(await me(user)).toMatchObject({ ...imperial, gravityUnit: 'SG', defaultEquipmentId: official });
    expect((await update(user, { defaultEquipmentId: null })).statusCode).toBe(200);
    expect(await me(user)).toMatchObject({ weightUnit: 'oz', defaultEquipmentId: null });
  });

  it('refuses bad values with a 400 naming the field, and changes nothing', async () => {
    const user = await buildSignedInUser(app);
    const cases: [object, string][] = [
      [{ volumeUnit: 'qt' }, 'Volume unit must be L or gal.'],
      [{ temperatureUnit: 'K' }, 'Temperature unit must be C or F.'],
      [{ colorUnit: 'Lovibond' }, 'Color unit must be EBC or SRM.'],
      [{ gravityUnit: 'Brix' }, 'Gravity unit must be SG or Plato.'],
      [{ colorMethod: 'mosher' }, 'Color method must be spec or morey.'],
      [{ ibuMethod: 'rager' }, 'Bitterness method must be spec or staged.'],
      [{ volumeUnit: null }, 'Volume unit must be L or gal.'],
      [
        { defaultEquipmentId: 'not-an-id' },
        'Default equipment must be one of your or the official equipment profiles.',
      ],
      [
        { defaultEquipmentId: 42 },
        'Default equipment must be one of your or the official equipment profiles.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await update(user, { ...payload, name: 'Renamed' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message, errors: [message] });
    }
    expect(await me(user)).toMatchObject({ name: 'Test Brewer', ...DEFAULT_PREFERENCES });
  });

  it('keep the currency costs are shown in, a three-letter code, and refuse any other', async () => {
    const user = await buildSignedInUser(app);
    expect((await me(user)).currency).toBe('EUR');
    expect((await update(user, { currency: 'USD' })).statusCode).toBe(200);
    expect((await me(user)).currency).toBe('USD');
    const message = 'Currency must be a three-letter code such as EUR or USD.';
    for (const currency of ['euro', 'usd', 'EU', '€', null]) {
      const response = await update(user, { currency });
      expect({ currency, status: response.statusCode, body: response.json() }).toEqual({
        currency,
        status: 400,
        body: { message, errors: [message] },
      });
    }
    expect((await me(user)).currency).toBe('USD');
  });

  it("takes the user's own equipment, refuses another user's and an unknown one", async () => {
    const user = await buildSignedInUser(app);
    const neighbour = await buildSignedInUser(app);
    const mine = await ownEquipment(user);
    const theirs = await ownEquipment(neighbour);
    expect((await update(user, { defaultEquipmentId: mine })).statusCode).toBe(200);
    expect((await me(user)).defaultEquipmentId).toBe(mine);

    for (const id of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const refused = await update(user, { defaultEquipmentId: id, temperatureUnit: 'F' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Default equipment must be one of your or the official equipment profiles.',
      );
    }
    // Nothing changed, and the neighbour's profile was not revealed or touched.
    expect(await me(user)).toMatchObject({ defaultEquipmentId: mine, temperatureUnit: 'C' });
    const still = await app.inject({
      method: 'GET',
      url: `/api/equipments/${neighbour.id}/${theirs}`,
      headers: neighbour.auth,
    });
    expect(still.statusCode).toBe(200);
  });

  it('falls back to none when the default equipment is deleted', async () => {
    const user = await buildSignedInUser(app);
    const mine = await ownEquipment(user);
    await update(user, { defaultEquipmentId: mine });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/equipments/${user.id}/${mine}`,
      headers: user.auth,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await me(user)).defaultEquipmentId).toBeNull();
  });

  it("keep the recipe's stored figures the specification's whatever the display methods", async () => {
    const user = await buildSignedInUser(app);
    await update(user, imperial);
    const body = buildRecipe({}, 2);
    body.recipeHops[1] = { ...body.recipeHops[1]!, usageStage: 'Whirlpool', boilTime: 20 };
    const saved = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: user.auth,
      payload: body,
    });
    expect(saved.statusCode).toBe(201);
    const spec = computeRecipeFigures(body);
    const staged = computeFiguresWithMethods(body, {
      colorMethod: 'morey',
      ibuMethod: 'staged',
      gravityMethod: 'spec',
    });
    expect(staged.hopIbus).not.toEqual(spec.hopIbus);
    const recipe = (
      await app.inject({ method: 'GET', url: `/api/recipes/${saved.json().id}`, headers: user.auth })
    ).json();
    expect(recipe.recipeHops.map((hop: { ibu: number }) => hop.ibu)).toEqual(spec.hopIbus);
    expect(recipe.recipeEquipment.batchVolume).toBe(20);
    expect(recipe.volumeLiters).toBe(20);
  });

  it('are in the account export', async () => {
    const user = await buildSignedInUser(app);
    const official = officialCatalogue.equipments[0]!.id;
    await update(user, { ...imperial, defaultEquipmentId: official });
    const response = await app.inject({ method: 'GET', url: '/api/users/me/export', headers: user.auth });
    expect(response.json().preferences).toEqual({
      weightUnit: 'g',
      ...imperial,
      wortCorrectionFactor: 1.04,
      defaultEquipmentId: official,
    });
  });
});
