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

/** Day 0 of a spreadsheet serial date (Excel and Google Sheets): 1899-12-30, midnight UTC. */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * The instant of a spreadsheet serial date (days since 1899-12-30, the fraction the time of day, as the
 * Tilt app and TiltBridge send `Timepoint`), read as UTC, to the millisecond; null for a value that is
 * not a finite number. The serial carries no time zone: the caller decides whether to trust it.
 */
export function dateFromSpreadsheetSerial(days: number): Date | null {
  if (!Number.isFinite(days)) return null;
  const date = new Date(Math.round(SERIAL_EPOCH_MS + days * 86_400_000));
  return Number.isNaN(date.getTime()) ? null : date;
}
