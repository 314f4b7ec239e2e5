// Typing into fields as a user does, for the screen tests.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types each value into the field with that label, in order (waiting for each field to be shown). */
export async function fillIn(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(await screen.findByLabelText(label), value);
  }
}

/** Replaces what a field holds: clears it, then types `value`. */
export async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
}
