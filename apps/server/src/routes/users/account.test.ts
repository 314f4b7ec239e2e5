// The signed-in user's own account: password change, logout and "sign out everywhere", export of
// everything the user owns and nothing else, and deletion of every owned row and nothing else.
import { CATALOGUE_KINDS, PASSWORD_MESSAGE } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildCatalogueBody,
  buildRecipe,
  buildSignedInUser,
  buildUser,
  createItem,
  login,
  PASSWORD,
  type TestUser,
} from '../../../test/factories';
import { createTestApp } from '../../../test/support/test-app';
import { revokedTokens } from '../../db/schema';
import { updateProfile } from './account';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const me = (auth: TestUser['auth']) => app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
const changePassword = (user: TestUser, payload: object, id = user.id) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}/password`, headers: user.auth, payload });

describe('password change while signed in', () => {
  it('refuses a wrong current password with a clear 400 and keeps the old password', async () => {
    const user = await buildSignedInUser(app);
    const wrong = await changePassword(user, { currentPassword: 'Wrong1234', password: 'NewPassw0rd' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct.');
    expect((await me(user.auth)).statusCode).toBe(200);
    await expect(login(app, user.email)).resolves.toMatchObject({ id: user.id });
  });

  it('refuses a weak new password with the SPEC §5 message', async () => {
    const user = await buildSignedInUser(app);
    const weak = await changePassword(user, { currentPassword: PASSWORD, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(PASSWORD_MESSAGE);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const user = await buildSignedInUser(app);
    const other = await buildUser(app);
    const response = await changePassword(
      user,
      { currentPassword: PASSWORD, password: 'NewPassw0rd' },
      other.id,
    );
    expect(response.statusCode).toBe(403);
    await expect(login(app, other.email)).resolves.toMatchObject({ id: other.id });
  });

  it('changes it: "Password updated successfully.", older tokens refused, the new login works', async () => {
    const user = await buildSignedInUser(app);
    const elsewhere = await login(app, user.email);
    const changed = await changePassword(user, { currentPassword: PASSWORD, password: 'NewPassw0rd' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password updated successfully.');
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await me(elsewhere.auth)).statusCode).toBe(401);
    // The device that changed it keeps going with the new token it was given.
    expect((await me({ authorization: `Bearer ${changed.json().access_token}` })).statusCode).toBe(200);
    await expect(login(app, user.email)).rejects.toThrow(/401/);
    const after = await login(app, user.email, 'NewPassw0rd');
    expect((await me(after.auth)).statusCode).toBe(200);
  });

  it('answers two simultaneous changes with one success and one clear refusal, never a 500', async () => {
    const user = await buildSignedInUser(app);
    const answers = await Promise.all(
      ['FirstPassw0rd', 'SecondPassw0rd'].map((password) =>
        changePassword(user, { currentPassword: PASSWORD, password }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect([400, 401, 409]).toContain(statuses.find((status) => status !== 200));
  });
});

describe('logout', () => {
  it('ends exactly the calling token', async () => {
    const user = await buildSignedInUser(app);
    const other = await login(app, user.email);
    const out = await app.inject({ method: 'POST', url: '/api/users/logout', headers: user.auth });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await me(other.auth)).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/users/logout', headers: user.auth });
    expect(again.statusCode).toBe(401);
  });

  it('prunes revocations of tokens that have expired anyway', async () => {
    const user = await buildSignedInUser(app);
    await app.ctx.db
      .insert(revokedTokens)
      .values({ tokenId: 'long-expired', userId: user.id, expiresAt: new Date(Date.now() - 60_000) });
    await app.inject({ method: 'POST', url: '/api/users/logout', headers: user.auth });
    const left = await rows<{ token_id: string }>(
      sql`select token_id from revoked_tokens where user_id = ${user.id}`,
    );
    expect(left).toHaveLength(1);
    expect(left[0]!.token_id).not.toBe('long-expired');
  });

  it('"sign out everywhere" ends every token of the user and no one else\'s', async () => {
    const user = await buildSignedInUser(app);
    const phone = await login(app, user.email);
    const stranger = await buildSignedInUser(app);
    const out = await app.inject({ method: 'POST', url: '/api/users/logoutEverywhere', headers: phone.auth });
    expect(out.statusCode).toBe(204);
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await me(phone.auth)).statusCode).toBe(401);
    expect((await me(stranger.auth)).statusCode).toBe(200);
    expect((await me((await login(app, user.email)).auth)).statusCode).toBe(200);
  });
});

/** A user with one own item of each kind, a customised official hop and a recipe. */
async function buildOwner() {
  const user = await buildSignedInUser(app);
  const ids: string[] = [];
  for (const kind of CATALOGUE_KINDS) {
    ids.push((await createItem(app, user, kind)).id);
  }
  const official = officialCatalogue.hops[0]!;
  const copy = await app.inject({
    method: 'PUT',
    url: `/api/hops/${official.id}`,
    headers: user.auth,
    payload: { ...buildCatalogueBody('hops', official.name), description: 'My notes' },
  });
  ids.push(copy.json().id);
  const recipe = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: user.auth,
    payload: buildRecipe(),
  });
  ids.push(recipe.json().id);
  const batch = await app.inject({
    method: 'POST',
    url: '/api/batches',
    headers: user.auth,
    payload: { recipeId: recipe.json().id },
  });
  ids.push(batch.json().id);
  const reading = await app.inject({
    method: 'POST',
    url: `/api/batches/${batch.json().id}/readings`,
    headers: user.auth,
    payload: { time: '2026-11-20T10:00:00Z', gravity: 1.05, temperature: 19.5, note: null },
  });
  ids.push(reading.json().id);
  return { user, ids };
}

describe('export', () => {
  it('is one JSON attachment with everything the user owns and nothing of anyone else', async () => {
    const { user, ids } = await buildOwner();
    const neighbour = await buildOwner();
    await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: user.auth,
      payload: { weightUnit: 'oz' },
    });
    const response = await app.inject({ method: 'GET', url: '/api/users/me/export', headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wortsmith-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    const document = response.json();
    expect(document).toMatchObject({
      format: 'wortsmith-account-export',
      version: 1,
      profile: {
        user_id: user.id,
        email: user.email,
        name: 'Test Brewer',
        signIn: { password: true, google: false },
      },
      preferences: { weightUnit: 'oz' },
    });
    const exported = [
      ...CATALOGUE_KINDS.flatMap((kind) => document.catalogue[kind].map((item: { id: string }) => item.id)),
      ...document.recipes.map((recipe: { id: string }) => recipe.id),
      ...document.batches.flatMap((batch: { id: string; readings: { id: string }[] }) => [
        batch.id,
        ...batch.readings.map((reading) => reading.id),
      ]),
    ];
    expect(exported.sort()).toEqual([...ids].sort());
    expect(
      document.catalogue.hops.find((hop: { officialId: string | null }) => hop.officialId),
    ).toMatchObject({
      officialId: officialCatalogue.hops[0]!.id,
      description: 'My notes',
    });
    expect(document.recipes[0]).toMatchObject({ name: 'West Coast IPA', recipeHops: [{ name: 'Citra 0' }] });
    expect(document.batches[0].readings[0]).toMatchObject({ gravity: 1.05, temperature: 19.5 });
    // The same recipes and items as BeerJSON documents, for other brewing tools.
    expect(document.beerjson.recipes.beerjson.recipes[0].name).toBe('West Coast IPA');
    expect(document.beerjson.hops.beerjson.hop_varieties.map((hop: { name: string }) => hop.name)).toEqual(
      document.catalogue.hops.map((hop: { name: string }) => hop.name),
    );
    for (const foreign of [neighbour.user.id, neighbour.user.email, ...neighbour.ids]) {
      expect(response.body).not.toContain(foreign);
    }
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('$argon2');
  });

  it('refuses a visitor without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
  });
});

/** Rows per table holding a user_id column: all of them, and the user's. */
async function rowCounts(userId: string) {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const counts: Record<string, { all: number; owned: number }> = {};
  for (const { table_name } of tables) {
    const [row] = await rows<{ all: number; owned: number }>(
      sql`select count(*)::int as all, count(*) filter (where user_id = ${userId})::int as owned from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = row!;
  }
  const [users] = await rows<{ all: number; owned: number }>(
    sql`select count(*)::int as all, count(*) filter (where id = ${userId})::int as owned from users`,
  );
  counts.users = users!;
  return counts;
}

