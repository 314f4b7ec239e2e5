// The field description of each catalogue form (SPEC §2.5): order, labels with units, control type,
// options and the defaults of a new item. The one generic form screen renders from this.
import {
  type CatalogueKind,
  FERMENTABLE_TYPES,
  HOP_FORM_DEFAULT_USE_TYPE,
  HOP_TYPES,
  HOP_USE_TYPES,
  MISC_TYPES,
  YEAST_FLOCCULATIONS,
  YEAST_FORMS,
  YEAST_TYPES,
} from '@wortsmith/core';

/** One form control. */
export interface FormFieldSpec {
  name: string;
  label: string;
  control: 'text' | 'textarea' | 'number' | 'select';
  options?: readonly string[];
  /** A shown but unselectable first option (the hop form's "Boil", SPEC §2.5). */
  placeholderOption?: string;
  /** Lets the user leave a nullable select empty. */
  emptyOption?: string;
  /** Spans the full form width. */
  wide?: boolean;
  /** A line under the control while the form can be edited. */
  hint?: string;
}

/** The fields of a kind's form plus values of a new item; `hidden` are kept from the record but not edited. */
export interface CatalogueFormSpec {
  fields: FormFieldSpec[];
  defaults: Record<string, string>;
  hidden?: string[];
}

const text = (name: string, label: string): FormFieldSpec => ({ name, label, control: 'text' });
const number = (name: string, label: string): FormFieldSpec => ({ name, label, control: 'number' });
const nameField: FormFieldSpec = text('name', 'Name');
const description: FormFieldSpec = {
  name: 'description',
  label: 'Description',
  control: 'textarea',
  wide: true,
};
const select = (
  name: string,
  label: string,
  options: readonly string[],
  extra: Partial<FormFieldSpec> = {},
) => ({
  name,
  label,
  control: 'select' as const,
  options,
  ...extra,
});

/** The form of every catalogue kind. */
export const CATALOGUE_FORMS: Record<CatalogueKind, CatalogueFormSpec> = {
  equipments: {
    fields: [
      nameField,
      description,
      number('efficiency', 'Efficiency (%)'),
      number('batchVolume', 'Batch Volume (L)'),
      number('batchTime', 'Batch Time (minutes)'),
      number('boilTime', 'Boil Time (minutes)'),
      number('boilTemperature', 'Boil Temperature (°C)'),
      // SPEC §2.5 labels it in litres; the pre-boil volume formula reads it per hour of boil.
      { ...number('boilOff', 'Boil Off (L)'), hint: 'Litres boiled off per hour of boil.' },
      number('trubLoss', 'Trub Loss (L)'),
      number('deadSpace', 'Dead Space (L)'),
    ],
    defaults: {},
  },
  fermentables: {
    fields: [
      nameField,
      text('supplier', 'Supplier'),
      description,
      select('type', 'Type', FERMENTABLE_TYPES),
      number('ebc', 'Color Degree (EBC)'),
      number('potentialExtract', 'Potential Extract (SG)'),
    ],
    defaults: { type: 'Base' },
  },
  hops: {
    fields: [
      nameField,
      text('supplier', 'Supplier'),
      description,
      text('countryOfOrigin', 'Country of Origin'),
      select('type', 'Type', HOP_TYPES, { emptyOption: 'Not specified' }),
      select('useType', 'Use Type', HOP_USE_TYPES, {
        placeholderOption: HOP_FORM_DEFAULT_USE_TYPE,
        hint: `${HOP_FORM_DEFAULT_USE_TYPE} is only the starting value: choose Aroma, Bittering or Dual-purpose.`,
      }),
      number('alphaAcidContent', 'Alpha Acid (%)'),
      number('betaAcidContent', 'Beta Acid (%)'),
    ],
    defaults: { type: 'Pellet', useType: HOP_FORM_DEFAULT_USE_TYPE },
  },
  miscs: {
    fields: [nameField, description, select('type', 'Type', MISC_TYPES)],
    defaults: { type: 'Flavor' },
    hidden: ['supplier', 'countryOfOrigin', 'useType'],
  },
  yeasts: {
    fields: [
      nameField,
      text('manufacturer', 'Manufacturer'),
      description,
      number('attenuation', 'Attenuation (%)'),
      select('type', 'Type', YEAST_TYPES),
      select('form', 'Form', YEAST_FORMS),
      select('flocculation', 'Flocculation', YEAST_FLOCCULATIONS),
      text('flavorProfile', 'Flavor Profile'),
      text('temperatureRange', 'Temperature Range'),
      text('alcoholTolerance', 'Alcohol Tolerance'),
    ],
    defaults: { type: 'Ale', form: 'Dry', flocculation: 'Low' },
  },
};

/** Form values (all strings) for a record or a new item: a zero stays "0", a missing value becomes "". */
export function formValues(
  spec: CatalogueFormSpec,
  record?: Record<string, unknown>,
): Record<string, string> {
  const names = [...spec.fields.map((field) => field.name), ...(spec.hidden ?? [])];
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = record ? record[name] : spec.defaults[name];
    values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}
