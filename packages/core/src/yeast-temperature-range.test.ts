// A yeast's temperature range read from the catalogue's text, in °C, whichever way its maker writes it.
import { describe, expect, it } from 'vitest';
import { yeastTemperatureRange } from './yeast-temperature-range';

describe('a yeast temperature range', () => {
  it.each([
    ['17.8-22.2 °C', { min: 17.8, max: 22.2 }],
    ['10-12.8 °C', { min: 10, max: 12.8 }],
    ['18–22°C', { min: 18, max: 22 }],
    ['18 °C to 22 °C', { min: 18, max: 22 }],
    ['64-72 °F', { min: 160 / 9, max: 200 / 9 }],
  ])('reads the range %s', (text, range) => {
    const read = yeastTemperatureRange(text)!;
    expect(read.min).toBeCloseTo(range.min, 6);
    expect(read.max).toBeCloseTo(range.max, 6);
  });

  it.each(['', '20 °C', '18-22', '22-18 °C', '18 °F - 22 °C'])('reads no range in "%s"', (text) => {
    expect(yeastTemperatureRange(text)).toBeNull();
  });
});
