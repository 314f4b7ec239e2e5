// Stock through catalogue files (issue 33): the import preview says what a BeerSmith library file holds of
// each item; with ?stock=1 it becomes the brewer's stock (of the new item, or of the one of that name they
// had), without it nothing is stocked; the export writes the brewer's stock back as INVENTORY.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestUser, useAppWithUsers } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;

useAppWithUsers(2, (made) => ([app, owner, other] = made));

const FILE = `<?xml version="1.0" encoding="ISO-8859-1"?><FERMENTABLES>
  <FERMENTABLE><NAME>Golden Promise</NAME><VERSION>1</VERSION><TYPE>Grain</TYPE><AMOUNT>0</AMOUNT><YIELD>81</YIELD><COLOR>2.5</COLOR><SUPPLIER>Simpsons</SUPPLIER><INVENTORY>5.00 kg</INVENTORY></FERMENTABLE>
  <FERMENTABLE><NAME>Chocolate Malt</NAME><VERSION>1</VERSION><TYPE>Grain</TYPE><AMOUNT>0</AMOUNT><YIELD>60</YIELD><COLOR>350</COLOR><INVENTORY>0.00 lb</INVENTORY></FERMENTABLE>
</FERMENTABLES>`;

const upload = (user: TestUser, url: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: FILE,
    headers: { ...user.auth, 'content-type': 'application/xml' },
  });
const inventory = async (user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/inventory', headers: user.auth })).json() as {
    itemId: string;
    name: string;
    amount: number;
    unit: string;
  }[];

describe('stock in catalogue files', () => {
  it('is previewed, brought in only when asked, and written back on export', async () => {
    const preview = await upload(owner, '/api/fermentables/import?preview=1');
    expect(preview.json().items.map((i: { name: string; stock: unknown }) => [i.name, i.stock])).toEqual([
      ['Golden Promise', { amount: 5000, unit: 'g' }],
      ['Chocolate Malt', null],
    ]);

    const without = await upload(other, '/api/fermentables/import');
    expect(without.statusCode).toBe(201);
    expect(await inventory(other)).toEqual([]);

    const saved = await upload(owner, '/api/fermentables/import?stock=1');
    expect(saved.statusCode).toBe(201);
    const golden = saved.json().items.find((i: { name: string }) => i.name === 'Golden Promise');
    expect(await inventory(owner)).toMatchObject([
      { itemId: golden.id, name: 'Golden Promise', amount: 5000, unit: 'g' },
    ]);
    const history = await app.inject({
      method: 'GET',
      url: `/api/inventory/fermentables/${golden.id}/history`,
      headers: owner.auth,
    });
    expect(history.json()).toMatchObject([{ change: 5000, reason: 'set', note: 'From an imported file' }]);

    // The same file again: the items are skipped, their stock set to the file's (not added twice).
    await app.inject({
      method: 'POST',
      url: `/api/inventory/fermentables/${golden.id}/adjustments`,
      payload: { change: -1500, reason: 'used' },
      headers: owner.auth,
    });
    await upload(owner, '/api/fermentables/import?stock=1');
    expect((await inventory(owner))[0]).toMatchObject({ itemId: golden.id, amount: 5000 });

    const exported = await app.inject({
      method: 'GET',
      url: '/api/fermentables/export?format=beerxml',
      headers: owner.auth,
    });
    expect(exported.body).toContain('<NAME>Golden Promise</NAME>');
    expect(exported.body).toMatch(/<INVENTORY>5 kg<\/INVENTORY>/);
    expect(exported.body.match(/<INVENTORY>/g)).toHaveLength(1);
  });
});
