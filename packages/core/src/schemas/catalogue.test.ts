// Catalogue form messages (SPEC §5 "Catalogue forms"), one test per message, and what valid bodies become.
import { describe, expect, it } from 'vitest';
import {
  catalogueSchemas,
  equipmentSchema,
  fermentableSchema,
  hopSchema,
  miscSchema,
  waterSchema,
  yeastSchema,
} from './catalogue';
import { messagesOf } from './test-helpers';

const equipment = {
  name: 'Brew-in-a-bag 23 L',
  description: '',
  efficiency: '72',
  batchVolume: '23',
  batchTime: 60,
  boilTime: 60,
  boilTemperature: 100,
  boilOff: 3.5,
  trubLoss: 1.5,
  deadSpace: 0,
};
const fermentable = {
  name: 'Pale Ale Malt',
  supplier: 'Weyermann',
  type: 'Base',
  ebc: 6,
  potentialExtract: 1.037,
};
const hop = {
  name: 'Cascade',
  supplier: 'Yakima Chief',
  type: 'Pellet',
  useType: 'Aroma',
  alphaAcidContent: 6,
};
const misc = { name: 'Irish Moss', type: 'Fining' };
const yeast = {
  name: 'US-05',
  manufacturer: 'Fermentis',
  type: 'Ale',
  form: 'Dry',
  flocculation: 'Low',
  attenuation: 81,
};
const long = (n: number) => 'x'.repeat(n);

describe('equipment', () => {
  it.each([
    [{ name: '' }, 'Name must not be empty.'],
    [{ name: '   ' }, 'Name must not be empty.'],
    [{ name: long(51) }, 'Name must be at most 50 characters long.'],
    [{ description: long(501) }, 'Description must be at most 500 characters long.'],
    [{ efficiency: '' }, 'Efficiency is required.'],
    [{ efficiency: 'abc' }, 'Efficiency must be a number.'],
    [{ efficiency: -1 }, 'Efficiency must be between 0 and 1.100.'],
    [{ efficiency: 1101 }, 'Efficiency must be between 0 and 1.100.'],
    [{ batchVolume: '' }, 'Batch volume is required.'],
    [{ batchVolume: null }, 'Batch volume is required.'],
    [{ batchVolume: Number.NaN }, 'Batch volume is required.'],
    [{ batchVolume: 'ten' }, 'Batch volume must be a number.'],
    [{ batchVolume: -1 }, 'Batch volume cannot be negative.'],
    [{ batchTime: undefined }, 'Batch time is required.'],
    [{ batchTime: -5 }, 'Batch time cannot be negative.'],
    [{ boilTime: '' }, 'Boil time is required.'],
    [{ boilTime: -5 }, 'Boil time cannot be negative.'],
    [{ boilTemperature: '' }, 'Boil temperature is required.'],
    [{ boilTemperature: -1 }, 'Boil temperature must be between 0 and 100°C.'],
    [{ boilTemperature: 100.5 }, 'Boil temperature must be between 0 and 100°C.'],
    [{ boilOff: '' }, 'Boil off is required.'],
    [{ boilOff: -0.5 }, 'Boil off cannot be negative.'],
    [{ trubLoss: '' }, 'Trub loss is required.'],
    [{ trubLoss: -0.5 }, 'Trub loss cannot be negative.'],
    [{ deadSpace: '' }, 'Dead space is required.'],
    [{ deadSpace: -0.5 }, 'Dead space cannot be negative.'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(equipmentSchema, { ...equipment, ...change })).toEqual([message]);
  });

  it('accepts numeric text, keeps zeros, trims texts and strips unknown keys', () => {
    const parsed = equipmentSchema.parse({
      ...equipment,
      name: ' BIAB ',
      efficiency: '1100',
      extra: 1,
      itemUserId: 'u1',
    });
    expect(parsed).toEqual({
      name: 'BIAB',
      description: null,
      efficiency: 1100,
      batchVolume: 23,
      batchTime: 60,
      boilTime: 60,
      boilTemperature: 100,
      boilOff: 3.5,
      trubLoss: 1.5,
      deadSpace: 0,
      grainAbsorption: null,
      mashThickness: null,
      spargeMethod: null,
      mashTunHeatCapacity: null,
      fermenterLoss: null,
      itemUserId: 'u1',
    });
  });
});

describe('fermentable', () => {
  it.each([
    [{ name: '' }, 'Name must not be empty.'],
    [{ name: long(51) }, 'Name must be at most 50 characters long.'],
    [{ supplier: long(51) }, 'Supplier must be at most 50 characters long.'],
    [{ description: long(501) }, 'Description must be at most 500 characters long.'],
    [{ type: 'Grain' }, 'Invalid type.'],
    [{ type: '' }, 'Invalid type.'],
    [{ ebc: 'dark' }, 'Color Degree must be a number.'],
    [{ ebc: -1 }, 'Color Degree cannot be negative.'],
    [{ ebc: 1000.1 }, 'Color Degree must be at most 1000.'],
    [{ potentialExtract: 'x' }, 'Potential Extract must be a number.'],
    [{ potentialExtract: -0.1 }, 'Potential Extract must be at least 0.'],
    [{ potentialExtract: 101 }, 'Potential Extract must be at most 100.'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(fermentableSchema, { ...fermentable, ...change })).toEqual([message]);
  });

  it('lets colour and extract be empty (null)', () => {
    const parsed = fermentableSchema.parse({ ...fermentable, ebc: '', potentialExtract: null, supplier: '' });
    expect(parsed).toMatchObject({ ebc: null, potentialExtract: null, supplier: null, description: null });
  });
});

