// Acid densities, the mEq they give at the mash pH, and acid malt's acidity, against published figures.
import { describe, expect, it } from 'vitest';
import {
  ACIDS,
  acidDensity,
  acidMaltAcidity,
  acidMeqPerMl,
  acidMilliEquivalents,
  acidMillimolesPerMl,
  DEFAULT_ACID_MALT_LACTIC_PERCENT,
  protonsReleased,
} from './acids';

describe('density', () => {
  it.each([
    // Lactic: CRC Handbook (Engineering ToolBox) 10 % 1.0199; 88 % 1.21 (Ph. Eur. 1.20–1.21).
    ['lactic', 10, 1.0199],
    ['lactic', 88, 1.21],
    // Phosphoric: ECHA's handbook summary, 10 % 1.0517 (25 °C), 75 % 1.57–1.58, 85 % ~1.685.
    ['phosphoric', 10, 1.052],
    ['phosphoric', 75, 1.575],
    ['phosphoric', 85, 1.685],
  ] as const)('%s acid at %f %% weighs %f g/mL', (acid, strength, density) => {
    expect(acidDensity(acid, strength)).toBeCloseTo(density, 3);
  });

  it('interpolates between the table points and holds strengths to 0–100 %', () => {
    // Halfway between 20 % (1.0439) and 88 % (1.21) by strength.
    expect(acidDensity('lactic', 54)).toBeCloseTo((1.0439 + 1.21) / 2, 4);
    expect(acidDensity('phosphoric', 120)).toBe(acidDensity('phosphoric', 100));
    expect(acidDensity('lactic', -1)).toBe(acidDensity('lactic', 0));
  });
});

describe('milliequivalents', () => {
  it('finds 1.0745 mmol/mL in 10 % phosphoric acid (HomeBrewTalk, "How to make 10 % phosphoric acid")', () => {
    expect(acidMillimolesPerMl('phosphoric', 10)).toBeCloseTo(1.0745, 2);
  });

  it('finds about 11.8 mmol/mL in 88 % lactic acid (design2brew: 0.17 mL/L takes off 100 ppm as CaCO₃, 2 mEq/L)', () => {
    expect(acidMillimolesPerMl('lactic', 88)).toBeCloseTo(2 / 0.17, 0);
  });

  it('counts what dissociates at the mash pH', () => {
    // Lactic acid, pKa 3.86: 1 / (1 + 10^(3.86 − 5.4)) = 97.2 % at pH 5.4.
    expect(protonsReleased('lactic', 5.4)).toBeCloseTo(0.972, 3);
    // Phosphoric acid: all of the first proton and 10^(5.4 − 7.2) / (1 + …) ≈ 1.5 % of the second.
    expect(protonsReleased('phosphoric', 5.4)).toBeCloseTo(1.015, 3);
    expect(acidMeqPerMl('lactic', 88, 5.4)).toBeCloseTo(11.82 * 0.972, 1);
    expect(protonsReleased('lactic', 2)).toBeLessThan(0.02);
  });

  it('sums the doses at a pH, negative millilitres counting 0', () => {
    const doses = [
      { acid: 'lactic', strengthPercent: 88, millilitres: 2 },
      { acid: 'phosphoric', strengthPercent: 10, millilitres: 5 },
      { acid: 'lactic', strengthPercent: 88, millilitres: -3 },
    ] as const;
    expect(acidMilliEquivalents(doses, 5.4)).toBeCloseTo(
      2 * acidMeqPerMl('lactic', 88, 5.4) + 5 * acidMeqPerMl('phosphoric', 10, 5.4),
      9,
    );
  });

  it('has the usual strengths by default: lactic 88 %, phosphoric 10 %', () => {
    expect(ACIDS.lactic.defaultStrength).toBe(88);
    expect(ACIDS.phosphoric.defaultStrength).toBe(10);
  });
});

describe('acid malt', () => {
  it("matches Troester's titration: 315 mEq/kg is 2.85 % lactic acid (2009, §3.3)", () => {
    expect(acidMaltAcidity(2.85)).toBeCloseTo(316, 0);
    expect(DEFAULT_ACID_MALT_LACTIC_PERCENT).toBe(3);
    expect(acidMaltAcidity()).toBeCloseTo(333, 0);
  });
});
