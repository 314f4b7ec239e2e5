// The inline quantity field of an ingredient row: typed in the user's unit (comma decimals, ounces
// converted), reported in grams on every valid keystroke so the figures follow as the user types.
import { parseQuantity, quantityInputValue, type WeightUnit } from '@wortsmith/core';
import { useState } from 'react';
import styles from './IngredientSection.module.css';

/** Props of the inline quantity input. */
export interface QuantityInputProps {
  grams: number;
  unit: WeightUnit;
  label: string;
  onGrams: (grams: number) => void;
}

/** A text input that keeps what the user typed and reports parsed grams. */
export function QuantityInput({ grams, unit, label, onGrams }: QuantityInputProps) {
  const [text, setText] = useState(() => quantityInputValue(grams, unit));
  const [shown, setShown] = useState({ grams, unit });
  const parsed = parseQuantity(text, unit);
  // Follow changes made elsewhere (an update modal, a reload) unless the text already says the same.
  if (shown.grams !== grams || shown.unit !== unit) {
    setShown({ grams, unit });
    if (!parsed.ok || parsed.grams !== grams || shown.unit !== unit) setText(quantityInputValue(grams, unit));
  }
  return (
    <input
      className={styles.quantity}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={!parsed.ok}
      title={parsed.ok ? undefined : parsed.message}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const result = parseQuantity(next, unit);
        if (result.ok) onGrams(result.grams);
      }}
      onBlur={() => {
        const normal = quantityInputValue(grams, unit);
        if (text !== normal) setText(normal);
      }}
    />
  );
}
