// A numeric text input for the recipe's process numbers: keeps what the user types (comma decimals
// included) and reports a number: NaN while the text is empty, Infinity while it is not a number, so
// saving says "... is required" for the one and "... must be a number" for the other (SPEC §5); the
// figures count both as missing.
import { type InputHTMLAttributes, useState } from 'react';

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
}

/** A controlled number field that does not fight the user's typing. */
export function NumberInput({ value, onValue, ...rest }: NumberInputProps) {
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
      aria-invalid={!Number.isFinite(parseNumberText(text)) || rest['aria-invalid'] || undefined}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseNumberText(event.target.value);
        setShown(next);
        onValue(next);
      }}
    />
  );
}
