// A past instant as a brewer reads it beside a device or an alert: "just now", "5 minutes ago",
// "3 hours ago", "yesterday", "4 days ago"; the date itself after a month.

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** How long ago `iso` was, seen at `now` (ms). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds >= 30 * 24 * 60 * 60) return calendarDate(iso);
  const [unit, size] = [...units].reverse().find(([, size]) => seconds >= size)!;
  return format.format(-Math.floor(seconds / size), unit);
}

/** The day of `iso` in the reader's own way of writing dates: "Aug 1, 2025", "1 Aug 2025". */
export function calendarDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** The instant in full, for a tooltip or a time element's title: "27/11/2026, 10:40". */
export function fullTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}
