// The unit constants of SPEC §9.
import { describe, expect, it } from 'vitest';
import { GRAMS_PER_OUNCE_DISPLAY, GRAMS_PER_OUNCE_INPUT, LITRES_PER_US_GALLON, POUNDS_PER_KG } from './units';

describe('constants', () => {
  it('are the SPEC §9 values', () => {
    expect([GRAMS_PER_OUNCE_INPUT, GRAMS_PER_OUNCE_DISPLAY, LITRES_PER_US_GALLON, POUNDS_PER_KG]).toEqual([
      28.3495, 28.349523125, 3.78541, 2.20462,
    ]);
  });
});
