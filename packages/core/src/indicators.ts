// The right panel's six figure bars (SPEC §2.7): scales, marker position and the style range check.
import { type FigureKey, formatFigure } from './figures';
import { roundTo } from './rounding';
import type { BeerStyle, Range } from './styles';

/** The figures in the order the right panel lists them. */
export const FIGURE_KEYS: readonly FigureKey[] = ['og', 'fg', 'abv', 'ebc', 'ibu', 'buGu'];

/** Label and bar scale of each figure (SPEC §2.7). */
export const INDICATOR_SCALES: Record<FigureKey, { label: string; min: number; max: number }> = {
  og: { label: 'OG', min: 1, max: 1.1 },
  fg: { label: 'FG', min: 1, max: 1.025 },
  abv: { label: 'ABV', min: 0, max: 20 },
  ebc: { label: 'EBC', min: 0, max: 120 },
  ibu: { label: 'IBU', min: 0, max: 80 },
  buGu: { label: 'BU/GU', min: 0, max: 3 },
};

/** What a figure's bar shows. */
export interface Indicator {
  /** The marker's place on the bar as a fraction of its width, always within [0, 1]. */
  position: number;
  /** Whether the value lies inside the style's range (bounds included); null without a range. */
  inRange: boolean | null;
  /** The style's range for this figure, or null. */
  range: Range | null;
}

/**
 * The bar of figure `key` for `value` against `style`. A value off the scale puts the marker at the
 * bar's end (never outside it); a value that is not a number sits at the start and is out of range.
 */
export function indicator(key: FigureKey, value: number, style: BeerStyle | null | undefined): Indicator {
  const scale = INDICATOR_SCALES[key];
  const fraction = (value - scale.min) / (scale.max - scale.min);
  const position = Number.isNaN(fraction) ? 0 : Math.min(1, Math.max(0, fraction));
  const range = style?.[key] ?? null;
  const inRange = range ? value >= range.min && value <= range.max : null;
  return { position, inRange, range };
}

/**
 * A style range bound as a brewer reads it: gravities to 3 decimals, ABV to 1, IBU whole, EBC to 1
 * decimal when it has one (BJCP's SRM ranges convert to values such as 3.94), BU/GU to 2.
 */
function formatRangeBound(key: FigureKey, value: number): string {
  switch (key) {
    case 'og':
    case 'fg':
      return formatFigure(key, value);
    case 'abv':
      return value.toFixed(1);
    case 'ibu':
      return value.toFixed(0);
    case 'ebc':
      return String(roundTo(value, 1));
    case 'buGu':
      return value.toFixed(2);
  }
}

/** A style range as shown beside a figure: "(1.056 - 1.070)", "(10 - 20)"; "" without a range. */
export function formatRange(key: FigureKey, range: Range | null): string {
  if (!range) return '';
  return `(${formatRangeBound(key, range.min)} - ${formatRangeBound(key, range.max)})`;
}
