// A fermentation plan to start from, from the recipe's yeast: one primary step at the middle of the
// temperature range its maker states, for two weeks. The range is the maker's (the official catalogue's
// yeasts carry it as "17.8-22.2 °C", from the labs' data sheets); staying inside it is the usual advice
// (Palmer, "How to Brew", 4th ed., ch. 8: fermenting within the yeast's recommended range), and the
// middle keeps clear of both ends. Two weeks in primary is the same book's rule of thumb for an ale
// before packaging; the brewer edits the plan from there.
import { FERMENTATION_TEMPERATURE_RANGE, type FermentationStep } from './fermentation-plan';
import { roundTo } from './rounding';

/** Days of the primary step a yeast's plan starts with. */
export const STARTING_PRIMARY_DAYS = 14;

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

/**
 * The plan a recipe's yeasts suggest: primary at the middle of the first stated range, rounded to the
 * half degree a brewer sets a fermenter to, for `STARTING_PRIMARY_DAYS`; null when no yeast states a
 * range (or its middle is outside what a plan may hold).
 */
export function planFromYeast(
  yeasts: readonly { temperatureRange?: string | null }[],
  newId: () => string,
): FermentationStep[] | null {
  const range = yeasts.map((y) => yeastTemperatureRange(y.temperatureRange)).find((r) => r !== null);
  if (!range) return null;
  const temperature = roundTo(Math.round(range.min + range.max) / 2, 1);
  if (temperature < FERMENTATION_TEMPERATURE_RANGE.min || temperature > FERMENTATION_TEMPERATURE_RANGE.max)
    return null;
  return [{ id: newId(), name: 'Primary', kind: 'primary', temperature, days: STARTING_PRIMARY_DAYS }];
}
