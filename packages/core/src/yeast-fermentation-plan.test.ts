// The plan a recipe's yeast suggests: its maker's temperature range read from the catalogue's text, and
// primary at the middle of it, to the half degree, for two weeks (sources in the module).
import { describe, expect, it } from 'vitest';
import { planFromYeast, yeastTemperatureRange } from './yeast-fermentation-plan';

describe('a plan from the yeast', () => {
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

  it('starts with primary in the middle of the first yeast’s range for 14 days', () => {
    // US-05's 18.3-21.1 °C (the official catalogue's text): the middle, 19.7 °C, set as 19.5 °C.
    expect(
      planFromYeast([{ temperatureRange: null }, { temperatureRange: '18.3-21.1 °C' }], () => 'id-1'),
    ).toEqual([{ id: 'id-1', name: 'Primary', kind: 'primary', temperature: 19.5, days: 14 }]);
    expect(planFromYeast([{ temperatureRange: '8.9-13.3 °C' }], () => 'x')?.[0]?.temperature).toBe(11);
    expect(planFromYeast([{ temperatureRange: 'ambient' }], () => 'x')).toBeNull();
    expect(planFromYeast([], () => 'x')).toBeNull();
  });
});
