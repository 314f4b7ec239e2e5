// Fuzzing the import routes with fast-check, as test/fuzz.test.ts does the JSON routes: cut, spliced and
// random files, random JSON and random bytes, in every accepted media type. Never a 5xx, always
// `{ message }` on a refusal, and a refused file changes no row.
import { CATALOGUE_KINDS } from '@wortsmith/core';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countRows, type TestUser, useAppWithUsers } from '../../../test/factories';
import { IMPORT_MEDIA_TYPES } from './file-body';
import { beerXmlHops, beerXmlRecipe, beerXmlRecipes } from './test-files';

let app: FastifyInstance;
let user: TestUser;

useAppWithUsers(1, (made) => ([app, user] = made));

const rowCounts = () => countRows(app, ['recipes', ...CATALOGUE_KINDS]);

const VALID = [
  beerXmlRecipes(
    beerXmlRecipe('Fuzz Pale'),
    beerXmlRecipe('Fuzz Two', 'Unknown', { category: '0', letter: 'Q' }),
  ),
  beerXmlHops('Fuzz Hop'),
  JSON.stringify({ beerjson: { version: 1, recipes: [{ name: 'Fuzz JSON', type: 'all grain' }] } }),
];

/** A file derived from a valid one (cut, spliced, repeated) or made up entirely. */
const files = fc.oneof(
  fc
    .record({ file: fc.constantFrom(...VALID), at: fc.nat(), end: fc.nat() })
    .map(({ file, at, end }) => file.slice(0, at % file.length) + file.slice(end % file.length)),
  fc
    .record({ file: fc.constantFrom(...VALID), at: fc.nat(), text: fc.string({ maxLength: 40 }) })
    .map(({ file, at, text }) => file.slice(0, at % file.length) + text + file.slice(at % file.length)),
  fc.constantFrom(...VALID).map((file) => file.replace(/<(\w+)>/, '<$1><$1>')),
  fc.json().map((json) => `{"beerjson": ${json}}`),
  fc.json(),
  fc.string(),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

const URLS = [
  '/api/recipes/import',
  '/api/recipes/import?preview=1',
  ...CATALOGUE_KINDS.map((kind) => `/api/${kind}/import`),
];

// Many fuzzed files per route, each with two row counts.
describe('fuzzed import files', { timeout: 30_000 }, () => {
  it.each(URLS)('%s never fails with a 5xx and always explains a refusal', async (url) => {
    await fc.assert(
      fc.asyncProperty(files, fc.constantFrom(...IMPORT_MEDIA_TYPES), async (file, type) => {
        const before = await rowCounts();
        const response = await app.inject({
          method: 'POST',
          url,
          payload: Buffer.from(file, 'latin1'),
          headers: { ...user.auth, 'content-type': type },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const json = response.json();
          expect(typeof json.message).toBe('string');
          expect(response.body).not.toMatch(/\.(ts|js):\d+|from "|insert into|violates|constraint/i);
          expect(await rowCounts()).toEqual(before);
        }
      }),
      { numRuns: 40 },
    );
  });
});
