// Paging of every list and search (issue 38, lib/paging.ts): a paged walk through a list with `limit` and
// the `Next-Cursor` header answers exactly the rows of the call without them, in the same order, each once;
// a first page says how many there are (`Total-Count`); a bad limit or cursor is a clear 400; and another
// brewer's pages never hold the owner's rows.
import { officialCatalogue } from '@wortsmith/core/seed';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { brewBatch } from '../src/routes/batches/test-helpers';
import { buildRecipe, type TestUser, useAppWithUsers } from './factories';

let app: FastifyInstance;
let owner: TestUser;
let bystander: TestUser;
useAppWithUsers(2, (made) => {
  [app, owner, bystander] = made;
});

let batchId = '';

beforeAll(async () => {
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url, payload, headers: owner.auth });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  // Names with ties (the same name twice, ordered then by id), cases, % and _ and a customised official.
  await app.ctx.db.execute(sql`
    insert into fermentables (user_id, name, type, ebc, potential_extract)
    select ${owner.id}, (array['Maris Otter', 'maris otter', 'Pale Malt', 'Crystal 60', 'Munich 50%_x',
      'Zwaan'])[1 + g % 6] || case when g % 4 = 0 then '' else ' ' || g end, 'Base', 5, 80
    from generate_series(0, 39) g`);
  const official = officialCatalogue.fermentables[0]!;
  const { id: _id, ...fields } = official as Record<string, unknown>;
  await call('PUT', `/api/fermentables/${official.id}`, { ...fields, name: 'A custom copy' });
  for (const name of ['Zed', 'alpha', 'Mild', 'Bitter', 'bitter', 'Stout', 'Märzen']) {
    await call('POST', '/api/recipes', buildRecipe({ name }));
  }
  const batch = await brewBatch(app, owner, { name: 'Paged Porter' });
  batchId = batch.id;
  for (let r = 0; r < 9; r++) {
    // Two readings share a time: they are ordered by id.
    const time = new Date(Date.UTC(2026, 4, 1, Math.min(r, 7))).toISOString();
    await call('POST', `/api/batches/${batch.id}/readings`, {
      time,
      gravity: 1.05 - r * 0.002,
      temperature: 19,
    });
  }
  for (const salt of ['gypsum', 'epsom', 'chalk']) {
    await call('PUT', `/api/inventory/salts/${salt}`, { amount: 100 });
  }
});

type Answer = { status: number; body: unknown; next?: string; total?: string };

