// Other tools' generated mash directions said again in the brewer's units; a brewer's own words kept.
import { describe, expect, it } from 'vitest';
import { localStepDescription } from './step-description';

const metric = { volume: 'L', temperature: 'C' } as const;
const us = { volume: 'gal', temperature: 'F' } as const;

describe('localStepDescription', () => {
  it("says BeerSmith's infusion in litres and °C as a brewer reads them: 11.25 qt is 10.6 L, 170.5 °F is 77.0 °C", () => {
    // 11.25 × 0.946353 = 10.6465 L (0.1 L steps); (170.5 − 32) × 5/9 = 76.94 °C (0.5 °C steps).
    expect(localStepDescription('Add 11.25 qt of water at 170.5 F', metric)).toBe(
      'Add 10.6 L of water at 77.0 °C',
    );
    expect(localStepDescription('Add 11.25 qt of water at 170.5 F', us)).toBe(
      'Add 2.81 gal of water at 171 °F',
    );
  });

  it('says heat-to and decoction directions the same way', () => {
    expect(localStepDescription('Heat to 158.0 F over 10 min', metric)).toBe('Heat to 70.0 °C over 10 min');
    expect(localStepDescription('Decoct 3.50 qt of mash and boil it', metric)).toBe(
      'Decoct 3.3 L of mash and boil it',
    );
    expect(localStepDescription('Add 10 l of water at 72 C', us)).toBe('Add 2.64 gal of water at 162 °F');
  });

  it("keeps the brewer's own words, and nothing", () => {
    expect(localStepDescription('Thick mash, stir well', metric)).toBe('Thick mash, stir well');
    expect(localStepDescription('Add 2 qt of water at 170 F, then stir', metric)).toBe(
      'Add 2 qt of water at 170 F, then stir',
    );
    expect(localStepDescription(null, metric)).toBeNull();
  });
});
