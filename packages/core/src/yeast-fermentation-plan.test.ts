// The plan a recipe's yeast suggests: primary at the middle of its maker's temperature range, to the
// half degree, for two weeks (sources in the module).
import { describe, expect, it } from 'vitest';
import { planFromYeast } from './yeast-fermentation-plan';

describe('a plan from the yeast', () => {
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
