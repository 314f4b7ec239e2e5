// The inline quantity field of an ingredient row: typed in the user's unit (comma decimals, ounces
// converted), reported in grams on every valid keystroke so the figures follow as the user types. A
// text that is no valid quantity stays as typed with its message beside the box (the figures keep the
// last valid amount) until it is corrected, or Escape brings the last valid amount back.
import { parseQuantity, quantityInputText, type WeightUnit } from '@wortsmith/core';
import { useId, useState } from 'react';
import styles from './IngredientSection.module.css';

/** Props of the inline quantity input. */
export interface QuantityInputProps {
  grams: number;
  unit: WeightUnit;
  label: string;
  onGrams: (grams: number) => void;
}

/** A text input that keeps what the user typed, reports parsed grams and says what is wrong. */
export function QuantityInput({ grams, unit, label, onGrams }: QuantityInputProps) {
  const [text, setText] = useState(() => quantityInputText('weight', grams, unit));
  const [shown, setShown] = useState({ grams, unit });
  const messageId = useId();
  const parsed = parseQuantity('weight', text, unit);
  // Follow changes made elsewhere (an update modal, a reload) unless the text already says the same.
  if (shown.grams !== grams || shown.unit !== unit) {
    setShown({ grams, unit });
    if (!parsed.ok || parsed.value !== grams || shown.unit !== unit)
      setText(quantityInputText('weight', grams, unit));
  }
  return (
    <span className={styles.quantityBox}>
      <span className={styles.quantityField}>
        <input
          className={styles.quantity}
          inputMode="decimal"
          aria-label={label}
          aria-invalid={!parsed.ok}
          aria-describedby={parsed.ok ? undefined : messageId}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const result = parseQuantity('weight', next, unit);
            if (result.ok) onGrams(result.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !parsed.ok) {
              event.preventDefault();
              setText(quantityInputText('weight', grams, unit));
            }
          }}
          onBlur={() => {
            // A valid amount is shown back in its usual form; an invalid one stays for the user to fix.
            const normal = quantityInputText('weight', grams, unit);
            if (parsed.ok && text !== normal) setText(normal);
          }}
        />
        <span className={styles.unitSuffix} aria-hidden="true">
          {unit}
        </span>
      </span>
      {!parsed.ok && (
        <span id={messageId} className={styles.quantityMessage}>
          {parsed.message}
        </span>
      )}
    </span>
  );
}
