// The hop (SPEC §3, §5): form (`type`), main use and acids in percent.
import { HOP_FORM_DEFAULT_USE_TYPE, HOP_TYPES, HOP_USE_TYPES } from '../options';
import { optionalNumberField, optionalOptionField, optionField, requiredTextField, textField } from './field';
import { defineKind } from './kind';

const acid = (label: string, subject: string, help: string) =>
  optionalNumberField({
    label,
    help,
    unit: '%',
    subject,
    min: 0,
    max: 100,
    tooLarge: `${subject} cannot exceed 100.`,
  });

/** Hop; the form's starting use type "Boil" is shown but fails with "Invalid use type". */
export const HOP = defineKind({
  kind: 'hops',
  fields: {
    name: requiredTextField('Name', 100),
    supplier: requiredTextField('Supplier', 100),
    description: textField('Description', 1000, { input: 'textarea' }),
    countryOfOrigin: textField('Country of Origin', 100),
    type: optionalOptionField('Type', HOP_TYPES, 'Invalid hop type', {
      default: 'Pellet',
      emptyOption: 'Not specified',
    }),
    useType: optionField('Use Type', HOP_USE_TYPES, 'Invalid use type', {
      default: HOP_FORM_DEFAULT_USE_TYPE,
      placeholderOption: HOP_FORM_DEFAULT_USE_TYPE,
      hint: `${HOP_FORM_DEFAULT_USE_TYPE} is only the starting value: choose Aroma, Bittering or Dual-purpose.`,
    }),
    alphaAcidContent: acid(
      'Alpha Acid',
      'Alpha acid content',
      'The share of the hop’s weight that is alpha acids, which boiling turns into bitterness. The IBU of each addition grows with it.',
    ),
    betaAcidContent: acid(
      'Beta Acid',
      'Beta acid content',
      'The share of the hop’s weight that is beta acids: they add little bitterness in the boil but some harshness as the beer ages. Not used in the IBU.',
    ),
  },
  summary: [
    { label: 'Supplier', field: 'supplier' },
    { label: 'Use type', field: 'useType' },
  ],
});
