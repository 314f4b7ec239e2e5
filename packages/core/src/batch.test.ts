// A reading dated in the future, by hand or from a device, is refused beyond the clock skew.
import { describe, expect, it } from 'vitest';
import { FUTURE_READING_MESSAGE, isFutureReadingTime, readingSchema } from './batch';

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
