// The misc ingredient (SPEC §3, §5): the form edits name, description and type; the rest is kept.
import { MISC_TYPES } from '../options';
import { optionField, requiredTextField, textField } from './field';
import { defineKind } from './kind';

/** Misc (its list is titled "Misc"). */
export const MISC = defineKind({
  kind: 'miscs',
  fields: {
    name: requiredTextField('Name', 100),
    supplier: textField('Supplier', 100, { hidden: true }),
    description: textField('Description', 1000, { input: 'textarea' }),
    countryOfOrigin: textField('Country of Origin', 100, { hidden: true }),
    type: optionField('Type', MISC_TYPES, 'Invalid type', { default: 'Flavor' }),
    useType: textField('Use type', 100, { hidden: true }),
  },
  summary: [{ label: 'Type', field: 'type' }],
});
