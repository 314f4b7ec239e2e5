// Identifier checks done before a query, so a malformed id is a plain 404 rather than a database error.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID string. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
