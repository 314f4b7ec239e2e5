// Scaling keeps OG and IBU (worked example and fast-check over generated recipes, 5 to 1,000 L).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRecipeFigures } from './figures';
import { scaledName, scaleRecipe } from './scaling';

const recipe = {
  recipeEquipment: { batchVolume: 20, efficiency: 70, boilTime: 60 },
  recipeFermentables: [
    { quantity: 4500, potentialExtract: 1.037, ebc: 6 },
    { quantity: 300, potentialExtract: 1.034, ebc: 120 },
  ],
  recipeHops: [
    { quantity: 25, alphaAcidContent: 12, boilTime: 60 },
    { quantity: 30, alphaAcidContent: 5, boilTime: 10 },
  ],
  recipeMisc: [{ quantity: 5 }],
  recipeYeasts: [{ quantity: 11.5, attenuation: 78 }],
};

describe('scaling', () => {
  it('doubles a 20 L recipe to 40 L: every quantity doubles, the figures stay', () => {
    const scaled = scaleRecipe(recipe, { batchVolume: 40 });
    expect(scaled.recipeEquipment).toMatchObject({ batchVolume: 40, efficiency: 70 });
    expect(scaled.recipeFermentables.map((f) => f.quantity)).toEqual([9000, 600]);
    expect(scaled.recipeHops.map((h) => h.quantity)).toEqual([50, 60]);
    expect(scaled.recipeMisc[0]!.quantity).toBe(10);
    expect(scaled.recipeYeasts[0]!.quantity).toBe(23);
    const before = computeRecipeFigures(recipe);
    const after = computeRecipeFigures(scaled);
    expect([after.og, after.ibu, after.ebc]).toEqual([before.og, before.ibu, before.ebc]);
  });

  it('adds grain for a less efficient brewhouse: 70 % to 60 % needs 7/6 of the grain, same hops', () => {
    const scaled = scaleRecipe(recipe, { efficiency: 60 });
    expect(scaled.recipeEquipment).toMatchObject({ batchVolume: 20, efficiency: 60 });
    expect(scaled.recipeFermentables[0]!.quantity).toBeCloseTo(5250, 9);
    expect(scaled.recipeHops[0]!.quantity).toBe(25);
    expect(computeRecipeFigures(scaled).og).toBe(computeRecipeFigures(recipe).og);
  });

  it('names the copy', () => {
    expect(scaledName('Pale Ale', 40)).toBe('Pale Ale (scaled to 40 L)');
    expect(scaledName('Pale Ale', 12.25)).toBe('Pale Ale (scaled to 12.3 L)');
    expect(scaledName('Pale Ale', 5 * 3.78541, 'gal')).toBe('Pale Ale (scaled to 5 gal)');
  });

  it('keeps OG and IBU within display rounding for any recipe and volumes from 5 to 1,000 L', () => {
    const quantity = (max: number) => fc.double({ min: 0.1, max, noNaN: true });
    const generated = fc.record({
      recipeEquipment: fc.record({
        batchVolume: fc.double({ min: 5, max: 1000, noNaN: true }),
        efficiency: fc.double({ min: 30, max: 95, noNaN: true }),
      }),
      recipeFermentables: fc.array(
        fc.record({
          quantity: quantity(400_000),
          potentialExtract: fc.double({ min: 1, max: 1.046, noNaN: true }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      recipeHops: fc.array(
        fc.record({
          quantity: quantity(5000),
          alphaAcidContent: fc.double({ min: 0, max: 20, noNaN: true }),
          boilTime: fc.integer({ min: 0, max: 90 }),
        }),
        { maxLength: 8 },
      ),
      recipeMisc: fc.array(fc.record({ quantity: quantity(1000) }), { maxLength: 3 }),
      recipeYeasts: fc.array(fc.record({ quantity: quantity(1000), attenuation: fc.constant(75) }), {
        maxLength: 2,
      }),
    });
    const target = fc.record({
      batchVolume: fc.double({ min: 5, max: 1000, noNaN: true }),
      efficiency: fc.option(fc.double({ min: 30, max: 95, noNaN: true }), { nil: undefined }),
    });
    fc.assert(
      fc.property(generated, target, (original, to) => {
        const before = computeRecipeFigures(original);
        const after = computeRecipeFigures(scaleRecipe(original, to));
        expect(Math.abs(after.og - before.og)).toBeLessThanOrEqual(0.001 + 1e-9);
        // Each hop's IBU is rounded to 2 decimals before the sum.
        expect(Math.abs(after.ibu - before.ibu)).toBeLessThanOrEqual(
          0.01 * original.recipeHops.length + 1e-9,
        );
      }),
      { numRuns: 300 },
    );
  });
});
