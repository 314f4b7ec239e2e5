// The fermentable (SPEC §3, §5): colour in EBC, potential extract as the specific gravity of 1 lb in 1 gal.
import { FERMENTABLE_TYPES } from '../options';
import { optionalNumberField, optionField, requiredTextField, textField } from './field';
import { defineKind } from './kind';

/** Fermentable. */
export const FERMENTABLE = defineKind({
  kind: 'fermentables',
  fields: {
    name: requiredTextField('Name', 50),
    supplier: textField('Supplier', 50),
    description: textField('Description', 500, { input: 'textarea' }),
    type: optionField('Type', FERMENTABLE_TYPES, 'Invalid type.', { default: 'Base' }),
    ebc: optionalNumberField({
      label: 'Color Degree',
      unit: 'EBC',
      quantity: 'color',
      subject: 'Color Degree',
      min: 0,
      max: 1000,
      help: 'How dark the malt colours the wort, on the EBC scale (SRM is EBC / 1.97). Pale malts are a few units, crystal malts tens, roasted malts hundreds or more.',
    }),
    potentialExtract: optionalNumberField({
      label: 'Potential Extract',
      unit: 'SG',
      subject: 'Potential Extract',
      min: 0,
      max: 100,
      tooSmall: 'Potential Extract must be at least 0.',
      help: 'The sugar the malt can give, as the specific gravity of 1 lb dissolved in 1 US gallon of water (1.037 is 37 gravity points). With the efficiency it gives the original gravity.',
    }),
    acidContent: optionalNumberField({
      label: 'Acid Content',
      unit: '%',
      subject: 'Acid Content',
      min: 0,
      max: 100,
      tooLarge: 'Acid Content cannot exceed 100.',
      hint: 'Acidulated malt only.',
      help: 'For acidulated (acid) malt: the lactic acid it carries, in percent of its weight (about 2 to 3 %). The predicted mash pH counts it. Leave it empty for any other malt.',
    }),
  },
  summary: [
    { label: 'Supplier', field: 'supplier' },
    { label: 'Type', field: 'type' },
    { label: 'EBC', field: 'ebc' },
  ],
});
