// A long fermentable list (the stub API serves it a page at a time) for the list tests and the list bench.
import type { Fermentable } from '@wortsmith/core';
import { buildFermentable } from './fixtures';

/** `count` fermentables named "Malt 0000" on, every other one the user's own, each with a long description. */
export function longFermentableList(count: number): Fermentable[] {
  return Array.from({ length: count }, (_, i) =>
    buildFermentable({
      id: `f${i}`,
      userId: i % 2 ? 'user-1' : buildFermentable().userId,
      name: `Malt ${String(i).padStart(4, '0')}`,
      description: 'A malt with a long description that goes on about bread, biscuits and honey. '.repeat(3),
    }),
  );
}
