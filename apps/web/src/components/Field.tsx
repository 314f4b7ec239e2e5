// Form field: a visible label bound to its control, an optional hint and an inline error message.
import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** Props of Field; give the control `id={id}` and `aria-describedby={fieldErrorId(id)}` when it has an error. */
export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** The id of a field's error message, for aria-describedby. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Class name for inputs, selects and textareas inside a Field. */
export const fieldControlClass = styles.control;

/** Label + control + error. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      {error ? (
        <p className={styles.error} id={fieldErrorId(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
