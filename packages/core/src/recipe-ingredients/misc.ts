// A misc in a recipe (SPEC §3): its type, when it goes in (the catalogue's use, free text) and its time in
// minutes (0 when added, 0 when a body leaves it out), and the unit its quantity is in when it is not
// measured by weight (issue 30: mL, tsp, tbsp or items; grams when left out, as SPEC measures it).
import { MISC_UNITS } from '../ingredient-amounts';
import { MISC_TYPES } from '../options';
import { requiredOption } from '../schemas/fields';
import { numberField, optionalTextField, optionField } from './field';
import { defineIngredient } from './ingredient';
import { notNegative, notNegativeOrZero } from './rules';

export const RECIPE_MISC = defineIngredient({
  list: 'recipeMisc',
  catalogueKind: 'miscs',
  addTitle: 'Select a Misc',
  updateTitle: 'Update Misc',
  fields: {
    time: numberField(notNegativeOrZero('Time'), false, {
      initial: 0,
      // The modal asks for a time: empty is "Time is required" there.
      update: { label: 'Time (min)', input: 'number', schema: notNegative('Time') },
    }),
    type: optionField(MISC_TYPES, requiredOption(MISC_TYPES, 'Invalid type'), false, {
      catalogue: 'type',
      update: { label: 'Type', input: 'select' },
    }),
    use: optionalTextField('Use', 100, {
      optional: true,
      catalogue: 'useType',
      update: { label: 'Use (Boil, Mash, Primary…)', input: 'text' },
    }),
    unit: optionField(
      MISC_UNITS,
      requiredOption(MISC_UNITS, `Unit must be ${MISC_UNITS.join(', ')}.`),
      false,
      {
        optional: true,
      },
    ),
  },
  updateOrder: ['name', 'type', 'use', 'time'],
});
