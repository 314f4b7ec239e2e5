// The built-in style list: BJCP 2021 order and derivations, and SPEC §3's American IPA.
import { describe, expect, it } from 'vitest';
import { BEER_STYLES, findStyle } from './styles';

describe('BEER_STYLES', () => {
  it('holds the 110 BJCP 2021 styles in guideline order, names unique', () => {
    expect(BEER_STYLES).toHaveLength(110);
    expect(BEER_STYLES[0]).toMatchObject({ code: '1A', name: 'American Light Lager' });
    expect(new Set(BEER_STYLES.map((s) => s.name)).size).toBe(110);
  });

  it('gives American IPA exactly the ranges of SPEC §3', () => {
    expect(findStyle('American IPA')).toEqual({
      code: '21A',
      name: 'American IPA',
      category: 'IPA',
      abv: { min: 5.5, max: 7.5 },
      ibu: { min: 40, max: 70 },
      ebc: { min: 10, max: 20 },
      og: { min: 1.056, max: 1.07 },
      fg: { min: 1.008, max: 1.014 },
      buGu: { min: 0.7, max: 1 },
    });
  });

  it('derives EBC from SRM x 1.97 and BU/GU from the IBU and OG ranges', () => {
    // American Light Lager: SRM 2-3, IBU 8-12, OG 1.028-1.040.
    const lager = findStyle('American Light Lager')!;
    expect(lager.ebc).toEqual({ min: 3.94, max: 5.91 }); // 2 x 1.97, 3 x 1.97
    // Kölsch: SRM 3.5-5, so 3.5 x 1.97 = 6.895 keeps its third decimal.
    expect(findStyle('Kölsch')!.ebc).toEqual({ min: 6.895, max: 9.85 });
    expect(lager.buGu).toEqual({ min: 0.2, max: 0.43 }); // 8 / 40 = 0.2, 12 / 28 = 0.4285…
    // German Pils: IBU 22-40, OG 1.044-1.050: 22 / 50 = 0.44, 40 / 44 = 0.9090…
    expect(findStyle('German Pils')!.buGu).toEqual({ min: 0.44, max: 0.91 });
  });

  it('keeps styles without statistics, with null ranges', () => {
    const open = BEER_STYLES.filter((s) => s.og === null);
    expect(open.length).toBeGreaterThan(0);
    for (const style of open) expect(style.buGu).toBeNull();
    expect(findStyle('Fruit Beer')).toMatchObject({ og: null, ibu: null, ebc: null, buGu: null });
  });

  it('orders every range min <= max', () => {
    for (const style of BEER_STYLES) {
      for (const range of [style.og, style.fg, style.abv, style.ibu, style.ebc, style.buGu]) {
        if (range) expect(range.min).toBeLessThanOrEqual(range.max);
      }
    }
  });
});

describe('findStyle', () => {
  it('ignores case and surrounding spaces, and misses unknown names', () => {
    expect(findStyle('  american ipa ')?.code).toBe('21A');
    expect(findStyle('Not a style')).toBeUndefined();
  });
});
