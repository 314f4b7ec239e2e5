// The brewing tools against the worked examples of their sources, and their promises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LITRES_PER_US_GALLON } from '../units';
import {
  cellsAvailable,
  cellsNeeded,
  correctedGravity,
  DME_POINTS_PER_GRAM_LITRE,
  defaultCo2Volumes,
  kegPressure,
  liquidViability,
  PRIMING_SUGARS,
  pitchSuggestion,
  postBoilCorrection,
  preBoilCorrection,
  primingSugar,
  refractometerFg,
  refractometerOg,
  residualCo2,
  STARTER_AGITATIONS,
  starterCells,
} from './index';

const celsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;
const gallons = (n: number) => n * LITRES_PER_US_GALLON;

describe('carbonation and priming', () => {
  it("holds the saturation table's CO2 after fermentation (Draper: 0 °C 1.7, 10 °C 1.2, 20 °C 0.88 volumes)", () => {
    expect(residualCo2(0)).toBeCloseTo(1.7, 1);
    expect(residualCo2(10)).toBeCloseTo(1.2, 1);
    expect(residualCo2(20)).toBeCloseTo(0.88, 1);
  });

  it('primes 5 US gal fermented at 68 °F to 2.5 volumes with about 138 g (4.9 oz) of corn sugar', () => {
    // 68 °F holds 0.86 volumes; 1.64 more × 1.977 g/L × 18.93 L = 61.3 g of CO2; corn sugar gives
    // 2 × 44.01 / 198.17 = 0.444 g of CO2 per gram: 138 g.
    const plan = primingSugar(2.5, celsius(68), gallons(5), 'corn');
    expect(plan.residualCo2).toBe(0.86);
    expect(plan.grams).toBeCloseTo(138, 0);
  });

  it("agrees with Draper's worked example: 0.9 volumes to 2.4 in 23 L with white sugar, about 140 g", () => {
    // Draper rounds every sugar to 4 g/L per volume (6 g/L, 140 g); sucrose's own 0.514 g CO2/g gives 5.8 g/L.
    const plan = primingSugar(2.4, 19, 23, 'table');
    expect(plan.residualCo2).toBeCloseTo(0.9, 1);
    expect(plan.grams).toBeGreaterThan(125);
    expect(plan.grams).toBeLessThan(140);
  });

  it('needs more sugar for more CO2 and for a warmer beer, never a negative amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 4.5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.constantFrom(...PRIMING_SUGARS),
        (target, more, temp, warmer, litres, sugar) => {
          const base = primingSugar(target, temp, litres, sugar).grams;
          expect(base).toBeGreaterThanOrEqual(0);
          expect(primingSugar(target + more, temp, litres, sugar).grams).toBeGreaterThanOrEqual(base);
          expect(primingSugar(target, temp + warmer, litres, sugar).grams).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });

  it("holds 2.5 volumes at 38 °F under about 11 psi (the ASBC chart's figure), in kPa too", () => {
    const keg = kegPressure(2.5, celsius(38));
    expect(keg.psi).toBeCloseTo(11.2, 1);
    expect(keg.kpa).toBeCloseTo(77.5, 0);
    // Below what the beer holds at 1 atm, no pressure is needed (not a negative one).
    expect(kegPressure(0.5, 20).psi).toBe(0);
  });

  it('suggests the carbonation of the style', () => {
    expect(defaultCo2Volumes('Weissbier')).toBe(3.9);
    expect(defaultCo2Volumes('Best Bitter')).toBe(1.75);
    expect(defaultCo2Volumes('Irish Stout')).toBe(2);
    expect(defaultCo2Volumes('American IPA')).toBe(2.45);
    expect(defaultCo2Volumes(null)).toBe(2.45);
  });
});

