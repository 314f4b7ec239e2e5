// Where a mash pH stands against 5.2–5.6.
import { describe, expect, it } from 'vitest';
import { mashPhStanding } from './mash-ph-range';

describe('mash pH range', () => {
  it.each([
    [5.19, 'low'],
    [5.2, 'within'],
    [5.4, 'within'],
    [5.6, 'within'],
    [5.61, 'high'],
  ] as const)('reads %f as %s', (pH, standing) => {
    expect(mashPhStanding(pH)).toBe(standing);
  });

  it('has no standing without a pH', () => {
    expect(mashPhStanding(null)).toBeNull();
    expect(mashPhStanding(Number.NaN)).toBeNull();
  });
});
