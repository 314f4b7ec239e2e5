// Steps the recipe screen tests take with its dialogs: open a row's update dialog, press Save.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Presses Edit on the ingredient row named `row` and waits for the dialog titled `title`. */
export async function openUpdateDialog(user: UserEvent, row: string, title: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: `Edit ${row}` }));
  return screen.findByRole('dialog', { name: title });
}

/** Presses the dialog's Save button. */
export function saveDialog(user: UserEvent, dialog: HTMLElement): Promise<void> {
  return user.click(within(dialog).getByRole('button', { name: 'Save' }));
}
