// The right panel's figures in a brewer's own units (issue 14): OG and FG in SG or °Plato, colour in
// EBC or SRM, each with its bar's scale, the style's range and the marker converted to that unit. In
// the canonical units it is exactly SPEC §2.7's panel (`indicator`, `formatFigure`, `formatRange`).
// Elsewhere (the batch screen, the scale dialog, the brew sheet) `figureReading` gives a figure at the
// precision a brewer reads it (reading-precision.ts).
import { DEFAULT_DISPLAY_UNITS, type DisplayUnits } from './display-units';
import { type FigureKey, formatFigure } from './figures';
import { formatRange, INDICATOR_SCALES, type Indicator, indicator } from './indicators';
import { convertTo, formatQuantity, unitSymbol } from './quantities';
import { formatAbv, formatIbu } from './reading-precision';
import type { BeerStyle } from './styles';

/** The figures that have a display unit, and which. */
const FIGURE_QUANTITY: Partial<Record<FigureKey, 'gravity' | 'color'>> = {
  og: 'gravity',
  fg: 'gravity',
  ebc: 'color',
};

/** A figure as the panel shows it in the user's units. */
export interface DisplayedFigure extends Indicator {
  /** The label ("OG", "OG (°P)", "EBC", "SRM"). */
  label: string;
  /** The bar's scale in the shown unit. */
  min: number;
  max: number;
  /** The value in the shown unit (for the bar's reading). */
  value: number;
  /** The value as text ("1.061", "15.0", "33.00", "16.75"). */
  text: string;
  /** The style's range as text in the shown unit ("(1.056 - 1.070)", "(6 - 14)"); "" without one. */
  rangeText: string;
}

/** Figure `key` at `value` (canonical) against `style`, shown in `units`. */
export function displayedFigure(
  key: FigureKey,
  value: number,
  style: BeerStyle | null | undefined,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): DisplayedFigure {
  const canonical = indicator(key, value, style);
  const scale = INDICATOR_SCALES[key];
  const quantity = FIGURE_QUANTITY[key];
  const unit = quantity ? units[quantity] : undefined;
  if (!quantity || !unit || unit === DEFAULT_DISPLAY_UNITS[quantity]) {
    return {
      ...canonical,
      label: scale.label,
      min: scale.min,
      max: scale.max,
      value,
      text: formatFigure(key, value),
      rangeText: formatRange(key, canonical.range),
    };
  }
  const at = (v: number) => convertTo(quantity, v, unit as never);
  // The value as the unit shows it ("12.0" °P, "16.75" SRM).
  const text = (v: number) => formatQuantity(quantity, v, unit as never, { symbol: false });
  // The scale's ends at the unit's precision (1 SG is 0 °P, not the fit's −0.003).
  const [min, max] = [scale.min, scale.max].map((v) => Number(text(v)) + 0) as [number, number];
  const shown = at(value);
  const fraction = (shown - min) / (max - min);
  const range = canonical.range ? { min: at(canonical.range.min), max: at(canonical.range.max) } : null;
  // Plato to the unit's decimal ("12.0"); SRM bounds like EBC's, to one decimal when they have one.
  const bound = (v: number) =>
    quantity === 'gravity'
      ? text(v)
      : formatQuantity(quantity, v, unit as never, { decimals: 1, trim: true, symbol: false });
  const symbol = unitSymbol(quantity, unit as never);
  return {
    position: Number.isNaN(fraction) ? 0 : Math.min(1, Math.max(0, fraction)),
    inRange: canonical.inRange,
    range,
    label: quantity === 'gravity' ? `${scale.label} (${symbol})` : symbol,
    min,
    max,
    value: shown,
    text: Number.isNaN(value) ? formatFigure(key, value) : text(value),
    rangeText: canonical.range ? `(${bound(canonical.range.min)} - ${bound(canonical.range.max)})` : '',
  };
}

/** A figure's label and text where the specification does not write its decimals out. */
export interface FigureReading {
  /** "OG", "OG (°P)", "ABV", "IBU", "EBC", "SRM", "BU/GU". */
  label: string;
  /** At the reading precision: "1.056", "12.0", "5.0 %", "38", "23", "11.5", "0.68". */
  text: string;
}

/**
 * Figure `key` at `value` (canonical) as a brewer reads it in `units`: gravities at 0.001 SG or 0.1 °P,
 * colour whole in EBC or to 0.1 SRM, ABV to 0.1 % with its sign, IBU whole; BU/GU, a ratio, with 2 decimals.
 */
export function figureReading(
  key: FigureKey,
  value: number,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): FigureReading {
  const scale = INDICATOR_SCALES[key];
  switch (key) {
    case 'og':
    case 'fg': {
      const label =
        units.gravity === 'SG' ? scale.label : `${scale.label} (${unitSymbol('gravity', units.gravity)})`;
      return { label, text: formatQuantity('gravity', value, units.gravity, { symbol: false }) };
    }
    case 'ebc':
      return {
        label: unitSymbol('color', units.color),
        text: formatQuantity('color', value, units.color, { symbol: false }),
      };
    case 'abv':
      return { label: scale.label, text: formatAbv(value) };
    case 'ibu':
      return { label: scale.label, text: formatIbu(value) };
    default:
      return { label: scale.label, text: formatFigure(key, value) };
  }
}
