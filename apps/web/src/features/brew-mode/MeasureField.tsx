// A batch field typed at a brew mode step (pre-boil volume and gravity, post-boil and fermenter volumes,
// OG), in the brewer's units, saved when the brewer leaves the field or presses Enter: straight into
// the batch, through the outbox when offline. A value outside the batch's limits says so and is not saved.
import { type BatchInput, gravityRule, volumeRule } from '@wortsmith/core';
import { useId, useState } from 'react';
import { fieldControlClass } from '../../components';
import { useQuantities } from '../../lib/preferences';
import { BREW_DAY_FIELDS } from '../batches/batch-form';
import styles from './BrewMode.module.css';
import type { BrewField } from './use-brew-day';

/** Each field's label and kind of quantity, as the batch screen's brew-day section has them. */
export const MEASURES = Object.fromEntries(
  BREW_DAY_FIELDS.flatMap((f) =>
    'quantity' in f ? [[f.key, { label: f.label, quantity: f.quantity }]] : [],
  ),
) as Record<BrewField, { label: string; quantity: 'volume' | 'gravity' }>;

/** Props of one measure. */
export interface MeasureFieldProps {
  field: BrewField;
  value: number | null | undefined;
  onSave: (field: BrewField, value: number | null) => void;
}

/** One typed value of a step. */
export function MeasureField({ field, value, onSave }: MeasureFieldProps) {
  const q = useQuantities();
  const { label, quantity } = MEASURES[field];
  const id = useId();
  const [text, setText] = useState(() => q.inputText(quantity, value));
  const [message, setMessage] = useState<string | null>(null);
  const save = () => {
    if (text.trim() === '') {
      setMessage(null);
      if (value !== null && value !== undefined) onSave(field, null);
      return;
    }
    const rule = quantity === 'gravity' ? gravityRule(label) : volumeRule(label);
    const parsed = q.parse(quantity, text, { stored: value ?? null, rule });
    if (!parsed.ok) return setMessage(parsed.message);
    setMessage(null);
    if (parsed.value !== value) onSave(field, parsed.value);
  };
  const unit = q.symbol(quantity);
  return (
    <div className={styles.measure}>
      <label htmlFor={id}>
        {label}
        {unit ? ` (${unit})` : ''}
      </label>
      <input
        id={id}
        className={fieldControlClass}
        inputMode="decimal"
        value={text}
        aria-invalid={message !== null}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
      {message && (
        <span id={`${id}-message`} className={styles.measureMessage}>
          {message}
        </span>
      )}
    </div>
  );
}

/** The value of `field` as brew mode shows it: what was typed here, else the batch's. */
export function measureValue(
  field: BrewField,
  batch: Pick<BatchInput, BrewField>,
  typed: Partial<BatchInput>,
): number | null | undefined {
  return field in typed ? (typed[field] as number | null) : batch[field];
}
