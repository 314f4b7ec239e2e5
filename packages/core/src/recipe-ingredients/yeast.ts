// A yeast in a recipe (SPEC §3): the catalogue yeast's fields copied; its attenuation (null when unknown:
// the figures then skip it) sets FG. The recipe keeps the forms and flocculations of both the catalogue
// and the Update Yeast modal, which offers its own lists and asks for a manufacturer and an attenuation.
// Its quantity is in grams, or in packs or millilitres when its unit says so (issue 30).
import { YEAST_UNITS } from '../ingredient-amounts';
import {
  RECIPE_YEAST_FLOCCULATIONS,
  RECIPE_YEAST_FORMS,
  YEAST_FLOCCULATIONS,
  YEAST_FORMS,
  YEAST_TYPES,
} from '../options';
import {
  nullableNumber,
  nullableOption,
  requiredNumber,
  requiredOption,
  requiredText,
} from '../schemas/fields';
import { numberField, optionalTextField, optionField } from './field';
import { defineIngredient } from './ingredient';

const FORMS = [...new Set([...YEAST_FORMS, ...RECIPE_YEAST_FORMS])] as [string, ...string[]];
const FLOCCULATIONS = [...new Set([...YEAST_FLOCCULATIONS, ...RECIPE_YEAST_FLOCCULATIONS])] as [
  string,
  ...string[],
];

export const RECIPE_YEAST = defineIngredient({
  list: 'recipeYeasts',
  catalogueKind: 'yeasts',
  addTitle: 'Select an Yeast',
  updateTitle: 'Update Yeast',
  fields: {
    manufacturer: optionalTextField('Manufacturer', 100, {
      catalogue: 'manufacturer',
      update: {
        label: 'Manufacturer',
        input: 'text',
        schema: requiredText(
          'Manufacturer is required',
          100,
          'Manufacturer must be at most 100 characters long',
        ),
      },
    }),
    type: optionField(YEAST_TYPES, requiredOption(YEAST_TYPES, 'Invalid type'), false, {
      catalogue: 'type',
      update: { label: 'Type', input: 'select' },
    }),
    form: optionField(FORMS, requiredOption(FORMS, 'Invalid form'), false, {
      answer: 'text',
      catalogue: 'form',
      update: {
        label: 'Form',
        input: 'select',
        options: RECIPE_YEAST_FORMS,
        schema: requiredOption(RECIPE_YEAST_FORMS, 'Invalid form'),
      },
    }),
    flocculation: optionField(FLOCCULATIONS, nullableOption(FLOCCULATIONS, 'Invalid flocculation'), true, {
      answer: 'text',
      catalogue: 'flocculation',
      update: {
        label: 'Flocculation',
        input: 'select',
        options: RECIPE_YEAST_FLOCCULATIONS,
        schema: requiredOption(RECIPE_YEAST_FLOCCULATIONS, 'Invalid flocculation'),
      },
    }),
    // Null when the catalogue does not know it: the figures then skip this yeast instead of reading 0 %.
    attenuation: numberField(
      nullableNumber('Attenuation must be a number', (n) =>
        n.min(0, 'Attenuation must be at least 0%').max(100, 'Attenuation must be at most 100%'),
      ),
      true,
      {
        catalogue: 'attenuation',
        update: {
          label: 'Attenuation (%)',
          input: 'number',
          // At most 100 %, as the recipe itself accepts (the catalogue's message).
          schema: requiredNumber(
            { required: 'Attenuation is required', type: 'Attenuation must be a number' },
            (n) => n.min(0, 'Attenuation cannot be negative').max(100, 'Attenuation must be at most 100%'),
          ),
        },
      },
    ),
    flavorProfile: optionalTextField('Flavor profile', 200, { catalogue: 'flavorProfile' }),
    temperatureRange: optionalTextField('Temperature range', 100, { catalogue: 'temperatureRange' }),
    alcoholTolerance: optionalTextField('Alcohol tolerance', 100, { catalogue: 'alcoholTolerance' }),
    unit: optionField(
      YEAST_UNITS,
      requiredOption(YEAST_UNITS, `Unit must be ${YEAST_UNITS.join(', ')}.`),
      false,
      {
        optional: true,
      },
    ),
  },
  updateOrder: ['name', 'manufacturer', 'type', 'form', 'flocculation', 'attenuation'],
});
