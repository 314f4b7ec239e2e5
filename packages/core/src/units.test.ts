// Quantity parsing and weight display in grams and ounces (SPEC §5, §9).
import { describe, expect, it } from 'vitest';
import {
  formatWeight,
  GRAMS_PER_OUNCE_DISPLAY,
  GRAMS_PER_OUNCE_INPUT,
  gramsFromInput,
  HOP_QUANTITY_MESSAGES,
  LITRES_PER_US_GALLON,
  POUNDS_PER_KG,
  parseQuantity,
  poundsHint,
  quantityInputValue,
  quantityLabel,
  toDisplayWeight,
} from './units';

describe('constants', () => {
  it('are the SPEC §9 values', () => {
    expect([GRAMS_PER_OUNCE_INPUT, GRAMS_PER_OUNCE_DISPLAY, LITRES_PER_US_GALLON, POUNDS_PER_KG]).toEqual([
      28.3495, 28.349523125, 3.78541, 2.20462,
    ]);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['150', 'g', 150],
    [' 12.5 ', 'g', 12.5],
    ['12,5', 'g', 12.5],
    [',5', 'g', 0.5],
    ['0.0004', 'oz', 0.011], // 0.0004 x 28.3495 = 0.0113398 -> 0.011
    ['1', 'oz', 28.35], // 28.3495 -> 28.350 (3 decimals)
    ['1,5', 'oz', 42.524], // 1.5 x 28.3495 = 42.52425 -> 42.524
    ['5.29', 'oz', 149.969], // 5.29 x 28.3495 = 149.968855 -> 149.969
    [150, 'g', 150],
    [2, 'oz', 56.699], // 56.699
    ['1.23456', 'g', 1.235],
  ] as const)('reads %j %s as %d g', (input, unit, grams) => {
    expect(parseQuantity(input, unit)).toEqual({ ok: true, grams });
  });

  it.each([
    ['', 'Quantity is required'],
    ['   ', 'Quantity is required'],
    [null, 'Quantity is required'],
    [undefined, 'Quantity is required'],
    [Number.NaN, 'Quantity is required'],
    ['abc', 'Quantity must be a number'],
    ['1.2.3', 'Quantity must be a number'],
    ['1,2,3', 'Quantity must be a number'],
    [Number.POSITIVE_INFINITY, 'Quantity must be a number'],
    ['0', 'Quantity must be a positive number.'],
    ['-5', 'Quantity must be a positive number.'],
    [-1, 'Quantity must be a positive number.'],
    ['0.0001', 'Quantity must be a positive number.'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(parseQuantity(input, 'g')).toEqual({ ok: false, message });
  });

  it("speaks the hop modal's messages, with their trailing period, when given them", () => {
    expect(parseQuantity('', 'g', HOP_QUANTITY_MESSAGES)).toEqual({
      ok: false,
      message: 'Quantity is required.',
    });
    expect(parseQuantity('abc', 'g', HOP_QUANTITY_MESSAGES)).toEqual({
      ok: false,
      message: 'Quantity must be a number.',
    });
    expect(parseQuantity('0', 'g', HOP_QUANTITY_MESSAGES)).toEqual({
      ok: false,
      message: 'Quantity must be a positive number.',
    });
  });

  it('rounds converted ounces to 3 decimals', () => {
    expect(gramsFromInput(3.3, 'oz')).toBe(93.553); // 3.3 x 28.3495 = 93.55335
    expect(gramsFromInput(3.3, 'g')).toBe(3.3);
  });
});

describe('display', () => {
  it.each([
    [150, 'g', 150],
    [149.5, 'g', 150],
    [149.4, 'g', 149],
    [150, 'oz', 5.29], // 150 / 28.349523125 = 5.2911…
    [28.349523125, 'oz', 1],
    [1000, 'oz', 35.27], // 35.2739…
  ] as const)('shows %d g in %s as %d', (grams, unit, shown) => {
    expect(toDisplayWeight(grams, unit)).toBe(shown);
  });

  it.each([
    [150, 'g', false, '150 g'],
    [150, 'oz', false, '5.29 oz'],
    [5000, 'g', true, '5.00 kg'],
    [4537.5, 'g', true, '4.54 kg'],
    [250, 'g', true, '0.25 kg'],
    [5000, 'oz', true, '176.37 oz'],
  ] as const)('formats %d g (%s, fermentable %s) as "%s"', (grams, unit, fermentable, text) => {
    expect(formatWeight(grams, unit, { fermentable })).toBe(text);
  });

  it.each([
    [150, 'g', '150'],
    [12.5, 'g', '12.5'],
    [42.524, 'g', '42.524'],
    [42.5241, 'g', '42.524'],
    [42.524, 'oz', '1.50'],
    [150, 'oz', '5.29'],
  ] as const)('prefills an input for %d g in %s with "%s"', (grams, unit, text) => {
    expect(quantityInputValue(grams, unit)).toBe(text);
  });

  it('labels the quantity input by unit', () => {
    expect(quantityLabel('g')).toBe('(grams)');
    expect(quantityLabel('oz')).toBe('(oz)');
  });
});

describe('poundsHint', () => {
  it('gives pounds beside ounces (5 kg = 176.37 oz = 11.02 lb) and nothing in grams', () => {
    expect(formatWeight(5000, 'oz', { fermentable: true })).toBe('176.37 oz');
    expect(poundsHint(5000, 'oz')).toBe('11.02 lb');
    // 1 lb is exactly 453.59237 g and 16 oz.
    expect(poundsHint(453.59237, 'oz')).toBe('1.00 lb');
    expect(poundsHint(5000, 'g')).toBeNull();
  });
});
