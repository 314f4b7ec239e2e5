// The inline quantity field of an ingredient row: typed in the unit the ingredient is read in (the
// weight unit, kg or lb for grain, a misc's or yeast's own unit; comma decimals, ounces and pounds
// converted), reported on every valid keystroke so the figures follow as the user types. A text that
// is no valid quantity stays as typed with its message beside the box (the figures keep the last valid
// amount) until it is corrected, or Escape brings the last valid amount back.
import {
  type Amount,
  type AmountUnits,
  amountInputText,
  amountSuffix,
  type IngredientListKey,
  parseAmount,
  typedUnit,
} from '@wortsmith/core';
import { type CSSProperties, useId, useState } from 'react';
import styles from './IngredientSection.module.css';

/** Props of the inline quantity input. */
export interface QuantityInputProps {
  list: IngredientListKey;
  amount: Amount;
  units: AmountUnits;
  label: string;
  onQuantity: (quantity: number) => void;
}

/** A text input that keeps what the user typed, reports the parsed quantity and says what is wrong. */
export function QuantityInput({ list, amount, units, label, onQuantity }: QuantityInputProps) {
  const unit = typedUnit(list, amount.unit, units);
  const text0 = () => amountInputText(list, amount, units);
  const [text, setText] = useState(text0);
  const [shown, setShown] = useState({ quantity: amount.quantity, unit });
  const messageId = useId();
  const parse = (typed: string) => parseAmount(list, typed, amount.unit, units, { stored: amount.quantity });
  const parsed = parse(text);
  // Follow changes made elsewhere (an update modal, a reload) unless the text already says the same.
  if (shown.quantity !== amount.quantity || shown.unit !== unit) {
    setShown({ quantity: amount.quantity, unit });
    if (!parsed.ok || parsed.value !== amount.quantity || shown.unit !== unit) setText(text0());
  }
  return (
    <span className={styles.quantityBox}>
      <span className={styles.quantityField}>
        <input
          className={styles.quantity}
          style={{ '--suffix-length': amountSuffix(unit).length } as CSSProperties}
          inputMode="decimal"
          aria-label={label}
          aria-invalid={!parsed.ok}
          aria-describedby={parsed.ok ? undefined : messageId}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const result = parse(next);
            if (result.ok) onQuantity(result.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !parsed.ok) {
              event.preventDefault();
              setText(text0());
            }
          }}
          onBlur={() => {
            // A valid amount is shown back in its usual form; an invalid one stays for the user to fix.
            const normal = text0();
            if (parsed.ok && text !== normal) setText(normal);
          }}
        />
        <span className={styles.unitSuffix} aria-hidden="true">
          {amountSuffix(unit)}
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
