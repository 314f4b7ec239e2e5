// Troester's mash pH model (mash-ph.ts): a hand-worked example of its equations, and its predictions against
// the measurements his paper publishes ("The effect of brewing water and grist composition on the pH of the
// mash", braukaiser.com, 2009). The paper's own data scatter about its fits by up to ~0.1 pH (Table 3's
// grists, Table 15 at 2 L/kg), so predictions are held to within 0.15 pH of the measured figures.
import { describe, expect, it } from 'vitest';
import { acidMilliEquivalents } from './acids';
import { bicarbonateFromAlkalinity } from './alkalinity';
import { EMPTY_PROFILE } from './ions';
import { type MashMalt, mashMaltOf, mashPhTerms, predictMashPh } from './mash-ph';

const MEASURED_TOLERANCE = 0.15;
const base = (kilograms: number, distilledWaterPh: number): MashMalt => ({
  maltClass: 'base',
  kilograms,
  ebc: 3.5,
  distilledWaterPh,
});
const specialty = (kilograms: number, maltClass: 'crystal' | 'roasted', acidity: number): MashMalt => ({
  maltClass,
  kilograms,
  ebc: 0,
  acidity,
});
/** Water of `meq` mEq/L alkalinity from sodium bicarbonate only, as the paper's test waters were made. */
const alkaline = (meq: number) => ({
  ...EMPTY_PROFILE,
  bicarbonate: bicarbonateFromAlkalinity(meq * 50.043),
});

describe('the equations', () => {
  it('adds the base malts, the specialty acidity and the water', () => {
    // 4.5 kg Pilsner malt (3.5 EBC, pH from the colour line) and 0.5 kg crystal (120 EBC) in 15 L of water with
    // 50 mg/L calcium, 10 magnesium and 100 bicarbonate.
    const grist: MashMalt[] = [
      { maltClass: 'base', kilograms: 4.5, ebc: 3.5 },
      { maltClass: 'crystal', kilograms: 0.5, ebc: 120 },
    ];
    const water = { ...EMPTY_PROFILE, calcium: 50, magnesium: 10, bicarbonate: 100 };
    const thickness = 15 / 5; // L/kg
    const basePh = 5.822 - 0.0207 * 3.5; // 5.74955, §3.1 line
    const crystalAcidity = 14 + 0.13 * 120; // 29.6 mEq/kg, §3.3
    const gristPh = 0.9 * basePh + 0.1 * 5.7 - (0.14 * 0.1 * crystalAcidity) / thickness; // 5.60646, §3.5
    const ra = 100 / 61.016 - 50 / 20.039 / 3.5 - 10 / 12.1525 / 7; // 0.80846 mEq/L, Kolbach
    const slope = 0.013 * thickness + 0.013; // 0.052, §3.10
    const expected = gristPh + slope * ra; // 5.64850
    expect(expected).toBeCloseTo(5.6485, 4);
    expect(predictMashPh({ grist, mashWaterLitres: 15, mashWater: water })).toBeCloseTo(expected, 9);
  });

  it('takes acid off as negative alkalinity, at the mEq it gives at the pH it finds', () => {
    const grist = [base(5, 5.75)];
    const acids = [{ acid: 'lactic', strengthPercent: 88, millilitres: 3 }] as const;
    const pH = predictMashPh({ grist, mashWaterLitres: 15, mashWater: EMPTY_PROFILE, acids })!;
    const terms = mashPhTerms({ grist, mashWaterLitres: 15, mashWater: EMPTY_PROFILE })!;
    // The balance holds at the answer: pH = pH without acid − s × mEq(pH) / L.
    expect(pH).toBeCloseTo(terms.phWithoutAcids - (terms.slope * acidMilliEquivalents(acids, pH)) / 15, 9);
    expect(pH).toBeLessThan(5.75);
  });

  it('leaves out what is not mashed, and has no answer without grain or water', () => {
    const grist = [base(5, 5.75)];
    const sugar: MashMalt = { maltClass: 'kettle', kilograms: 1, ebc: 0 };
    const hulls: MashMalt = { maltClass: 'inert', kilograms: 0.2, ebc: 0 };
    const plain = predictMashPh({ grist, mashWaterLitres: 15, mashWater: EMPTY_PROFILE });
    expect(
      predictMashPh({ grist: [...grist, sugar, hulls], mashWaterLitres: 15, mashWater: EMPTY_PROFILE }),
    ).toBe(plain);
    expect(predictMashPh({ grist: [sugar], mashWaterLitres: 15, mashWater: EMPTY_PROFILE })).toBeNull();
    expect(predictMashPh({ grist, mashWaterLitres: 0, mashWater: EMPTY_PROFILE })).toBeNull();
  });

  it('reads a recipe fermentable: grams to kilograms, its class from its name and colour', () => {
    expect(
      mashMaltOf({ type: 'Specialty', name: 'Acid Malt', ebc: 5.9, quantity: 250, acidContent: 2.5 }),
    ).toEqual({
      maltClass: 'acid',
      kilograms: 0.25,
      ebc: 5.9,
      lacticAcidPercent: 2.5,
    });
  });
});

