// Recipe modal messages (SPEC §5 "Recipe add modals", "Recipe update modals"), one test per message.
import { describe, expect, it } from 'vitest';
import {
  updateFermentableSchema,
  updateHopSchema,
  updateMiscSchema,
  updateYeastSchema,
} from '../recipe-ingredients';
import { validationMessages } from './fields';
import {
  addFermentableSchema,
  addHopSchema,
  addMiscSchema,
  addYeastSchema,
  changeEquipmentSchema,
} from './modals';
import { messagesOf } from './test-helpers';

describe('add fermentable, misc and yeast', () => {
  const schemas = [
    ['fermentable', addFermentableSchema],
    ['misc', addMiscSchema],
    ['yeast', addYeastSchema],
  ] as const;
  const cases = [
    [{ itemId: '' }, 'Please select an item'],
    [{ itemId: undefined }, 'Please select an item'],
    [{ quantity: 'lots' }, 'Quantity must be a number'],
    [{ quantity: '0' }, 'Quantity must be greater than zero'],
    [{ quantity: -3 }, 'Quantity must be greater than zero'],
    [{ quantity: '' }, 'Quantity is required'],
  ] as const;

  it.each(
    schemas.flatMap(([kind, schema]) =>
      cases.map(([change, message]) => [kind, change, message, schema] as const),
    ),
  )('%s: %j gives "%s"', (_kind, change, message, schema) => {
    expect(messagesOf(schema, { itemId: 'abc', quantity: '150', ...change })).toEqual([message]);
  });

  it('reads a comma as decimal point', () => {
    expect(addFermentableSchema.parse({ itemId: 'abc', quantity: '1,5' })).toEqual({
      itemId: 'abc',
      quantity: 1.5,
    });
  });
});

describe('add hop', () => {
  const hop = { itemId: 'h', usageStage: 'Boil', boilTime: '60', alphaAcid: '5,5', quantity: '28' };

  it.each([
    [{ itemId: '' }, 'Please select a hop.'],
    [{ usageStage: 'Late' }, 'Invalid use type.'],
    [{ boilTime: 'x' }, 'Boil time must be a number.'],
    [{ boilTime: -1 }, 'Boil time cannot be negative.'],
    [{ boilTime: '' }, 'Boil time is required.'],
    [{ alphaAcid: 'x' }, 'Alpha acid must be a number.'],
    [{ alphaAcid: -1 }, 'Alpha acid cannot be negative.'],
    [{ alphaAcid: 101 }, 'Alpha acid cannot exceed 100.'],
    [{ alphaAcid: '' }, 'Alpha acid is required.'],
    [{ quantity: 'x' }, 'Quantity must be a number.'],
    [{ quantity: 0 }, 'Quantity must be greater than zero.'],
    [{ quantity: '' }, 'Quantity is required.'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(addHopSchema, { ...hop, ...change })).toEqual([message]);
  });

  it('accepts a dry hop at 0 minutes', () => {
    expect(addHopSchema.parse({ ...hop, usageStage: 'Dry Hop', boilTime: 0 })).toEqual({
      itemId: 'h',
      usageStage: 'Dry Hop',
      boilTime: 0,
      alphaAcid: 5.5,
      quantity: 28,
    });
  });
});

describe('change equipment', () => {
  it('gives "Please select an equipment." without a choice', () => {
    expect(messagesOf(changeEquipmentSchema, {})).toEqual(['Please select an equipment.']);
    expect(messagesOf(changeEquipmentSchema, { equipmentId: 'e1' })).toEqual([]);
  });
});

