// A dry hop's timing: the day of fermentation it goes in and how long it stays. Both are kept in
// minutes like every time in Wortsmith (the day as minutes after pitching) and shown in days. A dry
// hop's boil time stays 0, so it adds no IBU under SPEC §9's formula.
import { roundTo } from './rounding';
import { nullableNumber } from './schemas/fields';
import type { RecipeHop } from './types';

/** Minutes in a day. */
export const MINUTES_PER_DAY = 1440;
/** The longest dry hop timing accepted, in days (a year). */
export const MAX_DRY_HOP_DAYS = 365;

const minutesField = (label: string) =>
  nullableNumber(`${label} must be a number`, (n) =>
    n
      .min(0, `${label} cannot be negative`)
      .max(MAX_DRY_HOP_DAYS * MINUTES_PER_DAY, `${label} must be at most ${MAX_DRY_HOP_DAYS} days`),
  ).optional();

/** The schema fields of a hop's dry-hop timing, in minutes; left out or empty means not said. */
export const dryHopTimingFields = {
  dryHopStart: minutesField('Dry hop day'),
  dryHopDuration: minutesField('Dry hop duration'),
};

/** Minutes to days, 2 decimals. */
export const minutesToDays = (minutes: number): number => roundTo(minutes / MINUTES_PER_DAY, 2);

/**
 * Days typed in a form to minutes: numeric text (a comma counts as the decimal point) becomes a
 * number of minutes; empty text stays empty and anything else is passed on for the schema to refuse.
 */
export function daysInputToMinutes(text: string): string | number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return text;
  return roundTo(Number(trimmed) * MINUTES_PER_DAY, 2);
}

/** Minutes as days for a form input ('' when not said). */
export const minutesToDaysInput = (minutes: number | null | undefined): string =>
  minutes === null || minutes === undefined ? '' : String(minutesToDays(minutes));

type DryHopTiming = Pick<RecipeHop, 'boilTime'> & Partial<Pick<RecipeHop, 'dryHopStart' | 'dryHopDuration'>>;

/**
 * How long a dry hop stays, e.g. "4 days" or "1 day"; null when not said. An older dry hop with only a
 * boil time in minutes reads as that many days.
 */
export function dryHopDurationText(hop: DryHopTiming): string | null {
  const duration = typeof hop.dryHopDuration === 'number' ? hop.dryHopDuration : hop.boilTime;
  if (!(duration > 0)) return null;
  const days = minutesToDays(duration);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** How a dry hop's timing reads: "day 3 · 4 days", either part alone, or null when neither is said. */
export function dryHopTimingText(hop: DryHopTiming): string | null {
  const parts = [
    typeof hop.dryHopStart === 'number' ? `day ${minutesToDays(hop.dryHopStart)}` : null,
    dryHopDurationText(hop),
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
