// The response schemas name exactly what the presenters send: for every catalogue kind and for
// recipes (and stock lines and their history), a presented item has the schema's fields, no more and no fewer, and parses with the strict
// schema; the compiler checks the recipe schema against the core type the web reads.
import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_KINDS,
  catalogueSchemas,
  NO_LOT_DETAILS,
  type Recipe,
  recipeSchema,
} from '@wortsmith/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { buildCatalogueBody, buildRecipe } from '../../test/factories';
import { KINDS } from './catalogue/kinds';
import { presentItem } from './catalogue/presenter';
import { itemResponses } from './catalogue/schema';
import { presentStockChange, presentStockLine } from './inventory/presenter';
import { stockChangeResponse, stockLineResponse, stockLotResponse } from './inventory/schema';
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
      copiedFrom: null,
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

describe('the stock responses', () => {
  const lot = { ...NO_LOT_DETAILS, id: 'lot-1', amount: 500, costPerUnit: 0.003 };
  const line = {
    id: randomUUID(),
    userId: randomUUID(),
    kind: 'fermentables',
    itemId: randomUUID(),
    name: 'Maris Otter',
    supplier: 'Simpsons',
    unit: 'g',
    amount: 500,
    lots: [lot],
    reorderAt: 1000,
    ...stamps,
  };

  it('names exactly the fields the line presenter sends, in the line and in every lot', () => {
    const presented = presentStockLine(line);
    expect(keysOf(presented)).toEqual(keysOf(stockLineResponse.shape));
    expect(keysOf(presented.lots[0]!)).toEqual(keysOf(stockLotResponse.shape));
    expect(stockLineResponse.parse(presented)).toEqual(presented);
  });

  it('names exactly the fields the history presenter sends', () => {
    const change = presentStockChange({
      id: randomUUID(),
      userId: line.userId,
      kind: 'fermentables',
      itemId: line.itemId,
      change: -4500,
      amountAfter: 500,
      unit: 'g',
      reason: 'taken',
      note: null,
      batchId: randomUUID(),
      batchNumber: 3,
      createdAt: stamps.createdAt,
    });
    expect(keysOf(change)).toEqual(keysOf(stockChangeResponse.shape));
    expect(stockChangeResponse.parse(change)).toEqual(change);
  });
});
