import { describe, expect, it } from 'vitest';
import type { AmountUnits } from '../ingredient-amounts';
import {
  formatStockAmount,
  parseStockAmount,
  STOCK_AMOUNT_MESSAGES,
  stockAmountLabel,
  stockInputText,
} from './stock-format';
import type { StockKind, StockUnit } from './stock-line';

const grams: AmountUnits = { weight: 'g', grain: 'spec' };
const pounds: AmountUnits = { weight: 'oz', grain: 'lb' };
const kilos: AmountUnits = { weight: 'g', grain: 'kg' };

describe('formatStockAmount', () => {
  it.each<[StockKind, StockUnit, number, AmountUnits, string]>([
    ['fermentables', 'g', 25_000, grams, '25.00 kg'],
    ['fermentables', 'g', 25_000, pounds, '55.12 lb'],
    ['fermentables', 'g', 250, kilos, '250 g'],
    ['hops', 'g', 100, grams, '100 g'],
    ['hops', 'g', 100, pounds, '3.53 oz'],
    // Salts in grams to the hundredth whatever the weight unit: 2.5 g of gypsum is not "3 g" nor "0.09 oz".
    ['salts', 'g', 500, pounds, '500 g'],
    ['salts', 'g', 2.5, grams, '2.5 g'],
    ['acids', 'mL', 30, grams, '30 mL'],
    ['yeasts', 'pack', 2, grams, '2 packs'],
    ['yeasts', 'pack', 1, grams, '1 pack'],
    ['miscs', 'item', 3, pounds, '3 items'],
  ])('%s in %s: %d shows as stated', (kind, unit, amount, units, shown) => {
    expect(formatStockAmount(kind, unit, amount, units)).toBe(shown);
  });
});

describe('parseStockAmount', () => {
  it('reads typed pounds, kilograms, ounces and packs as stored units', () => {
    expect(parseStockAmount('fermentables', 'g', '55', pounds)).toEqual({ ok: true, value: 24947.61 });
    expect(parseStockAmount('fermentables', 'g', '2,5', kilos)).toEqual({ ok: true, value: 2500 });
    expect(parseStockAmount('hops', 'g', '1', pounds)).toEqual({ ok: true, value: 28.35 });
    expect(parseStockAmount('yeasts', 'pack', '2', grams)).toEqual({ ok: true, value: 2 });
    expect(parseStockAmount('salts', 'g', '2,5', pounds)).toEqual({ ok: true, value: 2.5 });
  });

  it('gives the input text back as the stored amount, without drift', () => {
    const stored = 24947.61;
    const text = stockInputText('fermentables', 'g', stored, pounds);
    expect(parseStockAmount('fermentables', 'g', text, pounds, { stored })).toEqual({
      ok: true,
      value: stored,
    });
  });

  it('refuses what is missing, no number or not above zero, and takes zero where allowed', () => {
    expect(parseStockAmount('hops', 'g', '', grams)).toEqual({ ok: false, message: 'Amount is required.' });
    expect(parseStockAmount('hops', 'g', 'lots', grams)).toEqual({
      ok: false,
      message: 'Amount must be a number.',
    });
    expect(parseStockAmount('hops', 'g', '0', grams)).toEqual({
      ok: false,
      message: STOCK_AMOUNT_MESSAGES.notPositive,
    });
    expect(parseStockAmount('hops', 'g', '0', grams, { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(parseStockAmount('hops', 'g', '-1', grams, { allowZero: true })).toEqual({
      ok: false,
      message: 'Amount must not be negative.',
    });
  });

  it('labels the field in the unit typed', () => {
    expect(stockAmountLabel('fermentables', 'g', pounds)).toBe('(lb)');
    expect(stockAmountLabel('hops', 'g', grams)).toBe('(grams)');
    expect(stockAmountLabel('yeasts', 'pack', grams)).toBe('(packs)');
  });
});
