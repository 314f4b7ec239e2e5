// The response schemas name exactly what the presenters send: for every catalogue kind and for
// recipes, a presented item has the schema's fields, no more and no fewer, and parses with the strict
// schema; the compiler checks the recipe schema against the core type the web reads.
import { randomUUID } from 'node:crypto';
import { CATALOGUE_KINDS, catalogueSchemas, type Recipe, recipeSchema } from '@wortsmith/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { buildCatalogueBody, buildRecipe } from '../../test/factories';
import { KINDS } from './catalogue/kinds';
import { presentItem } from './catalogue/presenter';
import { itemResponses } from './catalogue/schema';
import { presentRecipe, recipeValues } from './recipes/presenter';
import type { RecipeRow } from './recipes/repository';
import { recipeResponse } from './recipes/schema';

const stamps = {
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  updatedAt: new Date('2026-01-03T03:04:05.000Z'),
};
const keysOf = (value: object) => Object.keys(value).sort();

describe.each(CATALOGUE_KINDS)('the %s response', (kind) => {
  it('names exactly the fields the presenter sends', () => {
    const values = catalogueSchemas[kind].parse(buildCatalogueBody(kind));
    // A column the API does not show must not leak through the presenter.
    const row = { id: randomUUID(), userId: randomUUID(), officialId: null, ...values, ...stamps, secret: 1 };
    const item = presentItem(KINDS[kind], row);
    expect(keysOf(item)).toEqual(keysOf(itemResponses[kind].shape));
    expect(itemResponses[kind].parse(item)).toEqual(item);
  });

  it('rejects an item with a field it does not name', () => {
    const values = catalogueSchemas[kind].parse(buildCatalogueBody(kind));
    const item = presentItem(KINDS[kind], {
      id: randomUUID(),
      userId: randomUUID(),
      officialId: null,
      ...values,
      ...stamps,
    });
    expect(itemResponses[kind].safeParse({ ...item, extra: true }).success).toBe(false);
  });
});

describe('the recipe response', () => {
  it('names exactly the fields the presenter sends, in the recipe and in every ingredient', () => {
    const row: RecipeRow = {
      id: randomUUID(),
      userId: randomUUID(),
      water: null,
      author: null,
      description: null,
      notes: null,
      recipeFermentables: [],
      recipeHops: [],
      recipeMisc: [],
      recipeYeasts: [],
      mashSteps: [],
      fermentationSteps: [],
      ...recipeValues(recipeSchema.parse(buildRecipe({}, 2))),
      creationDate: '2026-01-02',
      version: 3,
      ...stamps,
    };
    const recipe = presentRecipe(row);
    expect(keysOf(recipe)).toEqual(keysOf(recipeResponse.shape));
    expect(recipeResponse.parse(recipe)).toEqual(recipe);
    const withExtraHopField = { ...recipe, recipeHops: [{ ...recipe.recipeHops[0], extra: true }] };
    expect(recipeResponse.safeParse(withExtraHopField).success).toBe(false);
  });

  it('is the Recipe type of the core', () => {
    expectTypeOf<z.output<typeof recipeResponse>>().toEqualTypeOf<Recipe>();
  });
});
