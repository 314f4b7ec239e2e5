// The fermentable (SPEC §3, §5): colour in EBC, potential extract as the specific gravity of 1 lb in 1 gal;
// how it gives its sugar (issue 31; empty reads as mashed) and acidulated malt's acid (issue 29).
import { DEFAULT_FERMENTABLE_CONTRIBUTION, FERMENTABLE_CONTRIBUTIONS, FERMENTABLE_TYPES } from '../options';
import { optionalNumberField, optionalOptionField, optionField, requiredTextField, textField } from './field';
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
    contribution: optionalOptionField('Contribution', FERMENTABLE_CONTRIBUTIONS, 'Invalid contribution', {
      default: DEFAULT_FERMENTABLE_CONTRIBUTION,
      help: 'How it gives its sugar. Mashed: the efficiency applies. Steeped: specialty grain steeped in an extract brew gives part of it. Not mashed: malt extract, sugar and honey give all of it. Added after the boil: all of it, in the fermenter. Used by the by-stage gravity method.',
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
