// Worked examples of what a batch achieved: ABV, attenuation, brewhouse efficiency, difference.
import { describe, expect, it } from 'vitest';
import {
  apparentAttenuation,
  brewhouseEfficiency,
  computeBatchFigures,
  differenceFromPlan,
  measuredAbv,
} from './batch-figures';
import { computeOg } from './figures';

const bill = { recipeFermentables: [{ quantity: 5000, potentialExtract: 1.037 }] };

describe('batch figures', () => {
  it('measures ABV with the 131.25 factor: OG 1.050, FG 1.010 → 5.25 %', () => {
    expect(measuredAbv(1.05, 1.01)).toBe(5.25);
    expect(measuredAbv(1.01, 1.012)).toBe(0);
    expect(measuredAbv(1.05, null)).toBeNull();
  });

  it('measures apparent attenuation: OG 1.050, FG 1.012 → 76.0 %', () => {
    expect(apparentAttenuation(1.05, 1.012)).toBe(76);
    expect(apparentAttenuation(1.048, 1.011)).toBe(77.1);
    expect(apparentAttenuation(1, 1)).toBeNull();
    expect(apparentAttenuation(undefined, 1.01)).toBeNull();
  });

  it('finds the efficiency achieved: 5 kg at 1.037 giving 20 L of 1.050 → 64.8 %', () => {
    // 11.0231 lb × 37 points = 407.85 possible; 50 points × 5.2834 gal = 264.17 measured.
    expect(brewhouseEfficiency(1.05, 20, bill)).toBe(64.8);
    expect(brewhouseEfficiency(1.05, null, bill)).toBeNull();
    expect(brewhouseEfficiency(1.05, 20, { recipeFermentables: [] })).toBeNull();
  });

  it('is the inverse of the OG formula: the planned OG at the planned volume gives back the efficiency', () => {
    const recipe = {
      recipeEquipment: { batchVolume: 23, efficiency: 72 },
      recipeFermentables: [
        { quantity: 4500, potentialExtract: 1.037 },
        { quantity: 400, potentialExtract: 1.034 },
        { quantity: 250, potentialExtract: null },
      ],
      recipeHops: [],
      recipeYeasts: [],
    };
    const og = computeOg(recipe);
    // OG is rounded to 3 decimals, which moves the efficiency by well under a point.
    expect(Math.abs(brewhouseEfficiency(og, 23, recipe)! - 72)).toBeLessThan(1.5);
  });

  it('computes every figure of a batch at once and the difference from plan', () => {
    expect(computeBatchFigures({ measuredOg: 1.05, measuredFg: 1.01, fermenterVolume: 20 }, bill)).toEqual({
      measuredAbv: 5.25,
      apparentAttenuation: 80,
      brewhouseEfficiency: 64.8,
    });
    expect(differenceFromPlan(64.8, 70)).toBeCloseTo(-5.2, 10);
    expect(differenceFromPlan(null, 70)).toBeNull();
  });
});
