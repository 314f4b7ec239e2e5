// The field description of each catalogue form (SPEC §2.5): order, labels with units, control type,
// options and the defaults of a new item, read from the core's kind descriptions. The one generic form
// screen renders from this.
import {
  CATALOGUE_DESCRIPTIONS,
  CATALOGUE_KINDS,
  type CatalogueKind,
  type CatalogueKindDescription,
  type FieldInput,
  fieldLabel,
} from '@wortsmith/core';

/** One form control. */
export interface FormFieldSpec {
  name: string;
  label: string;
  control: FieldInput;
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

/** A kind's form, read from its core description: the visible fields in screen order and the hidden ones. */
function formSpec(kind: CatalogueKind): CatalogueFormSpec {
  const description: CatalogueKindDescription = CATALOGUE_DESCRIPTIONS[kind];
  const fields = description.formOrder.map((name): FormFieldSpec => {
    const field = description.fields[name]!;
    return {
      name,
      label: fieldLabel(field),
      control: field.input,
      ...(field.type === 'option'
        ? {
            options: field.options,
            ...(field.placeholderOption ? { placeholderOption: field.placeholderOption } : {}),
            ...(field.emptyOption ? { emptyOption: field.emptyOption } : {}),
          }
        : {}),
      ...(field.input === 'textarea' ? { wide: true } : {}),
      ...(field.hint ? { hint: field.hint } : {}),
    };
  });
  const defaults: Record<string, string> = {};
  const hidden: string[] = [];
  for (const [name, field] of Object.entries(description.fields)) {
    if (field.default !== undefined) defaults[name] = String(field.default);
    if (field.hidden) hidden.push(name);
  }
  return { fields, defaults, ...(hidden.length > 0 ? { hidden } : {}) };
}

/** The form of every catalogue kind. */
export const CATALOGUE_FORMS = Object.fromEntries(
  CATALOGUE_KINDS.map((kind) => [kind, formSpec(kind)]),
) as Record<CatalogueKind, CatalogueFormSpec>;

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
