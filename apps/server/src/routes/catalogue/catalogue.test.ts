// The catalogue API for all five kinds: create, list, search, get, update, delete, the SPEC §5
// validation messages, and the official catalogue rules of PRODUCT.md.
import { CATALOGUE_KINDS, OFFICIAL_USER_ID } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogueBody,
  buildSignedInUser,
  type TestUser,
  useAppWithUsers,
} from '../../../test/factories';

let app: FastifyInstance;
let user: TestUser;

useAppWithUsers(1, (made) => ([app, user] = made));

type Item = { id: string; userId: string; officialId: string | null; name: string } & Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = user) =>
  app.inject({ method, url, payload, headers: who.auth });
const names = (items: Item[]) => items.map((item) => item.name);

describe.each(CATALOGUE_KINDS)('%s', (kind) => {
  it('creates, reads, updates and deletes the user own item', async () => {
    const body = buildCatalogueBody(kind, `My ${kind}`);
    const created = await call('POST', `/api/${kind}`, { ...body, itemUserId: user.id });
    expect(created.statusCode).toBe(201);
    const item = created.json<Item>();
    expect(item).toMatchObject({ ...body, userId: user.id, officialId: null });

    const read = await call('GET', `/api/${kind}/${user.id}/${item.id}`);
    expect(read.json()).toEqual(item);

    const updated = await call('PUT', `/api/${kind}/${item.id}`, { ...body, name: `Renamed ${kind}` });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Item>()).toMatchObject({ id: item.id, name: `Renamed ${kind}` });

    const deleted = await call('DELETE', `/api/${kind}/${user.id}/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toMatch(/deleted successfully\.$/);
    expect((await call('GET', `/api/${kind}/${user.id}/${item.id}`)).statusCode).toBe(404);
  });

  it('saves a name with a pasted NUL character instead of failing with a server error', async () => {
    const created = await call('POST', `/api/${kind}`, buildCatalogueBody(kind, 'Nul\u0000 pasted'));
    expect(created.statusCode).toBe(201);
    expect(created.json<Item>().name).toBe('Nul pasted');
  });

  it('answers an over-long or repeated search term with a readable 400', async () => {
    const long = await call('GET', `/api/${kind}/search?searchTerm=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The search term must be at most 200 characters long.');
    const repeated = await call('GET', `/api/${kind}/search?searchTerm=a&searchTerm=b`);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toBe('The search term must be one text.');
  });

  it('lists own and official items, all of them, sorted by name case-insensitively', async () => {
    await call('POST', `/api/${kind}`, buildCatalogueBody(kind, 'aaa lower first'));
    await call('POST', `/api/${kind}`, buildCatalogueBody(kind, 'ZZZ upper last'));
    const list = (await call('GET', `/api/${kind}`)).json<Item[]>();
    const official = list.filter((item) => item.userId === OFFICIAL_USER_ID);
    expect(official.length).toBe(officialCatalogue[kind].length);
    expect(names(list)).toContain('aaa lower first');
    const lowered = names(list).map((name) => name.toLowerCase());
    expect(lowered).toEqual([...lowered].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    await call('POST', `/api/${kind}`, buildCatalogueBody(kind, 'Special 100% Brew_X'));
    await call('POST', `/api/${kind}`, buildCatalogueBody(kind, 'Special 1000 BrewXX'));
    const search = async (term: string) =>
      names((await call('GET', `/api/${kind}/search?searchTerm=${encodeURIComponent(term)}`)).json<Item[]>());
    expect(await search('special 100%')).toEqual(['Special 100% Brew_X']);
    expect(await search('BREW_')).toEqual(['Special 100% Brew_X']);
    expect(await search('no such thing at all')).toEqual([]);
  });

  it('answers 404 for unknown or malformed ids and for a wrong owner in the path', async () => {
    const item = (await call('POST', `/api/${kind}`, buildCatalogueBody(kind))).json<Item>();
    const unknown = '7f1e4a52-0000-4000-8000-000000000001';
    for (const url of [
      `/api/${kind}/${user.id}/${unknown}`,
      `/api/${kind}/${user.id}/not-a-uuid`,
      `/api/${kind}/${OFFICIAL_USER_ID}/${item.id}`,
      `/api/${kind}/${'u'.repeat(100)}/${item.id}`,
      `/api/${kind}/${user.id}/${'i'.repeat(100)}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toMatch(/not found/);
    }
    expect((await call('PUT', `/api/${kind}/${unknown}`, buildCatalogueBody(kind))).statusCode).toBe(404);
    expect((await call('PUT', `/api/${kind}/${'i'.repeat(100)}`, buildCatalogueBody(kind))).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/${kind}/${'u'.repeat(100)}/${item.id}`)).statusCode).toBe(404);
  });
});

