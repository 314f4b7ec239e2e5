// A spreadsheet serial date (the Tilt's Timepoint) as an instant.
import { describe, expect, it } from 'vitest';
import { dateFromSpreadsheetSerial } from './dates';

describe('dateFromSpreadsheetSerial', () => {
  it('counts days from 1899-12-30 UTC, the fraction the time of day', () => {
    expect(dateFromSpreadsheetSerial(0)?.toISOString()).toBe('1899-12-30T00:00:00.000Z');
    expect(dateFromSpreadsheetSerial(46353.5)?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(dateFromSpreadsheetSerial(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
