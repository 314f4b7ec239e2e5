// Import and export through the API: preview saves nothing, an import saves the chosen recipes or items
// in one go, every bad file is a 4xx naming the problem with no row changed, downloads are the user's
// own records only, and the static /api/recipes/import|export paths are not taken for recipe ids.
import { convertFrom, formatQuantity, MAX_IMPORT_RECORDS } from '@wortsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildRecipe, type TestUser, useAppWithUsers } from '../../../test/factories';
import { FILE_TOO_LARGE, WRONG_MEDIA_TYPE } from './file-body';
import { beerXmlHops, beerXmlRecipe, beerXmlRecipes } from './test-files';

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;

useAppWithUsers(2, (made) => ([app, owner, stranger] = made));

interface Listed {
  id: string;
  name: string;
  style: string;
  mashSteps: Array<{ name: string; temperature: number; time: number }>;
}

const TWO_RECIPES = beerXmlRecipes(
  beerXmlRecipe('Harvest IPA'),
  beerXmlRecipe('Mystery Ale', 'Ye Olde Nothing', { category: '99', letter: 'Z' }),
);

const upload = (user: TestUser, url: string, payload: string | Buffer, type = 'application/xml') =>
  app.inject({ method: 'POST', url, payload, headers: { ...user.auth, 'content-type': type } });
const get = (user: TestUser, url: string) => app.inject({ method: 'GET', url, headers: user.auth });

async function rowCounts(): Promise<Record<string, number>> {
  const result = await app.ctx.db.execute<{ recipes: number; hops: number }>(
    sql`select (select count(*)::int from recipes) as recipes, (select count(*)::int from hops) as hops`,
  );
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
}

