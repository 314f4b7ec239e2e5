// Paging's promise under change (issue 38, lib/paging.ts), over random lists, page sizes and edits made
// between pages: a row that is there from the first page to the last is answered exactly once, no row is
// answered twice, and the rows come in the list's order (name case-insensitively, then id), whatever is
// inserted or deleted meanwhile. Tried on a catalogue list and a short search (the owner's rows beside the
// official ones) and on the recipes.

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildSignedInUser, createItem, type TestUser, useAppWithUsers } from './factories';

let app: FastifyInstance;
useAppWithUsers(1, (made) => {
  [app] = made;
});

type Row = { id: string; name: string };

/** Names with ties and cases, so order falls back on ids and lower case. */
const name = fc.constantFrom('Ale', 'ale', 'Brown', 'b', 'Amber', 'amber ale', 'Zest', 'Bab');

/** What happens between two pages: some rows added, some of those there removed (by their place). */
const edits = fc.record({
  add: fc.array(name, { maxLength: 3 }),
  remove: fc.array(fc.nat(), { maxLength: 3 }),
});

/** The order a list promises: lower-case name, then id. */
const inOrder = (rows: Row[]) =>
  rows.every((row, i) => {
    const before = rows[i - 1];
    if (!before) return true;
    const [a, b] = [before.name.toLowerCase(), row.name.toLowerCase()];
    return a < b || (a === b && before.id < row.id);
  });

interface Subject {
  url: string;
  add: (user: TestUser, names: string[]) => Promise<void>;
  remove: (user: TestUser, ids: string[]) => Promise<void>;
}

const equipments: Omit<Subject, 'url'> = {
  add: async (user, names) => {
    for (const item of names) await createItem(app, user, 'equipments', item);
  },
  remove: async (user, ids) => {
    for (const id of ids) {
      await app.inject({ method: 'DELETE', url: `/api/equipments/${user.id}/${id}`, headers: user.auth });
    }
  },
};

const recipes: Omit<Subject, 'url'> = {
  add: async (user, names) => {
    for (const item of names) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: user.auth,
        payload: buildRecipe({ name: item }),
      });
      expect(response.statusCode).toBe(201);
    }
  },
  remove: async (user, ids) => {
    for (const id of ids)
      await app.inject({ method: 'DELETE', url: `/api/recipes/${id}`, headers: user.auth });
  },
};

const SUBJECTS: Subject[] = [
  { url: '/api/equipments', ...equipments },
  { url: '/api/equipments/search?searchTerm=b', ...equipments },
  { url: '/api/recipes', ...recipes },
];

describe.each(SUBJECTS)('paging $url while rows come and go', (subject) => {
  it('answers every row there throughout exactly once, none twice, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(name, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(edits, { minLength: 1, maxLength: 8 }),
        async (initial, limit, between) => {
          const user = await buildSignedInUser(app);
          await subject.add(user, initial);
          const read = async (query = '') => {
            const url = `${subject.url}${subject.url.includes('?') ? '&' : '?'}${query}`;
            const response = await app.inject({ method: 'GET', url, headers: user.auth });
            expect(response.statusCode).toBe(200);
            return {
              rows: response.json<Row[]>(),
              next: response.headers['next-cursor'] as string | undefined,
            };
          };
          const before = (await read()).rows;
          const answered: Row[] = [];
          const removed = new Set<string>();
          let cursor: string | undefined;
          let step = 0;
          do {
            const page = await read(`limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
            answered.push(...page.rows);
            cursor = page.next;
            const edit = between[step++ % between.length]!;
            const own = (await read()).rows.filter(
              (row) => !('userId' in row) || (row as { userId: string }).userId === user.id,
            );
            const gone = [
              ...new Set(edit.remove.map((at) => own[at % Math.max(own.length, 1)]?.id).filter(Boolean)),
            ] as string[];
            await subject.remove(user, gone);
            for (const id of gone) removed.add(id);
            await subject.add(user, edit.add);
          } while (cursor);
          const ids = answered.map((row) => row.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(inOrder(answered)).toBe(true);
          const throughout = before.filter((row) => !removed.has(row.id)).map((row) => row.id);
          for (const id of throughout) expect(ids).toContain(id);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
