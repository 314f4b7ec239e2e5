// Units per ingredient (issue 30): grain in kilograms or pounds, hops by the weight unit, miscs and
// yeasts in their own units; stored values stay canonical and read back as typed.
import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  amountLabel,
  amountMillilitres,
  formatAmount,
  ML_PER_TSP,
  parseAmount,
  SPEC_AMOUNT_UNITS,
  typedUnit,
  yeastUnits,
} from './ingredient-amounts';

const US = { weight: 'oz', grain: 'lb' } as const;
const METRIC = { weight: 'g', grain: 'kg' } as const;

describe('grain', () => {
  it('shows as SPEC §2.7 does by default: kg in grams mode, oz in ounces mode', () => {
    expect(formatAmount('recipeFermentables', { quantity: 5000 }, SPEC_AMOUNT_UNITS)).toBe('5.00 kg');
    expect(formatAmount('recipeFermentables', { quantity: 5000 }, { weight: 'oz', grain: 'spec' })).toBe(
      '176.37 oz',
    );
    expect(typedUnit('recipeFermentables', undefined, SPEC_AMOUNT_UNITS)).toBe('g');
    expect(amountLabel(typedUnit('recipeFermentables', undefined, SPEC_AMOUNT_UNITS))).toBe('(grams)');
  });

  it('reads pounds above a pound and ounces below, typed in pounds', () => {
    // 5 kg × 2.20462 lb/kg = 11.0231 lb; 250 g / 28.349523125 g/oz = 8.82 oz.
    expect(formatAmount('recipeFermentables', { quantity: 5000 }, US)).toBe('11.02 lb');
    expect(formatAmount('recipeFermentables', { quantity: 250 }, US)).toBe('8.82 oz');
    expect(amountLabel(typedUnit('recipeFermentables', undefined, US))).toBe('(lb)');
    // 10 lb typed is 4535.929 g (10 / 2.20462 kg), and reads back as 10.
    const typed = parseAmount('recipeFermentables', '10', undefined, US);
    expect(typed).toEqual({ ok: true, value: 4535.929 });
    expect(amountInputText('recipeFermentables', { quantity: 4535.929 }, US)).toBe('10');
    expect(formatAmount('recipeFermentables', { quantity: 4535.929 }, US)).toBe('10.00 lb');
  });

  it('reads kilograms above a kilogram and grams below, typed in kilograms', () => {
    expect(formatAmount('recipeFermentables', { quantity: 5250 }, METRIC)).toBe('5.25 kg');
    expect(formatAmount('recipeFermentables', { quantity: 250 }, METRIC)).toBe('250 g');
    expect(parseAmount('recipeFermentables', '0,25', undefined, METRIC)).toEqual({ ok: true, value: 250 });
    expect(amountInputText('recipeFermentables', { quantity: 250 }, METRIC)).toBe('0.25');
  });

  it('keeps a stored amount that reads back as typed (no drift over saves)', () => {
    // 4.4 lb was stored as grams; typing the same text again keeps the very same grams.
    const stored = 1995.809;
    const text = amountInputText('recipeFermentables', { quantity: stored }, US);
    expect(text).toBe('4.4');
    expect(parseAmount('recipeFermentables', text, undefined, US, { stored })).toEqual({
      ok: true,
      value: stored,
    });
  });
});

describe('hops', () => {
  it('follow the weight unit, whatever the grain unit (SPEC: 28.3495 g per typed ounce)', () => {
    expect(typedUnit('recipeHops', undefined, US)).toBe('oz');
    expect(parseAmount('recipeHops', '1', undefined, US)).toEqual({ ok: true, value: 28.35 });
    expect(formatAmount('recipeHops', { quantity: 28.35 }, US)).toBe('1.00 oz');
    expect(formatAmount('recipeHops', { quantity: 30 }, METRIC)).toBe('30 g');
  });
});

describe('miscs and yeasts', () => {
  it('by weight unless their unit says otherwise', () => {
    expect(formatAmount('recipeYeasts', { quantity: 11.5 }, SPEC_AMOUNT_UNITS)).toBe('12 g');
    expect(formatAmount('recipeYeasts', { quantity: 1, unit: 'pack' }, US)).toBe('1 pack');
    expect(formatAmount('recipeYeasts', { quantity: 2, unit: 'pack' }, US)).toBe('2 packs');
    expect(formatAmount('recipeYeasts', { quantity: 1.5, unit: 'pack' }, US)).toBe('1.5 packs');
    expect(formatAmount('recipeMisc', { quantity: 0.25, unit: 'tsp' }, US)).toBe('0.25 tsp');
    expect(formatAmount('recipeMisc', { quantity: 2.5, unit: 'mL' }, US)).toBe('2.5 mL');
    expect(formatAmount('recipeMisc', { quantity: 1, unit: 'item' }, US)).toBe('1 item');
    expect(amountLabel(typedUnit('recipeYeasts', 'pack', US))).toBe('(packs)');
    expect(amountLabel(typedUnit('recipeMisc', 'g', US))).toBe('(oz)');
  });

  it('are typed and stored in their own unit, refused at zero with SPEC’s message', () => {
    expect(parseAmount('recipeMisc', '0,5', 'tsp', US)).toEqual({ ok: true, value: 0.5 });
    expect(parseAmount('recipeYeasts', '0', 'pack', US)).toEqual({
      ok: false,
      message: 'Quantity must be a positive number.',
    });
    expect(parseAmount('recipeYeasts', 'two', 'pack', US)).toEqual({
      ok: false,
      message: 'Quantity must be a number',
    });
  });

  it('convert teaspoons and tablespoons to millilitres by the US measures', () => {
    expect(amountMillilitres({ quantity: 1, unit: 'tsp' })).toBe(ML_PER_TSP);
    expect(amountMillilitres({ quantity: 1, unit: 'tbsp' })).toBeCloseTo(14.7868, 4);
    expect(amountMillilitres({ quantity: 3, unit: 'mL' })).toBe(3);
    expect(amountMillilitres({ quantity: 3, unit: 'item' })).toBeNull();
  });

  it('offer the units a yeast’s form suggests, by weight first', () => {
    expect(yeastUnits('Dry')).toEqual(['g', 'pack']);
    expect(yeastUnits('Liquid')).toEqual(['g', 'pack', 'mL']);
    expect(yeastUnits('Slurry')).toEqual(['g', 'mL']);
  });
});
