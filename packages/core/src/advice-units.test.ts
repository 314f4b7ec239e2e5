// The advice's figures, ranges, colours and volumes in a brewer's units: the default units write exactly
// what the advice always wrote; other units state the value and the limit in that unit.
import { describe, expect, it } from 'vitest';
import * as advice from './advice-units';
import { DEFAULT_DISPLAY_UNITS, type DisplayUnits } from './display-units';

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
