// Glue between react-hook-form and the core's zod schemas, so every form shows the SPEC §5 messages
// that live once in @wortsmith/core: a resolver for a schema as it is, and one for a check that reads the
// typed values first (quantities in the brewer's units) and then asks the schema.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod 4 schema the resolver needs (zod itself is a dependency of the core, not of the web). */
interface ZodSchemaLike {
  _zod: { input: unknown; output: unknown };
}

/**
 * A resolver for a core schema. The core schemas take form strings through z.preprocess, so their zod
 * input type is `unknown`; the form's own value type (all strings) is the accurate one, hence the cast.
 */
export function schemaResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: ZodSchemaLike,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as { _zod: { input: TValues; output: TOutput } });
}

/** The first message in an error or in the errors nested under it (a group's or a list's fields). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/** The message at `path` ("pitch.packs.0.amount") of a form's nested errors, if any. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let at: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  const message = (at as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The first error message in `order` (the form's field order), for the error toast of SPEC §5. */
export function firstFormError(errors: FieldErrors, order: readonly string[]): string | undefined {
  for (const name of order) {
    const message = firstMessage(errors[name]);
    if (message) return message;
  }
  return firstMessage(errors);
}

/** What a form check finds: the body to send, or the first message of each field (dotted when nested) that is wrong. */
export type FormCheck<TOutput> = { ok: true; body: TOutput } | { ok: false; errors: Record<string, string> };

/** The first message of each top-level field that schema issues name (in issue order). */
export function fieldMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const name = String(path[0] ?? 'root');
    errors[name] ??= message;
  }
  return errors;
}

/**
 * react-hook-form's errors of `messages` keyed by field name; a dotted name ("pitch.packs.0.amount")
 * nests as the form's values do, a number making a list.
 */
function nestedErrors(messages: Record<string, string>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(messages)) {
    const path = name.split('.');
    let at = errors;
    path.slice(0, -1).forEach((key, i) => {
      at[key] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      at = at[key] as Record<string, unknown>;
    });
    at[path.at(-1)!] = { type: 'validate', message };
  }
  return errors;
}

/** A resolver for a form whose values `check` turns into its body or into messages per field. */
export function checkResolver<TValues extends FieldValues, TOutput>(
  check: (values: TValues) => FormCheck<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = check(values);
    if (result.ok) return { values: result.body, errors: {} };
    return { values: {}, errors: nestedErrors(result.errors) as FieldErrors<TValues> };
  };
}
