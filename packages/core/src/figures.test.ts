// Worked examples and edge cases of the SPEC §9 formulas.
import { describe, expect, it } from 'vitest';
import {
  buGuRatio,
  computeOg,
  computeRecipeFigures,
  ebcPerGram,
  type FiguresInput,
  fermentablePoints,
  fgUnknownReason,
  fgYeastIndex,
  formatFigure,
  hopIbu,
  ibuPerGram,
  ogPerGram,
  preBoilVolumeOf,
  withComputedFigures,
} from './figures';

const equipment = { batchVolume: 20, efficiency: 75, boilTime: 60, deadSpace: 1, boilOff: 3, trubLoss: 1 };

/** 20 L at 75 %: 5 kg pale malt (1.037, 6 EBC) and 300 g crystal (extract unknown, 120 EBC). */
const pale = { quantity: 5000, potentialExtract: 1.037, ebc: 6 };
const crystal = { quantity: 300, potentialExtract: null, ebc: 120 };
const bittering = { quantity: 30, alphaAcidContent: 10, boilTime: 60 };
const aroma = { quantity: 30, alphaAcidContent: 6, boilTime: 10 };

const ipa: FiguresInput = {
  recipeEquipment: equipment,
  recipeFermentables: [pale, crystal],
  recipeHops: [bittering, aroma],
  recipeYeasts: [{ attenuation: 81 }, { attenuation: 78 }],
};

describe('OG', () => {
  it('adds pounds x (extract - 1) x 1000 x efficiency per gallon, 3 decimals', () => {
    // 5 kg = 11.0231 lb; 0.3 kg = 0.661386 lb; the crystal malt's missing extract counts 1.036.
    const points = 11.0231 * 37 * 0.75 + 0.661386 * 36 * 0.75; // 323.748…
    const gallons = 20 / 3.78541; // 5.28345…
    expect(1 + points / gallons / 1000).toBeCloseTo(1.06128, 5);
    expect(computeRecipeFigures(ipa).og).toBe(1.061);
  });

  it.each([
    ['no fermentables', { ...ipa, recipeFermentables: [] }],
    ['no equipment', { ...ipa, recipeEquipment: null }],
    ['no batch volume', { ...ipa, recipeEquipment: { ...equipment, batchVolume: null } }],
    ['a batch volume of 0', { ...ipa, recipeEquipment: { ...equipment, batchVolume: 0 } }],
    [
      'a batch volume still being typed (NaN)',
      { ...ipa, recipeEquipment: { ...equipment, batchVolume: Number.NaN } },
    ],
    ['no efficiency', { ...ipa, recipeEquipment: { ...equipment, efficiency: undefined } }],
  ])('is 1.000 with %s', (_case, input: FiguresInput) => {
    expect(computeOg(input)).toBe(1);
    expect(formatFigure('og', computeRecipeFigures(input).og)).toBe('1.000');
  });

  it('counts a potential extract under 1 as no sugar at all', () => {
    const input = { ...ipa, recipeFermentables: [pale, { quantity: 1000, potentialExtract: 0, ebc: 10 }] };
    expect(computeRecipeFigures(input).og).toBe(1.058); // as pale malt alone
  });

  it('counts a fermentable without quantity as nothing', () => {
    const input = { ...ipa, recipeFermentables: [pale, { quantity: null, potentialExtract: 1.04, ebc: 10 }] };
    // 11.0231 x 37 x 0.75 / 5.28345 = 57.89 points
    expect(computeRecipeFigures(input).og).toBe(1.058);
  });
});

describe('FG and ABV', () => {
  it('takes the lowest attenuation and the rounded OG; ABV uses FG unrounded', () => {
    // FG 1.061 - 0.061 x 0.78 = 1.01342, shown 1.013; ABV (1.061 - 1.01342) x 131.25 = 6.244875 -> 6.24
    const figures = computeRecipeFigures(ipa);
    expect(figures.fg).toBe(1.013);
    expect(figures.abv).toBe(6.24);
  });

  it('starts from 100 % attenuation: without yeast FG is 1.000', () => {
    // ABV (1.061 - 1.000) x 131.25 = 8.00625 -> 8.01
    const figures = computeRecipeFigures({ ...ipa, recipeYeasts: [] });
    expect(figures.fg).toBe(1);
    expect(figures.abv).toBe(8.01);
  });

  it('skips a yeast whose attenuation is missing', () => {
    const figures = computeRecipeFigures({
      ...ipa,
      recipeYeasts: [{ attenuation: null }, { attenuation: 75 }],
    });
    // 1.061 - 0.061 x 0.75 = 1.01525 -> 1.015
    expect(figures.fg).toBe(1.015);
  });

  it('gives FG = OG and ABV 0 at 0 % attenuation, never a negative ABV', () => {
    const figures = computeRecipeFigures({ ...ipa, recipeYeasts: [{ attenuation: -20 }] });
    expect(figures.fg).toBe(1.061);
    expect(figures.abv).toBe(0);
  });
});

