// The connectivity indicator: "Offline" while the browser has no connection, "Back online" for a moment
// once it returns, nothing otherwise.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionStatus } from './ConnectionStatus';
import { BACK_ONLINE_MS } from './use-connection-state';

/** Sets navigator.onLine and sends the event the browser sends with it. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('ConnectionStatus', () => {
  it('says nothing online, Offline without a connection, Back online for a moment once it returns', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<ConnectionStatus />);
      const status = screen.getByRole('status', { name: 'Connection' });
      expect(status).toHaveTextContent(/^$/);
      goOnline(false);
      expect(status).toHaveTextContent(/^Offline$/);
      goOnline(true);
      expect(status).toHaveTextContent(/^Back online$/);
      act(() => {
        vi.advanceTimersByTime(BACK_ONLINE_MS);
      });
      expect(status).toHaveTextContent(/^$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Offline at once on a page loaded without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionStatus />);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent(/^Offline$/);
  });
});
