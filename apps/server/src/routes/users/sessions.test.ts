// Ending sessions across server processes: a token ended by logout, "sign out everywhere" or a
// password change on one process is refused at once by every process on the same database. On
// PostgreSQL two app instances share one database; PGlite is embedded, so there it is one instance.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login, PASSWORD, type TestUser } from '../../../test/factories';
import { createTestApp } from '../../../test/support/test-app';

let instances: FastifyInstance[];

beforeAll(async () => {
  const first = await createTestApp();
  const url = first.ctx.config.databaseUrl;
  instances = url ? [first, await createTestApp({ databaseUrl: url })] : [first];
});
afterAll(async () => {
  // The first instance drops the shared database, so it closes last.
  for (const app of [...instances].reverse()) await app.close();
});

const statusOn = async (app: FastifyInstance, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).statusCode;
const everywhere = (user: TestUser) => Promise.all(instances.map((app) => statusOn(app, user)));

describe('sessions on every instance', () => {
  it('runs two instances on PostgreSQL', () => {
    expect(instances).toHaveLength(instances[0]!.ctx.database.driver === 'postgres' ? 2 : 1);
  });

  it('a logout on one instance refuses exactly that token on every instance at once', async () => {
    const first = instances[0]!;
    const last = instances.at(-1)!;
    const { email } = await buildUser(first);
    const ended = await login(first, email);
    const kept = await login(last, email);
    // Both instances have seen (and could remember) both tokens before the logout.
    expect(await everywhere(ended)).toEqual(instances.map(() => 200));
    expect(await everywhere(kept)).toEqual(instances.map(() => 200));
    const out = await last.inject({ method: 'POST', url: '/api/users/logout', headers: ended.auth });
    expect(out.statusCode).toBe(204);
    expect(await everywhere(ended)).toEqual(instances.map(() => 401));
    expect(await everywhere(kept)).toEqual(instances.map(() => 200));
  });

  it('"sign out everywhere" on one instance refuses every older token on every instance', async () => {
    const first = instances[0]!;
    const last = instances.at(-1)!;
    const { email } = await buildUser(first);
    const laptop = await login(first, email);
    const phone = await login(last, email);
    expect(await everywhere(laptop)).toEqual(instances.map(() => 200));
    await first.inject({ method: 'POST', url: '/api/users/logoutEverywhere', headers: phone.auth });
    expect(await everywhere(laptop)).toEqual(instances.map(() => 401));
    expect(await everywhere(phone)).toEqual(instances.map(() => 401));
    expect(await everywhere(await login(last, email))).toEqual(instances.map(() => 200));
  });

  it('a password change on one instance refuses older tokens on every instance', async () => {
    const first = instances[0]!;
    const last = instances.at(-1)!;
    const { id, email } = await buildUser(first);
    const before = await login(first, email);
    expect(await everywhere(before)).toEqual(instances.map(() => 200));
    const changed = await last.inject({
      method: 'PUT',
      url: `/api/users/${id}/password`,
      headers: before.auth,
      payload: { currentPassword: PASSWORD, password: 'NewPassw0rd' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await everywhere(before)).toEqual(instances.map(() => 401));
    expect(await everywhere(await login(first, email, 'NewPassw0rd'))).toEqual(instances.map(() => 200));
  });

  it('a write to the users table by any path refuses the token at once, though the instance had seen it', async () => {
    const [app] = instances;
    const { id, email } = await buildUser(app!);
    const user = await login(app!, email);
    expect(await everywhere(user)).toEqual(instances.map(() => 200));
    await app!.ctx.db.execute(sql`update users set active = false where id = ${id}`);
    expect(await everywhere(user)).toEqual(instances.map(() => 401));
    await app!.ctx.db.execute(sql`update users set active = true where id = ${id}`);
    expect(await everywhere(user)).toEqual(instances.map(() => 200));
    const { tokenId } = (await app!.ctx.tokens.verify(user.token))!;
    await app!.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into revoked_tokens (token_id, user_id, expires_at)
        values (${tokenId}, ${id}, now() + interval '1 hour')`);
    });
    expect(await everywhere(user)).toEqual(instances.map(() => 401));
  });

  it('the prepared auth check, run often enough to be planned once for all, still refuses a token at once', async () => {
    // PostgreSQL plans a prepared statement anew for its first five runs on a connection, then may keep
    // one plan: the runs here go past that on every instance before the token is ended.
    const [app] = instances;
    const { id, email } = await buildUser(app!);
    const user = await login(app!, email);
    const often = async () => {
      for (let run = 0; run < 8; run++) expect(await everywhere(user)).toEqual(instances.map(() => 200));
    };
    await often();
    await app!.ctx.db.execute(sql`update users set active = false where id = ${id}`);
    expect(await everywhere(user)).toEqual(instances.map(() => 401));
    await app!.ctx.db.execute(sql`update users set active = true where id = ${id}`);
    await often();
    const last = instances.at(-1)!;
    const out = await last.inject({ method: 'POST', url: '/api/users/logout', headers: user.auth });
    expect(out.statusCode).toBe(204);
    expect(await everywhere(user)).toEqual(instances.map(() => 401));
  });
});
