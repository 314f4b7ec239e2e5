// The glass colour: the first step whose bound is >= the EBC, black above 100 (SPEC §9).
import { describe, expect, it } from 'vitest';
import { BEER_COLOUR_STEPS, ebcToColour } from './colour';

describe('ebcToColour', () => {
  it('has the SPEC §9 step bounds', () => {
    expect(BEER_COLOUR_STEPS.map(([bound]) => bound)).toEqual([
      2, 4, 6, 8, 10, 12, 14, 17, 20, 23, 26, 29, 32, 35, 40, 45, 50, 55, 60, 70, 80, 90, 100,
    ]);
  });

  it.each([
    [0, '#FFE699'],
    [2, '#FFE699'], // a bound belongs to its own step
    [2.01, '#FFE37A'],
    [15, '#F49C44'],
    [33, '#6F2F1A'],
    [100, '#080707'],
    [100.01, '#000000'],
    [400, '#000000'],
    [-3, '#FFE699'],
    [Number.NaN, '#FFE699'],
  ])('colours EBC %d as %s', (ebc, colour) => {
    expect(ebcToColour(ebc)).toBe(colour);
  });
});
