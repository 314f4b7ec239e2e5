// Reading untyped JSON values safely: objects, lists of objects, trimmed texts.

/** A JSON object. */
export type JsonObject = { [key: string]: unknown };

/** The value as an object, or undefined. */
export function object(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

/** The objects of a list (anything else dropped). */
export function list(value: unknown): JsonObject[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const found = object(item);
    return found ? [found] : [];
  });
}

/** A trimmed text, or null when blank or not text. */
export function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