describe('pitch rate and starters', () => {
  it('asks about 179 billion cells of 20 L at 1.048 at 0.75 million per mL per °P', () => {
    // 1.048 is 11.9 °P: 0.75 × 20,000 mL × 11.9 = 178,700 million.
    expect(cellsNeeded(20, 1.048, 0.75)).toBeCloseTo(179, 0);
  });

  it('counts packs by form: a liquid pack loses 0.7 % a day, dry yeast 20 billion per gram', () => {
    expect(cellsAvailable([{ form: 'liquid', amount: 1, productionDate: '2026-10-28' }], '2026-11-27')).toBe(
      79,
    );
    expect(cellsAvailable([{ form: 'dry', amount: 11.5 }], '2026-11-27')).toBe(230);
    expect(cellsAvailable([{ form: 'slurry', amount: 150 }], '2026-11-27')).toBe(150);
  });

  it("grows White and Zainasheff's still starters: 100 billion in 1 L gives 152, in 2 L 205", () => {
    expect(starterCells(100, [{ volume: 1, gravity: 1.036, agitation: 'none' }])).toEqual([152]);
    expect(starterCells(100, [{ volume: 2, gravity: 1.036, agitation: 'none' }])).toEqual([205]);
  });

  it("grows Troester's stirred starter: 1.4 billion new cells per gram of extract, 1 L at 1.036 (93 g) about 230", () => {
    const [stirred] = starterCells(100, [{ volume: 1, gravity: 1.036, agitation: 'stirPlate' }]);
    expect(stirred).toBeCloseTo(230.9, 1);
    const [shaken] = starterCells(100, [{ volume: 1, gravity: 1.036, agitation: 'shaken' }]);
    expect(shaken).toBeGreaterThan(152);
    expect(shaken).toBeLessThan(stirred!);
  });

  it('shows the cells after each step of a stepped starter', () => {
    const after = starterCells(50, [
      { volume: 0.5, gravity: 1.036, agitation: 'stirPlate' },
      { volume: 2, gravity: 1.036, agitation: 'stirPlate' },
    ]);
    expect(after).toHaveLength(2);
    expect(after[1]!).toBeGreaterThan(after[0]!);
  });

  it('never gives an old pack more cells than a fresh one, nor a starter fewer than it began with', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 1, max: 1.1, noNaN: true }),
        fc.constantFrom(...STARTER_AGITATIONS),
        (days, more, cells, volume, gravity, agitation) => {
          expect(liquidViability(days + more)).toBeLessThanOrEqual(liquidViability(days));
          expect(liquidViability(days)).toBeGreaterThanOrEqual(0);
          const [after] = starterCells(cells, [{ volume, gravity, agitation }]);
          expect(after!).toBeGreaterThanOrEqual(Math.round(cells * 10) / 10 - 0.05);
        },
      ),
    );
  });

  it('always suggests something that works, never negative or impossible', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 1, max: 300, noNaN: true }),
        (needed, available, perPack) => {
          const suggestion = pitchSuggestion(needed, available, perPack);
          if (suggestion.kind === 'enough') expect(available).toBeGreaterThanOrEqual(needed);
          if (suggestion.kind === 'starter') {
            expect(suggestion.litres).toBeGreaterThan(0);
            expect(suggestion.litres).toBeLessThanOrEqual(5);
            expect(suggestion.cells).toBeGreaterThanOrEqual(needed - 0.05);
          }
          if (suggestion.kind === 'packs') expect(suggestion.packs * perPack).toBeGreaterThanOrEqual(needed);
        },
      ),
    );
    expect(pitchSuggestion(250, 80, 100)).toMatchObject({ kind: 'starter', litres: 1.3 });
  });
});

describe('refractometer and hydrometer', () => {
  it('reads an unfermented wort of 12.9 °Brix as 1.050 with the 1.04 wort correction', () => {
    expect(refractometerOg(12.9)).toBeCloseTo(1.05, 3);
    expect(refractometerOg(12.4, 1)).toBeCloseTo(1.05, 3);
  });

  it("corrects a fermented reading for alcohol by Terrill's cubic: 12.9 then 6.5 °Brix is about 1.012", () => {
    // Read as unfermented wort, 6.5 °Brix would be 1.025: alcohol bends the reading.
    expect(refractometerFg(12.9, 6.5)).toBeCloseTo(1.0121, 4);
    expect(refractometerOg(6.5)).toBeCloseTo(1.025, 3);
  });

  it("corrects a hot hydrometer reading by Hall's formula: 1.050 at 100 °F on a 60 °F hydrometer is 1.056", () => {
    expect(correctedGravity(1.05, celsius(100), celsius(60))).toBeCloseTo(1.0561, 4);
    expect(correctedGravity(1.05, 20)).toBe(1.05);
    expect(correctedGravity(1.05, 10)).toBeLessThan(1.05);
  });
});

describe('brew-day corrections', () => {
  it('says what a low pre-boil gravity leads to and three ways back to the plan', () => {
    // 27 L at 1.040 is 1080 points; 60 minutes at 3 L/h leaves 24 L at 1.045. To reach 1.050: boil 2.4 L
    // more off (48 minutes), or add 24 × 50 − 1080 = 120 points·L of dry malt extract (327 g).
    const fix = preBoilCorrection({
      plannedOg: 1.05,
      gravity: 1.04,
      volume: 27,
      boilOff: 3,
      boilMinutes: 60,
    });
    expect(fix).toEqual({
      expectedOg: 1.045,
      expectedVolume: 24,
      extraBoilMinutes: 48,
      dmeGrams: Math.round(120 / DME_POINTS_PER_GRAM_LITRE),
      waterLitres: null,
    });
    expect(fix.dmeGrams).toBe(327);
  });

  it('dilutes a wort that is too strong, before or after the boil', () => {
    const before = preBoilCorrection({
      plannedOg: 1.05,
      gravity: 1.05,
      volume: 27,
      boilOff: 3,
      boilMinutes: 60,
    });
    expect(before.expectedOg).toBe(1.056);
    expect(before.waterLitres).toBe(3);
    expect(postBoilCorrection(1.05, 1.06, 20)).toMatchObject({
      expectedOg: 1.06,
      waterLitres: 4,
      dmeGrams: null,
    });
  });

  it('never suggests a negative amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.02, max: 1.12, noNaN: true }),
        fc.double({ min: 1, max: 1.12, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        (plannedOg, gravity, volume, boilOff, boilMinutes) => {
          const fix = preBoilCorrection({ plannedOg, gravity, volume, boilOff, boilMinutes });
          for (const value of [fix.extraBoilMinutes, fix.dmeGrams, fix.waterLitres]) {
            if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
