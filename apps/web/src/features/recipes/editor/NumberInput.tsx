// A numeric text input for the recipe's process numbers: keeps what the user types (comma decimals
// included) and reports a number: NaN while the text is empty, Infinity while it is not a number, so
// saving says "... is required" for the one and "... must be a number" for the other (SPEC §5); the
// figures count both as missing.
import {
  DEFAULT_DISPLAY_UNITS,
  parseQuantity,
  type Quantity,
  quantityInputText,
  type UnitOf,
} from '@wortsmith/core';
import { type InputHTMLAttributes, useRef, useState } from 'react';

const NUMERIC = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number a typed text stands for: NaN when the text is empty, Infinity when it is not a number. */
export function parseNumberText(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return NUMERIC.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.POSITIVE_INFINITY;
}

const textOf = (value: number) => (Number.isFinite(value) ? String(value) : '');

function sameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/** Props of NumberInput. */
export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: number;
  onValue: (value: number) => void;
  /** May be left empty (NaN then stands for "not given"): an empty field is not marked invalid. */
  optional?: boolean;
}

/** A controlled number field that does not fight the user's typing. */
export function NumberInput({ value, onValue, optional = false, ...rest }: NumberInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const [shown, setShown] = useState(value);
  // Follow changes from elsewhere (an equipment choice, a reload) unless the text already says the same.
  if (!sameNumber(shown, value)) {
    setShown(value);
    if (!sameNumber(parseNumberText(text), value)) setText(textOf(value));
  }
  return (
    <input
      {...rest}
      inputMode="decimal"
      value={text}
      aria-invalid={
        (optional && text.trim() === '' ? false : !Number.isFinite(parseNumberText(text))) ||
        rest['aria-invalid'] ||
        undefined
      }
      onChange={(event) => {
        setText(event.target.value);
        const next = parseNumberText(event.target.value);
        setShown(next);
        onValue(next);
      }}
    />
  );
}

/** Props of UnitNumberInput: `value` canonical (L, °C), shown and typed in `unit`. */
export interface UnitNumberInputProps<Q extends Quantity> extends NumberInputProps {
  quantity: Q;
  unit: UnitOf<Q>;
}

/**
 * A process number shown and typed in the user's unit (issue 14) while the draft keeps it canonical.
 * What was typed stays on screen as typed, and a value that shows back unchanged keeps the stored one
 * (no drift). In the canonical unit it is exactly NumberInput.
 */
export function UnitNumberInput<Q extends Quantity>({
  quantity,
  unit,
  value,
  onValue,
  ...rest
}: UnitNumberInputProps<Q>) {
  const typed = useRef<{ shown: number; stored: number } | null>(null);
  if (unit === DEFAULT_DISPLAY_UNITS[quantity])
    return <NumberInput {...rest} value={value} onValue={onValue} />;
  const last = typed.current;
  const shown =
    last && sameNumber(last.stored, value)
      ? last.shown
      : Number.isFinite(value)
        ? Number(quantityInputText(quantity, value, unit))
        : value;
  return (
    <NumberInput
      {...rest}
      value={shown}
      onValue={(next) => {
        const parsed = Number.isFinite(next)
          ? parseQuantity(quantity, next, unit, { stored: value })
          : undefined;
        const stored = parsed?.ok ? parsed.value : next;
        typed.current = { shown: next, stored };
        onValue(stored);
      }}
    />
  );
}
