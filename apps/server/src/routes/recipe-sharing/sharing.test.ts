// Share links and the club library (issue 36), security first: every route tried by the owner, another
// signed-in brewer, nobody signed in, a revoked link, an expired link and a guessed token. Nobody reads or
// changes what is not theirs or not shared; a shared or published recipe shows nothing of its owner but the
// name they chose; tokens are stored hashed; the link's page previews the recipe in a chat.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Recipe, SHARE_MESSAGES } from '@wortsmith/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecipe, buildSignedInUser, createItem, type TestUser } from '../../../test/factories';
import { createTestApp, TEST_ARGON2 } from '../../../test/support/test-app';
import { recipePublications, recipeShares, recipes, recipeVersions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

let app: FastifyInstance;
let owner: TestUser;
let brewer: TestUser;
let third: TestUser;
let recipe: Recipe;
let secret: Recipe;
const webDist = mkdtempSync(join(tmpdir(), 'wortsmith-web-'));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: TestUser | null, payload?: object) =>
  app.inject({ method, url, payload, headers: who?.auth ?? {} });

beforeAll(async () => {
  writeFileSync(
    join(webDist, 'index.html'),
    '<html><head><title>Wortsmith</title></head><body></body></html>',
  );
  app = await createTestApp({ webDist });
  owner = await buildSignedInUser(app);
  brewer = await buildSignedInUser(app);
  third = await buildSignedInUser(app);
  await call('PUT', `/api/users/${owner.id}`, owner, { brewery: 'Hop Cellar <b>Brewing</b>' });
  const equipment = await createItem(app, owner, 'equipments', 'Owner’s kettle');
  const body = buildRecipe({
    name: 'Club Pale',
    author: 'Private Person',
    notes: 'Mash low. <script>x</script>',
  });
  (body.recipeEquipment as { id: string | null }).id = equipment.id;
  recipe = (await call('POST', '/api/recipes', owner, body)).json<Recipe>();
  secret = (
    await call('POST', '/api/recipes', owner, buildRecipe({ name: 'Never Shared Stout' }))
  ).json<Recipe>();
  // The owner's stock and a batch: nothing of them may show.
  await call('POST', '/api/batches', owner, { recipeId: secret.id });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Makes a link for the owner's recipe; its token. */
async function share(payload: object = {}): Promise<string> {
  const made = await call('POST', `/api/recipes/${recipe.id}/share`, owner, payload);
  expect(made.statusCode).toBe(201);
  const { url, token } = made.json<{ url: string; token: string }>();
  expect(url.endsWith(`/shared/${token}`)).toBe(true);
  return token;
}

describe('a share link', () => {
  it('opens the recipe for anyone, without signing in, with nothing of its owner but the chosen name', async () => {
    const token = await share({ shownAs: 'brewery' });
    const opened = await call('GET', `/api/shared/${token}`, null);
    expect(opened.statusCode).toBe(200);
    const shared = opened.json();
    expect(shared.name).toBe('Club Pale');
    expect(shared.shownName).toBe('Hop Cellar <b>Brewing</b>');
    expect(shared.notes).toBe('Mash low. <script>x</script>');
    expect(shared.recipeHops).toHaveLength(1);
    expect(shared.figures.og).toBeGreaterThan(1.03);
    const text = opened.body;
    for (const leak of [
      owner.email,
      owner.id,
      'Private Person',
      recipe.id,
      'Never Shared Stout',
      recipe.recipeEquipment.id!,
    ]) {
      expect(text).not.toContain(leak);
    }
  });

  it('is stored only as a hash of its token', async () => {
    const token = await share();
    const [row] = await app.ctx.db.select().from(recipeShares).where(eq(recipeShares.recipeId, recipe.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('stops working when revoked, replaced or expired, and a guess opens nothing', async () => {
    const old = await share();
    const current = await share();
    const gone = { message: SHARE_MESSAGES.linkGone };
    expect((await call('GET', `/api/shared/${old}`, null)).json()).toEqual(gone);
    expect((await call('GET', `/api/shared/${current}`, null)).statusCode).toBe(200);
    expect((await call('GET', `/api/shared/${'A'.repeat(43)}`, null)).json()).toEqual(gone);
    expect((await call('GET', '/api/shared/short', null)).json()).toEqual(gone);
    expect((await call('POST', `/api/shared/${'A'.repeat(43)}/copy`, brewer)).statusCode).toBe(404);
    // Expired: the link's end has passed.
    await app.ctx.db.update(recipeShares).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await call('GET', `/api/shared/${current}`, null)).json()).toEqual(gone);
    expect((await call('POST', `/api/shared/${current}/copy`, brewer)).statusCode).toBe(404);
    const sharing = (await call('GET', `/api/recipes/${recipe.id}/sharing`, owner)).json();
    expect(sharing.share.expired).toBe(true);
    // Revoked.
    const fresh = await share({ expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await call('GET', `/api/shared/${fresh}`, null)).json().expiresAt).not.toBeNull();
    expect((await call('DELETE', `/api/recipes/${recipe.id}/share`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/shared/${fresh}`, null)).json()).toEqual(gone);
  });

  it('refuses an expiry in the past and changes nothing', async () => {
    const token = await share();
    const refused = await call('POST', `/api/recipes/${recipe.id}/share`, owner, {
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SHARE_MESSAGES.expiresAt);
    expect((await call('GET', `/api/shared/${token}`, null)).statusCode).toBe(200);
  });

  it('is copied by a signed-in brewer as their own recipe, unlinked and credited', async () => {
    const token = await share({ shownAs: 'name' });
    expect((await call('POST', `/api/shared/${token}/copy`, null)).statusCode).toBe(401);
    const copied = await call('POST', `/api/shared/${token}/copy`, brewer);
    expect(copied.statusCode).toBe(201);
    const copy = copied.json<Recipe>();
    expect(copy.userId).toBe(brewer.id);
    expect(copy.copiedFrom).toMatchObject({ name: 'Club Pale', via: 'link' });
    expect(copy.author).toBe(copy.copiedFrom!.by);
    expect(copy.recipeEquipment.id).toBeNull();
    // Unlinked: the owner's later edit changes nothing of the copy.
    await call('PUT', `/api/recipes/${recipe.id}`, owner, {
      ...recipe,
      name: 'Club Pale II',
      version: undefined,
    });
    expect((await call('GET', `/api/recipes/${copy.id}`, brewer)).json().name).toBe('Club Pale');
    const versions = (await call('GET', `/api/recipes/${copy.id}/versions`, brewer)).json();
    expect(versions).toMatchObject([{ version: 1, origin: 'copied' }]);
  });

  it('shows its recipe in a chat preview, escaped', async () => {
    const token = await share({ shownAs: 'brewery' });
    const page = await call('GET', `/shared/${token}`, null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<meta property="og:title" content="Club Pale II · Wortsmith" />');
    expect(page.body).toMatch(
      /<meta property="og:description" content="American IPA · 20\.0 L · OG 1\.\d{3} · [\d.]+ % ABV · \d+ IBU · shared by Hop Cellar &#60;b&#62;Brewing&#60;\/b&#62;" \/>/,
    );
    expect(page.body).toContain('<title>Club Pale II · Wortsmith</title>');
    const gone = await call('GET', `/shared/${'A'.repeat(43)}`, null);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Club Pale');
  });
});

describe('the library', () => {
  it('lists a published recipe for every signed-in brewer, by the name its author chose', async () => {
    expect((await call('GET', '/api/library', null)).statusCode).toBe(401);
    const published = await call('PUT', `/api/recipes/${recipe.id}/publication`, owner, {
      published: true,
      shownAs: 'anonymous',
    });
    expect(published.json()).toMatchObject({ published: true, shownAs: 'anonymous', copyCount: 0 });
    const page = (await call('GET', '/api/library?style=American%20IPA', third)).json();
    expect(page.items).toEqual([
      expect.objectContaining({
        id: recipe.id,
        name: 'Club Pale II',
        shownName: 'Anonymous brewer',
        mine: false,
      }),
    ]);
    expect(JSON.stringify(page)).not.toContain(owner.email);
    const opened = await call('GET', `/api/library/${recipe.id}`, third);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).not.toContain('Private Person');
    const { name } = (await call('GET', '/api/users/me', owner)).json<{ name: string }>();
    expect(opened.body).not.toContain(name);
    expect((await call('GET', `/api/library/${secret.id}`, third)).statusCode).toBe(404);
  });

  it('keeps the entry up to date with the recipe and counts its copies', async () => {
    const current = (await call('GET', `/api/recipes/${recipe.id}`, owner)).json<Recipe>();
    await call('PUT', `/api/recipes/${recipe.id}`, owner, { ...current, name: 'Club Pale III' });
    expect((await call('POST', `/api/library/${recipe.id}/copy`, third)).statusCode).toBe(201);
    const [entry] = (await call('GET', '/api/library?searchTerm=pale%20iii&sort=copied', brewer)).json()
      .items;
    expect(entry).toMatchObject({ name: 'Club Pale III', copyCount: 1 });
  });

  it('is published and unpublished by the author alone', async () => {
    for (const who of [brewer, third]) {
      const tried = await call('PUT', `/api/recipes/${recipe.id}/publication`, who, { published: false });
      expect(tried.statusCode).toBe(404);
      const publishedOther = await call('PUT', `/api/recipes/${secret.id}/publication`, who, {
        published: true,
      });
      expect(publishedOther.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/library/${recipe.id}`, third)).statusCode).toBe(200);
    expect((await call('GET', `/api/library/${secret.id}`, third)).statusCode).toBe(404);
    await call('PUT', `/api/recipes/${recipe.id}/publication`, owner, { published: false });
    expect((await call('GET', `/api/library/${recipe.id}`, third)).statusCode).toBe(404);
    expect((await call('POST', `/api/library/${recipe.id}/copy`, third)).statusCode).toBe(404);
  });

  it('pages with a cursor, in either order, and refuses a cursor not its own', async () => {
    for (let i = 0; i < 30; i++) {
      const made = (
        await call('POST', '/api/recipes', brewer, buildRecipe({ name: `Paged ${i}`, style: 'Irish Stout' }))
      ).json<Recipe>();
      await call('PUT', `/api/recipes/${made.id}/publication`, brewer, { published: true });
    }
    for (const sort of ['newest', 'copied']) {
      const first = (await call('GET', `/api/library?style=Irish%20Stout&sort=${sort}`, third)).json();
      expect(first.items).toHaveLength(24);
      const second = (
        await call('GET', `/api/library?style=Irish%20Stout&sort=${sort}&cursor=${first.nextCursor}`, third)
      ).json();
      expect(second.items).toHaveLength(6);
      expect(second.nextCursor).toBeNull();
      const names = new Set([...first.items, ...second.items].map((item: { name: string }) => item.name));
      expect(names.size).toBe(30);
    }
    const bad = await call('GET', '/api/library?cursor=bm9uc2Vuc2U', third);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The page cursor is not valid.');
    expect((await call('GET', '/api/library?sort=best', third)).statusCode).toBe(400);
  });
});

describe('another brewer and nobody signed in', () => {
  it('can neither read nor change a recipe’s history, link or publication', async () => {
    const before = await app.ctx.db
      .select()
      .from(recipeVersions)
      .where(eq(recipeVersions.recipeId, recipe.id));
    const base = `/api/recipes/${recipe.id}`;
    const attempts: [Method, string, object?][] = [
      ['GET', `${base}/versions`],
      ['GET', `${base}/versions/1`],
      ['POST', `${base}/versions/1/restore`],
      ['GET', `/api/recipes/compare?a=${recipe.id}&b=${recipe.id}@1`],
      ['GET', `/api/recipes/compare?a=${brewer.id}&b=${recipe.id}`],
      ['GET', `${base}/sharing`],
      ['POST', `${base}/share`, {}],
      ['DELETE', `${base}/share`],
      ['PUT', `${base}/publication`, { published: true }],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, brewer, payload)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const after = await app.ctx.db
      .select()
      .from(recipeVersions)
      .where(eq(recipeVersions.recipeId, recipe.id));
    expect(after).toEqual(before);
    const [publication] = await app.ctx.db
      .select()
      .from(recipePublications)
      .where(eq(recipePublications.recipeId, recipe.id));
    expect(publication).toBeUndefined();
  });
});

describe('the account', () => {
  it('exports its recipes’ history, and deleting it removes history, links and publications', async () => {
    const user = await buildSignedInUser(app);
    const made = (
      await call('POST', '/api/recipes', user, buildRecipe({ name: 'Leaving Lager' }))
    ).json<Recipe>();
    await call('PUT', `/api/recipes/${made.id}`, user, { ...made, notes: 'v2' });
    await call('POST', `/api/recipes/${made.id}/share`, user, {});
    await call('PUT', `/api/recipes/${made.id}/publication`, user, { published: true });
    const exported = (await call('GET', '/api/users/me/export', user)).json();
    const history = exported.recipeVersions.find((entry: { recipeId: string }) => entry.recipeId === made.id);
    expect(history.versions.map((v: { version: number; summary: string }) => [v.version, v.summary])).toEqual(
      [
        [2, 'Notes edited'],
        [1, 'Created'],
      ],
    );
    expect(history.versions[1].recipe.name).toBe('Leaving Lager');
    const removed = await call('DELETE', `/api/users/${user.id}`, user, { password: 'Brewing123!' });
    expect(removed.statusCode).toBe(204);
    for (const table of [recipeVersions, recipeShares, recipePublications]) {
      const rows = await app.ctx.db.select().from(table).where(eq(table.recipeId, made.id));
      expect(rows).toEqual([]);
    }
    expect(await app.ctx.db.select().from(recipes).where(eq(recipes.id, made.id))).toEqual([]);
  });
});

describe('the rate limits', () => {
  it('stop an address walking through tokens, and a brewer scraping the library', async () => {
    const limited = await createTestApp({ internal: { argon2: TEST_ARGON2, rateLimitFactor: 1 } });
    try {
      const reader = await buildSignedInUser(limited);
      const guess = (i: number) =>
        limited.inject({ method: 'GET', url: `/api/shared/${String(i).padStart(43, 'A')}` });
      for (let i = 0; i < 120; i++) expect((await guess(i)).statusCode).toBe(404);
      const refused = await guess(120);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      const list = () => limited.inject({ method: 'GET', url: '/api/library', headers: reader.auth });
      for (let i = 0; i < 300; i++) expect((await list()).statusCode).toBe(200);
      expect((await list()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
