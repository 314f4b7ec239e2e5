// Keyboard users get focus back on the control that opened a dialog, however the dialog closes.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';

/** A screen that mounts its dialog only while open, as the recipe and list screens do. */
function Screen({ kind }: { kind: 'modal' | 'confirm' }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Add Hop
      </button>
      {open && kind === 'modal' && (
        <Modal open onOpenChange={setOpen} title="Select a Hop">
          <input aria-label="Search" />
        </Modal>
      )}
      {open && kind === 'confirm' && (
        <ConfirmDialog
          open
          onOpenChange={setOpen}
          title="Are you sure?"
          text="Delete it?"
          onConfirm={() => setOpen(false)}
        />
      )}
    </main>
  );
}

describe('dialogs return focus to their opener', () => {
  it.each([
    ['Escape', '{Escape}'],
    ['the close button', null],
  ])('a modal closed with %s', async (_how, keys) => {
    const user = userEvent.setup();
    render(<Screen kind="modal" />);
    const opener = screen.getByRole('button', { name: 'Add Hop' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Select a Hop' })).toBeInTheDocument();
    if (keys) await user.keyboard(keys);
    else await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a confirmation answered with Cancel', async () => {
    const user = userEvent.setup();
    render(<Screen kind="confirm" />);
    const opener = screen.getByRole('button', { name: 'Add Hop' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
