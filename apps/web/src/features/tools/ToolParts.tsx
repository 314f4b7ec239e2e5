// The pieces every brewing tool is made of, on the Tools page and on the batch screen: a card with its
// heading and its source, a number field that keeps what is typed, and the results box, announced
// politely as it changes with each keystroke.
import { type ReactNode, useCallback, useState } from 'react';
import { TextField } from '../../components/TextField';
import styles from './Tools.module.css';

/** A calculator's card: its heading, its fields and results, and the source its rule comes from. */
export function ToolCard({
  id,
  title,
  source,
  children,
}: {
  id: string;
  title: string;
  /** Where the arithmetic comes from, briefly. */
  source: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles.tool} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <p className={styles.source}>Source: {source}</p>
    </section>
  );
}

/** A labelled text field holding a number (or a date) as typed. */
export function ToolField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  type?: 'text' | 'date';
}) {
  return (
    <TextField
      id={id}
      label={label}
      type={type}
      inputMode={type === 'text' ? 'decimal' : undefined}
      value={value}
      error={error}
      {...(hint ? { hint } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One result: what it is, its value, and a line under it. */
export type ResultItem = [term: string, value: string, note?: string];

/**
 * The results of a calculator (a status region named `label`, so a screen reader hears them change);
 * `children` come under the figures (a table, advice).
 */
export function Results({
  label,
  items,
  children,
}: {
  label: string;
  items: ResultItem[];
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={styles.resultsBox}>
      {items.length > 0 && (
        <dl className={styles.results}>
          {items.map(([term, value, note]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                {value}
                {note ? <span className={styles.note}>{note}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </div>
  );
}

/** A calculator's typed texts and a setter per field. */
export function useTexts<T extends Record<string, string>>(
  initial: () => T,
): [T, <K extends keyof T>(key: K) => (value: string) => void, (next: Partial<T>) => void] {
  const [texts, setTexts] = useState(initial);
  const set = useCallback(
    <K extends keyof T>(key: K) =>
      (value: string) =>
        setTexts((current) => ({ ...current, [key]: value })),
    [],
  );
  const merge = useCallback((next: Partial<T>) => setTexts((current) => ({ ...current, ...next })), []);
  return [texts, set, merge];
}
