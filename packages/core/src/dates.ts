// Calendar dates as the product stores them (YYYY-MM-DD).

/**
 * The calendar date of `now` where the code runs, as YYYY-MM-DD. A recipe's creation date is the day
 * the brewer sees on their own calendar, so the browser's local date is the right one (a UTC date is a
 * day off for every brewer east or west of UTC around midnight); the server only falls back to its own
 * calendar for an API client that sends no date.
 */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
