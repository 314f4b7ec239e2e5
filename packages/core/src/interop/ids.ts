// Fresh ids for imported ingredients and mash steps: private copies inside the recipe, like the editor's.

/** A random v4 UUID. */
export function newId(): string {
  return crypto.randomUUID();
}
