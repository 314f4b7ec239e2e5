// A fermentation plan to start from, from the recipe's yeast: one primary step at the middle of the
// temperature range its maker states, for two weeks. The range is the maker's (the official catalogue's
// yeasts carry it as "17.8-22.2 °C", from the labs' data sheets); staying inside it is the usual advice
// (Palmer, "How to Brew", 4th ed., ch. 8: fermenting within the yeast's recommended range), and the
// middle keeps clear of both ends. Two weeks in primary is the same book's rule of thumb for an ale
// before packaging; the brewer edits the plan from there.
import { FERMENTATION_TEMPERATURE_RANGE, type FermentationStep } from './fermentation-plan';
import { roundTo } from './rounding';
import { yeastTemperatureRange } from './yeast-temperature-range';

/** Days of the primary step a yeast's plan starts with. */
export const STARTING_PRIMARY_DAYS = 14;

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
