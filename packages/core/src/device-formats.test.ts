import { describe, expect, it } from 'vitest';
import { FUTURE_READING_MESSAGE, isFutureReadingTime, readingSchema } from './batch';
import { dateFromSpreadsheetSerial, deviceGravityToSg } from './device-formats';

describe('deviceGravityToSg', () => {
  it('reads "P" as °Plato whatever the size, "G" and no unit by range', () => {
    expect(deviceGravityToSg(12, 'P')).toBe(1.0484);
    expect(deviceGravityToSg(1, 'P')).toBe(1.0039);
    expect(deviceGravityToSg(1.05, 'G')).toBe(1.05);
    expect(deviceGravityToSg(12)).toBe(1.0484);
    expect(deviceGravityToSg(60, 'P')).toBeNull();
    expect(deviceGravityToSg(Number.NaN, 'P')).toBeNull();
  });
});

describe('dateFromSpreadsheetSerial', () => {
  it('counts days from 1899-12-30 UTC, the fraction the time of day', () => {
    expect(dateFromSpreadsheetSerial(0)?.toISOString()).toBe('1899-12-30T00:00:00.000Z');
    expect(dateFromSpreadsheetSerial(46353.5)?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(dateFromSpreadsheetSerial(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('a reading dated in the future', () => {
  it('is refused beyond 5 minutes of clock skew, with its message', () => {
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(isFutureReadingTime(at(4 * 60_000), now)).toBe(false);
    expect(isFutureReadingTime(at(6 * 60_000), now)).toBe(true);
    const late = readingSchema.safeParse({
      time: at(60 * 60_000),
      gravity: 1.05,
      temperature: 20,
      note: null,
    });
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe(FUTURE_READING_MESSAGE);
    expect(
      readingSchema.safeParse({ time: at(60_000), gravity: 1.05, temperature: 20, note: null }).success,
    ).toBe(true);
  });
});
