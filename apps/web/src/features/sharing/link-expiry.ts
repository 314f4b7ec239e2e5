// When a new share link stops working, as the brewer chooses it: never, in 7 or 30 days, or on a day
// they pick (from the start of that day where they are), and the instant the API is sent for it.
import { localIsoDate } from '@wortsmith/core';

/** The choices of "Link stops working", in the order the select lists them. */
export const LINK_EXPIRY_CHOICES = [
  { value: 'never', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: 'date', label: 'On a date' },
] as const;

/** One of LINK_EXPIRY_CHOICES' values. */
export type LinkExpiryChoice = (typeof LINK_EXPIRY_CHOICES)[number]['value'];

/** Said when "On a date" has no day after today. */
export const EXPIRY_DATE_MESSAGE = 'Choose a day after today.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day a link may stop working on: tomorrow, as YYYY-MM-DD where the brewer is. */
export function firstExpiryDate(now: Date = new Date()): string {
  return localIsoDate(new Date(now.getTime() + DAY_MS));
}

/**
 * The instant (ISO) a link made at `now` stops working: null for never; for "On a date", the start of
 * `date` (YYYY-MM-DD) where the brewer is, or undefined when `date` is not a day after today.
 */
export function linkExpiry(
  choice: LinkExpiryChoice,
  date: string,
  now: Date = new Date(),
): string | null | undefined {
  if (choice === 'never') return null;
  if (choice !== 'date') return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || date < firstExpiryDate(now)) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, day).toISOString();
}
