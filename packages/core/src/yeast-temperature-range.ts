// A yeast's temperature range as its maker states it and the catalogue keeps it, as text ("17.8-22.2 °C",
// "64–72°F", "18 °C to 22 °C"), read as °C: the fermentation plan a yeast suggests and the BeerXML and
// BeerJSON writers' minimum and maximum read it the same way.

const RANGE = /^\s*(-?\d+(?:[.,]\d+)?)\s*°?\s*([CF])?\s*(?:-|–|to)\s*(-?\d+(?:[.,]\d+)?)\s*°?\s*([CF])\s*$/i;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * A yeast's temperature range text ("17.8-22.2 °C", "64–72°F", "18 °C to 22 °C") in °C; null when the
 * text is no range (empty, one temperature, no unit) or its ends are in the wrong order.
 */
export function yeastTemperatureRange(text: string | null | undefined): { min: number; max: number } | null {
  const match = RANGE.exec(text ?? '');
  if (!match) return null;
  const unit = match[4]!.toUpperCase();
  if (match[2] && match[2].toUpperCase() !== unit) return null;
  const celsius = (value: number) => (unit === 'F' ? ((value - 32) * 5) / 9 : value);
  const min = celsius(toNumber(match[1]!));
  const max = celsius(toNumber(match[3]!));
  return min <= max ? { min, max } : null;
}
