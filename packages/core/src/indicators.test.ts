// The right panel's bars: SPEC §2.7 scales, clamped marker, inclusive range check, range text.
import { describe, expect, it } from 'vitest';
import { FIGURE_KEYS, formatRange, INDICATOR_SCALES, indicator } from './indicators';
import { findStyle } from './styles';

const ipa = findStyle('American IPA')!;

describe('INDICATOR_SCALES', () => {
  it('has the SPEC §2.7 labels and scales, in panel order', () => {
    expect(
      FIGURE_KEYS.map((key) => [
        INDICATOR_SCALES[key].label,
        INDICATOR_SCALES[key].min,
        INDICATOR_SCALES[key].max,
      ]),
    ).toEqual([
      ['OG', 1, 1.1],
      ['FG', 1, 1.025],
      ['ABV', 0, 20],
      ['EBC', 0, 120],
      ['IBU', 0, 80],
      ['BU/GU', 0, 3],
    ]);
  });
});

describe('indicator', () => {
  it.each([
    ['og', 1.05, 0.5, false], // (1.05 - 1) / 0.1
    ['og', 1.056, 0.56, true], // the range's lower bound is inside
    ['og', 1.07, 0.7, true], // and so is the upper bound
    ['fg', 1.01, 0.4, true], // 0.01 / 0.025
    ['abv', 6.5, 0.325, true],
    ['ebc', 30, 0.25, false],
    ['ibu', 40, 0.5, true],
    ['buGu', 0.75, 0.25, true],
  ] as const)('puts %s %d at %d of the bar (in range: %s)', (key, value, position, inRange) => {
    const result = indicator(key, value, ipa);
    expect(result.position).toBeCloseTo(position, 10);
    expect(result.inRange).toBe(inRange);
    expect(result.range).toEqual(ipa[key]);
  });

  it.each([
    ['ibu', 120, 1],
    ['og', 1.2, 1],
    ['ebc', -5, 0],
    ['fg', 0.99, 0],
    ['abv', Number.NaN, 0],
  ] as const)('keeps the marker of %s %d on the bar, at %d', (key, value, position) => {
    expect(indicator(key, value, ipa).position).toBe(position);
  });

  it('marks a value outside the range (red marker)', () => {
    expect(indicator('ibu', 70.01, ipa).inRange).toBe(false);
    expect(indicator('ibu', 39.99, ipa).inRange).toBe(false);
  });

  it('has no verdict without a style or without the style range', () => {
    expect(indicator('og', 1.05, null)).toEqual({ position: 0.5, inRange: null, range: null });
    expect(indicator('og', 1.05, findStyle('Fruit Beer')).inRange).toBeNull();
  });
});

describe('formatRange', () => {
  it.each([
    ['og', '(1.056 - 1.070)'],
    ['fg', '(1.008 - 1.014)'],
    ['abv', '(5.5 - 7.5)'],
    ['ebc', '(10 - 20)'],
    ['ibu', '(40 - 70)'],
    ['buGu', '(0.70 - 1.00)'],
  ] as const)('shows the American IPA %s range as %s', (key, text) => {
    expect(formatRange(key, ipa[key])).toBe(text);
  });

  it('keeps the decimal of an EBC range converted from SRM', () => {
    expect(formatRange('ebc', findStyle('American Light Lager')!.ebc)).toBe('(3.9 - 5.9)');
  });

  it('is empty without a range', () => {
    expect(formatRange('og', null)).toBe('');
  });
});
