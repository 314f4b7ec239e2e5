// The additions that bring the predicted mash pH to a target: each, added, lands on the target.
import { describe, expect, it } from 'vitest';
import { acidToTarget, DEFAULT_TARGET_MASH_PH } from './acid-to-target';
import { EMPTY_PROFILE, withAdded } from './ions';
import { type MashMalt, predictMashPh } from './mash-ph';
import { ionsFromSalts } from './salts';

const pale: MashMalt[] = [{ maltClass: 'base', kilograms: 5, ebc: 4 }];
const stout: MashMalt[] = [
  { maltClass: 'base', kilograms: 4, ebc: 6 },
  { maltClass: 'roasted', kilograms: 0.6, ebc: 1000 },
  { maltClass: 'crystal', kilograms: 0.4, ebc: 150 },
];
const hard = { ...EMPTY_PROFILE, calcium: 40, bicarbonate: 180 };
// Millilitres and grams come rounded to 2 decimals, so the pH lands within a few thousandths.
const LANDING = 0.01;

describe('acid to target', () => {
  it('proposes lactic (88 %) or phosphoric (10 %) acid for a mash above the target', () => {
    const mash = { grist: pale, mashWaterLitres: 15, mashWater: hard };
    expect(predictMashPh(mash)!).toBeGreaterThan(DEFAULT_TARGET_MASH_PH);
    const plan = acidToTarget(mash)!;
    expect(plan).toMatchObject({
      targetPh: 5.4,
      lacticStrength: 88,
      phosphoricStrength: 10,
      bakingSodaGrams: 0,
    });
    const withLactic = {
      ...mash,
      acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: plan.lacticMillilitres }],
    } as const;
    const withPhosphoric = {
      ...mash,
      acids: [{ acid: 'phosphoric', strengthPercent: 10, millilitres: plan.phosphoricMillilitres }],
    } as const;
    expect(Math.abs(predictMashPh(withLactic)! - 5.4)).toBeLessThan(LANDING);
    expect(Math.abs(predictMashPh(withPhosphoric)! - 5.4)).toBeLessThan(LANDING);
    // 10 % phosphoric acid is much weaker than 88 % lactic: more millilitres.
    expect(plan.phosphoricMillilitres).toBeGreaterThan(plan.lacticMillilitres);
  });

  it('counts only what is still missing when the mash already has acid', () => {
    const mash = {
      grist: pale,
      mashWaterLitres: 15,
      mashWater: hard,
      acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 1 }] as const,
    };
    const plan = acidToTarget(mash)!;
    const more = {
      ...mash,
      acids: [...mash.acids, { acid: 'lactic', strengthPercent: 88, millilitres: plan.lacticMillilitres }],
    } as const;
    expect(Math.abs(predictMashPh(more)! - 5.4)).toBeLessThan(LANDING);
  });

  it('proposes baking soda for a mash below the target', () => {
    const mash = { grist: stout, mashWaterLitres: 15, mashWater: EMPTY_PROFILE };
    expect(predictMashPh(mash)!).toBeLessThan(5.4);
    const plan = acidToTarget(mash)!;
    expect(plan.lacticMillilitres).toBe(0);
    expect(plan.phosphoricMillilitres).toBe(0);
    const treated = withAdded(
      EMPTY_PROFILE,
      ionsFromSalts([{ salt: 'bakingSoda', grams: plan.bakingSodaGrams }], 15),
    );
    expect(Math.abs(predictMashPh({ ...mash, mashWater: treated })! - 5.4)).toBeLessThan(LANDING);
  });

  it('aims at a chosen target and strength', () => {
    const mash = { grist: pale, mashWaterLitres: 15, mashWater: hard, targetPh: 5.3, lacticStrength: 80 };
    const plan = acidToTarget(mash)!;
    expect(plan.lacticStrength).toBe(80);
    const dosed = {
      ...mash,
      acids: [{ acid: 'lactic', strengthPercent: 80, millilitres: plan.lacticMillilitres }],
    } as const;
    expect(Math.abs(predictMashPh(dosed)! - 5.3)).toBeLessThan(LANDING);
  });

  it('has no answer without grain', () => {
    expect(acidToTarget({ grist: [], mashWaterLitres: 15, mashWater: hard })).toBeNull();
  });
});