describe('update modals', () => {
  const fermentable = { name: 'Pale', type: 'Base', ebc: 6, potentialExtract: null, quantity: 5000 };
  const hop = {
    name: 'Cascade',
    alphaAcidContent: 6,
    betaAcidContent: null,
    boilTime: 10,
    usageStage: 'Whirlpool',
    quantity: 30,
  };
  const misc = { name: 'Irish Moss', time: 15, type: 'Fining', quantity: 5 };
  const yeast = {
    name: 'US-05',
    manufacturer: 'Fermentis',
    type: 'Ale',
    form: 'Slurry',
    flocculation: 'Medium',
    attenuation: 81,
    quantity: 11.5,
  };

  it.each([
    ['Fermentable', { name: '' }, 'Name is required', updateFermentableSchema, fermentable],
    [
      'Fermentable',
      { name: ' P ' },
      'Name must be at least 2 characters',
      updateFermentableSchema,
      fermentable,
    ],
    ['Fermentable', { type: 'Grain' }, 'Invalid fermentable type', updateFermentableSchema, fermentable],
    ['Fermentable', { ebc: -1 }, 'Color Degree cannot be negative', updateFermentableSchema, fermentable],
    [
      'Fermentable',
      { potentialExtract: -1 },
      'Potential Extract cannot be negative',
      updateFermentableSchema,
      fermentable,
    ],
    [
      'Fermentable',
      { quantity: 0 },
      'Quantity must be greater than zero',
      updateFermentableSchema,
      fermentable,
    ],
    ['Hop', { name: 'C' }, 'Name must be at least 2 characters', updateHopSchema, hop],
    ['Hop', { alphaAcidContent: -1 }, 'Alpha acid cannot be negative', updateHopSchema, hop],
    ['Hop', { betaAcidContent: -1 }, 'Beta acid cannot be negative', updateHopSchema, hop],
    // The recipe refuses more than 100 % (SPEC §9): the modal says so for the hop, not the save for the recipe.
    ['Hop', { alphaAcidContent: 120 }, 'Alpha acid cannot exceed 100', updateHopSchema, hop],
    ['Hop', { betaAcidContent: 101 }, 'Beta acid cannot exceed 100', updateHopSchema, hop],
    ['Hop', { boilTime: -1 }, 'Boil time cannot be negative', updateHopSchema, hop],
    ['Hop', { usageStage: 'Late' }, 'Invalid use type.', updateHopSchema, hop],
    ['Hop', { quantity: -1 }, 'Quantity must be greater than zero', updateHopSchema, hop],
    ['Misc', { name: '' }, 'Name is required', updateMiscSchema, misc],
    ['Misc', { time: -1 }, 'Time cannot be negative', updateMiscSchema, misc],
    ['Misc', { type: 'Salt' }, 'Invalid type', updateMiscSchema, misc],
    ['Misc', { quantity: 0 }, 'Quantity must be greater than zero', updateMiscSchema, misc],
    ['Yeast', { name: 'U' }, 'Name must be at least 2 characters', updateYeastSchema, yeast],
    ['Yeast', { manufacturer: '' }, 'Manufacturer is required', updateYeastSchema, yeast],
    ['Yeast', { type: 'Kveik' }, 'Invalid type', updateYeastSchema, yeast],
    ['Yeast', { form: 'Slant' }, 'Invalid form', updateYeastSchema, yeast],
    ['Yeast', { flocculation: 'Very High' }, 'Invalid flocculation', updateYeastSchema, yeast],
    ['Yeast', { attenuation: '' }, 'Attenuation is required', updateYeastSchema, yeast],
    ['Yeast', { attenuation: -5 }, 'Attenuation cannot be negative', updateYeastSchema, yeast],
    ['Yeast', { attenuation: 120 }, 'Attenuation must be at most 100%', updateYeastSchema, yeast],
    ['Yeast', { quantity: 0 }, 'Quantity must be greater than zero', updateYeastSchema, yeast],
  ] as const)('Update %s: %j gives "%s"', (_modal, change, message, schema, valid) => {
    expect(messagesOf(schema, valid)).toEqual([]);
    expect(messagesOf(schema, { ...valid, ...change })).toEqual([message]);
  });

  it('lists every message of a modal, in field order', () => {
    const result = updateHopSchema.safeParse({
      name: '',
      alphaAcidContent: -1,
      boilTime: 'x',
      usageStage: '',
      quantity: 0,
    });
    expect(result.success || validationMessages(result.error)).toEqual([
      'Name is required',
      'Alpha acid cannot be negative',
      'Boil time must be a number',
      'Invalid use type.',
      'Quantity must be greater than zero',
    ]);
  });

  it('trims the name', () => {
    expect(updateFermentableSchema.parse({ ...fermentable, name: '  Pale Ale  ' }).name).toBe('Pale Ale');
  });
});