describe('EBC', () => {
  it('is 10 x the sum of kg x EBC / litres, 2 decimals', () => {
    // 10 x (5 x 6 / 20 + 0.3 x 120 / 20) = 10 x (1.5 + 1.8) = 33
    expect(computeRecipeFigures(ipa).ebc).toBe(33);
  });

  it('counts a fermentable without colour as 0 EBC', () => {
    const input = {
      ...ipa,
      recipeFermentables: [pale, { quantity: 500, potentialExtract: 1.04, ebc: null }],
    };
    expect(computeRecipeFigures(input).ebc).toBe(15);
  });

  it('rounds to 2 decimals', () => {
    // 10 x 0.123 x 7 / 23 = 0.37434… -> 0.37
    const input = { ...ipa, recipeEquipment: { ...equipment, batchVolume: 23 } };
    expect(computeRecipeFigures({ ...input, recipeFermentables: [{ quantity: 123, ebc: 7 }] }).ebc).toBe(
      0.37,
    );
  });

  it('is 0 without a batch volume', () => {
    expect(computeRecipeFigures({ ...ipa, recipeEquipment: null }).ebc).toBe(0);
  });
});

describe('IBU (Tinseth)', () => {
  it('multiplies bigness, time factor, alpha acid and grams per litre, with the rounded OG', () => {
    const bigness = 1.65 * 0.000125 ** (1.061 - 1); // 0.95366…
    const time60 = (1 - Math.exp(-0.04 * 60)) / 4.15; // 0.21904…
    const time10 = (1 - Math.exp(-0.04 * 10)) / 4.15; // 0.07943…
    const bitter = bigness * time60 * (10 / 100) * ((30 * 1000) / 20); // 31.3428…
    const late = bigness * time10 * (6 / 100) * ((30 * 1000) / 20); // 6.8184…
    const figures = computeRecipeFigures(ipa);
    expect(figures.hopIbus).toEqual([Math.round(bitter * 100) / 100, Math.round(late * 100) / 100]);
    expect(figures.hopIbus).toEqual([31.34, 6.82]);
    expect(figures.ibu).toBe(38.16);
  });

  it("uses the recipe hop's own alpha acid", () => {
    expect(hopIbu({ ...bittering, alphaAcidContent: 5 }, 1.061, 20)).toBe(15.67);
  });

  it('is 0 for a dry hop (0 minutes), a missing quantity or alpha acid, or no batch volume', () => {
    expect(hopIbu({ ...bittering, boilTime: 0 }, 1.061, 20)).toBe(0);
    expect(hopIbu({ ...bittering, quantity: null }, 1.061, 20)).toBe(0);
    expect(hopIbu({ ...bittering, alphaAcidContent: Number.NaN }, 1.061, 20)).toBe(0);
    expect(hopIbu(bittering, 1.061, undefined)).toBe(0);
    expect(hopIbu({ ...bittering, quantity: -30 }, 1.061, 20)).toBe(0);
  });

  it('sums the rounded additions into the total, 2 decimals', () => {
    const hops = [bittering, aroma, aroma];
    const figures = computeRecipeFigures({ ...ipa, recipeHops: hops });
    expect(figures.ibu).toBe(Math.round((31.34 + 6.82 + 6.82) * 100) / 100);
  });
});

describe('BU/GU', () => {
  it('divides total IBU by the rounded OG points, 2 decimals', () => {
    // 38.16 / 61 = 0.6256… -> 0.63
    expect(computeRecipeFigures(ipa).buGu).toBe(0.63);
  });

  it('is 0 when OG is 1.000', () => {
    const figures = computeRecipeFigures({ ...ipa, recipeFermentables: [] });
    expect(figures.ibu).toBeGreaterThan(0);
    expect(figures.buGu).toBe(0);
  });
});

describe('pre-boil volume', () => {
  it('is batch volume + dead space + boil-off x minutes/60 + trub loss, 3 decimals', () => {
    // 20 + 1 + 3 x 60/60 + 1 = 25
    expect(computeRecipeFigures(ipa).preBoilVolume).toBe(25);
    const odd = {
      ...equipment,
      batchVolume: 20.82,
      boilOff: 2.84,
      boilTime: 75,
      deadSpace: 0,
      trubLoss: 1.89,
    };
    // 20.82 + 0 + 2.84 x 1.25 + 1.89 = 26.26
    expect(computeRecipeFigures({ ...ipa, recipeEquipment: odd }).preBoilVolume).toBe(26.26);
  });

  it('counts missing parts as 0, and is 0 without equipment', () => {
    const partial = { batchVolume: 23, efficiency: 70, boilTime: 60, boilOff: null };
    expect(computeRecipeFigures({ ...ipa, recipeEquipment: partial }).preBoilVolume).toBe(23);
    expect(computeRecipeFigures({ ...ipa, recipeEquipment: null }).preBoilVolume).toBe(0);
  });

  it('is the same figure on its own, for the rules that plan water from it', () => {
    expect(preBoilVolumeOf(equipment)).toBe(25);
    expect(preBoilVolumeOf(null)).toBe(0);
  });
});

