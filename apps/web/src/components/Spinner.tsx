// Loading indicator announced to assistive technology.
import styles from './Spinner.module.css';

/** A spinner with a visible, announced label ("Loading…" by default). */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
