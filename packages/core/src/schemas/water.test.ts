// The recipe's water: one test per message, and what a valid body becomes.
import { describe, expect, it } from 'vitest';
import type { RecipeWater } from '../water';
import { messagesOf } from './test-helpers';
import { recipeWaterSchema } from './water';

const profile = { calcium: 30, magnesium: 8, sodium: 15, sulfate: 40, chloride: 30, bicarbonate: 120 };
const water = {
  sourceWaterId: 'w1',
  source: profile,
  dilutionPercent: 50,
  targetWaterId: null,
  target: profile,
  salts: [{ salt: 'gypsum', grams: 4, vessel: 'mash' }],
  acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 2, vessel: 'mash' }],
  grainTemperature: 18,
  targetMashPh: 5.4,
};

describe('recipe water messages', () => {
  it.each([
    [{ source: undefined }, 'Source water must be a water profile.'],
    [{ source: { ...profile, calcium: -1 } }, 'Source water calcium must be between 0 and 5000 mg/L.'],
    [{ source: { ...profile, sulfate: 5001 } }, 'Source water sulfate must be between 0 and 5000 mg/L.'],
    [{ source: { ...profile, chloride: 'salty' } }, 'Source water chloride must be a number.'],
    [{ source: { ...profile, sodium: '' } }, 'Source water sodium is required.'],
    [
      { target: { ...profile, bicarbonate: 6000 } },
      'Target water bicarbonate must be between 0 and 5000 mg/L.',
    ],
    [{ dilutionPercent: 101 }, 'Dilution must be between 0 and 100 %.'],
    [{ dilutionPercent: 'half' }, 'Dilution must be a number.'],
    [
      { salts: [{ salt: 'sugar', grams: 1, vessel: 'mash' }] },
      'Salt must be one of gypsum, calciumChloride, epsom, tableSalt, bakingSoda, chalk, magnesiumChloride, slakedLime.',
    ],
    [{ salts: [{ salt: 'gypsum', grams: -1, vessel: 'mash' }] }, 'Grams must not be negative.'],
    [{ salts: [{ salt: 'gypsum', grams: 1, vessel: 'boil' }] }, 'Vessel must be mash or sparge.'],
    [{ salts: 'gypsum' }, 'Salt additions must be a list.'],
    [
      { acids: [{ acid: 'citric', strengthPercent: 10, millilitres: 1, vessel: 'mash' }] },
      'Acid must be lactic or phosphoric.',
    ],
    [
      { acids: [{ acid: 'lactic', strengthPercent: 0, millilitres: 1, vessel: 'mash' }] },
      'Strength must be above 0 and at most 100 %.',
    ],
    [
      { acids: [{ acid: 'lactic', strengthPercent: 101, millilitres: 1, vessel: 'mash' }] },
      'Strength must be above 0 and at most 100 %.',
    ],
    [
      { acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: -2, vessel: 'mash' }] },
      'Millilitres must not be negative.',
    ],
    [{ grainTemperature: 80 }, 'Grain temperature must be between -20 and 60 °C.'],
    [{ targetMashPh: 3.9 }, 'Target mash pH must be between 4 and 7.'],
    [{ targetMashPh: 7.1 }, 'Target mash pH must be between 4 and 7.'],
  ])('%o gives %s', (change, message) => {
    expect(messagesOf(recipeWaterSchema, { ...water, ...change })[0]).toBe(message);
  });

  it('limits the number of additions', () => {
    const salts = Array.from({ length: 21 }, () => ({ salt: 'gypsum', grams: 1, vessel: 'mash' }));
    expect(messagesOf(recipeWaterSchema, { ...water, salts })).toEqual(['At most 20 salt additions.']);
  });
});

describe('recipe water values', () => {
  it('fills what was left out and reads form texts', () => {
    const parsed: RecipeWater = recipeWaterSchema.parse({
      source: { ...profile, calcium: '30,5' },
      salts: [{ salt: 'gypsum', grams: '4', vessel: 'sparge' }],
    });
    expect(parsed).toEqual({
      sourceWaterId: null,
      source: { ...profile, calcium: 30.5 },
      dilutionPercent: 0,
      targetWaterId: null,
      target: null,
      salts: [{ salt: 'gypsum', grams: 4, vessel: 'sparge' }],
      acids: [],
      grainTemperature: null,
      targetMashPh: null,
    });
  });

  it('accepts the limits', () => {
    const limits = {
      ...water,
      source: { ...profile, calcium: 0, sulfate: 5000 },
      dilutionPercent: 100,
      acids: [{ acid: 'phosphoric', strengthPercent: 100, millilitres: 0, vessel: 'sparge' }],
      targetMashPh: 7,
    };
    expect(messagesOf(recipeWaterSchema, limits)).toEqual([]);
  });
});
