// The precision a brewer reads (reading-precision.ts): worked examples per kind and unit, the 0.5 °C
// step, the edges (zero, negatives, halves, never "-0") and how typed values are told from converted ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantities';
import { asTyped, formatAbv, formatIbu, READING_PRECISION, readText, roundToStep } from './reading-precision';

describe('the reading precision', () => {
  it.each([
    // kind, unit, step
    ['volume', 'L', 0.1],
    ['volume', 'gal', 0.01],
    ['temperature', 'C', 0.5],
    ['temperature', 'F', 1],
    ['color', 'EBC', 1],
    ['color', 'SRM', 0.1],
    ['gravity', 'SG', 0.001],
    ['gravity', 'Plato', 0.1],
    ['weight', 'g', 1],
    ['weight', 'oz', 0.01],
    ['weight', 'kg', 0.01],
    ['bitterness', 'IBU', 1],
    ['alcohol', 'ABV', 0.1],
  ])('reads %s in %s to %d', (kind, unit, step) => {
    expect(READING_PRECISION[`${kind}:${unit}`]?.step).toBe(step);
  });

  it.each([
    // canonical value, kind, unit, shown
    [5 * 3.78541, 'volume', 'L', '18.9 L'], // 5 gal
    [18.927168, 'volume', 'gal', '5.00 gal'],
    [((168 - 32) * 5) / 9, 'temperature', 'C', '75.5 °C'], // 168 °F = 75.555… °C
    [66.75, 'temperature', 'C', '67.0 °C'], // a half step rounds away from zero
    [66.74, 'temperature', 'C', '66.5 °C'],
    [75.5555556, 'temperature', 'F', '168 °F'],
    [22.67, 'color', 'EBC', '23 EBC'],
    [43.3, 'color', 'SRM', '22.0 SRM'], // 21.98 SRM
    [1.0484, 'gravity', 'SG', '1.048'],
    [1.048, 'gravity', 'Plato', '11.9 °P'],
    [0, 'volume', 'L', '0.0 L'],
    [-0.04, 'volume', 'L', '0.0 L'], // never "-0.0"
    [-0.2, 'temperature', 'C', '0.0 °C'],
    [-0.3, 'temperature', 'C', '-0.5 °C'],
    [-1.4, 'temperature', 'C', '-1.5 °C'],
    [-17.9, 'temperature', 'F', '0 °F'], // -0.22 °F
  ] as const)('shows %d %s in %s as "%s"', (value, kind, unit, text) => {
    expect(formatQuantity(kind, value, unit as never)).toBe(text);
  });

  it('writes alcohol to 0.1 % with its sign and bitterness whole', () => {
    expect(formatAbv(5.01)).toBe('5.0 %');
    expect(formatAbv(5.05)).toBe('5.1 %');
    expect(formatAbv(0)).toBe('0.0 %');
    expect(formatIbu(38.16)).toBe('38');
    expect(formatIbu(38.5)).toBe('39');
    expect(formatIbu(0.4)).toBe('0');
    expect(readText('bitterness', 'IBU', -0.4)).toBe('0');
  });

  it('rounds to a step half away from zero, without binary noise and never to -0', () => {
    expect(roundToStep(0.25, 0.5, 1)).toBe(0.5);
    expect(roundToStep(0.15, 0.1, 1)).toBe(0.2);
    expect(roundToStep(1.0565, 0.001, 3)).toBe(1.057);
    expect(Object.is(roundToStep(-0.1, 0.5, 1), -0)).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
        const rounded = roundToStep(value, 0.5, 1);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.25 + 1e-9);
        expect(Number.isInteger(rounded * 2)).toBe(true);
        expect(Object.is(rounded, -0)).toBe(false);
      }),
    );
  });

  it('tells a typed value from one a conversion made', () => {
    expect(asTyped(18.93)).toBe(18.93);
    expect(asTyped(66.7)).toBe(66.7);
    expect(asTyped(0.1 + 0.2)).toBe(0.3);
    expect(asTyped((((68.5 - 32) * 5) / 9) * (9 / 5) + 32)).toBe(68.5);
    expect(asTyped(5 * 3.78541)).toBeUndefined(); // 18.92705
    expect(asTyped(((168 - 32) * 5) / 9)).toBeUndefined();
    expect(asTyped(Number.NaN)).toBeUndefined();
  });
});
