// Two recipes side by side (issue 36): two versions of one recipe, or two recipes. Ingredients pair as
// ingredient-alignment.ts pairs them (by id only within one recipe's history), mash and fermentation steps
// by position, and each pair says which of its fields differ, so a screen can highlight them.

import { INGREDIENT_LISTS } from '../recipe-ingredients';
import type { IngredientListKey } from '../recipe-ingredients/ingredient';
import { type AlignedIngredient, alignIngredients } from './ingredient-alignment';
import type { RecipeContent } from './recipe-content';

/** A pair of anything compared, with the fields that differ (every field when one side is missing). */
export interface ComparedPair<T> {
  a: T | null;
  b: T | null;
  differs: readonly string[];
}

/** The recipe's own fields and equipment figures shown as rows of the comparison. */
export const COMPARED_FIELDS = ['name', 'style', 'type', 'author', 'description', 'notes'] as const;
export const COMPARED_EQUIPMENT = [
  'name',
  'batchVolume',
  'boilTime',
  'efficiency',
  'boilOff',
  'trubLoss',
  'deadSpace',
] as const;

export interface RecipeComparison {
  fields: readonly (typeof COMPARED_FIELDS)[number][];
  equipment: readonly (typeof COMPARED_EQUIPMENT)[number][];
  ingredients: Record<IngredientListKey, ComparedPair<Record<string, unknown>>[]>;
  mashSteps: ComparedPair<Record<string, unknown>>[];
  fermentationSteps: ComparedPair<Record<string, unknown>>[];
  water: boolean;
}

/** Fields no brewer compares: ids and the link to a catalogue item. */
const IGNORED = new Set(['id', 'itemId']);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `a` and `b` that differ. */
function differing(a: Record<string, unknown> | null, b: Record<string, unknown> | null): string[] {
  const fields = Object.keys({ ...a, ...b }).filter((field) => !IGNORED.has(field));
  if (!a || !b) return fields;
  return fields.filter((field) => !same(a[field], b[field]));
}

function pairsOf<T extends Record<string, unknown>>(
  pairs: readonly (readonly [T | null, T | null])[],
): ComparedPair<T>[] {
  return pairs.map(([a, b]) => ({ a, b, differs: differing(a, b) }));
}

function byPosition<T>(a: readonly T[], b: readonly T[]): (readonly [T | null, T | null])[] {
  return Array.from(
    { length: Math.max(a.length, b.length) },
    (_, i) => [a[i] ?? null, b[i] ?? null] as const,
  );
}

/**
 * `a` and `b` compared; `sameRecipe` when they are versions of one recipe, so an ingredient renamed
 * between them still pairs with itself.
 */
export function compareRecipes(a: RecipeContent, b: RecipeContent, sameRecipe: boolean): RecipeComparison {
  const ingredients = {} as RecipeComparison['ingredients'];
  for (const list of INGREDIENT_LISTS) {
    const before = a[list] as unknown as (AlignedIngredient & Record<string, unknown>)[];
    const after = b[list] as unknown as (AlignedIngredient & Record<string, unknown>)[];
    // In a's order, as a reader reads left to right.
    const pairs = alignIngredients(after, before, sameRecipe).map(
      ([fromB, fromA]) => [fromA, fromB] as const,
    );
    ingredients[list] = pairsOf(pairs);
  }
  const ea = a.recipeEquipment as unknown as Record<string, unknown>;
  const eb = b.recipeEquipment as unknown as Record<string, unknown>;
  return {
    fields: COMPARED_FIELDS.filter((field) => !same(a[field], b[field])),
    equipment: COMPARED_EQUIPMENT.filter((field) => !same(ea[field], eb[field])),
    ingredients,
    mashSteps: pairsOf(byPosition(a.mashSteps, b.mashSteps) as never),
    fermentationSteps: pairsOf(byPosition(a.fermentationSteps, b.fermentationSteps) as never),
    water: !same(a.water, b.water),
  };
}
