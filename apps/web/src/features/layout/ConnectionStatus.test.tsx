// The connectivity indicator: "Offline" while the browser has no connection, "Back online" for a moment
// once it returns, nothing otherwise.

import { act, render, screen } from '@testing-library/react';
import { EMPTY_BREW_SESSION } from '@wortsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { enqueue, outboxEntries, updateEntry } from '../batches/outbox';
import { countOutbox } from '../batches/outbox-sending';
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

  it('counts the brew-day changes waiting while offline, and says when one needs a choice', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionStatus />);
    const status = screen.getByRole('status', { name: 'Connection' });
    await act(async () => {
      await enqueue('c1', {
        kind: 'brewSession',
        batchId: 'b1',
        body: { ...EMPTY_BREW_SESSION, version: 0 },
      });
      await countOutbox('c1');
    });
    expect(status).toHaveTextContent(/^Offline · 1 change waiting$/);
    const [entry] = await outboxEntries('c1');
    await act(async () => {
      await updateEntry('c1', entry!.id, { ...entry!, conflict: true });
      await countOutbox('c1');
    });
    goOnline(true);
    expect(status).toHaveTextContent(/^A change needs your choice$/);
    await act(async () => {
      await updateEntry('c1', entry!.id, null);
      await countOutbox('c1');
    });
  });
});
