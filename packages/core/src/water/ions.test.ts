// Equivalent weights and profile arithmetic (ions.ts), with the published figures they must match.
import { describe, expect, it } from 'vitest';
import { ATOMIC_WEIGHT, molarMass } from './atomic-weights';
import { diluted, EMPTY_PROFILE, EQUIVALENT_WEIGHT, IONS, milliEquivalents, scaled, withAdded } from './ions';

const tap = { calcium: 50, magnesium: 10, sodium: 20, sulfate: 80, chloride: 40, bicarbonate: 122 };

describe('equivalent weights', () => {
  // The usual equivalent weights (molar mass / charge) of water chemistry: Ca 20.04, Mg 12.15, Na 22.99,
  // SO₄ 48.03, Cl 35.45, HCO₃ 61.02 mg/mEq.
  it.each([
    ['calcium', 20.04],
    ['magnesium', 12.15],
    ['sodium', 22.99],
    ['sulfate', 48.03],
    ['chloride', 35.45],
    ['bicarbonate', 61.02],
  ] as const)('%s weighs %f mg per mEq', (ion, weight) => {
    expect(EQUIVALENT_WEIGHT[ion]).toBeCloseTo(weight, 2);
  });

  it('derives molar masses from the IUPAC atomic weights', () => {
    expect(ATOMIC_WEIGHT.Ca).toBe(40.078);
    expect(molarMass({ Ca: 1, S: 1, O: 6, H: 4 })).toBeCloseTo(172.17, 1); // gypsum, 172.17 g/mol
  });

  it('turns mg/L into mEq/L', () => {
    // 100 mg/L of calcium is 4.99 mEq/L; 122 mg/L of bicarbonate is 2.0 mEq/L.
    expect(milliEquivalents('calcium', 100)).toBeCloseTo(4.99, 2);
    expect(milliEquivalents('bicarbonate', 122)).toBeCloseTo(2.0, 2);
  });
});

describe('profiles', () => {
  it('lists the six ions, distilled water having none', () => {
    expect(IONS).toEqual(['calcium', 'magnesium', 'sodium', 'sulfate', 'chloride', 'bicarbonate']);
    expect(Object.values(EMPTY_PROFILE).every((v) => v === 0)).toBe(true);
  });

  it('dilutes with distilled water by the share replaced, held to 0–100 %', () => {
    expect(diluted(tap, 25)).toEqual({
      calcium: 37.5,
      magnesium: 7.5,
      sodium: 15,
      sulfate: 60,
      chloride: 30,
      bicarbonate: 91.5,
    });
    expect(diluted(tap, 0)).toEqual(tap);
    expect(diluted(tap, 100)).toEqual(EMPTY_PROFILE);
    expect(diluted(tap, 150)).toEqual(EMPTY_PROFILE);
    expect(diluted(tap, -5)).toEqual(tap);
  });

  it('adds and scales ion by ion', () => {
    expect(withAdded(tap, tap)).toEqual(scaled(tap, 2));
    expect(withAdded(EMPTY_PROFILE, tap)).toEqual(tap);
  });
});
