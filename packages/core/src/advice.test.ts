// The advice summary text (SPEC §7): style, litres, boil time, names, grams and hop boil times.
import { describe, expect, it } from 'vitest';
import { adviceMessage } from './advice';
import { mashWaterSettings } from './catalogue-kinds';
import { PALE_ALE_MALT } from './testing';
import type { RecipeEquipment, RecipeFermentable, RecipeHop, RecipeMisc, RecipeYeast } from './types';

const equipment: RecipeEquipment = {
  id: null,
  name: 'Brew-in-a-bag 23 L',
  batchVolume: 23,
  batchTime: 60,
  efficiency: 68,
  boilTime: 75,
  deadSpace: 0,
  boilOff: 3.5,
  trubLoss: 1.5,
  ...mashWaterSettings({}),
};
const base = { id: 'x', description: null };
const malt: RecipeFermentable = { ...PALE_ALE_MALT, ...base, percentage: 100 };
const cascade: RecipeHop = {
  ...base,
  name: 'Cascade',
  quantity: 42.524,
  supplier: 'Generic',
  alphaAcidContent: 6,
  betaAcidContent: null,
  boilTime: 10,
  usageStage: 'Boil',
  ibu: 8,
};
const moss: RecipeMisc = { ...base, name: 'Irish Moss', quantity: 5, time: 15, type: 'Fining' };
const yeast: RecipeYeast = {
  ...base,
  name: 'US-05',
  quantity: 11.5,
  manufacturer: 'Fermentis',
  type: 'Ale',
  form: 'Dry',
  flocculation: 'Medium',
  attenuation: 81,
  flavorProfile: null,
  temperatureRange: null,
  alcoholTolerance: null,
};

describe('adviceMessage', () => {
  it('summarises style, volume, boil time and every ingredient in grams', () => {
    expect(
      adviceMessage({
        style: 'American IPA',
        recipeEquipment: equipment,
        recipeFermentables: [malt],
        recipeHops: [cascade],
        recipeMisc: [moss],
        recipeYeasts: [yeast],
      }),
    ).toBe(
      'Style: American IPA. Batch volume: 23 liters. Boil time: 75 minutes. Fermentables: Pale Ale Malt 5000 g. ' +
        'Hops: Cascade 42.524 g boiled 10 minutes. Misc: Irish Moss 5 g. Yeasts: US-05 11.5 g.',
    );
  });

  it('writes a misc or yeast measured in its own unit in that unit, by weight in grams as before', () => {
    const message = adviceMessage({
      style: 'American IPA',
      recipeEquipment: equipment,
      recipeFermentables: [],
      recipeHops: [],
      recipeMisc: [
        { ...moss, quantity: 0.25, unit: 'tsp' },
        { ...moss, name: 'Vanilla', quantity: 35, unit: 'mL' },
        { ...moss, name: 'Whirlfloc', quantity: 2, unit: 'item' },
        { ...moss, name: 'Coriander', quantity: 14.175, unit: 'g' },
      ],
      recipeYeasts: [
        { ...yeast, quantity: 1, unit: 'pack' },
        { ...yeast, name: 'WLP001', quantity: 2, unit: 'pack' },
        { ...yeast, name: 'Slurry', quantity: 150, unit: 'mL' },
        { ...yeast, name: 'US-04' },
      ],
    });
    expect(message).toContain(
      'Misc: Irish Moss 0.25 tsp, Vanilla 35 mL, Whirlfloc 2 items, Coriander 14.175 g. ' +
        'Yeasts: US-05 1 pack, WLP001 2 packs, Slurry 150 mL, US-04 11.5 g.',
    );
  });

  it('says "unknown" for a volume or boil time still being typed, never NaN or Infinity', () => {
    const message = adviceMessage({
      style: 'Fruit Beer',
      recipeEquipment: { ...equipment, batchVolume: Number.NaN, boilTime: Number.POSITIVE_INFINITY },
      recipeFermentables: [],
      recipeHops: [{ ...cascade, boilTime: Number.NaN }],
      recipeMisc: [],
      recipeYeasts: [],
    });
    expect(message).toContain('Batch volume: unknown. Boil time: unknown.');
    expect(message).toContain('Hops: Cascade 42.524 g boiled for an unknown time.');
  });

  it('says "none" for an empty ingredient list', () => {
    const message = adviceMessage({
      style: 'Fruit Beer',
      recipeEquipment: equipment,
      recipeFermentables: [],
      recipeHops: [],
      recipeMisc: [],
      recipeYeasts: [],
    });
    expect(message).toContain('Fermentables: none. Hops: none. Misc: none. Yeasts: none.');
  });
});

describe('adviceMessage in US gallons', () => {
  it('states the batch volume in gallons at the shown precision (18.93 L is 5 gallons)', () => {
    const message = adviceMessage(
      {
        style: 'American IPA',
        recipeEquipment: { ...equipment, batchVolume: 18.927 },
        recipeFermentables: [malt],
        recipeHops: [],
        recipeMisc: [],
        recipeYeasts: [],
      },
      { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' },
    );
    expect(message).toContain('Batch volume: 5 gallons.');
    // Quantities stay in grams, as SPEC §7 has the summary name them.
    expect(message).toContain('Fermentables: Pale Ale Malt 5000 g.');
  });
});
