// Glue between react-hook-form and the core's zod schemas, so every form shows the SPEC §5 messages
// that live once in @wortsmith/core.
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
  return zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<
    TValues,
    unknown,
    TOutput
  >;
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
