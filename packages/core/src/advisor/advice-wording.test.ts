// The advice's figures, ranges, colours, volumes and amounts in a brewer's units: the default units write exactly
// what the advice always wrote; other units state the value and the limit in that unit.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_UNITS, type DisplayUnits } from '../display-units';
import * as advice from './advice-wording';

const imperial: DisplayUnits = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' };

describe('advice in the default units (unchanged texts)', () => {
  it('writes gravities to three decimals, colours and volumes as before', () => {
    expect(advice.adviceGravity(1.0614)).toBe('1.061');
    expect(advice.adviceGravityRange({ min: 1.056, max: 1.07 }, DEFAULT_DISPLAY_UNITS)).toBe('1.056-1.070');
    expect(advice.adviceColourName()).toBe('EBC');
    expect(advice.adviceColour(33.04, 1)).toBe('33.0');
    expect(advice.adviceColourRange({ min: 12, max: 28 })).toBe('12-28');
    expect(advice.adviceVolume(23.46, 1)).toBe('23.5 L');
  });

  it('writes amounts in grams and kilograms as before, what to take away never rounded up', () => {
    expect(advice.adviceAmount(1460, true)).toBe('1.5 kg');
    expect(advice.adviceAmount(149.6, false)).toBe('150 g');
    expect(advice.adviceAmountDown(1259)).toBe('1.25 kg');
    expect(advice.adviceAmountDown(1150)).toBe('1.15 kg');
    expect(advice.adviceAmountDown(350.9)).toBe('350 g');
    expect(advice.adviceAmountDown(4.59)).toBe('4.5 g');
  });
});

describe('advice in imperial units', () => {
  it('states gravity in °Plato: 1.048 is 11.9 °P, the range 1.056-1.070 is 13.8-17.1 °P', () => {
    // °P = −616.868 + 1111.14·SG − 630.272·SG² + 135.997·SG³: 1.048 → 11.92, 1.056 → 13.80, 1.070 → 17.06.
    expect(advice.adviceGravity(1.048, imperial)).toBe('11.9 °P');
    expect(advice.adviceGravityRange({ min: 1.056, max: 1.07 }, imperial)).toBe('13.8-17.1 °P');
  });

  it('states colour in SRM (EBC / 1.97): 33 EBC is 16.8 SRM, the range 12-28 EBC is 6.1-14.2 SRM', () => {
    expect(advice.adviceColourName(imperial)).toBe('SRM');
    expect(advice.adviceColour(33, 1, imperial)).toBe('16.8');
    expect(advice.adviceColour(900, 0, imperial)).toBe('457');
    expect(advice.adviceColourRange({ min: 12, max: 28 }, imperial)).toBe('6.1-14.2');
  });

  it('states volumes in US gallons (3.78541 L each): 23.5 L is 6.2 gal', () => {
    expect(advice.adviceVolume(23.5, 1, imperial)).toBe('6.2 gal');
    expect(advice.adviceVolume(18.92705, 2, imperial)).toBe('5.00 gal');
  });
});

describe('advice amounts in ounces', () => {
  const ounces = { ...imperial, weight: 'oz' } as const;

  it('adds base malt in pounds (2.20462 lb/kg) and the rest in ounces (28.349523125 g/oz)', () => {
    // 1,500 g is 3.31 lb; 150 g is 5.29 oz.
    expect(advice.adviceAmount(1500, true, ounces)).toBe('3.3 lb');
    expect(advice.adviceAmount(150, false, ounces)).toBe('5.3 oz');
  });

  it('takes away ounces, and pounds from a pound on, never rounded up', () => {
    // 350 g is 12.35 oz; 80 g is 2.82 oz; 5,000 g is 176.37 oz, 11.02 lb; 453.59 g is one pound exactly.
    expect(advice.adviceAmountDown(350, ounces)).toBe('12 oz');
    expect(advice.adviceAmountDown(80, ounces)).toBe('2.8 oz');
    expect(advice.adviceAmountDown(5000, ounces)).toBe('11.02 lb');
    expect(advice.adviceAmountDown(453.59237, ounces)).toBe('1.00 lb');
  });
});
