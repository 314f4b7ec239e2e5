// How one catalogue field is described: its form label and unit, its control, its rule (a zod schema
// with the SPEC §5 messages), its limits and a new item's default. Kinds are built from these.
//
// Messages follow one voice where SPEC §5 gives only a rule: texts "<Subject> must not be empty." and
// "<Subject> must be at most N characters long."; numbers "<Subject> is required.", "<Subject> must be a
// number." and "<Subject> cannot be negative."; the subject is the label in sentence case unless given.
import type { z } from 'zod';
import type { Quantity } from '../display-units';
import {
  nullableNumber,
  nullableOption,
  nullableText,
  requiredNumber,
  requiredOption,
  requiredText,
} from '../schemas/fields';

/** The control a form shows for a field. */
export type FieldInput = 'text' | 'textarea' | 'number' | 'select';

/** What every field description carries. */
interface FieldBase<S extends z.ZodType> {
  /** The form label without its unit, e.g. "Batch Volume". */
  label: string;
  /** Shown after the label in brackets and beside the value, e.g. "L". */
  unit?: string;
  input: FieldInput;
  /** Validates the form value or API body value and gives the stored value. */
  schema: S;
  /** Whether the value can be missing (null). */
  nullable: boolean;
  /** The value a new item's form starts with. */
  default?: string | number;
  /** Kept from the record on save but not on the form. */
  hidden?: boolean;
  /** A line under the control while the form can be edited. */
  hint?: string;
  /** What a technical field means, in a sentence or two: the form's info button beside the label. */
  help?: string;
}

/** A text field: `max` characters at most. */
export interface TextField<S extends z.ZodType = z.ZodType> extends FieldBase<S> {
  type: 'text';
  max: number;
}

/** A number field: `min` and `max` inclusive where given. */
export interface NumberField<S extends z.ZodType = z.ZodType> extends FieldBase<S> {
  type: 'number';
  min?: number;
  max?: number;
  /** A volume, temperature or colour: shown and typed in the user's unit (`display.ts`). */
  quantity?: Quantity;
  /** What the field was described with, to describe it again in another unit. */
  numberOptions: NumberOptions;
}

/** One of `options`. */
export interface OptionField<S extends z.ZodType = z.ZodType> extends FieldBase<S> {
  type: 'option';
  options: readonly [string, ...string[]];
  /** A choice for "no value" on a nullable option, e.g. "Not specified". */
  emptyOption?: string;
  /** A shown but unselectable first option (the hop form's "Boil", SPEC §2.5). */
  placeholderOption?: string;
}

/** Any field description. */
export type CatalogueField = TextField | NumberField | OptionField;

/** The form label with its unit: "Batch Volume (L)". */
export function fieldLabel(field: Pick<CatalogueField, 'label' | 'unit'>): string {
  return field.unit ? `${field.label} (${field.unit})` : field.label;
}

/** "Batch Volume" reads "Batch volume" in messages. */
const sentenceCase = (label: string) =>
  label
    .split(' ')
    .map((word, index) => (index === 0 ? word : word.toLowerCase()))
    .join(' ');

interface TextOptions {
  subject?: string;
  input?: 'textarea';
  hidden?: boolean;
}

/** What a required and an optional text field share. */
function textParts(label: string, max: number, options: TextOptions) {
  const subject = options.subject ?? sentenceCase(label);
  const description = {
    type: 'text' as const,
    label,
    max,
    input: options.input ?? ('text' as const),
    ...(options.hidden ? { hidden: true } : {}),
  };
  return { description, subject, tooLong: `${subject} must be at most ${max} characters long.` };
}

/** A required text field ("<Subject> must not be empty."). */
export function requiredTextField(label: string, max: number, options: TextOptions = {}) {
  const { description, subject, tooLong } = textParts(label, max, options);
  const schema = requiredText(`${subject} must not be empty.`, max, tooLong);
  return { ...description, nullable: false, schema } satisfies TextField;
}

/** A text field that may be left empty (null). */
export function textField(label: string, max: number, options: TextOptions = {}) {
  const { description, tooLong } = textParts(label, max, options);
  return { ...description, nullable: true, schema: nullableText(max, tooLong) } satisfies TextField;
}

/** Limits and messages of a number field; `tooSmall` defaults to "<Subject> cannot be negative.". */
export interface NumberOptions {
  label: string;
  unit?: string;
  /** The quantity whose canonical unit `unit` is (L, °C, EBC), when a user may choose another. */
  quantity?: Quantity;
  subject?: string;
  min?: number;
  max?: number;
  tooSmall?: string;
  tooLarge?: string;
  /** The "must be a number" message, when it differs from the usual one. */
  notANumber?: string;
  default?: number;
  hint?: string;
  help?: string;
}

function numberParts(options: NumberOptions) {
  const subject = options.subject ?? sentenceCase(options.label);
  const { min, max } = options;
  const rules = (n: z.ZodNumber) => {
    let ruled = n;
    if (min !== undefined) ruled = ruled.min(min, options.tooSmall ?? `${subject} cannot be negative.`);
    if (max !== undefined) ruled = ruled.max(max, options.tooLarge ?? `${subject} must be at most ${max}.`);
    return ruled;
  };
  const description = {
    type: 'number' as const,
    label: options.label,
    input: 'number' as const,
    ...(options.unit ? { unit: options.unit } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(options.default !== undefined ? { default: options.default } : {}),
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.help ? { help: options.help } : {}),
    ...(options.quantity ? { quantity: options.quantity } : {}),
    numberOptions: options,
  };
  return { subject, rules, description, notANumber: options.notANumber ?? `${subject} must be a number.` };
}

/** A required number field ("<Subject> is required." when empty). */
export function numberField(options: NumberOptions) {
  const { subject, rules, description, notANumber } = numberParts(options);
  return {
    ...description,
    nullable: false,
    schema: requiredNumber({ required: `${subject} is required.`, type: notANumber }, rules),
  } satisfies NumberField;
}

/** A number field that may be left empty (null). */
export function optionalNumberField(options: NumberOptions) {
  const { rules, description, notANumber } = numberParts(options);
  return { ...description, nullable: true, schema: nullableNumber(notANumber, rules) } satisfies NumberField;
}

interface OptionOptions {
  default?: string;
  emptyOption?: string;
  placeholderOption?: string;
  hint?: string;
  help?: string;
}

/** What a required and an optional option field share. */
function optionParts<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  options: OptionOptions,
) {
  return {
    type: 'option' as const,
    label,
    input: 'select' as const,
    options: values,
    ...(options.default !== undefined ? { default: options.default } : {}),
    ...(options.emptyOption ? { emptyOption: options.emptyOption } : {}),
    ...(options.placeholderOption ? { placeholderOption: options.placeholderOption } : {}),
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.help ? { help: options.help } : {}),
  };
}

/** One of `values`, required; `invalid` is the message whether missing or not in the list. */
export function optionField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  invalid: string,
  options: OptionOptions = {},
) {
  const schema = requiredOption(values, invalid);
  return { ...optionParts(label, values, options), nullable: false, schema } satisfies OptionField;
}

/** One of `values` or null. */
export function optionalOptionField<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  invalid: string,
  options: OptionOptions = {},
) {
  const schema = nullableOption(values, invalid);
  return { ...optionParts(label, values, options), nullable: true, schema } satisfies OptionField;
}
