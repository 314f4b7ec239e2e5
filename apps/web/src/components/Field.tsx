// Form field: a visible label bound to its control, an optional hint and an inline error message.
import { type ReactNode, Suspense } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import styles from './Field.module.css';

// A chunk of its own, so the screens without help (login) do not carry the tooltip; loaded on the first
// field that has help, or in the background once the signed-in area is shown.
const InfoHint = lazyChunk(() => import('./InfoHint').then((module) => module.InfoHint));

/** Props of Field; give the control `id={id}` and `aria-describedby={fieldErrorId(id)}` when it has an error. */
export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** What a technical field means, behind an info button beside the label. */
  help?: string | undefined;
  children: ReactNode;
}

/** The id of a field's error message, for aria-describedby. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Class name for inputs, selects and textareas inside a Field. */
export const fieldControlClass = styles.control;

/**
 * The props that bind a control to its Field: its id, the control look and, while there is an
 * error, aria-invalid and the error message as its description.
 */
export function fieldControlProps(id: string, error: string | undefined) {
  return {
    id,
    className: fieldControlClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  };
}

/** Label (with its help button) + control + hint + error. */
export function Field({ id, label, error, hint, help, children }: FieldProps) {
  return (
    <div className={styles.field}>
      {help ? (
        <div className={styles.labelRow}>
          <label className={styles.label} htmlFor={id}>
            {label}
          </label>
          <Suspense fallback={null}>
            <InfoHint subject={label} text={help} />
          </Suspense>
        </div>
      ) : (
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      )}
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
