// Which ingredient of one recipe is which of another (issue 36), for a version's changes and for a
// side-by-side comparison. Within one recipe's history an ingredient keeps its client id across saves, so
// ids pair first; between two recipes (or an ingredient deleted and added again) the same name at the same
// stage pairs next (a hop's boil, whirlpool and dry-hop additions are different additions), then the same
// name; what is left is added or removed. Names compare trimmed and case-insensitively.

/** What the alignment reads of an ingredient. */
export interface AlignedIngredient {
  id: string;
  name: string;
  usageStage?: string | null;
  use?: string | null;
}

/** A pair of ingredients, one side null where the other recipe has no counterpart. */
export type IngredientPair<T> = readonly [T | null, T | null];

const nameKey = (item: AlignedIngredient) => item.name.trim().toLowerCase();
const stageKey = (item: AlignedIngredient) => `${nameKey(item)}\u0000${item.usageStage ?? item.use ?? ''}`;

/**
 * The ingredients of `before` and `after` paired: in `after`'s order, each followed by nothing new; the
 * ingredients only `before` has come last, in their own order.
 */
export function alignIngredients<T extends AlignedIngredient>(
  before: readonly T[],
  after: readonly T[],
  byId = true,
): IngredientPair<T>[] {
  const unpaired = new Set(before);
  const partner = new Map<T, T>();
  const keys: ((item: T) => string)[] = [(item) => stageKey(item), (item) => nameKey(item)];
  if (byId) keys.unshift((item) => item.id);
  for (const key of keys) {
    for (const item of after) {
      if (partner.has(item)) continue;
      const match = [...unpaired].find((candidate) => key(candidate) === key(item));
      if (match) {
        partner.set(item, match);
        unpaired.delete(match);
      }
    }
  }
  const pairs: IngredientPair<T>[] = after.map((item) => [partner.get(item) ?? null, item] as const);
  for (const item of before) if (unpaired.has(item)) pairs.push([item, null]);
  return pairs;
}
