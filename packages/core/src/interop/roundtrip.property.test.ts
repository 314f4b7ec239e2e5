// Property: any recipe Wortsmith can hold (at the precision its inputs keep), its water and its
// equipment's mash settings included, survives export then import.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FERMENTATION_STEP_KINDS } from '../fermentation-plan';
import { MISC_UNITS, YEAST_UNITS } from '../ingredient-amounts';
import {
  FERMENTABLE_CONTRIBUTIONS,
  FERMENTABLE_TYPES,
  HOP_USAGE_STAGES,
  MASH_STEP_TYPES,
  MISC_TYPES,
  RECIPE_TYPES,
  SPARGE_METHODS,
  YEAST_TYPES,
} from '../options';
import { RECIPE_YEAST } from '../recipe-ingredients';
import { recipeSchema } from '../schemas/recipe';
import { BEER_STYLES } from '../styles';
import { ACID_NAMES } from '../water/acids';
import { IONS, type Ion } from '../water/ions';
import { SALT_NAMES } from '../water/salts';
import { WATER_VESSELS } from '../water/water-report';
import { exportRecipes, INTEROP_FORMATS, importRecipes, type RecipeDraft } from './index';
import { utf8, withoutIds } from './test-support';

const text = (max: number) =>
  fc
    .stringMatching(/^[A-Za-zÀ-ÿ0-9&<>'" .,()/-]+$/)
    .map((s) => s.trim().slice(0, max).trim())
    .filter((s) => s.length > 0);
const optionalText = (max: number) => fc.option(text(max), { nil: null });
const decimals = (min: number, max: number, places: number) =>
  fc
    .integer({ min: Math.round(min * 10 ** places), max: Math.round(max * 10 ** places) })
    .map((n) => n / 10 ** places);
const minutes = fc.integer({ min: 0, max: 480 }).map((n) => n / 2);
const id = fc.uuid();

const fermentable = fc.record({
  id,
  name: text(100),
  description: optionalText(200),
  quantity: decimals(0.001, 20000, 3),
  type: fc.constantFrom(...FERMENTABLE_TYPES),
  supplier: optionalText(100),
  ebc: fc.option(decimals(0, 1000, 2), { nil: null }),
  potentialExtract: fc.option(decimals(1, 1.05, 4), { nil: null }),
  contribution: fc.constantFrom(...FERMENTABLE_CONTRIBUTIONS),
  acidContent: fc.option(decimals(0, 100, 2), { nil: null }),
  percentage: fc.constant(undefined),
});

const hop = fc
  .record({
    id,
    name: text(100),
    description: optionalText(200),
    quantity: decimals(0.001, 5000, 3),
    supplier: optionalText(100),
    alphaAcidContent: decimals(0, 100, 2),
    betaAcidContent: fc.option(decimals(0, 100, 2), { nil: null }),
    boilTime: minutes,
    usageStage: fc.constantFrom(...HOP_USAGE_STAGES),
    ibu: fc.constant(undefined),
  })
  // A dry hop's boil time is 0, as the hop modal sets it; its day and time in the fermenter (whole
  // days and hours, in minutes) are its own fields, which no other addition carries.
  .chain((h) =>
    h.usageStage === 'Dry Hop'
      ? fc
          .record({
            dryHopStart: fc.option(
              fc.integer({ min: 0, max: 30 }).map((d) => d * 1440),
              { nil: null },
            ),
            dryHopDuration: fc.option(
              fc.integer({ min: 1, max: 720 }).map((hours) => hours * 60),
              {
                nil: null,
              },
            ),
          })
          .map((timing) => ({ ...h, boilTime: 0, ...timing }))
      : fc.constant(h),
  );

const misc = fc.record({
  id,
  name: text(100),
  description: optionalText(200),
  quantity: decimals(0.001, 5000, 3),
  time: minutes,
  type: fc.constantFrom(...MISC_TYPES),
  // BeerXML needs a use (Boil when none is said), so every generated misc has one.
  use: fc.constantFrom('Boil', 'Mash', 'Primary', 'Secondary', 'Bottling'),
  // By weight (no unit, as the modals leave it) or in the misc's own unit (issue 30).
  unit: fc.option(fc.constantFrom(...MISC_UNITS.filter((u) => u !== 'g')), { nil: undefined }),
});

const yeast = fc.record({
  id,
  name: text(100),
  description: optionalText(200),
  quantity: decimals(0.001, 1000, 3),
  manufacturer: optionalText(100),
  type: fc.constantFrom(...YEAST_TYPES),
  form: fc.constantFrom(...RECIPE_YEAST.fields.form.options),
  flocculation: fc.option(fc.constantFrom(...RECIPE_YEAST.fields.flocculation.options), { nil: null }),
  attenuation: fc.option(decimals(0, 100, 2), { nil: null }),
  flavorProfile: optionalText(200),
  temperatureRange: optionalText(100),
  alcoholTolerance: optionalText(100),
  unit: fc.option(fc.constantFrom(...YEAST_UNITS.filter((u) => u !== 'g')), { nil: undefined }),
});

const step = fc.record({
  id,
  name: text(100),
  type: fc.constantFrom(...MASH_STEP_TYPES),
  temperature: decimals(0, 100, 1),
  time: fc.integer({ min: 0, max: 2880 }).map((n) => n / 2),
  description: optionalText(300),
});

/** The equipment's mash-water settings, each within the equipment form's limits or left empty. */
const mashSettings = fc.record({
  grainAbsorption: fc.option(decimals(0, 10, 3), { nil: null }),
  mashThickness: fc.option(decimals(0, 20, 3), { nil: null }),
  spargeMethod: fc.option(fc.constantFrom(...SPARGE_METHODS), { nil: null }),
  mashTunHeatCapacity: fc.option(decimals(0, 100, 3), { nil: null }),
  fermenterLoss: fc.option(decimals(0, 50, 3), { nil: null }),
});

/** A water profile's six ions, mg/L, within the recipe's limits. */
const ions = fc.record(
  Object.fromEntries(IONS.map((ion) => [ion, decimals(0, 5000, 2)])) as Record<Ion, fc.Arbitrary<number>>,
);
const vessel = fc.constantFrom(...WATER_VESSELS);

/** A recipe's water, or none: every field the water section keeps, within schemas/water.ts's limits. */
const water = fc.option(
  fc.record({
    sourceWaterId: fc.option(id, { nil: null }),
    source: ions,
    dilutionPercent: decimals(0, 100, 2),
    targetWaterId: fc.option(id, { nil: null }),
    target: fc.option(ions, { nil: null }),
    salts: fc.array(
      fc.record({ salt: fc.constantFrom(...SALT_NAMES), grams: decimals(0, 1000, 3), vessel }),
      { maxLength: 5 },
    ),
    acids: fc.array(
      fc.record({
        acid: fc.constantFrom(...ACID_NAMES),
        strengthPercent: decimals(0.1, 100, 1),
        millilitres: decimals(0, 1000, 3),
        vessel,
      }),
      { maxLength: 3 },
    ),
    grainTemperature: fc.option(decimals(-20, 60, 1), { nil: null }),
    targetMashPh: fc.option(decimals(4, 7, 2), { nil: null }),
  }),
  { nil: null },
);

const fermentationStep = fc
  .record({
    id: fc.uuid(),
    name: text(100),
    kind: fc.constantFrom(...FERMENTATION_STEP_KINDS),
    temperature: decimals(-5, 40, 2),
    days: decimals(0.1, 365, 2),
    rampDays: fc.option(decimals(0.1, 30, 2), { nil: undefined }),
  })
  .map(({ rampDays, ...s }) => (rampDays === undefined ? s : { ...s, rampDays }));

const recipe: fc.Arbitrary<RecipeDraft> = fc
  .record({
    name: text(100),
    author: optionalText(100),
    style: fc.constantFrom('', ...BEER_STYLES.map((s) => s.name)),
    type: fc.constantFrom(...RECIPE_TYPES),
    description: optionalText(300),
    notes: fc.option(
      fc.array(text(60), { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
      { nil: null },
    ),
    batchTime: fc.integer({ min: 1, max: 600 }),
    equipmentBatchTime: fc.integer({ min: 1, max: 600 }),
    equipmentName: fc.oneof(fc.constant(''), text(100)),
    batchVolume: decimals(0.5, 1000, 3),
    efficiency: decimals(0, 100, 1),
    boilTime: fc.integer({ min: 1, max: 240 }),
    deadSpace: decimals(0, 50, 3),
    boilOff: decimals(0, 50, 3),
    trubLoss: decimals(0, 50, 3),
    mashSettings: mashSettings,
    recipeFermentables: fc.array(fermentable, { maxLength: 6 }),
    recipeHops: fc.array(hop, { maxLength: 6 }),
    recipeMisc: fc.array(misc, { maxLength: 3 }),
    recipeYeasts: fc.array(yeast, { maxLength: 3 }),
    mashSteps: fc.array(step, { maxLength: 5 }),
    fermentationSteps: fc.array(fermentationStep, { maxLength: 5 }),
    water,
  })
  .map(
    ({
      equipmentName,
      equipmentBatchTime,
      batchVolume,
      efficiency,
      boilTime,
      deadSpace,
      boilOff,
      trubLoss,
      mashSettings,
      ...rest
    }) => ({
      ...rest,
      recipeEquipment: {
        id: null,
        name: equipmentName,
        batchVolume,
        batchTime: equipmentBatchTime,
        efficiency,
        boilTime,
        deadSpace,
        boilOff,
        trubLoss,
        ...mashSettings,
      },
    }),
  );

describe.each(INTEROP_FORMATS)('%s export then import', (format) => {
  it('gives back every modelled field of any recipe, and a body the recipe schema accepts', () => {
    fc.assert(
      fc.property(recipe, (original) => {
        const back = importRecipes(utf8(exportRecipes([original], format))).recipes[0]!;
        const expected = withoutIds(original);
        expect(withoutIds(back)).toEqual(expected);
        if (original.style) expect(recipeSchema.safeParse(back).success).toBe(true);
      }),
      { numRuns: 40 },
    );
    // Generous: the machine running the suite may be shared.
  }, 20_000);
});
