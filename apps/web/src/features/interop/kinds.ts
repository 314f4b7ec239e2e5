// The words the import and export controls use for each kind of record.
import type { InteropKind } from './interop-api';

/** Singular and plural nouns of each kind, for buttons, counts and toasts. */
export const INTEROP_WORDS: Record<InteropKind, { one: string; many: string }> = {
  recipes: { one: 'recipe', many: 'recipes' },
  equipments: { one: 'equipment profile', many: 'equipment profiles' },
  fermentables: { one: 'fermentable', many: 'fermentables' },
  hops: { one: 'hop', many: 'hops' },
  miscs: { one: 'misc', many: 'miscs' },
  yeasts: { one: 'yeast', many: 'yeasts' },
  waters: { one: 'water profile', many: 'water profiles' },
};

/** "1 recipe", "3 hops". */
export function countOf(kind: InteropKind, n: number): string {
  const words = INTEROP_WORDS[kind];
  return `${n} ${n === 1 ? words.one : words.many}`;
}
