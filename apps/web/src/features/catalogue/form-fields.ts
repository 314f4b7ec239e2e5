// The field description of each catalogue form (SPEC §2.5): order, labels with units, control type,
// options and the defaults of a new item, read from the core's kind descriptions. The one generic form
// screen renders from this. Volumes, temperatures and colours are labelled and shown in the user's
// display units (core's catalogue-kinds/display.ts); the default units give SPEC's forms exactly.
import {
  CATALOGUE_DESCRIPTIONS,
  type CatalogueField,
  type CatalogueKind,
  type CatalogueKindDescription,
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  displayedFieldLabel,
  type FieldInput,
  toFormValue,
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
  /** What a technical field means: an info button beside the label. */
  help?: string;
}

/** The fields of a kind's form plus values of a new item; `hidden` are kept from the record but not edited. */
export interface CatalogueFormSpec {
  fields: FormFieldSpec[];
  defaults: Record<string, string>;
  hidden?: string[];
}

/** A kind's form, read from its core description: the visible fields in screen order and the hidden ones. */
function formSpec(kind: CatalogueKind, units: DisplayUnits): CatalogueFormSpec {
  const description: CatalogueKindDescription = CATALOGUE_DESCRIPTIONS[kind];
  const fields = description.formOrder.map((name): FormFieldSpec => {
    const field = description.fields[name]!;
    return {
      name,
      label: displayedFieldLabel(field, units),
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
      ...(field.help ? { help: field.help } : {}),
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

const specs = new Map<string, CatalogueFormSpec>();

/** The form of a catalogue kind for a user's display units (one object per kind and units). */
export function catalogueFormSpec(
  kind: CatalogueKind,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): CatalogueFormSpec {
  const key = `${kind}:${units.volume}:${units.temperature}:${units.color}:${units.gravity}`;
  let spec = specs.get(key);
  if (!spec) {
    spec = formSpec(kind, units);
    specs.set(key, spec);
  }
  return spec;
}

/**
 * Form values (all strings) of a kind for a record or a new item: a zero stays "0", a missing value
 * becomes ""; volumes, temperatures and colours in the user's units.
 */
export function formValues(
  kind: CatalogueKind,
  record?: Record<string, unknown>,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): Record<string, string> {
  const spec = catalogueFormSpec(kind, units);
  const fields: Record<string, CatalogueField> = CATALOGUE_DESCRIPTIONS[kind].fields;
  const names = [...spec.fields.map((field) => field.name), ...(spec.hidden ?? [])];
  const values: Record<string, string> = {};
  for (const name of names) {
    values[name] = toFormValue(fields[name]!, record ? record[name] : fields[name]!.default, units);
  }
  return values;
}
