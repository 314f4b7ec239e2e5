// A query's JSON texts as one array: the same bytes whether the answer fits in one batch (a string) or
// is streamed in several, in the query's order, with nothing lost or repeated at the batches' edges.
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { BATCH_ROWS, jsonArray } from './json-array';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function textOf(body: string | Readable): Promise<string> {
  if (typeof body === 'string') return body;
  let text = '';
  for await (const chunk of body) text += chunk;
  return text;
}

/** `count` objects, numbered from 1, in descending order (the query's order, not the rows'). */
const numbers = (count: number) =>
  sql`select json_build_object('n', g)::text as item from generate_series(1, ${count}::int) g order by g desc`;

it.each([0, 1, BATCH_ROWS - 1, BATCH_ROWS, BATCH_ROWS + 1, 3 * BATCH_ROWS + 7])(
  'answers %i items as the JSON array of the rows in order',
  async (count) => {
    const body = await jsonArray(app.ctx.db, numbers(count));
    expect(typeof body === 'string').toBe(count < BATCH_ROWS);
    const expected = `[${Array.from({ length: count }, (_, i) => `{"n" : ${count - i}}`).join(',')}]`;
    expect(await textOf(body)).toBe(expected);
  },
);

it('leaves the database usable after a stream the client stopped reading', async () => {
  const body = (await jsonArray(app.ctx.db, numbers(5 * BATCH_ROWS))) as Readable;
  body.destroy();
  expect(await textOf(await jsonArray(app.ctx.db, numbers(2)))).toBe('[{"n" : 2},{"n" : 1}]');
});

it('rejects when the query fails, and the database stays usable', async () => {
  await expect(jsonArray(app.ctx.db, sql`select (1 / 0)::text as item`)).rejects.toThrow();
  expect(await textOf(await jsonArray(app.ctx.db, numbers(1)))).toBe('[{"n" : 1}]');
});
