// Field builders shared by every schema: numbers from form inputs, trimmed texts, option lists.
import { z } from 'zod';

/** The numeric text a form input may hold; a comma counts as the decimal point. */
const NUMERIC_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Form inputs send numbers or numeric strings. '', blank text, null, undefined and NaN count as
 * missing (undefined); numeric text becomes a number; anything else is passed on so that z.number()
 * rejects it with the field's "must be a number" message.
 */
export function toNumberOrMissing(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return NUMERIC_TEXT.test(text) ? Number(text.replace(',', '.')) : value;
  }
  return value;
}

/** Messages of a numeric field: `required` when missing, `type` when not a number. */
export interface NumberMessages {
  required: string;
  type: string;
}

type NumberRules = (schema: z.ZodNumber) => z.ZodNumber;

/** A required number; `rules` adds the range checks with their messages. */
export function requiredNumber(messages: NumberMessages, rules: NumberRules = (s) => s) {
  return z.preprocess(
    toNumberOrMissing,
    rules(z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.type) })),
  );
}

/** A number that may be left empty (null); `rules` adds the range checks with their messages. */
export function nullableNumber(typeMessage: string, rules: NumberRules = (s) => s) {
  return z.preprocess(
    (value) => toNumberOrMissing(value) ?? null,
    rules(z.number({ error: typeMessage })).nullable(),
  );
}

/** A number that may be left out, then taking `fallback` (for example a dead space of 0 L). */
export function defaultedNumber(typeMessage: string, fallback: number, rules: NumberRules = (s) => s) {
  return z.preprocess(
    (value) => toNumberOrMissing(value) ?? fallback,
    rules(z.number({ error: typeMessage })),
  );
}

/**
 * Drops NUL characters from text: PostgreSQL cannot store them, so a pasted one would otherwise turn
 * valid input into a server error.
 */
export function withoutNul(value: unknown): unknown {
  return typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
}

/** A required text, trimmed; blank gives `required`, and over `max` characters `tooLong`. */
export function requiredText(required: string, max: number, tooLong: string) {
  return z.preprocess(
    (value) => withoutNul(value ?? ''),
    z.string({ error: required }).trim().min(1, required).max(max, tooLong),
  );
}

/** An optional text, trimmed; blank, null or absent becomes null; over `max` characters gives `tooLong`. */
export function nullableText(max: number, tooLong: string, typeMessage = 'Must be a text.') {
  return z.preprocess((value) => {
    const text = withoutNul(value);
    return text === undefined || text === null || (typeof text === 'string' && text.trim() === '')
      ? null
      : text;
  }, z.string({ error: typeMessage }).trim().max(max, tooLong).nullable());
}

/** One of `values`; missing or blank gives `required` (defaults to `invalid`), anything else `invalid`. */
export function requiredOption<const T extends readonly [string, ...string[]]>(
  values: T,
  invalid: string,
  required: string = invalid,
) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(values, { error: (issue) => (issue.input === undefined ? required : invalid) }),
  );
}

/** One of `values` or null (missing or blank); anything else gives `invalid`. */
export function nullableOption<const T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z.enum(values, { error: invalid }).nullable(),
  );
}

/** Every message of a failed parse, in the order of the fields (SPEC §5: modals toast them all). */
export function validationMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}

/** The first message of a failed parse, the one a form toasts; "Validation error." if none. */
export function firstValidationMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Validation error.';
}
