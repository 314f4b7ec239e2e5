// Why a stock dialog's write failed (the server's message, e.g. stock that would go below zero), shown in
// the dialog beside the fields the brewer can change.
import styles from './Inventory.module.css';

/** The failed write's message, or nothing. */
export function DialogFailure({ error }: { error: Error | null }) {
  return error ? (
    <p className={styles.failure} role="alert">
      {error.message}
    </p>
  ) : null;
}
