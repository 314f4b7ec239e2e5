// Alkalinity from bicarbonate and Kolbach's residual alkalinity, with published worked examples.
import { describe, expect, it } from 'vitest';
import {
  alkalinityAsCaCO3,
  bicarbonateFromAlkalinity,
  CACO3_PER_MEQ,
  residualAlkalinity,
  residualAlkalinityMeq,
} from './alkalinity';
import { EMPTY_PROFILE } from './ions';

/** Calcium (mg/L) of a hardness given as CaCO₃, and likewise magnesium. */
const calciumOfHardness = (asCaCO3: number) => (asCaCO3 / CACO3_PER_MEQ) * 20.039;
const magnesiumOfHardness = (asCaCO3: number) => (asCaCO3 / CACO3_PER_MEQ) * 12.1525;

describe('alkalinity', () => {
  it('is 100 ppm as CaCO₃ for 122 mg/L of bicarbonate (A.J. deLange, HomeBrewTalk, "Question about water")', () => {
    expect(alkalinityAsCaCO3(122)).toBeCloseTo(100, 0);
    expect(bicarbonateFromAlkalinity(alkalinityAsCaCO3(122))).toBeCloseTo(122, 9);
  });

  it('uses 50.04 mg/L as CaCO₃ per mEq/L', () => {
    expect(CACO3_PER_MEQ).toBeCloseTo(50.04, 2);
  });
});

describe("Kolbach's residual alkalinity", () => {
  it('is alkalinity − (Ca/3.5 + Mg/7) in equivalents', () => {
    // A worked example from a LaMotte BrewLab report (Northern Brewer forum, "Residual Alkalinity - LaMotte
    // vs Palmer"): alkalinity 120, calcium hardness 70 and magnesium hardness 30, all ppm as CaCO₃, give an RA
    // of 96 ppm as CaCO₃ by the kit's formula and by Palmer's: 120 − 70/3.5 − 30/7 = 95.7.
    const water = {
      ...EMPTY_PROFILE,
      bicarbonate: bicarbonateFromAlkalinity(120),
      calcium: calciumOfHardness(70),
      magnesium: magnesiumOfHardness(30),
    };
    expect(water.calcium).toBeCloseTo(28.0, 1);
    expect(residualAlkalinity(water)).toBeCloseTo(95.71, 2);
    expect(residualAlkalinityMeq(water)).toBeCloseTo(95.71 / 50.04, 3);
  });

  it("matches Palmer's form RA = alkalinity − Ca/1.4 − Mg/1.7 with the ions in mg/L", () => {
    // How to Brew, ch. 15.3: calcium and magnesium in ppm, alkalinity and RA in ppm as CaCO₃.
    const water = { ...EMPTY_PROFILE, calcium: 70, magnesium: 14, bicarbonate: 183 };
    const palmer = alkalinityAsCaCO3(183) - 70 / 1.4 - 14 / 1.7;
    expect(residualAlkalinity(water)).toBeCloseTo(palmer, 0);
  });

  it('is negative for distilled water with calcium salts', () => {
    expect(residualAlkalinity({ ...EMPTY_PROFILE, calcium: 70 })).toBeLessThan(0);
    expect(residualAlkalinity(EMPTY_PROFILE)).toBe(0);
  });
});
