import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_UNITS } from './display-units';
import { displayedFigure, figureReading } from './figure-units';
import { formatFigure } from './figures';
import { FIGURE_KEYS, formatRange, INDICATOR_SCALES, indicator } from './indicators';
import { findStyle } from './styles';

const ipa = findStyle('American IPA')!;
const imperial = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' } as const;

describe('displayedFigure', () => {
  it('is exactly the SPEC panel in the canonical units', () => {
    for (const key of FIGURE_KEYS) {
      for (const value of [0, 1.061, 33, 250, Number.NaN]) {
        const shown = displayedFigure(key, value, ipa, DEFAULT_DISPLAY_UNITS);
        const canonical = indicator(key, value, ipa);
        expect(shown).toEqual({
          ...canonical,
          label: INDICATOR_SCALES[key].label,
          min: INDICATOR_SCALES[key].min,
          max: INDICATOR_SCALES[key].max,
          value,
          text: formatFigure(key, value),
          rangeText: formatRange(key, canonical.range),
        });
      }
    }
  });

  it('shows OG in °Plato with the scale and the style range converted', () => {
    // °P = −616.868 + 1111.14·SG − 630.272·SG² + 135.997·SG³: 1.061 → 14.97, 1.056 → 13.80, 1.070 → 17.06,
    // the scale 1.000–1.100 → 0.0–23.8.
    const og = displayedFigure('og', 1.061, ipa, imperial);
    expect(og).toMatchObject({
      label: 'OG (°P)',
      text: '15.0',
      rangeText: '(13.8 - 17.1)',
      min: 0,
      max: 23.8,
    });
    expect(og.inRange).toBe(true);
    expect(og.position).toBeCloseTo(14.9746 / 23.8, 4);
  });

  it('shows colour in SRM (EBC / 1.97) with its range, out of range as in EBC', () => {
    // 33 EBC = 16.75 SRM, read as 16.8; the style's 10–20 EBC = 5.1–10.2 SRM; the scale's 120 EBC = 60.9 SRM.
    const ebc = displayedFigure('ebc', 33, ipa, imperial);
    expect(ebc).toMatchObject({ label: 'SRM', text: '16.8', rangeText: '(5.1 - 10.2)', min: 0, max: 60.9 });
    expect(ebc.inRange).toBe(false);
    expect(ebc.position).toBeCloseTo(16.75 / 60.9, 4);
    // Figures without a unit are untouched.
    expect(displayedFigure('ibu', 38.16, ipa, imperial).text).toBe('38.16');
  });
});

describe('figureReading', () => {
  it('reads each figure at the reading precision, in the default units and others', () => {
    expect(figureReading('og', 1.0564)).toEqual({ label: 'OG', text: '1.056' });
    expect(figureReading('ebc', 22.67)).toEqual({ label: 'EBC', text: '23' });
    expect(figureReading('abv', 5.01)).toEqual({ label: 'ABV', text: '5.0 %' });
    expect(figureReading('ibu', 38.16)).toEqual({ label: 'IBU', text: '38' });
    expect(figureReading('buGu', 0.684)).toEqual({ label: 'BU/GU', text: '0.68' });
    expect(figureReading('fg', 1.012, imperial)).toEqual({ label: 'FG (°P)', text: '3.1' });
    expect(figureReading('ebc', 43.3, imperial)).toEqual({ label: 'SRM', text: '22.0' });
  });
});
