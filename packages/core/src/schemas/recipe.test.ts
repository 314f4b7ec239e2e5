// Recipe body messages (SPEC §5 "Recipe"), one test per message, and the ingredient shapes it accepts.
import { describe, expect, it } from 'vitest';
import { dryAleYeast, PALE_ALE_MALT } from '../testing';
import { firstValidationMessage } from './fields';
import { recipeSchema } from './recipe';
import { messagesOf } from './test-helpers';

const recipeEquipment = {
  id: null,
  name: 'Brew-in-a-bag 23 L',
  batchVolume: 23,
  batchTime: 60,
  efficiency: 68,
  boilTime: 60,
  deadSpace: 0,
  boilOff: 3.5,
  trubLoss: 1.5,
};
const fermentable = PALE_ALE_MALT;
const hop = {
  id: 'h1',
  name: 'Cascade',
  description: null,
  quantity: 30,
  supplier: 'Generic',
  alphaAcidContent: 6,
  betaAcidContent: null,
  boilTime: 60,
  usageStage: 'Boil',
  alphaAcid: 6,
};
const misc = { id: 'm1', name: 'Irish Moss', description: null, quantity: 5, time: 15, type: 'Fining' };
// The Update Yeast modal's form and a catalogue flocculation: a recipe keeps both lists' values.
const yeast = {
  ...dryAleYeast('y1', 'US-05', 81),
  form: 'Slurry',
  flocculation: 'Medium - High',
  temperatureRange: '18-22 °C',
  alcoholTolerance: '12%',
};
const recipe = {
  name: 'Cascade IPA',
  author: 'Ada',
  style: 'American IPA',
  type: 'All Grain',
  description: '',
  notes: null,
  batchTime: 60,
  recipeEquipment,
  recipeFermentables: [fermentable],
  recipeHops: [hop],
  recipeMisc: [misc],
  recipeYeasts: [yeast],
};
const withEquipment = (change: object) => ({ ...recipe, recipeEquipment: { ...recipeEquipment, ...change } });

describe('recipe messages', () => {
  it.each([
    [{ name: '' }, 'Recipe Name is required'],
    [{ name: '  ' }, 'Recipe Name is required'],
    [{ style: '' }, 'Style is required'],
    [{ style: undefined }, 'Style is required'],
    [{ type: 'Kit' }, 'Invalid type'],
    [{ type: '' }, 'Type is required'],
    [{ batchTime: 'x' }, 'Batch time must be a number'],
    [{ batchTime: 0 }, 'Batch time must be positive'],
    [{ batchTime: '' }, 'Batch time is required'],
    [withEquipment({ batchVolume: 'x' }), 'Batch volume must be a number'],
    [withEquipment({ batchVolume: 0 }), 'Batch volume must be positive'],
    [withEquipment({ batchVolume: '' }), 'Batch volume is required'],
    [withEquipment({ batchTime: 'x' }), 'Batch time must be a number'],
    [withEquipment({ batchTime: -1 }), 'Batch time must be positive'],
    [withEquipment({ boilTime: 'x' }), 'Boil time must be a number'],
    [withEquipment({ boilTime: 0 }), 'Boil time must be positive'],
    [withEquipment({ boilTime: null }), 'Boil time is required'],
    [withEquipment({ efficiency: -1 }), 'Efficiency cannot be less than 0'],
    [withEquipment({ efficiency: 100.1 }), 'Efficiency cannot be more than 100'],
    [withEquipment({ efficiency: 'high' }), 'Efficiency must be a number'],
    [withEquipment({ efficiency: '' }), 'Efficiency is required'],
    [withEquipment({ deadSpace: -1 }), 'Dead space cannot be negative'],
    [{ recipeEquipment: undefined }, 'Recipe equipment is required'],
    [{ recipeHops: ['Cascade'] }, 'Each ingredient must be an object'],
    [{ version: 1.5 }, 'Version must be a whole number'],
    [{ version: 2 ** 31 }, 'Version must be a whole number'],
    [{ creationDate: '0000-01-01' }, 'Creation date must be a date'],
    [withEquipment({ id: 'x'.repeat(101) }), 'Equipment id must be at most 100 characters long'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(recipeSchema, { ...recipe, ...change })).toEqual([message]);
  });

  it('drops NUL characters from the equipment copy, which PostgreSQL cannot store', () => {
    const parsed = recipeSchema.parse(withEquipment({ id: 'e\u00001', name: 'Pot\u0000 40 L' }));
    expect(parsed.recipeEquipment).toMatchObject({ id: 'e1', name: 'Pot 40 L' });
  });

  it('toasts the first nested message', () => {
    const result = recipeSchema.safeParse(withEquipment({ batchVolume: -2, efficiency: 200 }));
    expect(result.success || firstValidationMessage(result.error)).toBe('Batch volume must be positive');
  });
});

describe('recipe ingredients', () => {
  it('accepts what the add and update modals produce, stripping unknown keys', () => {
    const parsed = recipeSchema.parse({ ...recipe, id: 'ignored', userId: 'ignored' });
    expect(parsed).not.toHaveProperty('id');
    const { alphaAcid: _unknown, ...hopWithoutUnknownKeys } = hop;
    expect(parsed.recipeHops[0]).toEqual(hopWithoutUnknownKeys);
    expect(parsed.recipeYeasts[0]).toMatchObject({ form: 'Slurry', flocculation: 'Medium - High' });
    expect(parsed.description).toBeNull();
  });

  it('lets the recipe carry computed ibu and percentage, and missing lists become empty', () => {
    const parsed = recipeSchema.parse({
      ...recipe,
      recipeFermentables: [{ ...fermentable, percentage: 100 }],
      recipeHops: [{ ...hop, ibu: 31.34 }],
      recipeMisc: undefined,
    });
    expect(parsed.recipeFermentables[0]!.percentage).toBe(100);
    expect(parsed.recipeHops[0]!.ibu).toBe(31.34);
    expect(parsed.recipeMisc).toEqual([]);
  });

  it('keeps a yeast whose attenuation the catalogue does not know as null, so FG does not read it as 0 %', () => {
    const parsed = recipeSchema.parse({ ...recipe, recipeYeasts: [{ ...yeast, attenuation: null }] });
    expect(parsed.recipeYeasts[0]!.attenuation).toBeNull();
  });

  it.each([
    ['recipeFermentables', { ...fermentable, quantity: 0 }, 'Quantity must be greater than zero'],
    ['recipeFermentables', { ...fermentable, type: 'Grain' }, 'Invalid fermentable type'],
    ['recipeHops', { ...hop, usageStage: 'Late' }, 'Invalid use type.'],
    ['recipeHops', { ...hop, alphaAcidContent: -1 }, 'Alpha acid cannot be negative'],
    ['recipeMisc', { ...misc, type: 'Salt' }, 'Invalid type'],
    ['recipeYeasts', { ...yeast, form: 'Powder' }, 'Invalid form'],
    ['recipeYeasts', { ...yeast, quantity: '' }, 'Quantity is required'],
  ])('rejects a bad item in %s with "%s"', (list, item, message) => {
    expect(messagesOf(recipeSchema, { ...recipe, [list]: [item] })).toEqual([message]);
  });
});
