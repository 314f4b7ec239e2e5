// How one field of a recipe ingredient is described: how the API answers it, the rule of a recipe body
// (SPEC §5 "Recipe", messages verbatim), the Update modal's control and rule where it edits the field
// (SPEC §5 "Recipe update modals"), and the catalogue field it is copied from when the ingredient is
// added from the catalogue. The ingredient kinds are built from these (see ingredient.ts).
import type { z } from 'zod';
import { nullableText, requiredText } from '../schemas/fields';

/** A field's `catalogue` when it takes the item's identity rather than one of its fields. */
export const CATALOGUE_IDENTITY = '(identity)';

/** The control an Update modal shows for a field. */
export type UpdateInput = 'text' | 'number' | 'select';

/** The Update modal's view of a field. */
export interface UpdateControl {
  /** The label with its unit, e.g. "Boil time (min)". */
  label: string;
  input: UpdateInput;
  /** A select's choices (the field's `options` unless the modal offers others). */
  options?: readonly [string, ...string[]];
  /** The modal's rule where SPEC §5 gives the modal another than the recipe body's. */
  schema?: z.ZodType;
}

/** One field of a recipe ingredient. */
export interface IngredientField {
  /** What the API answers: a text, a number, one of `options`, or a figure the server computes. */
  answer: 'text' | 'number' | 'option' | 'computed';
  /** Whether the value may be null. */
  nullable: boolean;
  /** Whether recipes saved before the field existed may lack it (the body may leave it out too). */
  optional?: boolean;
  /** A text's most characters: imported texts are cut to it. */
  max?: number;
  /** The values an option may take. */
  options?: readonly [string, ...string[]];
  /** The rule a recipe body applies. */
  schema: z.ZodType;
  /** How the Update modal edits it; absent when the modal does not. */
  update?: UpdateControl;
  /** The catalogue item's field it is copied from when the ingredient is added from the catalogue. */
  catalogue?: string;
  /** The value an ingredient added from the catalogue starts with when no catalogue field gives one. */
  initial?: unknown;
}

/** What a field description may say beyond its rule. */
interface Extras {
  optional?: boolean;
  update?: UpdateControl;
  catalogue?: string;
  initial?: unknown;
}

/** A text that may be left empty (null), at most `max` characters ("<Subject> must be at most N characters long"). */
export function optionalTextField<const E extends Extras = Record<never, never>>(
  subject: string,
  max: number,
  extras?: E,
) {
  const schema = nullableText(max, `${subject} must be at most ${max} characters long`);
  return { answer: 'text' as const, nullable: true as const, max, ...(extras as E), schema };
}

/** A required text ("<required>" when blank). */
export function textField<const E extends Extras = Record<never, never>>(
  subject: string,
  max: number,
  required: string,
  extras?: E,
) {
  const schema = requiredText(required, max, `${subject} must be at most ${max} characters long`);
  return { answer: 'text' as const, nullable: false as const, max, ...(extras as E), schema };
}

/** A number, required or nullable as its rule says. */
export function numberField<
  S extends z.ZodType,
  N extends boolean,
  const E extends Extras = Record<never, never>,
>(schema: S, nullable: N, extras?: E) {
  return { answer: 'number' as const, nullable, ...(extras as E), schema };
}

/**
 * One of `options`, answered as that list (`answer: 'text'` when the recipe keeps values the modal does
 * not offer, as a yeast's form).
 */
export function optionField<
  const T extends readonly [string, ...string[]],
  S extends z.ZodType,
  N extends boolean,
  const E extends Extras & { answer?: 'text' } = Record<never, never>,
>(options: T, schema: S, nullable: N, extras?: E) {
  const answer = (extras?.answer ?? 'option') as E extends { answer: 'text' } ? 'text' : 'option';
  return { nullable, options, ...(extras as E), answer, schema };
}

/** A figure the server computes on save and answers (optional on input). */
export function computedField<S extends z.ZodType>(schema: S) {
  return { answer: 'computed' as const, nullable: false as const, schema, initial: 0 };
}
