// What the signed-in layout says about the connection: offline, back online for a moment once it
// returns, or nothing to say. The browser's online/offline events are the source; the outbox of changes
// made offline will add its own states (syncing, synced) here.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The connection as the layout shows it. */
export type ConnectionState = 'online' | 'offline' | 'back-online';

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

/** The connection state; "back-online" lasts BACK_ONLINE_MS after being offline. */
export function useConnectionState(): ConnectionState {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      setBackOnline(true);
    }
  }, [online]);
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);
  if (!online) return 'offline';
  return backOnline ? 'back-online' : 'online';
}
