// Test helper for the schema tests: the messages a schema gives for a value.
import type { z } from 'zod';
import { validationMessages } from './fields';

/** The validation messages `schema` gives for `value`; [] when it passes. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : validationMessages(result.error);
}
