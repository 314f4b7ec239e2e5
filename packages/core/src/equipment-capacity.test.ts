// A batch volume against the equipment it is brewed on: the pre-boil volume it needs, what the profile is
// set up for, and the brewer's profile to offer instead.
import { describe, expect, it } from 'vitest';
import { biggerEquipment, capacityCheck } from './equipment-capacity';

// The official "All-in-one 30 L system": 21 L into the fermenter, 3 L/h boiled off in 60 min, 2 L of trub,
// 1.5 L under the malt pipe.
const allInOne = {
  id: 'aio',
  name: 'All-in-one 30 L system',
  userId: 'official',
  batchVolume: 21,
  boilTime: 60,
  boilOff: 3,
  trubLoss: 2,
  deadSpace: 1.5,
};
const biab = {
  ...allInOne,
  id: 'biab',
  name: 'Brew-in-a-bag 23 L',
  batchVolume: 23,
  boilOff: 3.5,
  deadSpace: 0,
};
const big = { ...allInOne, id: 'big', name: 'Official 50 L', batchVolume: 45 };
const mine = { ...allInOne, id: 'mine', name: 'My 60 L kettle', userId: 'me', batchVolume: 50 };

describe('capacityCheck', () => {
  it('finds 40 L on the 30 L all-in-one needs 46.5 L before the boil, past the 27.5 L it is set up for', () => {
    expect(capacityCheck(allInOne, 40)).toEqual({
      preBoilVolume: 46.5,
      capacity: 27.5,
      setUpFor: 21,
      exceeds: true,
    });
  });

  it('lets the batch the profile is set up for, or a smaller one, pass', () => {
    expect(capacityCheck(allInOne, 21).exceeds).toBe(false);
    expect(capacityCheck(allInOne, 10)).toMatchObject({ preBoilVolume: 16.5, exceeds: false });
  });

  it('checks nothing for a profile without a batch volume', () => {
    expect(capacityCheck({ ...allInOne, batchVolume: 0 }, 40).exceeds).toBe(false);
  });
});

describe('biggerEquipment', () => {
  it('offers the brewer’s own profile that fits before an official one', () => {
    expect(biggerEquipment([allInOne, biab, big, mine], 40, 'aio', 'me')?.name).toBe('My 60 L kettle');
  });

  it('offers the smallest profile that fits, never the current one', () => {
    expect(biggerEquipment([allInOne, biab, big], 22, 'aio', 'me')?.name).toBe('Brew-in-a-bag 23 L');
    expect(biggerEquipment([allInOne, biab, big], 40, 'aio', 'me')?.name).toBe('Official 50 L');
    expect(biggerEquipment([allInOne], 10, 'aio', 'me')).toBeUndefined();
  });

  it('offers none when no profile is set up for the volume', () => {
    expect(biggerEquipment([allInOne, biab, big, mine], 80, 'aio', 'me')).toBeUndefined();
  });
});
