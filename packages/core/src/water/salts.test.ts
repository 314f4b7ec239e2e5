// The salts' ions, derived from their formulas, against the published table, and how additions count.
import { describe, expect, it } from 'vitest';
import { LITRES_PER_US_GALLON } from '../units';
import { EMPTY_PROFILE, type Ion } from './ions';
import {
  CHALK_DISSOLVED_SHARE,
  ionsFromSalts,
  SALT_NAMES,
  SALTS,
  type SaltName,
  saltDisplayName,
} from './salts';

// ppm that 1 g of each salt adds to 1 US gallon, as design2brew.com's "Chemicals" page tabulates them (the
// table of Palmer's "How to Brew", Table 16, ch. 15.4, which gives gypsum's calcium as 61.5). Chalk's and
// lime's alkalinity are listed as bicarbonate equivalents (322.3 and 434.8 ppm). The table rounds to three
// or four figures, hence the 0.5 % tolerance.
const PUBLISHED_PPM_PER_GRAM_PER_GALLON: readonly [SaltName, Ion, number][] = [
  ['gypsum', 'calcium', 61.4],
  ['gypsum', 'sulfate', 147.5],
  ['calciumChloride', 'calcium', 71.9],
  ['calciumChloride', 'chloride', 127.5],
  ['epsom', 'magnesium', 26.1],
  ['epsom', 'sulfate', 103],
  ['tableSalt', 'sodium', 104],
  ['tableSalt', 'chloride', 160.3],
  ['bakingSoda', 'sodium', 72.3],
  ['bakingSoda', 'bicarbonate', 191.9],
  ['chalk', 'calcium', 105.7],
  ['chalk', 'bicarbonate', 322.3],
  ['magnesiumChloride', 'magnesium', 31.6],
  ['magnesiumChloride', 'chloride', 92.2],
  ['slakedLime', 'calcium', 142.8],
  ['slakedLime', 'bicarbonate', 434.8],
];

describe('salt composition', () => {
  it.each(PUBLISHED_PPM_PER_GRAM_PER_GALLON)(
    '%s: 1 g per gallon adds %s as the table says (%f ppm)',
    (name, ion, ppm) => {
      const derived = SALTS[name].mgPerGramPerLitre[ion] / LITRES_PER_US_GALLON;
      expect(Math.abs(derived - ppm) / ppm).toBeLessThan(0.005);
    },
  );

  it("matches How to Brew's gypsum figure, 61.5 ppm calcium per gram per gallon", () => {
    expect(SALTS.gypsum.mgPerGramPerLitre.calcium / LITRES_PER_US_GALLON).toBeCloseTo(61.5, 1);
  });

  it('releases only the ions in its formula', () => {
    expect(SALTS.gypsum.mgPerGramPerLitre.chloride).toBe(0);
    expect(SALTS.tableSalt.mgPerGramPerLitre.calcium).toBe(0);
  });

  it('names each salt with its formula', () => {
    expect(saltDisplayName('gypsum')).toBe('Gypsum (CaSO₄·2H₂O)');
    expect(saltDisplayName('calciumChloride')).toBe('Calcium chloride (CaCl₂·2H₂O)');
    expect(SALT_NAMES.map(saltDisplayName)).toHaveLength(8);
  });
});

describe('ions from salt additions', () => {
  it('spreads grams over the litres given', () => {
    // 5 g of gypsum in 20 L: 0.25 g/L × 232.8 mg/L per g/L = 58.2 mg/L calcium, 139.5 mg/L sulfate.
    const added = ionsFromSalts([{ salt: 'gypsum', grams: 5 }], 20);
    expect(added.calcium).toBeCloseTo(58.2, 1);
    expect(added.sulfate).toBeCloseTo(139.5, 1);
    expect(added.chloride).toBe(0);
  });

  it('counts half of chalk as dissolved (Troester 2009 §3.8)', () => {
    expect(CHALK_DISSOLVED_SHARE).toBe(0.5);
    // 1 g/L of CaCO₃ holds 400.4 mg of calcium and 19.98 mEq of alkalinity (1219 mg of HCO₃⁻ equivalent).
    const added = ionsFromSalts([{ salt: 'chalk', grams: 1 }], 1);
    expect(added.calcium).toBeCloseTo(400.4 / 2, 0);
    expect(added.bicarbonate).toBeCloseTo(1219.3 / 2, 0);
  });

  it('adds nothing for no salts, no water or negative grams', () => {
    expect(ionsFromSalts([], 20)).toEqual(EMPTY_PROFILE);
    expect(ionsFromSalts([{ salt: 'gypsum', grams: 5 }], 0)).toEqual(EMPTY_PROFILE);
    expect(ionsFromSalts([{ salt: 'gypsum', grams: -5 }], 20)).toEqual(EMPTY_PROFILE);
  });
});
