// Which recipe field a validation message belongs to: the recipe schema's issue paths mapped to the
// ids of the screen's inputs, in the order the screen shows them (the first is focused on Save). The Water
// section's inputs (water/water-field-ids.ts) sit between the process fields and the notes.
import { type WaterFieldId, waterFieldIdOf } from './water/water-field-ids';

/** Ids of the recipe screen's own inputs, in screen order. */
export const RECIPE_FIELD_IDS = [
  'recipe-name',
  'recipe-author',
  'recipe-style',
  'recipe-type',
  'recipe-description',
  'recipe-equipment',
  'recipe-batch-volume',
  'recipe-batch-time',
  'recipe-efficiency',
  'recipe-boil-time',
  'recipe-notes',
] as const;

/** One of the recipe screen's input ids, the Water section's included. */
export type RecipeFieldId = (typeof RECIPE_FIELD_IDS)[number] | WaterFieldId;

/** A message per field id (the first the schema reports for it). */
export type RecipeFieldErrors = Partial<Record<RecipeFieldId, string>>;

const TOP_LEVEL: Record<string, RecipeFieldId> = {
  name: 'recipe-name',
  author: 'recipe-author',
  style: 'recipe-style',
  type: 'recipe-type',
  description: 'recipe-description',
  notes: 'recipe-notes',
  batchTime: 'recipe-batch-time',
};
const EQUIPMENT: Record<string, RecipeFieldId> = {
  name: 'recipe-equipment',
  batchVolume: 'recipe-batch-volume',
  batchTime: 'recipe-batch-time',
  efficiency: 'recipe-efficiency',
  boilTime: 'recipe-boil-time',
};

/** The input a schema issue at `path` belongs to; undefined for ingredient issues (toasted only). */
export function fieldIdOf(path: readonly PropertyKey[]): RecipeFieldId | undefined {
  const [first, second] = path;
  if (first === 'water') return waterFieldIdOf(path.slice(1));
  if (first === 'recipeEquipment') return typeof second === 'string' ? EQUIPMENT[second] : undefined;
  return typeof first === 'string' ? TOP_LEVEL[first] : undefined;
}

/** The first message per field of the given schema issues. */
export function recipeFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): RecipeFieldErrors {
  const errors: RecipeFieldErrors = {};
  for (const issue of issues) {
    const id = fieldIdOf(issue.path);
    if (id && errors[id] === undefined) errors[id] = issue.message;
  }
  return errors;
}

/** The first field on screen that has an error, if any (the water's in the order their issues came). */
export function firstInvalidField(errors: RecipeFieldErrors): RecipeFieldId | undefined {
  const water = Object.keys(errors).filter((id): id is WaterFieldId => id.startsWith('water-'));
  const [notes] = RECIPE_FIELD_IDS.slice(-1);
  const order: RecipeFieldId[] = [...RECIPE_FIELD_IDS.slice(0, -1), ...water, ...(notes ? [notes] : [])];
  return order.find((id) => errors[id] !== undefined);
}
