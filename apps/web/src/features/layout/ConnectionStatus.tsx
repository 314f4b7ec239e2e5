// The connectivity indicator of the signed-in layout (in the phone's top bar, at the top of the main
// area on wider screens): "Offline" while the browser has no connection, "Back online" for a moment when
// it returns, nothing otherwise. The status region stays in the page, so screen readers hear each change.
import styles from './ConnectionStatus.module.css';
import { type ConnectionState, useConnectionState } from './use-connection-state';

/** The text of each state that has something to say. */
const LABELS: Record<Exclude<ConnectionState, 'online'>, string> = {
  offline: 'Offline',
  'back-online': 'Back online',
};

/** The connectivity indicator; `className` places its region in the layout. */
export function ConnectionStatus({ className }: { className?: string }) {
  const state = useConnectionState();
  return (
    <div role="status" aria-label="Connection" className={className}>
      {state !== 'online' && (
        <span className={styles.pill} data-state={state}>
          <span className={styles.dot} aria-hidden="true" />
          {LABELS[state]}
        </span>
      )}
    </div>
  );
}