describe('recipe import', () => {
  it('previews each recipe with its stated and computed figures and saves nothing', async () => {
    const before = await rowCounts();
    const response = await upload(owner, '/api/recipes/import?preview=1', TWO_RECIPES);
    expect(response.statusCode).toBe(200);
    const { recipes, warnings } = response.json();
    expect(recipes).toHaveLength(2);
    expect(recipes[0]).toMatchObject({
      importId: 1,
      name: 'Harvest IPA',
      style: 'American IPA',
      batchVolume: 20,
      stated: { og: 1.058, ibu: 41.5 },
      counts: { fermentables: 1, hops: 1, yeasts: 1, mashSteps: 2 },
    });
    expect(recipes[0].figures.og).toBeGreaterThan(1.04);
    expect(recipes[1]).toMatchObject({ importId: 2, name: 'Mystery Ale', style: '' });
    expect(warnings.some((w: { record: string }) => w.record === 'Mystery Ale')).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it('saves every recipe of the file with its mash schedule; an unmatched style is saved empty', async () => {
    const response = await upload(owner, '/api/recipes/import', TWO_RECIPES);
    expect(response.statusCode).toBe(201);
    const saved = response.json().recipes as Array<Listed & { figures: { og: number } }>;
    expect(saved.map((r) => [r.name, r.style])).toEqual([
      ['Harvest IPA', 'American IPA'],
      ['Mystery Ale', ''],
    ]);
    expect(saved[0]!.figures.og).toBeGreaterThan(1.04);
    const read = (await get(owner, `/api/recipes/${saved[0]!.id}`)).json<Listed>();
    expect(read.mashSteps.map((s) => [s.name, s.temperature, s.time])).toEqual([
      ['Saccharification', 66, 60],
      ['Mash out', 76, 10],
    ]);
  });

  it('keeps only the recipes chosen with ?ids=', async () => {
    const response = await upload(owner, '/api/recipes/import?ids=2', TWO_RECIPES);
    expect(response.statusCode).toBe(201);
    expect(response.json().recipes.map((r: Listed) => r.name)).toEqual(['Mystery Ale']);
  });

  it('gives a recipe the style chosen in the preview (?styles=), so its advice and ranges work', async () => {
    const query = `styles=${encodeURIComponent('2:Best Bitter')}`;
    const preview = await upload(owner, `/api/recipes/import?preview=1&${query}`, TWO_RECIPES);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().recipes.map((r: Listed) => r.style)).toEqual(['American IPA', 'Best Bitter']);
    const response = await upload(owner, `/api/recipes/import?${query}`, TWO_RECIPES);
    expect(response.statusCode).toBe(201);
    const saved = response.json().recipes as Listed[];
    expect(saved.map((r) => [r.name, r.style])).toEqual([
      ['Harvest IPA', 'American IPA'],
      ['Mystery Ale', 'Best Bitter'],
    ]);
    const recipe = (await get(owner, `/api/recipes/${saved[1]!.id}`)).json();
    const advice = await app.inject({
      method: 'POST',
      url: '/api/openAI',
      headers: owner.auth,
      payload: { message: '', recipe },
    });
    expect(advice.statusCode).toBe(200);
    expect(advice.json().response).toContain('Best Bitter');
  });

  it('refuses a chosen style that is not built in, or for a position the file does not have, saving nothing', async () => {
    const before = await rowCounts();
    for (const [styles, message] of [
      ['2:Ye Olde Nothing', /"2:Ye Olde Nothing" does not/],
      ['two:Best Bitter', /pair a position in the file with a built-in style/],
      ['7:Best Bitter', /no recipe at position 7/],
    ] as const) {
      const response = await upload(
        owner,
        `/api/recipes/import?styles=${encodeURIComponent(styles)}`,
        TWO_RECIPES,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("says another tool's generated mash directions again in each brewer's units, keeping their own words", async () => {
    const file = beerXmlRecipes(
      beerXmlRecipe('Quart Pale')
        .replace(
          '<STEP_TIME>60</STEP_TIME>',
          '<STEP_TIME>60</STEP_TIME><DESCRIPTION>Add 11.25 qt of water at 170.5 F</DESCRIPTION>',
        )
        .replace(
          '<STEP_TIME>10</STEP_TIME>',
          '<STEP_TIME>10</STEP_TIME><DESCRIPTION>Stir gently</DESCRIPTION>',
        ),
    );
    const descriptions = async (user: TestUser) => {
      const id = (await upload(user, '/api/recipes/import', file)).json().recipes[0].id as string;
      return (await get(user, `/api/recipes/${id}`))
        .json<{ mashSteps: Array<{ description: string }> }>()
        .mashSteps.map((s) => s.description);
    };
    // 11.25 US quarts of water at 170.5 °F, in each brewer's units at the precision a brewer reads.
    const litres = 11.25 * (convertFrom('volume', 1, 'gal') / 4);
    const celsius = convertFrom('temperature', 170.5, 'F');
    const said = (volume: 'L' | 'gal', temperature: 'C' | 'F') =>
      `Add ${formatQuantity('volume', litres, volume)} of water at ${formatQuantity('temperature', celsius, temperature)}`;
    expect(said('L', 'C')).toBe('Add 10.6 L of water at 77.0 °C');
    expect(await descriptions(owner)).toEqual([said('L', 'C'), 'Stir gently']);
    const units = { volumeUnit: 'gal', temperatureUnit: 'F' };
    const put = await app.inject({
      method: 'PUT',
      url: `/api/users/${stranger.id}`,
      headers: stranger.auth,
      payload: units,
    });
    expect(put.statusCode).toBe(200);
    expect(await descriptions(stranger)).toEqual([said('gal', 'F'), 'Stir gently']);
  });

  it("saves a recipe's water from its WATERS and gypsum MISC, reports it, and exports it back", async () => {
    const burton = beerXmlRecipe('Burton Bitter')
      .replace(
        '<WATERS/>',
        '<WATERS><WATER><NAME>Burton</NAME><VERSION>1</VERSION><AMOUNT>30</AMOUNT><CALCIUM>295</CALCIUM><MAGNESIUM>45</MAGNESIUM><SODIUM>55</SODIUM><SULFATE>725</SULFATE><CHLORIDE>25</CHLORIDE><BICARBONATE>300</BICARBONATE></WATER></WATERS>',
      )
      .replace(
        '<MISCS/>',
        '<MISCS><MISC><NAME>Gypsum</NAME><VERSION>1</VERSION><TYPE>Water Agent</TYPE><USE>Mash</USE><TIME>60</TIME><AMOUNT>0.005</AMOUNT><AMOUNT_IS_WEIGHT>TRUE</AMOUNT_IS_WEIGHT></MISC></MISCS>',
      );
    const response = await upload(owner, '/api/recipes/import', beerXmlRecipes(burton));
    expect(response.statusCode).toBe(201);
    const id = response.json().recipes[0].id as string;
    const read = (await get(owner, `/api/recipes/${id}`)).json();
    expect(read.water).toMatchObject({
      source: { calcium: 295, sulfate: 725, bicarbonate: 300 },
      salts: [{ salt: 'gypsum', grams: 5, vessel: 'mash' }],
    });
    expect(read.recipeMisc).toEqual([]);
    expect(read.waterReport.mash.calcium).toBeGreaterThan(295);
    const exported = (await get(owner, `/api/recipes/${id}/export?format=beerxml`)).body;
    expect(exported).toContain('<WORTSMITH_SALT>gypsum</WORTSMITH_SALT>');
    expect(exported).toContain('<CALCIUM>295</CALCIUM>');
  });

  it('accepts text/xml, application/octet-stream and a JSON content type for what the content says', async () => {
    for (const type of ['text/xml', 'application/octet-stream', 'application/json']) {
      const response = await upload(owner, '/api/recipes/import?preview=1', TWO_RECIPES, type);
      expect(response.statusCode, type).toBe(200);
    }
  });

  const manyHops = beerXmlHops(...Array.from({ length: MAX_IMPORT_RECORDS + 1 }, (_, i) => `Hop ${i}`));
  const deep = `<RECIPES><RECIPE><NAME>Deep</NAME>${'<X>'.repeat(200)}${'</X>'.repeat(200)}</RECIPE></RECIPES>`;
  it.each([
    ['an empty file', '', 'application/xml', 400],
    ['plain text', 'just some words', 'application/octet-stream', 400],
    ['XML that is not BeerXML', '<html><body>Hi</body></html>', 'application/xml', 400],
    ['JSON that is not BeerJSON', '{"hello": "world"}', 'application/json', 400],
    ['broken XML', '<RECIPES><RECIPE><NAME>Half</RECIPE>', 'application/xml', 400],
    [
      'a DOCTYPE with an entity',
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x "boom">]><RECIPES><RECIPE><NAME>&x;</NAME></RECIPE></RECIPES>',
      'application/xml',
      400,
    ],
    ['nesting far too deep', deep, 'application/xml', 400],
    ['more records than allowed', manyHops, 'application/xml', 400],
    ['a file with no recipes', beerXmlHops('Saaz'), 'application/xml', 400],
    ['a media type that is no file format', TWO_RECIPES, 'text/plain', 415],
  ])('refuses %s with a message and changes nothing', async (_label, body, type, status) => {
    const before = await rowCounts();
    const response = await upload(owner, '/api/recipes/import', body, type);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().message).toBe('string');
    expect(response.json().message.length).toBeGreaterThan(10);
    expect(await rowCounts()).toEqual(before);
  });

  it('names the problem of a refused file', async () => {
    const message = async (body: string, type = 'application/xml') =>
      (await upload(owner, '/api/recipes/import', body, type)).json().message as string;
    expect(await message(TWO_RECIPES, 'text/plain')).toBe(WRONG_MEDIA_TYPE);
    expect(await message(beerXmlHops('Saaz'))).toBe('The file holds no recipes.');
    expect(await message('<!DOCTYPE x><RECIPES/>')).toMatch(/DOCTYPE|entit/i);
    const unknown = await upload(owner, '/api/recipes/import?ids=1,5', TWO_RECIPES);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The file has no record number 5: it holds 2.');
  });

  it('answers 413 to a file over 10 MB and saves nothing', async () => {
    const before = await rowCounts();
    const big = Buffer.concat([Buffer.from(TWO_RECIPES), Buffer.alloc(10 * 1024 * 1024, ' ')]);
    const response = await upload(owner, '/api/recipes/import', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: FILE_TOO_LARGE });
    expect(await rowCounts()).toEqual(before);
  });

  it("lands only in the caller's account", async () => {
    const ownerBefore = (await get(owner, '/api/recipes')).json<Listed[]>().length;
    const response = await upload(
      stranger,
      '/api/recipes/import',
      beerXmlRecipes(beerXmlRecipe('Stranger Stout')),
    );
    expect(response.statusCode).toBe(201);
    expect((await get(owner, '/api/recipes')).json<Listed[]>()).toHaveLength(ownerBefore);
    expect((await get(stranger, '/api/recipes')).json<Listed[]>().map((r) => r.name)).toContain(
      'Stranger Stout',
    );
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      payload: TWO_RECIPES,
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('recipe export', () => {
  it('downloads one recipe as BeerXML that imports back the same', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/recipes',
        headers: owner.auth,
        payload: buildRecipe({
          name: 'Kölsch Nº 1',
          style: 'Kölsch',
          mashSteps: [
            { id: 'a', name: 'Rest', type: 'Infusion', temperature: 65, time: 75, description: null },
          ],
        }),
      })
    ).json<Listed>();
    const response = await get(owner, `/api/recipes/${created.id}/export?format=beerxml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="kolsch-n-1.xml"');
    expect(response.body).toContain('<RECIPES>');
    const again = (await upload(owner, '/api/recipes/import?preview=1', response.body)).json();
    expect(again.recipes[0]).toMatchObject({
      name: 'Kölsch Nº 1',
      style: 'Kölsch',
      counts: { mashSteps: 1 },
    });
  });

  it('downloads all the recipes as BeerJSON at /api/recipes/export, not as a recipe id', async () => {
    const response = await get(owner, '/api/recipes/export?format=beerjson');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="wortsmith-recipes.json"');
    const names = (JSON.parse(response.body).beerjson.recipes as Array<{ name: string }>).map((r) => r.name);
    const mine = (await get(owner, '/api/recipes')).json<Listed[]>().map((r) => r.name);
    expect(names.sort()).toEqual(mine.sort());
    expect(names).not.toContain('Stranger Stout');
  });

  it("answers 404 for another user's recipe and 400 for an unknown format", async () => {
    const [mine] = (await get(owner, '/api/recipes')).json<Listed[]>();
    expect((await get(stranger, `/api/recipes/${mine!.id}/export?format=beerxml`)).statusCode).toBe(404);
    expect((await get(owner, '/api/recipes/not-an-id/export?format=beerxml')).statusCode).toBe(404);
    const wrong = await get(owner, `/api/recipes/${mine!.id}/export?format=pdf`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose the format beerxml or beerjson.');
  });
});

describe('catalogue import and export', () => {
  it('imports hops as own items, skips names already there, and lists them at once', async () => {
    expect((await get(owner, '/api/hops')).statusCode).toBe(200); // the list is now cached
    const file = beerXmlHops('Hallertau Test', 'Tettnang Test');
    const preview = (await upload(owner, '/api/hops/import?preview=1', file)).json();
    expect(preview.items).toEqual([
      { importId: 1, name: 'Hallertau Test', exists: false, stock: null },
      { importId: 2, name: 'Tettnang Test', exists: false, stock: null },
    ]);
    const first = await upload(owner, '/api/hops/import', file);
    expect(first.statusCode).toBe(201);
    expect(first.json().items.map((i: { userId: string }) => i.userId)).toEqual([owner.id, owner.id]);
    const listed = (await get(owner, '/api/hops')).json<Listed[]>().map((h) => h.name);
    expect(listed).toEqual(expect.arrayContaining(['Hallertau Test', 'Tettnang Test']));

    const before = await rowCounts();
    const second = await upload(owner, '/api/hops/import', file);
    expect(second.statusCode).toBe(201);
    expect(second.json().items).toEqual([]);
    expect(second.json().warnings.map((w: { record: string }) => w.record)).toEqual([
      'Hallertau Test',
      'Tettnang Test',
    ]);
    expect(await rowCounts()).toEqual(before);
    expect((await get(stranger, '/api/hops')).json<Listed[]>().map((h) => h.name)).not.toContain(
      'Hallertau Test',
    );
  });

  it("exports only the user's own items of a kind", async () => {
    const response = await get(owner, '/api/hops/export?format=beerxml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="wortsmith-hops.xml"');
    expect(response.body).toContain('<NAME>Hallertau Test</NAME>');
    expect((response.body.match(/<HOP>/g) ?? []).length).toBe(2);
    const theirs = await get(stranger, '/api/hops/export?format=beerjson');
    expect(theirs.body).not.toContain('Hallertau Test');
  });

  it('refuses a hop file for fermentables with a message', async () => {
    const response = await upload(owner, '/api/fermentables/import', beerXmlHops('Saaz'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file holds no fermentables.');
  });
});

describe('OpenAPI', () => {
  it('documents the import and export routes with their answers', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const recipeImport = doc.paths['/api/recipes/import'].post;
    expect(Object.keys(recipeImport.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '413']));
    expect(JSON.stringify(recipeImport.responses['200'])).toContain('importId');
    expect(doc.paths['/api/recipes/{id}/export'].get).toBeDefined();
    expect(doc.paths['/api/recipes/export'].get).toBeDefined();
    for (const kind of ['equipments', 'fermentables', 'hops', 'miscs', 'yeasts']) {
      expect(doc.paths[`/api/${kind}/import`].post, kind).toBeDefined();
      expect(doc.paths[`/api/${kind}/export`].get, kind).toBeDefined();
    }
  });
});