describe('account deletion', () => {
  const remove = (user: TestUser, payload: object, id = user.id) =>
    app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: user.auth, payload });

  it("refuses another user's id (403) and a wrong password (400), deleting nothing", async () => {
    const { user } = await buildOwner();
    const other = await buildOwner();
    const before = await rowCounts(other.user.id);
    const forbidden = await remove(user, { password: PASSWORD }, other.user.id);
    expect(forbidden.statusCode).toBe(403);
    const wrong = await remove(other.user, { password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct.');
    expect(await rowCounts(other.user.id)).toEqual(before);
  });

  it('removes every row the user owns and nothing else; tokens stop; the e-mail can register again', async () => {
    const { user } = await buildOwner();
    await buildOwner();
    await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: (await login(app, user.email)).auth,
    });
    const before = await rowCounts(user.id);
    expect(before.recipes!.owned).toBe(1);
    expect(before.hops!.owned).toBe(2);
    expect(before.revoked_tokens!.owned).toBe(1);
    const deleted = await remove(user, { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    const after = await rowCounts(user.id);
    for (const [table, count] of Object.entries(before)) {
      expect(after[table], table).toEqual({ all: count.all - count.owned, owned: 0 });
    }
    expect((await me(user.auth)).statusCode).toBe(401);
    await expect(login(app, user.email)).rejects.toThrow(/401/);
    const again = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Back Again', email: user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
  });

  it('deletes a Google-only account with a Google sign-in of the last 5 minutes, not an older one', async () => {
    const { id } = await buildUser(app, { passwordHash: null, googleSubject: 'google-only-subject' });
    const bearer = async (method: 'password' | 'google') => {
      const { token } = await app.ctx.tokens.issue(id, method);
      return { id, email: '', token, auth: { authorization: `Bearer ${token}` } };
    };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 6 * 60_000 });
    const stale = await bearer('google');
    vi.useRealTimers();
    const refused = await remove(stale, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Sign in with Google again (within the last 5 minutes) to delete this account.',
    );
    expect((await remove(await bearer('password'), {})).statusCode).toBe(403);
    const fresh = await bearer('google');
    expect((await remove(fresh, {})).statusCode).toBe(204);
    expect((await me(fresh.auth)).statusCode).toBe(401);
  });

  it('answers a profile update of an account deleted meanwhile with 404, not a 500', async () => {
    const user = await buildSignedInUser(app);
    await remove(user, { password: PASSWORD });
    await expect(updateProfile(app.ctx, user.id, { name: 'Ghost' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
