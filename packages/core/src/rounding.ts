// Decimal rounding shared by units and figures: half away from zero, robust to binary noise.

const POWERS = [1, 10, 100, 1000, 10000] as const;

/**
 * Rounds `value` to `decimals` places (0 to 4), half away from zero. A tiny relative nudge makes
 * values such as 1.0565 (stored as 1.05649999…) round the way a person reading the decimals expects.
 */
export function roundTo(value: number, decimals: 0 | 1 | 2 | 3 | 4): number {
  const factor = POWERS[decimals];
  const scaled = value * factor;
  const nudged = scaled + scaled * 1e-12;
  const rounded = scaled >= 0 ? Math.round(nudged) : -Math.round(-nudged);
  // Avoid "-0" reaching a display.
  return rounded === 0 ? 0 : rounded / factor;
}

/** A finite number, or undefined for null, undefined, NaN and ±Infinity (a field still being typed). */
export function finite(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