describe('hop', () => {
  it.each([
    [{ name: '' }, 'Name must not be empty.'],
    [{ name: long(101) }, 'Name must be at most 100 characters long.'],
    [{ supplier: '' }, 'Supplier must not be empty.'],
    [{ supplier: long(101) }, 'Supplier must be at most 100 characters long.'],
    [{ description: long(1001) }, 'Description must be at most 1000 characters long.'],
    [{ countryOfOrigin: long(101) }, 'Country of origin must be at most 100 characters long.'],
    [{ type: 'Plug' }, 'Invalid hop type'],
    [{ useType: 'Boil' }, 'Invalid use type'],
    [{ useType: undefined }, 'Invalid use type'],
    [{ alphaAcidContent: 'x' }, 'Alpha acid content must be a number.'],
    [{ alphaAcidContent: -1 }, 'Alpha acid content cannot be negative.'],
    [{ alphaAcidContent: 101 }, 'Alpha acid content cannot exceed 100.'],
    [{ betaAcidContent: 'x' }, 'Beta acid content must be a number.'],
    [{ betaAcidContent: -1 }, 'Beta acid content cannot be negative.'],
    [{ betaAcidContent: 100.1 }, 'Beta acid content cannot exceed 100.'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(hopSchema, { ...hop, ...change })).toEqual([message]);
  });

  it('rejects the form default use type "Boil" and accepts the three allowed ones', () => {
    expect(messagesOf(hopSchema, { ...hop, useType: 'Boil' })).toEqual(['Invalid use type']);
    for (const useType of ['Aroma', 'Bittering', 'Dual-purpose']) {
      expect(messagesOf(hopSchema, { ...hop, useType })).toEqual([]);
    }
  });
});

describe('misc', () => {
  it.each([
    [{ name: '' }, 'Name must not be empty.'],
    [{ name: long(101) }, 'Name must be at most 100 characters long.'],
    [{ supplier: long(101) }, 'Supplier must be at most 100 characters long.'],
    [{ description: long(1001) }, 'Description must be at most 1000 characters long.'],
    [{ countryOfOrigin: long(101) }, 'Country of origin must be at most 100 characters long.'],
    [{ type: 'Salt' }, 'Invalid type'],
    [{ useType: long(101) }, 'Use type must be at most 100 characters long.'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(miscSchema, { ...misc, ...change })).toEqual([message]);
  });
});

describe('yeast', () => {
  it.each([
    [{ name: '' }, 'Name must not be empty.'],
    [{ name: long(101) }, 'Name must be at most 100 characters long.'],
    [{ manufacturer: long(101) }, 'Manufacturer must be at most 100 characters long.'],
    [{ description: long(1001) }, 'Description must be at most 1000 characters long.'],
    [{ flavorProfile: long(201) }, 'Flavor profile must be at most 200 characters long.'],
    [{ type: 'Kveik' }, 'Invalid type'],
    [{ form: 'Slurry' }, 'Invalid form'],
    [{ flocculation: 'Medium-High' }, 'Invalid flocculation'],
    [{ attenuation: 'x' }, 'Attenuation must be a number'],
    [{ attenuation: -1 }, 'Attenuation must be at least 0%'],
    [{ attenuation: 100.5 }, 'Attenuation must be at most 100%'],
    [{ temperatureRange: long(101) }, 'Temperature range must be at most 100 characters long.'],
    [{ alcoholTolerance: long(101) }, 'Alcohol tolerance must be at most 100 characters long.'],
  ])('%j gives "%s"', (change, message) => {
    expect(messagesOf(yeastSchema, { ...yeast, ...change })).toEqual([message]);
  });

  it('accepts the new-yeast defaults (Ale, Dry, Low) and every catalogue flocculation', () => {
    for (const flocculation of ['Low', 'Medium', 'Medium - High', 'High', 'Very High', null]) {
      expect(messagesOf(yeastSchema, { ...yeast, flocculation })).toEqual([]);
    }
  });
});

describe('catalogueSchemas', () => {
  it('maps each API kind to its schema', () => {
    expect(catalogueSchemas).toEqual({
      equipments: equipmentSchema,
      fermentables: fermentableSchema,
      hops: hopSchema,
      miscs: miscSchema,
      yeasts: yeastSchema,
      waters: waterSchema,
    });
  });
});

describe('texts with NUL characters', () => {
  it('drops them, which the database cannot store, instead of failing the save', () => {
    expect(
      fermentableSchema.parse({
        ...fermentable,
        name: 'Pale\u0000 Malt',
        supplier: '\u0000',
        description: 'x\u0000',
      }),
    ).toMatchObject({ name: 'Pale Malt', supplier: null, description: 'x' });
    expect(messagesOf(hopSchema, { name: '\u0000', supplier: 'Yakima', useType: 'Aroma' })).toContain(
      'Name must not be empty.',
    );
  });
});
