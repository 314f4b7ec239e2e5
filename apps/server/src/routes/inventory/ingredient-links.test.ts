// Linking recipe ingredients to catalogue items by name (issue 33): stored when a recipe is saved or
// imported, answered (not stored) for a recipe saved before, the supplier deciding between several, the
// brewer's copy standing for its official item; and the account's stock in its export, import and deletion.
import type { Recipe, StockLine } from '@wortsmith/core';
import { officialCatalogue } from '@wortsmith/core/seed';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogueBody,
  buildRecipe,
  countRows,
  createItem,
  PASSWORD,
  type TestUser,
  useAppWithUsers,
} from '../../../test/factories';
import { recipes } from '../../db/schema';
import { beerXmlRecipe, beerXmlRecipes } from '../interop/test-files';

let app: FastifyInstance;
let user: TestUser;
let other: TestUser;
useAppWithUsers(2, (made) => {
  [app, user, other] = made;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = user) =>
  app.inject({ method, url, payload: payload as object, headers: who.auth });
const cascade = officialCatalogue.hops.find((hop) => hop.name === 'Cascade')!;

/** A recipe of one malt and one hop named as given. */
function recipeOf(malt: { name: string; supplier?: string | null }, hop = 'Citra') {
  const recipe = buildRecipe();
  return buildRecipe({
    recipeFermentables: [{ ...recipe.recipeFermentables[0], supplier: null, ...malt }],
    recipeHops: [{ ...recipe.recipeHops[0], name: hop }],
    recipeMisc: [],
    recipeYeasts: [],
  });
}

describe('linking ingredients', () => {
  it('links by name whatever the case, the supplier deciding between two items of one name', async () => {
    const weyermann = await createItem(app, user, 'fermentables', 'Pilsner Malt');
    await call('POST', '/api/fermentables', {
      ...buildCatalogueBody('fermentables', 'Pilsner Malt'),
      supplier: 'Best',
    });
    const bySupplier = (
      await call('POST', '/api/recipes', recipeOf({ name: 'pilsner malt ', supplier: 'weyermann' }))
    ).json<Recipe>();
    expect(bySupplier.recipeFermentables[0]!.itemId).toBe(weyermann.id);
    const undecided = (await call('POST', '/api/recipes', recipeOf({ name: 'Pilsner Malt' }))).json<Recipe>();
    expect(undecided.recipeFermentables[0]!.itemId).toBeUndefined();
    // The official Citra for the hop; another brewer's item of the same name is never a match.
    await createItem(app, other, 'fermentables', 'Vienna Malt of the other brewer');
    const foreign = (
      await call('POST', '/api/recipes', recipeOf({ name: 'Vienna Malt of the other brewer' }))
    ).json<Recipe>();
    expect(foreign.recipeFermentables[0]!.itemId).toBeUndefined();
    expect(foreign.recipeHops[0]!.itemId).toBe(officialCatalogue.hops.find((h) => h.name === 'Citra')!.id);
  });

  it('keeps an ingredient’s own link, and links on update', async () => {
    const malt = await createItem(app, user, 'fermentables', 'Our Munich Malt');
    const linked = { name: 'Something else', itemId: malt.id };
    const saved = (await call('POST', '/api/recipes', recipeOf(linked))).json<Recipe>();
    expect(saved.recipeFermentables[0]!.itemId).toBe(malt.id);
    const { id, version } = saved;
    const updated = await call('PUT', `/api/recipes/${id}`, {
      ...recipeOf({ name: 'our munich malt' }),
      version,
    });
    expect(updated.json<Recipe>().recipeFermentables[0]!.itemId).toBe(malt.id);
  });

  it('answers a recipe saved before the links linked, and leaves it as stored', async () => {
    const malt = await createItem(app, user, 'fermentables', 'Golden Promise');
    const saved = (await call('POST', '/api/recipes', recipeOf({ name: 'Golden Promise' }))).json<Recipe>();
    // As saved before ingredients kept their item.
    await app.ctx.db
      .update(recipes)
      .set({ recipeFermentables: sql`jsonb_build_array((${recipes.recipeFermentables}->0) - 'itemId')` })
      .where(eq(recipes.id, saved.id));
    const read = (await call('GET', `/api/recipes/${saved.id}`)).json<Recipe>();
    expect(read.recipeFermentables[0]!.itemId).toBe(malt.id);
    const [row] = await app.ctx.db.select().from(recipes).where(eq(recipes.id, saved.id));
    expect(row!.recipeFermentables[0]!.itemId).toBeUndefined();
  });

  it('links the brewer’s copy of an official item by its identity, and not by the name it no longer has', async () => {
    await call('PUT', `/api/hops/${cascade.id}`, buildCatalogueBody('hops', 'Cascade'));
    const copied = (
      await call('POST', '/api/recipes', recipeOf({ name: 'Pale Ale Malt' }, 'cascade'))
    ).json<Recipe>();
    expect(copied.recipeHops[0]!.itemId).toBe(cascade.id);
    await call('PUT', `/api/hops/${cascade.id}`, buildCatalogueBody('hops', 'Our Cascade'));
    const hidden = (
      await call('POST', '/api/recipes', recipeOf({ name: 'Pale Ale Malt' }, 'Cascade'))
    ).json<Recipe>();
    expect(hidden.recipeHops[0]!.itemId).toBeUndefined();
  });

  it('links a BeerXML import’s ingredients as it saves them', async () => {
    const malt = await createItem(app, other, 'fermentables', 'Pale Ale Malt');
    const imported = await app.inject({
      method: 'POST',
      url: '/api/recipes/import?ids=1',
      payload: beerXmlRecipes(beerXmlRecipe('Imported Pale')),
      headers: { ...other.auth, 'content-type': 'application/xml' },
    });
    expect(imported.statusCode).toBe(201);
    const [recipe] = imported.json().recipes as Recipe[];
    expect(recipe!.recipeFermentables[0]!.itemId).toBe(malt.id);
    expect(recipe!.recipeHops[0]!.itemId).toBe(cascade.id);
  });
});

describe('the account’s stock', () => {
  it('is in the export with its history, comes across in an import, and goes with the account', async () => {
    const malt = await createItem(app, user, 'fermentables', 'Export Malt');
    await call('PUT', `/api/inventory/fermentables/${malt.id}`, {
      lots: [{ amount: 1200, costPerUnit: 0.002 }],
    });
    await call('POST', '/api/inventory/salts/epsom/adjustments', {
      change: 50,
      reason: 'bought',
      note: 'Shop',
    });
    const file = await call('GET', '/api/users/me/export');
    const exported = file.json();
    const stock = (await call('GET', '/api/inventory')).json<StockLine[]>();
    expect(exported.stock).toEqual(stock);
    expect(exported.stockHistory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'salts',
          itemId: 'epsom',
          change: 50,
          reason: 'bought',
          note: 'Shop',
        }),
        expect.objectContaining({ kind: 'fermentables', itemId: malt.id, change: 1200, reason: 'set' }),
      ]),
    );

    // Into the other account: the own malt's line under the malt's new id there, the salt as it is.
    const imported = await app.inject({
      method: 'POST',
      url: '/api/users/me/import',
      payload: file.body,
      headers: { ...other.auth, 'content-type': 'application/json' },
    });
    expect(imported.statusCode).toBe(201);
    const theirs = (await call('GET', '/api/inventory', undefined, other)).json<StockLine[]>();
    const theirMalt = theirs.find((line) => line.name === 'Export Malt')!;
    expect(theirMalt.itemId).not.toBe(malt.id);
    expect(theirMalt).toMatchObject({ amount: 1200, lots: stock.find((l) => l.itemId === malt.id)!.lots });
    expect(theirs.find((line) => line.itemId === 'epsom')).toMatchObject({ amount: 50 });

    // Deleting the account takes its stock and history with it.
    const owned = sql`(select count(*)::int from stock_lines where user_id = ${user.id}) + (select count(*)::int from stock_changes where user_id = ${user.id}) as n`;
    const count = async () =>
      ((await app.ctx.db.execute(sql`select ${owned}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    const before = await countRows(app, ['stock_lines']);
    const deleted = await call('DELETE', `/api/users/${user.id}`, { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(await count()).toBe(0);
    expect((await countRows(app, ['stock_lines'])).stock_lines).toBeLessThan(before.stock_lines!);
  });
});
