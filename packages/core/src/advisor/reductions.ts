// How to bring a figure down by taking ingredients away, never more of one than the recipe holds: the
// strongest ingredient per gram goes first (or the one the caller ranks first); when leaving all of it out is not enough, the next follows.

import type { BrewerUnits } from '../quantities';
import { adviceAmountDown } from './advice-wording';

/** An ingredient that can be reduced, with what one gram of it adds to the figure. */
export interface Reducible {
  name: string;
  /** Grams in the recipe. */
  present: number;
  /** The figure's increase per gram. */
  perGram: number;
  /** What identifies it in the advice, e.g. "900 EBC". */
  detail: string;
  /** Which goes first (higher first); the strongest per gram when not given. */
  priority?: number;
}

/** One reduction: `grams` less of an ingredient holding `present` grams (grams <= present). */
export interface Reduction {
  name: string;
  grams: number;
  present: number;
  detail: string;
}

/** The reductions that take `excess` off the figure, and what is left when all of them are not enough. */
export function reduceBy(
  excess: number,
  items: readonly Reducible[],
): { reductions: Reduction[]; left: number } {
  const usable = items
    .filter((item) => item.present > 0 && item.perGram > 0 && Number.isFinite(item.perGram))
    .sort((a, b) => (b.priority ?? b.perGram) - (a.priority ?? a.perGram));
  const reductions: Reduction[] = [];
  let left = excess;
  for (const item of usable) {
    if (left <= 1e-9) break;
    const grams = Math.min(item.present, left / item.perGram);
    reductions.push({ name: item.name, grams, present: item.present, detail: item.detail });
    left -= grams * item.perGram;
  }
  return { reductions, left: Math.max(0, left) };
}

/** One reduction in words: all of an ingredient, or an amount less of it with what the recipe holds. */
export function describeReduction(reduction: Reduction, units?: BrewerUnits): string {
  const { name, grams, present, detail } = reduction;
  const amount = (value: number) => adviceAmountDown(value, units);
  if (amount(grams) === amount(present)) return `leave out all ${amount(present)} of ${name} (${detail})`;
  return `use about ${amount(grams)} less of ${name} (${detail}; ${amount(present)} in the recipe)`;
}

/** The reductions as one clause, saying when leaving out the first entirely is not enough. */
export function describeReductions(reductions: readonly Reduction[], units?: BrewerUnits): string {
  const [first, ...rest] = reductions;
  if (!first) return '';
  const describe = (reduction: Reduction) => describeReduction(reduction, units);
  if (rest.length === 0) return describe(first);
  return `${describe(first)}, which alone is not enough, and ${rest.map(describe).join(', then ')}`;
}