describe('fermentable percentages', () => {
  it('are each quantity over the total x 100, 2 decimals', () => {
    // 5000 / 5300 = 94.339…%, 300 / 5300 = 5.660…%
    expect(computeRecipeFigures(ipa).fermentablePercentages).toEqual([94.34, 5.66]);
  });

  it('are all 0 when the total is 0', () => {
    const input = { ...ipa, recipeFermentables: [{ quantity: 0 }, { quantity: null }] };
    expect(computeRecipeFigures(input).fermentablePercentages).toEqual([0, 0]);
  });
});

describe('withComputedFigures', () => {
  const recipe = {
    ...ipa,
    name: 'Cascade IPA',
    recipeFermentables: [
      { ...pale, name: 'Pale', percentage: 0 },
      { ...crystal, name: 'Crystal', percentage: 0 },
    ],
    recipeHops: [
      { ...bittering, name: 'Magnum', ibu: 0 },
      { ...aroma, name: 'Cascade', ibu: 0 },
    ],
  };

  it('writes each hop IBU and fermentable share back into new objects', () => {
    const result = withComputedFigures(recipe);
    expect(result.name).toBe('Cascade IPA');
    expect(result.recipeHops.map((h) => [h.name, h.ibu])).toEqual([
      ['Magnum', 31.34],
      ['Cascade', 6.82],
    ]);
    expect(result.recipeFermentables.map((f) => f.percentage)).toEqual([94.34, 5.66]);
    expect(recipe.recipeHops[0]!.ibu).toBe(0);
    expect(result.recipeHops).not.toBe(recipe.recipeHops);
  });
});

describe('formatFigure', () => {
  it.each([
    ['og', 1.05, '1.050'],
    ['fg', 1.0104, '1.010'],
    ['abv', 6.3, '6.30'],
    ['ebc', 33, '33.00'],
    ['ibu', 41.53, '41.53'],
    ['buGu', 0.7, '0.70'],
  ] as const)('shows %s %s as %s', (key, value, text) => {
    expect(formatFigure(key, value)).toBe(text);
  });
});

describe('the per-ingredient helpers the advice and the batches share', () => {
  it('gives a fermentable its gravity points per gallon: 5 kg of a 1.037 malt is 11.0231 lb x 37 points', () => {
    expect(fermentablePoints(pale, 100)).toBeCloseTo(11.0231 * 37, 3);
    expect(fermentablePoints(pale, 75)).toBeCloseTo(11.0231 * 37 * 0.75, 3);
    // No extract stated: 1.036. An extract of 1 or less gives nothing rather than taking away.
    expect(fermentablePoints(crystal, 100)).toBeCloseTo(0.661386 * 36, 3);
    expect(fermentablePoints({ quantity: 1000, potentialExtract: 0.99 }, 100)).toBe(0);
  });

  it('adds up, gram by gram, to the OG and EBC the figures compute', () => {
    // 5 kg of pale at 75 % in 20 L: 11.0231 x 37 x 0.75 / 5.28345 / 1000 = 0.0579 above 1.
    expect(1 + ogPerGram(1.037, 75, 20) * 5000).toBeCloseTo(1.0579, 4);
    // 300 g of 120 EBC crystal in 20 L: 10 x 0.3 x 120 / 20 = 18 EBC.
    expect(ebcPerGram(120, 20) * 300).toBeCloseTo(18, 9);
    expect(ebcPerGram(120, 0)).toBe(0);
    // A kilogram of a 10 % hop at 60 minutes, per gram, is the 30 g addition's IBU over 30.
    expect(ibuPerGram(10, 60, 1.061, 20) * 30).toBeCloseTo(hopIbu(bittering, 1.061, 20), 1);
  });

  it('divides IBU by OG points for BU/GU, 0 at OG 1.000', () => {
    expect(buGuRatio(41.53, 1.061)).toBe(0.68);
    expect(buGuRatio(30, 1)).toBe(0);
  });

  it('finds the yeast that sets FG: the least attenuative known one, the first of equals', () => {
    expect(fgYeastIndex([{ attenuation: 81 }, { attenuation: 78 }, { attenuation: 78 }])).toBe(1);
    expect(fgYeastIndex([{ attenuation: null }, { attenuation: 120 }])).toBe(-1);
    expect(fgYeastIndex([])).toBe(-1);
  });

  it('says FG and ABV wait for a yeast with an attenuation, while SPEC §9 still assumes 100 %', () => {
    expect(fgUnknownReason([])).toBe('Not known until a yeast is chosen');
    expect(fgUnknownReason([{ attenuation: null }])).toBe('Not known until a yeast has an attenuation');
    expect(fgUnknownReason([{ attenuation: null }, { attenuation: 75 }])).toBeNull();
    // The stored figure is unchanged: 1.000 for any OG.
    expect(computeRecipeFigures({ ...ipa, recipeYeasts: [] }).fg).toBe(1);
  });
});
