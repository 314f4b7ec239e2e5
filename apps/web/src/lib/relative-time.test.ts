// How long ago a device was last seen or an alert was raised.
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [5, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [4 * 86400, '4 days ago'],
  ])('%i s ago: %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('a clock a little ahead reads as just now, a month ago as the date', () => {
    expect(relativeTime(ago(-20), NOW)).toBe('just now');
    expect(relativeTime(ago(40 * 86400), NOW)).toMatch(/2026/);
  });
});
