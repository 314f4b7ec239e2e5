// The style target suggested for a recipe's water: the rule at its limits, over the BJCP styles, and that each
// name is an official water.
import { describe, expect, it } from 'vitest';
import { officialCatalogue } from '../seed';
import { BEER_STYLES, findStyle } from '../styles';
import { STYLE_TARGET_WATERS, suggestedTargetWater } from './style-target';

const style = (ebc: [number, number] | null, ibu: [number, number] | null) => ({
  ebc: ebc && { min: ebc[0], max: ebc[1] },
  ibu: ibu && { min: ibu[0], max: ibu[1] },
});

describe('suggested target water', () => {
  it.each([
    ['American IPA', 'Pale and hoppy'],
    ['German Pils', 'Pale and hoppy'],
    ['Irish Stout', 'Dark'],
    ['Munich Dunkel', 'Dark'],
    ['Munich Helles', 'Malty'],
    ['Weissbier', 'Malty'],
    ['American Amber Ale', 'Balanced'],
    ['Best Bitter', 'Balanced'],
  ] as const)('suggests for %s: %s', (name, target) => {
    expect(suggestedTargetWater(findStyle(name))).toBe(target);
  });

  it.each([
    [style([30, 50], [20, 40]), 'Dark'],
    [style([30, 49.9], [60, 80]), 'Balanced'],
    [style([10, 29.9], [20, 40]), 'Pale and hoppy'],
    [style([10, 30], [20, 40]), 'Balanced'],
    [style([5, 10], [10, 29.9]), 'Malty'],
    [style([5, 10], [10, 30]), 'Balanced'],
  ] as const)('reads the middle of each range at the limits (%o)', (ranges, target) => {
    expect(suggestedTargetWater(ranges)).toBe(target);
  });

  it('suggests nothing without a style or its ranges', () => {
    expect(suggestedTargetWater(undefined)).toBeNull();
    expect(suggestedTargetWater(findStyle('Fruit Beer'))).toBeNull();
    expect(suggestedTargetWater(style(null, [20, 30]))).toBeNull();
  });

  it('spreads the BJCP styles over the four targets as the module says', () => {
    const counts = new Map<string | null, number>();
    for (const s of BEER_STYLES) {
      const target = suggestedTargetWater(s);
      counts.set(target, (counts.get(target) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({
      Dark: 19,
      'Pale and hoppy': 12,
      Malty: 20,
      Balanced: 42,
      null: 17,
    });
  });

  it('names official water profiles', () => {
    const official = officialCatalogue.waters.map((w) => w.name);
    for (const name of STYLE_TARGET_WATERS) expect(official).toContain(name);
  });
});