describe('official catalogue', () => {
  it.each(CATALOGUE_KINDS)(
    '%s: an edit becomes the user [custom] copy, hidden original, restored on delete',
    async (kind) => {
      const editor = await buildSignedInUser(app);
      const bystander = await buildSignedInUser(app);
      const original = officialCatalogue[kind][0]!;
      const { id: _id, ...fields } = original as Record<string, unknown>;

      const saved = await call(
        'PUT',
        `/api/${kind}/${original.id}`,
        { ...fields, description: 'My notes' },
        editor,
      );
      expect(saved.statusCode).toBe(200);
      const copy = saved.json<Item>();
      expect(copy).toMatchObject({ userId: editor.id, officialId: original.id, description: 'My notes' });
      expect(copy.id).not.toBe(original.id);

      const again = await call(
        'PUT',
        `/api/${kind}/${original.id}`,
        { ...fields, description: 'Second' },
        editor,
      );
      expect(again.json<Item>().id).toBe(copy.id);

      const editorList = (await call('GET', `/api/${kind}`, undefined, editor)).json<Item[]>();
      expect(editorList.some((item) => item.id === original.id)).toBe(false);
      expect(editorList.filter((item) => item.officialId === original.id)).toHaveLength(1);
      const editorSearchIds = async () =>
        (
          await call(
            'GET',
            `/api/${kind}/search?searchTerm=${encodeURIComponent(original.name)}`,
            undefined,
            editor,
          )
        )
          .json<Item[]>()
          .map((item) => item.id);
      const editorSearch = await editorSearchIds();
      expect(editorSearch).toContain(copy.id);
      expect(editorSearch).not.toContain(original.id);

      // Renamed, the copy still hides the original from a search by the original's name.
      await call('PUT', `/api/${kind}/${copy.id}`, { ...fields, name: 'My house version' }, editor);
      const renamedSearch = await editorSearchIds();
      expect(renamedSearch).not.toContain(original.id);
      expect(renamedSearch).not.toContain(copy.id);

      const bystanderList = (await call('GET', `/api/${kind}`, undefined, bystander)).json<Item[]>();
      const untouched = bystanderList.find((item) => item.id === original.id);
      expect(untouched?.description).toBe(original.description ?? null);

      const forbidden = await call(
        'DELETE',
        `/api/${kind}/${OFFICIAL_USER_ID}/${original.id}`,
        undefined,
        editor,
      );
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toMatch(/cannot be deleted/);
      const underOwnId = await call('DELETE', `/api/${kind}/${editor.id}/${original.id}`, undefined, editor);
      expect(underOwnId.statusCode).toBe(403);

      expect(
        (await call('DELETE', `/api/${kind}/${editor.id}/${copy.id}`, undefined, editor)).statusCode,
      ).toBe(200);
      const restored = (await call('GET', `/api/${kind}`, undefined, editor)).json<Item[]>();
      expect(restored.some((item) => item.id === original.id)).toBe(true);
      expect(
        (await call('GET', `/api/${kind}/${OFFICIAL_USER_ID}/${original.id}`, undefined, editor)).statusCode,
      ).toBe(200);
    },
  );
});

describe('validation (SPEC §5)', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['equipments', { name: '' }, 'Name must not be empty.'],
    ['equipments', { name: 'x'.repeat(51) }, 'Name must be at most 50 characters long.'],
    ['equipments', { efficiency: 1101 }, 'Efficiency must be between 0 and 1.100.'],
    ['equipments', { batchVolume: '' }, 'Batch volume is required.'],
    ['equipments', { boilTemperature: 101 }, 'Boil temperature must be between 0 and 100°C.'],
    ['equipments', { trubLoss: -1 }, 'Trub loss cannot be negative.'],
    ['fermentables', { type: 'Sugar' }, 'Invalid type.'],
    ['fermentables', { ebc: -1 }, 'Color Degree cannot be negative.'],
    ['fermentables', { ebc: 1001 }, 'Color Degree must be at most 1000.'],
    ['fermentables', { potentialExtract: -1 }, 'Potential Extract must be at least 0.'],
    ['fermentables', { potentialExtract: 101 }, 'Potential Extract must be at most 100.'],
    ['hops', { useType: 'Boil' }, 'Invalid use type'],
    ['hops', { type: 'Leaf' }, 'Invalid hop type'],
    ['hops', { supplier: '' }, 'Supplier must not be empty.'],
    ['hops', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters long.'],
    ['miscs', { type: 'Salt' }, 'Invalid type'],
    ['yeasts', { attenuation: -1 }, 'Attenuation must be at least 0%'],
    ['yeasts', { attenuation: 101 }, 'Attenuation must be at most 100%'],
    ['yeasts', { form: 'Slurry' }, 'Invalid form'],
    ['yeasts', { flocculation: 'Sticky' }, 'Invalid flocculation'],
  ];
  it.each(cases)('%s %j gives "%s" on create and update', async (kind, change, message) => {
    const body = { ...buildCatalogueBody(kind as (typeof CATALOGUE_KINDS)[number]), ...change };
    const created = await call('POST', `/api/${kind}`, body);
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toContain(message);
    const item = (await call('POST', `/api/${kind}`, buildCatalogueBody(kind as 'hops'))).json<Item>();
    const updated = await call('PUT', `/api/${kind}/${item.id}`, body);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(updated.json().errors[0]);
    expect(updated.json().errors).toContain(message);
  });
});
