// What the signed-in layout says about the connection and the changes made on brew day: offline (with
// the changes waiting), saving them, a change that needs the brewer's choice, back online or all saved
// for a moment, or nothing to say. The browser's online/offline events and the outbox (batches/outbox-sending.ts) are
// the sources.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useOutboxState } from '../batches/outbox-sending';

/** The connection as the layout shows it. */
export type ConnectionState = 'online' | 'offline' | 'back-online' | 'syncing' | 'synced' | 'conflict';

/** How long "Back online" stays after the connection returns. */
export const BACK_ONLINE_MS = 4000;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection; re-renders when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** True for BACK_ONLINE_MS each time `count` goes up (it starts at 0: nothing yet). */
function useMoment(count: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (count === 0) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [count]);
  return shown;
}

/** The connection state and the changes waiting; "back-online" and "synced" last BACK_ONLINE_MS. */
export function useConnectionState(): { state: ConnectionState; pending: number } {
  const online = useOnline();
  const outbox = useOutboxState();
  const wasOffline = useRef(!online);
  const hadPending = useRef(outbox.pending > 0);
  const [cameBack, setCameBack] = useState(0);
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      setCameBack((n) => n + 1);
    }
  }, [online]);
  useEffect(() => {
    if (outbox.pending > 0) hadPending.current = true;
    else if (hadPending.current && online) {
      hadPending.current = false;
      setSaved((n) => n + 1);
    }
  }, [outbox.pending, online]);
  const backOnline = useMoment(cameBack);
  const synced = useMoment(saved);
  const pending = outbox.pending;
  if (!online) return { state: 'offline', pending };
  if (outbox.conflicts > 0) return { state: 'conflict', pending };
  if (pending > 0) return { state: 'syncing', pending };
  if (synced) return { state: 'synced', pending };
  return { state: backOnline ? 'back-online' : 'online', pending };
}
