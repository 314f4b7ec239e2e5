// Building BeerJSON objects for the writers: {unit, value} quantities, absent values dropped, and the
// `wortsmith` extension object left out when it holds nothing.

/** A JSON object being written. */
export type Json = { [key: string]: unknown };

/** Drops absent values. */
export function compact(fields: Json): Json {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** A BeerJSON quantity. */
export const q = (unit: string, value: number) => ({ unit, value });

/** A quantity, or null (left out) when there is no value. */
export const qOrNull = (unit: string, value: number | null | undefined) =>
  value === null || value === undefined ? null : q(unit, value);

/** The extension object, left out when empty. */
export function extension(fields: Json): Json | null {
  const kept = compact(fields);
  return Object.keys(kept).length > 0 ? kept : null;
}
