// The sulfate-to-chloride ratio and its words, at the limits of Bru'n Water's bands.
import { describe, expect, it } from 'vitest';
import { sulfateChlorideBand, sulfateChlorideRatio } from './sulfate-chloride';

describe('sulfate to chloride', () => {
  it('divides sulfate by chloride, with no ratio when there is no chloride', () => {
    expect(sulfateChlorideRatio({ sulfate: 150, chloride: 50 })).toBe(3);
    expect(sulfateChlorideRatio({ sulfate: 0, chloride: 50 })).toBe(0);
    expect(sulfateChlorideRatio({ sulfate: 150, chloride: 0 })).toBeNull();
  });

  it.each([
    [0, 'very malty'],
    [0.4, 'very malty'],
    [0.59, 'very malty'],
    [0.6, 'malty'],
    [0.8, 'balanced'],
    [1, 'balanced'],
    [1.5, 'slightly bitter'],
    [2, 'bitter'],
    [3.99, 'bitter'],
    [4, 'very bitter'],
    [12, 'very bitter'],
  ] as const)('reads %f as %s', (ratio, band) => {
    expect(sulfateChlorideBand(ratio)).toBe(band);
  });

  it('has no words without a ratio', () => {
    expect(sulfateChlorideBand(null)).toBeNull();
  });
});
