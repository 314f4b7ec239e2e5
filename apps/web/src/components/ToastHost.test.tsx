// Toasts stay top-right below the page's headers (never over Save, Cancel or Menu) and at most three
// show at once; the rest wait their turn.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '../lib/notify';
import { TOAST_GAP_PX } from '../lib/use-header-clearance';
import { Button } from './Button';
import { PageHeader } from './PageHeader';
import { ToastHost } from './ToastHost';

function container(): HTMLElement | null {
  return document.querySelector('.Toastify__toast-container');
}

describe('toasts', () => {
  afterEach(async () => {
    const { loadToasts } = await import('../lib/notify');
    (await loadToasts()).toast.dismiss();
  });

  it('start below the page header and its buttons', async () => {
    render(
      <>
        <PageHeader title="Update Recipe" actions={<Button>Save</Button>} />
        <ToastHost />
      </>,
    );
    // The test DOM has no layout: the header reports where a browser would put it (its bottom at 96 px).
    const header = screen.getByRole('banner');
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 32, 1000, 64));
    act(() => notifyError('Style is required'));
    expect(await screen.findByText('Style is required')).toBeInTheDocument();
    await waitFor(() => expect(container()).toHaveStyle({ top: `${96 + TOAST_GAP_PX}px` }));
  });

  it('shows at most three at a time', async () => {
    render(<ToastHost />);
    act(() => {
      for (const message of ['One', 'Two', 'Three', 'Four', 'Five']) notifyError(message);
    });
    expect(await screen.findByText('Three')).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(3);
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
  });
});
