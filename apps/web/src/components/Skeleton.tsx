// Loading placeholders: grey rows in the shape of what is coming (list cards or form fields), so a
// screen keeps its layout while its data loads. The status text is announced; the shapes are hidden.
import styles from './Skeleton.module.css';

/** Props of SkeletonRows: `variant` gives list cards or label-and-control form fields. */
export interface SkeletonRowsProps {
  count?: number;
  variant?: 'list' | 'form';
  label?: string;
}

/** A few placeholder rows while a list or form loads. */
export function SkeletonRows({ count = 4, variant = 'list', label = 'Loading…' }: SkeletonRowsProps) {
  return (
    <div className={variant === 'form' ? styles.form : styles.list} role="status" data-testid="skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) =>
        variant === 'form' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          <div key={index} className={styles.field} aria-hidden="true">
            <span className={`${styles.bone} ${styles.label}`} />
            <span className={`${styles.bone} ${styles.control}`} />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
          <div key={index} className={styles.row} aria-hidden="true">
            <span className={`${styles.bone} ${styles.title}`} />
            <span className={`${styles.bone} ${styles.line}`} />
          </div>
        ),
      )}
    </div>
  );
}
