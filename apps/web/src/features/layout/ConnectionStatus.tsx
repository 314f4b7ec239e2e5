// The connectivity indicator of the signed-in layout (in the phone's top bar, at the top of the main
// area on wider screens): "Offline" while the browser has no connection (with the brew-day changes
// waiting), "Saving changes…" while they are sent, "A change needs your choice" for a conflict, "Back
// online" and "All changes saved" for a moment, nothing otherwise. The status region stays in the page,
// so screen readers hear each change.
import styles from './ConnectionStatus.module.css';
import { type ConnectionState, useConnectionState } from './use-connection-state';

/** The text of each state that has something to say. */
const LABELS: Record<Exclude<ConnectionState, 'online'>, string> = {
  offline: 'Offline',
  'back-online': 'Back online',
  syncing: 'Saving changes…',
  synced: 'All changes saved',
  conflict: 'A change needs your choice',
};

/** "1 change waiting", "3 changes waiting". */
const waiting = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting`;

/** The connectivity indicator; `className` places its region in the layout. */
export function ConnectionStatus({ className }: { className?: string }) {
  const { state, pending } = useConnectionState();
  return (
    <div role="status" aria-label="Connection" className={className}>
      {state !== 'online' && (
        <span className={styles.pill} data-state={state}>
          <span className={styles.dot} aria-hidden="true" />
          {state === 'offline' && pending > 0 ? `${LABELS.offline} · ${waiting(pending)}` : LABELS[state]}
        </span>
      )}
    </div>
  );
}
