// The yeast (SPEC §3, §5): apparent attenuation in percent; the other facts are free text.
import { YEAST_FLOCCULATIONS, YEAST_FORMS, YEAST_TYPES } from '../options';
import { optionalNumberField, optionalOptionField, optionField, requiredTextField, textField } from './field';
import { defineKind } from './kind';

/** Yeast; the form shows attenuation before the option lists. */
export const YEAST = defineKind({
  kind: 'yeasts',
  fields: {
    name: requiredTextField('Name', 100),
    manufacturer: textField('Manufacturer', 100),
    description: textField('Description', 1000, { input: 'textarea' }),
    flavorProfile: textField('Flavor Profile', 200),
    type: optionField('Type', YEAST_TYPES, 'Invalid type', { default: 'Ale' }),
    form: optionField('Form', YEAST_FORMS, 'Invalid form', { default: 'Dry' }),
    flocculation: optionalOptionField('Flocculation', YEAST_FLOCCULATIONS, 'Invalid flocculation', {
      default: 'Low',
      help: 'How readily the yeast clumps and drops out of the beer when fermentation ends: high flocculation clears quickly, low leaves the beer hazy for longer.',
    }),
    attenuation: optionalNumberField({
      label: 'Attenuation',
      unit: '%',
      min: 0,
      max: 100,
      notANumber: 'Attenuation must be a number',
      tooSmall: 'Attenuation must be at least 0%',
      tooLarge: 'Attenuation must be at most 100%',
      help: 'The share of the wort’s sugar the yeast ferments. The final gravity is the original gravity with this share of its points taken away.',
    }),
    temperatureRange: textField('Temperature Range', 100),
    alcoholTolerance: textField('Alcohol Tolerance', 100),
  },
  formOrder: [
    'name',
    'manufacturer',
    'description',
    'attenuation',
    'type',
    'form',
    'flocculation',
    'flavorProfile',
    'temperatureRange',
    'alcoholTolerance',
  ],
  summary: [
    { label: 'Manufacturer', field: 'manufacturer' },
    { label: 'Type', field: 'type' },
  ],
});
