// Fresh ids for imported ingredients, mash and fermentation steps: private copies inside the recipe,
// like the editor's.

/** A random v4 UUID. */
export function newId(): string {
  return crypto.randomUUID();
}
