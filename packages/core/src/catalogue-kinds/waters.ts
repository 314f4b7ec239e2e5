// The water profile: a water's six brewing ions in mg/L (the figures of a water report), its pH when
// known, and notes. The recipe's water section reads a profile as its source water or as its target.
import { numberField, optionalNumberField, requiredTextField, textField } from './field';
import { defineKind } from './kind';

/** The most any of the six ions may be: well above the hardest brewing water on record (Burton's sulfate, about 800 mg/L). */
export const MAX_ION_MG_PER_L = 5000;

const ion = (label: string, help: string) =>
  numberField({
    label,
    unit: 'mg/L',
    min: 0,
    max: MAX_ION_MG_PER_L,
    default: 0,
    help,
  });

/** Water profile (its list is titled "Waters"). */
export const WATER = defineKind({
  kind: 'waters',
  fields: {
    name: requiredTextField('Name', 100),
    description: textField('Description', 1000, { input: 'textarea' }),
    calcium: ion(
      'Calcium',
      'Calcium (Ca²⁺) lowers the mash pH, helps the yeast settle and protects the enzymes; most beers want 50 to 150 mg/L.',
    ),
    magnesium: ion(
      'Magnesium',
      'Magnesium (Mg²⁺) is a yeast nutrient and lowers the mash pH a little; above about 30 mg/L it tastes sour and bitter.',
    ),
    sodium: ion('Sodium', 'Sodium (Na⁺) rounds the malt; above about 100 mg/L it tastes salty.'),
    sulfate: ion(
      'Sulfate',
      'Sulfate (SO₄²⁻) makes the hop bitterness drier and crisper; compare it with chloride.',
    ),
    chloride: ion('Chloride', 'Chloride (Cl⁻) makes the malt fuller and rounder; compare it with sulfate.'),
    bicarbonate: ion(
      'Bicarbonate',
      'Bicarbonate (HCO₃⁻) is the water’s alkalinity: it raises the mash pH, which dark malts need and pale beers do not.',
    ),
    ph: optionalNumberField({
      label: 'pH',
      subject: 'pH',
      min: 0,
      max: 14,
      tooLarge: 'pH must be between 0 and 14.',
      tooSmall: 'pH must be between 0 and 14.',
      help: 'The water’s own pH from its report. It is shown for reference; the mash pH is predicted from the ions and the grist.',
    }),
    notes: textField('Notes', 1000, { input: 'textarea' }),
  },
  summary: [
    { label: 'Ca', field: 'calcium' },
    { label: 'SO₄', field: 'sulfate' },
    { label: 'Cl', field: 'chloride' },
    { label: 'HCO₃', field: 'bicarbonate' },
  ],
});