describe("Troester's measurements", () => {
  // Table 5: Pilsner malt (distilled-water pH 5.75) with one specialty malt, 4 L/kg, distilled water; the
  // specialty malts' acidities are his titrations (Table 4).
  it.each([
    ['Carafa I special', 'roasted', 46.4, 1, 5.71],
    ['Carafa I special', 'roasted', 46.4, 8, 5.61],
    ['CaraMunich III', 'crystal', 31.2, 6, 5.66],
    ['CaraMunich III', 'crystal', 31.2, 23, 5.43],
    ['CaraMunich III', 'crystal', 31.2, 45, 5.21],
    ['CaraAroma', 'crystal', 74.4, 8, 5.54],
    ['CaraAroma', 'crystal', 74.4, 17, 5.36],
  ] as const)('Table 5: %s at %f %% reads %f', (_name, kind, acidity, percent, measured) => {
    const grist = [base(1 - percent / 100, 5.75), specialty(percent / 100, kind, acidity)];
    const pH = predictMashPh({ grist, mashWaterLitres: 4, mashWater: EMPTY_PROFILE })!;
    expect(Math.abs(pH - measured)).toBeLessThan(MEASURED_TOLERANCE);
  });

  // Table 15: Weyermann Pilsner (5.76) at four mash thicknesses and three alkalinities (sodium bicarbonate).
  it.each([
    [2, 0, 5.63],
    [2, 5.3, 5.86],
    [3, 2.7, 5.83],
    [4, 0, 5.72],
    [4, 5.3, 6.08],
    [5, 2.7, 5.98],
    [5, 5.3, 6.18],
  ] as const)('Table 15: %f L/kg at %f mEq/L reads %f', (thickness, meq, measured) => {
    const pH = predictMashPh({
      grist: [base(1, 5.76)],
      mashWaterLitres: thickness,
      mashWater: alkaline(meq),
    })!;
    expect(Math.abs(pH - measured)).toBeLessThan(MEASURED_TOLERANCE);
  });

  // Table 3: 85 % Pilsner (5.74 in this series) and 15 % CaraMunich II (49 mEq/kg), 4 L/kg.
  it.each([
    [0, 5.55],
    [3.58, 5.81],
    [7.15, 6.02],
  ] as const)('Table 3: Pilsner and CaraMunich II at %f mEq/L reads %f', (meq, measured) => {
    const grist = [base(0.85, 5.74), specialty(0.15, 'crystal', 49)];
    const pH = predictMashPh({ grist, mashWaterLitres: 4, mashWater: alkaline(meq) })!;
    expect(Math.abs(pH - measured)).toBeLessThan(MEASURED_TOLERANCE);
  });
});
