// A long fermentable list (the stub API serves it a page at a time) for the list tests and the list bench,
// and scrolling through its pages.
import { screen, waitFor } from '@testing-library/react';
import type { Fermentable } from '@wortsmith/core';
import { expect } from 'vitest';
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

/**
 * Scrolls on towards `row` with `scrollTo`, a row further and back each time as a brewer's scrolling moves,
 * until `drawn()`: a scroll near the end of the rows read asks for one more page, and the next scroll waits
 * until that page is in ("Load more" gone, or no longer busy).
 */
export async function scrollOnUntil(scrollTo: (row: number) => void, row: number, drawn: () => boolean) {
  for (let step = 0; !drawn(); step++) {
    scrollTo(row - 1 + (step % 2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more', busy: true })).toBeNull());
  }
}
