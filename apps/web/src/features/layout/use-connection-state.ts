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

/** True for BACK_ONLINE_MS each time `on` turns true after having been false (not at mount). */
function useMomentOnRise(on: boolean): boolean {
  const was = useRef(on);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const rose = on && !was.current;
    was.current = on;
    if (!rose) return;
    setShown(true);
    const timer = setTimeout(() => setShown(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [on]);
  return shown;
}

/**
 * The connection state and the changes waiting: "back-online" for BACK_ONLINE_MS once the connection
 * returns, "synced" as long once the last waiting change is taken.
 */
export function useConnectionState(): { state: ConnectionState; pending: number } {
  const online = useOnline();
  const { pending, conflicts } = useOutboxState();
  const backOnline = useMomentOnRise(online);
  const synced = useMomentOnRise(pending === 0);
  if (!online) return { state: 'offline', pending };
  if (conflicts > 0) return { state: 'conflict', pending };
  if (pending > 0) return { state: 'syncing', pending };
  if (synced) return { state: 'synced', pending };
  return { state: backOnline ? 'back-online' : 'online', pending };
}
