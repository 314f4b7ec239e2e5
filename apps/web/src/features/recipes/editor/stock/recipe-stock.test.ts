// The recipe screen's stock words: each row's, with a malt used twice counted once against its stock.
import { NO_LOT_DETAILS, type StockLine } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { recipeStock } from './recipe-stock';

const line = (
  kind: StockLine['kind'],
  itemId: string,
  amount: number,
  unit: StockLine['unit'] = 'g',
): StockLine => ({
  kind,
  itemId,
  name: itemId,
  supplier: null,
  amount,
  unit,
  lots: [{ ...NO_LOT_DETAILS, id: `${itemId}-lot`, amount }],
  reorderAt: null,
  updatedAt: '',
});

const recipe = {
  recipeFermentables: [
    { id: 'f1', name: 'Maris Otter', quantity: 4000, itemId: 'mo' },
    { id: 'f2', name: 'Maris Otter', quantity: 500, itemId: 'mo' },
    { id: 'f3', name: 'Crystal 60', quantity: 300, itemId: 'c60' },
  ],
  recipeHops: [{ id: 'h1', name: 'Cascade', quantity: 30, itemId: 'cascade' }],
  recipeMisc: [{ id: 'm1', name: 'Irish Moss', quantity: 1, unit: 'tsp' }],
  recipeYeasts: [{ id: 'y1', name: 'US-05', quantity: 1, unit: 'pack', itemId: 'us05' }],
  water: null,
} as unknown as Parameters<typeof recipeStock>[0];

describe('the recipe’s stock', () => {
  it('says per row what is there, what is short and what cannot be told, in the brewer’s units', () => {
    const stock = [
      line('fermentables', 'mo', 4050),
      line('hops', 'cascade', 100),
      line('yeasts', 'us05', 11.5),
    ];
    const { rows } = recipeStock(recipe, stock, { weight: 'g', grain: 'kg' });
    expect(Object.fromEntries([...rows].map(([id, row]) => [id, row.text]))).toEqual({
      f1: 'Short by 450 g',
      f2: 'Short by 450 g',
      f3: 'None in stock',
      h1: 'In stock',
      m1: 'Not linked to a catalogue item',
      y1: 'Stock is kept in grams',
    });
    const pounds = recipeStock(recipe, stock, { weight: 'oz', grain: 'lb' }).rows.get('f1');
    expect(pounds).toEqual({ text: 'Short by 15.87 oz', tone: 'short' });
  });
});
