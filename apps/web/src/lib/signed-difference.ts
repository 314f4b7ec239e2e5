// A difference as a person reads it, with its sign: "+0.004", "−5 IBU", "−2.1 %" (a true minus sign).

/** `difference` at `decimals` with its sign and unit; null when it rounds to nothing. */
export function signedDifference(difference: number, decimals: number, unit = ''): string | null {
  const rounded = Number(difference.toFixed(decimals));
  if (rounded === 0) return null;
  const sign = rounded > 0 ? '+' : '−';
  return `${sign}${Math.abs(rounded).toFixed(decimals)}${unit ? ` ${unit}` : ''}`;
}
