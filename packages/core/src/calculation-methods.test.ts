import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFiguresWithMethods,
  DEFAULT_CALCULATION_METHODS,
  type MethodFiguresInput,
} from './calculation-methods';
import { computeRecipeFigures, hopIbu } from './figures';
import { maltColourUnits, moreyEbc, moreySrm } from './morey-colour';
import { relativeUtilisation, stagedHopIbu } from './staged-bitterness';
import { LITRES_PER_US_GALLON, POUNDS_PER_KG } from './units';

const gramsPerPound = 1000 / POUNDS_PER_KG;

function recipe(parts: Partial<MethodFiguresInput> = {}): MethodFiguresInput {
  return {
    recipeEquipment: { batchVolume: 20, efficiency: 72, boilTime: 60 },
    recipeFermentables: [{ quantity: 5000, potentialExtract: 1.037, ebc: 7 }],
    recipeHops: [{ quantity: 30, alphaAcidContent: 12, boilTime: 60, usageStage: 'Boil' }],
    recipeYeasts: [{ attenuation: 77 }],
    ...parts,
  };
}

describe('Morey colour', () => {
  it('computes MCU as pounds × °L per US gallon, °L taken as EBC / 1.97', () => {
    // 1 lb of a 10 °L (19.7 EBC) malt in 1 US gallon is 10 MCU.
    const input = recipe({
      recipeEquipment: { batchVolume: LITRES_PER_US_GALLON, efficiency: 72 },
      recipeFermentables: [{ quantity: gramsPerPound, ebc: 19.7 }],
    });
    expect(maltColourUnits(input)).toBeCloseTo(10, 9);
  });

  it("matches Morey's equation SRM = 1.4922 × MCU^0.6859 (Brewing Techniques, 1996)", () => {
    // 1.4922 × 10^0.6859 = 1.4922 × 4.8518 = 7.24 SRM; 1.4922 × 1 = 1.49 SRM.
    expect(moreySrm(10)).toBeCloseTo(7.24, 2);
    expect(moreySrm(1)).toBeCloseTo(1.4922, 4);
    expect(moreySrm(0)).toBe(0);
  });

  it('gives about 19 EBC where the linear formula gives 36 (the IPA of the units issue)', () => {
    // Linear: 10 × Σ(kg × EBC) / L = 36 needs Σ(kg × EBC) = 72 in 20 L.
    const input = recipe({
      recipeFermentables: [
        { quantity: 6000, ebc: 7 },
        { quantity: 200, ebc: 150 },
      ],
    });
    expect(computeRecipeFigures(input).ebc).toBe(36);
    // MCU = 72 / 20 × 2.20462 × 3.78541 / 1.97 = 15.25; Morey 1.4922 × 15.25^0.6859 = 9.67 SRM = 19.05 EBC.
    expect(moreyEbc(input)).toBe(19.05);
    expect(
      computeFiguresWithMethods(input, { colorMethod: 'morey', ibuMethod: 'spec', gravityMethod: 'spec' })
        .ebc,
    ).toBe(moreyEbc(input));
  });
});

describe('stage-aware bitterness', () => {
  const og = 1.05;
  const hop = { quantity: 28, alphaAcidContent: 10, boilTime: 60 };

  it('counts a boil addition as the specification does', () => {
    expect(stagedHopIbu({ ...hop, usageStage: 'Boil' }, og, 20)).toBe(hopIbu(hop, og, 20));
  });

  it('counts a first-wort addition as a boil 20 minutes longer', () => {
    expect(stagedHopIbu({ ...hop, usageStage: 'First Wort' }, og, 20)).toBe(
      hopIbu({ ...hop, boilTime: 80 }, og, 20),
    );
    expect(stagedHopIbu({ ...hop, usageStage: 'First Wort' }, og, 20)).toBeGreaterThan(hopIbu(hop, og, 20));
  });

  it('gives a mash addition a fifth of the boil (Justus 2018: 9.1 % against 44.0 %)', () => {
    expect(stagedHopIbu({ ...hop, usageStage: 'Mash' }, og, 20)).toBeCloseTo(hopIbu(hop, og, 20) * 0.2, 2);
  });

  it('scales a whirlpool addition by Urel(T) = 2.39e11 × e^(−9773/T) (Hosom, after Malowicki 2005)', () => {
    // At 100 °C the formula gives 1.0095, capped at 1; at 80 °C 2.39e11 × e^(−9773/353.15) = 0.229.
    expect(relativeUtilisation(100)).toBe(1);
    expect(relativeUtilisation(80)).toBeCloseTo(0.229, 3);
    const whirlpool = { ...hop, boilTime: 20, usageStage: 'Whirlpool' };
    expect(stagedHopIbu(whirlpool, og, 20)).toBeCloseTo(hopIbu(whirlpool, og, 20) * 0.229, 1);
    expect(stagedHopIbu({ ...whirlpool, temperature: 95 }, og, 20)).toBeGreaterThan(
      stagedHopIbu(whirlpool, og, 20),
    );
  });

  it('gives a dry hop no bitterness whatever its time', () => {
    expect(stagedHopIbu({ ...hop, boilTime: 4320, usageStage: 'Dry Hop' }, og, 20)).toBe(0);
  });

  it('sums the staged IBUs into the total and BU/GU', () => {
    const input = recipe({
      recipeHops: [
        { quantity: 20, alphaAcidContent: 12, boilTime: 60, usageStage: 'Boil' },
        { quantity: 50, alphaAcidContent: 12, boilTime: 20, usageStage: 'Whirlpool' },
        { quantity: 100, alphaAcidContent: 12, boilTime: 0, usageStage: 'Dry Hop' },
      ],
    });
    const spec = computeRecipeFigures(input);
    const staged = computeFiguresWithMethods(input, {
      colorMethod: 'spec',
      ibuMethod: 'staged',
      gravityMethod: 'spec',
    });
    expect(staged.hopIbus[0]).toBe(spec.hopIbus[0]);
    expect(staged.hopIbus[1]).toBeLessThan(spec.hopIbus[1]!);
    expect(staged.ibu).toBeCloseTo(
      staged.hopIbus.reduce((a, b) => a + b, 0),
      2,
    );
    expect(staged.buGu).toBeCloseTo(staged.ibu / ((staged.og - 1) * 1000), 2);
  });
});

describe('default methods', () => {
  it("give exactly the specification's figures for any recipe", () => {
    const stage = fc.constantFrom('Boil', 'Dry Hop', 'Whirlpool', 'Mash', 'First Wort');
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.array(
          fc.record({
            quantity: fc.double({ min: 0, max: 20000, noNaN: true }),
            ebc: fc.double({ min: 0, max: 1000, noNaN: true }),
            potentialExtract: fc.double({ min: 1, max: 1.05, noNaN: true }),
          }),
          { maxLength: 6 },
        ),
        fc.array(
          fc.record({
            quantity: fc.double({ min: 0, max: 500, noNaN: true }),
            alphaAcidContent: fc.double({ min: 0, max: 25, noNaN: true }),
            boilTime: fc.double({ min: 0, max: 120, noNaN: true }),
            usageStage: stage,
          }),
          { maxLength: 6 },
        ),
        (batchVolume, recipeFermentables, recipeHops) => {
          const input = recipe({
            recipeEquipment: { batchVolume, efficiency: 75 },
            recipeFermentables,
            recipeHops,
          });
          expect(computeFiguresWithMethods(input, DEFAULT_CALCULATION_METHODS)).toEqual(
            computeRecipeFigures(input),
          );
        },
      ),
    );
  });
});
