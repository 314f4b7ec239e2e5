// The brew day's water: worked examples of the plan, and its edge cases.
import { describe, expect, it } from 'vitest';
import { preBoilVolumeOf } from '../figures';
import { DEFAULT_GRAIN_ABSORPTION, DEFAULT_MASH_THICKNESS, waterVolumes } from './volumes';

// SPEC §9: 20 L batch + 1 L dead space + 3 L/h × 60/60 + 1 L trub = 25 L before the boil.
const preBoilVolume = preBoilVolumeOf({
  batchVolume: 20,
  boilTime: 60,
  boilOff: 3,
  deadSpace: 1,
  trubLoss: 1,
});

describe('water volumes', () => {
  it('adds what the grain keeps to the pre-boil volume, and sparges what the mash does not take', () => {
    expect(preBoilVolume).toBe(25);
    // 5 kg: absorbs 5 × 1.04 = 5.2 L; total 30.2 L; strike 5 × 3 = 15 L; sparge 15.2 L.
    expect(waterVolumes({ grainKilograms: 5, preBoilVolume })).toEqual({
      totalWater: 30.2,
      strikeVolume: 15,
      infusionVolume: 0,
      spargeVolume: 15.2,
      preBoilVolume: 25,
      absorbedVolume: 5.2,
    });
    expect(DEFAULT_GRAIN_ABSORPTION).toBe(1.04);
    expect(DEFAULT_MASH_THICKNESS).toBe(3);
  });

  it('takes the equipment figures, and counts infusions before the sparge', () => {
    const plan = waterVolumes({
      grainKilograms: 5,
      preBoilVolume,
      grainAbsorption: 0.8,
      mashThickness: 2.5,
      spargeMethod: 'Fly',
      infusionLitres: () => 3,
    });
    // total 25 + 4 = 29; strike 12.5; infusions 3; sparge 13.5.
    expect(plan).toMatchObject({ totalWater: 29, strikeVolume: 12.5, infusionVolume: 3, spargeVolume: 13.5 });
  });

  it('puts all the water in the mash without a sparge', () => {
    const plan = waterVolumes({ grainKilograms: 5, preBoilVolume, spargeMethod: 'No sparge' });
    expect(plan).toMatchObject({ totalWater: 30.2, strikeVolume: 30.2, spargeVolume: 0 });
    // With infusions (here 10 % of the water in the mash, plus 1 L), the strike leaves room for them.
    const stepped = waterVolumes({
      grainKilograms: 5,
      preBoilVolume,
      spargeMethod: 'No sparge',
      infusionLitres: (strike) => 1 + 0.1 * strike,
    });
    expect(stepped.strikeVolume + stepped.infusionVolume).toBeCloseTo(30.2, 9);
    expect(stepped.infusionVolume).toBeCloseTo(1 + 0.1 * stepped.strikeVolume, 2);
  });

  it('grows the total rather than sparge a negative amount when the mash needs more', () => {
    // A thick 10 kg grist for a 5 L pre-boil: the mash takes 30 L, more than 5 + 10.4.
    const plan = waterVolumes({ grainKilograms: 10, preBoilVolume: 5 });
    expect(plan).toMatchObject({ strikeVolume: 30, spargeVolume: 0, totalWater: 30 });
  });

  it('takes the default thickness for a mash given none', () => {
    expect(waterVolumes({ grainKilograms: 5, preBoilVolume, mashThickness: 0 }).strikeVolume).toBe(15);
  });

  it('treats missing or negative figures as the defaults or nothing', () => {
    const plan = waterVolumes({ grainKilograms: -1, preBoilVolume: Number.NaN, grainAbsorption: -2 });
    expect(plan).toEqual({
      totalWater: 0,
      strikeVolume: 0,
      infusionVolume: 0,
      spargeVolume: 0,
      preBoilVolume: 0,
      absorbedVolume: 0,
    });
  });
});
