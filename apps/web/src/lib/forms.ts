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

/** The first error message in `order` (the form's field order), for the error toast of SPEC §5. */
export function firstFormError(errors: FieldErrors, order: readonly string[]): string | undefined {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return undefined;
}

/** What a form check finds: the body to send, or the first message of each field that is wrong. */
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

/** A resolver for a form whose values `check` turns into its body or into messages per field. */
export function checkResolver<TValues extends FieldValues, TOutput>(
  check: (values: TValues) => FormCheck<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = check(values);
    if (result.ok) return { values: result.body, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, message]) => [name, { type: 'validate', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