async function get(url: string, who = owner): Promise<Answer> {
  const response = await app.inject({ method: 'GET', url, headers: who.auth });
  const header = (name: string) => response.headers[name] as string | undefined;
  return {
    status: response.statusCode,
    body: response.json(),
    next: header('next-cursor'),
    total: header('total-count'),
  };
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** Every page of `url` at `limit` rows, concatenated, with the first page's count and the page count. */
async function allPages(url: string, limit: number, who = owner) {
  const rows: unknown[] = [];
  let cursor: string | undefined;
  let total: string | undefined;
  let pages = 0;
  do {
    const page = await get(withQuery(url, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`), who);
    expect(page.status).toBe(200);
    const body = page.body as unknown[];
    expect(body.length).toBeLessThanOrEqual(limit);
    if (pages === 0) total = page.total;
    else expect(page.total).toBeUndefined();
    rows.push(...body);
    cursor = page.next;
    pages++;
  } while (cursor);
  return { rows, total, pages };
}

const LISTS = [
  '/api/fermentables',
  '/api/fermentables/search?searchTerm=ma',
  '/api/fermentables/search?searchTerm=M',
  '/api/fermentables/search?searchTerm=maris',
  '/api/fermentables/search?searchTerm=50%25_',
  '/api/fermentables/search?searchTerm=%25',
  '/api/hops',
  '/api/recipes',
  '/api/recipes/search?searchTerm=bitter',
  '/api/recipes/search?searchTerm=t',
  '/api/batches',
  '/api/batches/search?searchTerm=porter',
  '/api/inventory',
];

describe('a paged walk answers exactly what the whole list answers', () => {
  it.each(LISTS)('%s', async (url) => {
    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(whole.next).toBeUndefined();
    expect(whole.total).toBeUndefined();
    const expected = whole.body as unknown[];
    expect(expected.length).toBeGreaterThan(0);
    // Pages of one row through a short list, of a few dozen through a long one (the official catalogue's).
    for (const limit of expected.length <= 60 ? [1, 3, 500] : [37, 500]) {
      const { rows, total, pages } = await allPages(url, limit);
      expect(rows).toEqual(expected);
      expect(total).toBe(expected.length > 1000 ? '1000+' : String(expected.length));
      expect(pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
    }
  });

  it("pages a batch's readings in time order, ties by id", async () => {
    const url = `/api/batches/${batchId}/readings`;
    const whole = (await get(url)).body as Array<{ time: string }>;
    expect(whole).toHaveLength(9);
    const { rows, total } = await allPages(url, 2);
    expect(rows).toEqual(whole);
    expect(total).toBe('9');
  });

  it("pages a batch's readings latest first (the readings table), ties by id the other way", async () => {
    const url = `/api/batches/${batchId}/readings`;
    const whole = (await get(url)).body as unknown[];
    const latest = (await get(`${url}?order=latest`)).body;
    expect(latest).toEqual([...whole].reverse());
    for (const limit of [1, 2, 4, 9]) {
      const { rows, total } = await allPages(`${url}?order=latest`, limit);
      expect(rows).toEqual(latest);
      expect(total).toBe('9');
    }
    expect((await get(`${url}?order=time`)).body).toEqual(whole);
    expect((await get(`${url}?maxPoints=4&order=latest`)).body).toEqual(
      [...((await get(`${url}?maxPoints=4`)).body as unknown[])].reverse(),
    );
    expect(await get(`${url}?order=newest`)).toMatchObject({
      status: 400,
      body: { message: 'order must be time or latest' },
    });
  });

  it('reads only the page: a paged catalogue call runs one or two statements, never the whole list', async () => {
    const db = app.ctx.db;
    const execute = db.execute.bind(db);
    const statements: string[] = [];
    db.execute = ((query: Parameters<typeof execute>[0]) => {
      statements.push(JSON.stringify(query));
      return execute(query);
    }) as typeof db.execute;
    try {
      // The list: its page with its count. The search: the planner's estimate of its matches, then the
      // page with its count (routes/catalogue/visibility.ts).
      for (const [url, count] of [
        ['/api/fermentables?limit=5', 1],
        ['/api/fermentables/search?searchTerm=ma&limit=5', 2],
      ] as const) {
        statements.length = 0;
        expect((await get(url)).status).toBe(200);
        // The reply is sent once they are read; nothing runs after it.
        await new Promise((resolve) => setImmediate(resolve));
        expect(statements, url).toHaveLength(count);
      }
    } finally {
      db.execute = execute;
    }
  });

  it('answers an empty search as one empty page', async () => {
    const page = await get('/api/fermentables/search?searchTerm=zq&limit=5');
    expect(page).toMatchObject({ status: 200, body: [], total: '0' });
    expect(page.next).toBeUndefined();
  });

  it('pages the library with its own cursor and a limit', async () => {
    const recipes = (await get('/api/recipes')).body as Array<{ id: string }>;
    for (const recipe of recipes.slice(0, 3)) {
      const published = await app.inject({
        method: 'PUT',
        url: `/api/recipes/${recipe.id}/publication`,
        headers: owner.auth,
        payload: { published: true },
      });
      expect(published.statusCode).toBe(200);
    }
    const first = (await get('/api/library?limit=2', bystander)).body as {
      items: unknown[];
      nextCursor: string;
    };
    expect(first.items).toHaveLength(2);
    const second = (await get(`/api/library?limit=2&cursor=${first.nextCursor}`, bystander)).body as {
      items: unknown[];
      nextCursor: string | null;
    };
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const whole = (await get('/api/library', bystander)).body as { items: unknown[] };
    expect([...first.items, ...second.items]).toEqual(whole.items);
  });
});

describe('bad paging input is a clear 400 and answers nothing else', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['limit=0', 'The page size must be a whole number from 1 to 500.'],
    ['limit=501', 'The page size must be a whole number from 1 to 500.'],
    ['limit=2.5', 'The page size must be a whole number from 1 to 500.'],
    ['limit=ten', 'The page size must be a whole number from 1 to 500.'],
    ['limit=2&cursor=!!', 'The page cursor is not valid.'],
    [`limit=2&cursor=${cursorOf(['x'])}`, 'The page cursor is not valid.'],
    [`limit=2&cursor=${cursorOf(['x', 'not-a-uuid'])}`, 'The page cursor is not valid.'],
    [
      `limit=2&cursor=${cursorOf([1, '00000000-0000-4000-8000-000000000000'])}`,
      'The page cursor is not valid.',
    ],
  ])('%s', async (query, message) => {
    for (const url of ['/api/fermentables', '/api/recipes/search?searchTerm=a']) {
      const answer = await get(withQuery(url, query));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message });
      expect(answer.next).toBeUndefined();
    }
  });

  it('refuses a page of readings that also asks for maxPoints', async () => {
    const answer = await get(`/api/batches/${batchId}/readings?limit=2&maxPoints=10`);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Ask for a page of readings or for maxPoints, not both.' },
    });
  });

  it("refuses a batch's cursor on the recipes, and the recipes' on the batches", async () => {
    const batches = await get('/api/batches?limit=1');
    const recipes = await get('/api/recipes?limit=1');
    expect((await get(`/api/recipes?limit=1&cursor=${batches.next ?? cursorOf([1])}`)).status).toBe(400);
    expect((await get(`/api/batches?limit=1&cursor=${recipes.next}`)).status).toBe(400);
  });
});

describe("another brewer's pages never hold the owner's rows", () => {
  it.each(LISTS)('%s', async (url) => {
    const { rows } = await allPages(url, 50, bystander);
    expect(rows.some((row) => (row as { userId?: string }).userId === owner.id)).toBe(false);
    if (!url.startsWith('/api/fermentables') && !url.startsWith('/api/hops')) expect(rows).toEqual([]);
  });

  it("does not page the owner's readings, nor follow the owner's cursor into them", async () => {
    const owners = await get(`/api/batches/${batchId}/readings?limit=2`);
    expect(owners.next).toBeDefined();
    for (const query of ['limit=2', `limit=2&cursor=${owners.next}`]) {
      const answer = await get(`/api/batches/${batchId}/readings?${query}`, bystander);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('gravity');
    }
  });

  it("shows the official items, not the owner's, past the owner's cursor", async () => {
    const owners = await get('/api/fermentables/search?searchTerm=ma&limit=2');
    const { rows } = await allPages(
      `/api/fermentables/search?searchTerm=ma&cursor=${owners.next}`,
      500,
      bystander,
    );
    expect(rows.every((row) => (row as { userId: string }).userId !== owner.id)).toBe(true);
    expect(
      rows.some((row) => (row as { officialId: string | null; name: string }).name === 'A custom copy'),
    ).toBe(false);
  });
});
