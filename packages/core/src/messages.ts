// Messages the server sends and the web shows alike, written once.

/** "Equipment deleted successfully.": the answer to a delete of any catalogue item, recipe, batch or reading (SPEC §8). */
export function deletedMessage(label: string): string {
  return `${label} deleted successfully.`;
}

/** What the advice says when the recipe has no usable style or nothing to go on (SPEC §8). */
export const RECIPE_DATA_INVALID = 'Recipe data is missing or invalid.';
