import { describe, expect, it } from 'vitest';
import { daysInputToMinutes, dryHopTimingText, minutesToDaysInput } from './dry-hop';
import { withComputedFigures } from './figures';
import { recipeHopSchema, updateHopSchema } from './recipe-ingredients';

const dryHop = {
  id: 'd1',
  name: 'Citra',
  description: null,
  quantity: 50,
  supplier: null,
  alphaAcidContent: 12,
  betaAcidContent: null,
  boilTime: 0,
  usageStage: 'Dry Hop' as const,
};

describe('a dry hop’s timing', () => {
  it('reads as its day and its days in the fermenter', () => {
    expect(dryHopTimingText({ boilTime: 0, dryHopStart: 3 * 1440, dryHopDuration: 4 * 1440 })).toBe(
      'day 3 · 4 days',
    );
    expect(dryHopTimingText({ boilTime: 0, dryHopStart: null, dryHopDuration: 1440 })).toBe('1 day');
    expect(dryHopTimingText({ boilTime: 0, dryHopStart: 0, dryHopDuration: null })).toBe('day 0');
    expect(dryHopTimingText({ boilTime: 0 })).toBeNull();
    // A dry hop saved before the fields existed with minutes in its boil time reads as days.
    expect(dryHopTimingText({ boilTime: 2160 })).toBe('1.5 days');
  });

  it('turns typed days into minutes and back', () => {
    expect(daysInputToMinutes('3')).toBe(4320);
    expect(daysInputToMinutes('1,5')).toBe(2160);
    expect(daysInputToMinutes('')).toBe('');
    expect(daysInputToMinutes('abc')).toBe('abc');
    expect(minutesToDaysInput(2160)).toBe('1.5');
    expect(minutesToDaysInput(null)).toBe('');
  });

  it('is optional, never negative, and says so in days', () => {
    expect(recipeHopSchema.safeParse(dryHop).success).toBe(true);
    const parsed = recipeHopSchema.parse({ ...dryHop, dryHopStart: 4320, dryHopDuration: '' });
    expect(parsed).toMatchObject({ dryHopStart: 4320, dryHopDuration: null });
    const negative = updateHopSchema.safeParse({ ...dryHop, dryHopStart: -1440 });
    expect(negative.error?.issues.map((i) => i.message)).toEqual(['Dry hop day cannot be negative']);
    const text = updateHopSchema.safeParse({ ...dryHop, dryHopDuration: 'abc' });
    expect(text.error?.issues.map((i) => i.message)).toEqual(['Dry hop duration must be a number']);
  });

  it('adds no IBU however long it stays', () => {
    const recipe = withComputedFigures({
      recipeEquipment: { batchVolume: 20, efficiency: 75, boilTime: 60 },
      recipeFermentables: [],
      recipeHops: [{ ...dryHop, dryHopStart: 3 * 1440, dryHopDuration: 14 * 1440 }],
      recipeYeasts: [],
    });
    expect(recipe.recipeHops[0]!.ibu).toBe(0);
  });
});
