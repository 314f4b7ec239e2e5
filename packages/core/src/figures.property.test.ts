// Invariants of the figures and units that must hold for any recipe (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOg, computeRecipeFigures, type FiguresInput, hopIbu } from './figures';
import { formatQuantity, parseQuantity, quantityInputText } from './quantities';

const fermentable = fc.record({
  quantity: fc.double({ min: 0, max: 20_000, noNaN: true }),
  potentialExtract: fc.option(fc.double({ min: 1, max: 1.046, noNaN: true }), { nil: null }),
  ebc: fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null }),
});
const hop = fc.record({
  quantity: fc.double({ min: 0, max: 500, noNaN: true }),
  alphaAcidContent: fc.double({ min: 0, max: 25, noNaN: true }),
  boilTime: fc.double({ min: 0, max: 120, noNaN: true }),
});
const equipment = fc.record({
  batchVolume: fc.double({ min: 1, max: 200, noNaN: true }),
  efficiency: fc.double({ min: 0, max: 100, noNaN: true }),
  boilTime: fc.integer({ min: 0, max: 120 }),
  deadSpace: fc.double({ min: 0, max: 5, noNaN: true }),
  boilOff: fc.double({ min: 0, max: 6, noNaN: true }),
  trubLoss: fc.double({ min: 0, max: 5, noNaN: true }),
});
const recipe: fc.Arbitrary<FiguresInput> = fc.record({
  recipeEquipment: fc.option(equipment, { nil: null }),
  recipeFermentables: fc.array(fermentable, { maxLength: 12 }),
  recipeHops: fc.array(hop, { maxLength: 12 }),
  recipeYeasts: fc.array(
    fc.record({ attenuation: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }) }),
    { maxLength: 3 },
  ),
});
// The OG is rounded to 3 decimals, so "rises" means "never falls" between nearby inputs.
const withEquipment = (
  input: FiguresInput,
  change: Partial<NonNullable<FiguresInput['recipeEquipment']>>,
) => ({
  ...input,
  recipeEquipment: { batchVolume: 20, efficiency: 70, ...input.recipeEquipment, ...change },
});

describe('OG', () => {
  it('rises with more grain', () => {
    fc.assert(
      fc.property(recipe, fermentable, (input, extra) => {
        const base = withEquipment(input, {});
        const more = { ...base, recipeFermentables: [...base.recipeFermentables, extra] };
        expect(computeOg(more)).toBeGreaterThanOrEqual(computeOg(base));
      }),
    );
  });

  it('rises with efficiency and falls with volume', () => {
    fc.assert(
      fc.property(
        recipe,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (input, efficiency, moreEfficiency, volume, moreVolume) => {
          const low = computeOg(withEquipment(input, { efficiency }));
          const high = computeOg(withEquipment(input, { efficiency: efficiency + moreEfficiency }));
          expect(high).toBeGreaterThanOrEqual(low);
          const small = computeOg(withEquipment(input, { batchVolume: volume }));
          const large = computeOg(withEquipment(input, { batchVolume: volume + moreVolume }));
          expect(large).toBeLessThanOrEqual(small);
        },
      ),
    );
  });
});

describe('IBU', () => {
  it('rises with boil time, alpha acid and quantity', () => {
    const og = fc.integer({ min: 1000, max: 1120 }).map((points) => points / 1000);
    fc.assert(
      fc.property(hop, og, fc.double({ min: 0, max: 60, noNaN: true }), (h, gravity, more) => {
        const base = hopIbu(h, gravity, 20);
        expect(hopIbu({ ...h, boilTime: h.boilTime + more }, gravity, 20)).toBeGreaterThanOrEqual(base);
        expect(
          hopIbu({ ...h, alphaAcidContent: h.alphaAcidContent + more }, gravity, 20),
        ).toBeGreaterThanOrEqual(base);
        expect(hopIbu({ ...h, quantity: h.quantity + more }, gravity, 20)).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

describe('all figures', () => {
  it('never give a negative ABV nor an FG above OG, and FG stays at or above 1.000', () => {
    fc.assert(
      fc.property(recipe, (input) => {
        const figures = computeRecipeFigures(input);
        expect(figures.abv).toBeGreaterThanOrEqual(0);
        expect(figures.fg).toBeLessThanOrEqual(figures.og);
        expect(figures.fg).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('give percentages that add up to 100 whenever a fermentable has weight', () => {
    fc.assert(
      fc.property(recipe, (input) => {
        const { fermentablePercentages } = computeRecipeFigures(input);
        const total = fermentablePercentages.reduce((sum, p) => sum + p, 0);
        const anyWeight = input.recipeFermentables.some((f) => (f.quantity ?? 0) > 0);
        if (anyWeight) {
          // Each share is rounded to 0.01, so the sum may be off by half a hundredth per fermentable.
          expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.005 * fermentablePercentages.length + 1e-9);
        } else {
          expect(total).toBe(0);
        }
      }),
    );
  });
});

describe('quantity round trip', () => {
  it('shows what was typed again, in grams (3 decimals) and in ounces (2 decimals)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (thousandths) => {
        const typed = thousandths / 1000;
        const result = parseQuantity('weight', String(typed), 'g');
        expect(result).toEqual({ ok: true, value: typed });
        expect(quantityInputText('weight', typed, 'g')).toBe(String(typed));
      }),
    );
    // Up to 5000 oz (142 kg): the two ounce constants differ by 0.8 ppm: 0.004 oz at most there.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), (hundredths) => {
        const typed = hundredths / 100;
        const result = parseQuantity('weight', typed.toFixed(2).replace('.', ','), 'oz');
        if (!result.ok) throw new Error(result.message);
        expect(formatQuantity('weight', result.value, 'oz')).toBe(`${typed.toFixed(2)} oz`);
        expect(quantityInputText('weight', result.value, 'oz')).toBe(typed.toFixed(2));
      }),
    );
  });
});
