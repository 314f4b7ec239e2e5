// The by-stage gravity method against published recipes, and its promises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInAdvice } from './advisor';
import { readAdvisorRecipe } from './advisor/advisor-recipe';
import { brewhouseEfficiency } from './batch-figures';
import {
  type CalculationMethods,
  computeFiguresWithMethods,
  type MethodFiguresInput,
  recipeFiguresAnswer,
} from './calculation-methods';
import { computeRecipeFigures } from './figures';
import { FERMENTABLE_CONTRIBUTIONS, type FermentableContribution } from './options';
import { scaleRecipe } from './scaling';
import { contributionOf, STEEPING_YIELD, stagedGravities } from './staged-gravity';
import { findStyle } from './styles';
import { LITRES_PER_US_GALLON, POUNDS_PER_KG } from './units';

const grams = (pounds: number) => (pounds * 1000) / POUNDS_PER_KG;
const gallons = (n: number) => n * LITRES_PER_US_GALLON;
const BY_STAGE: CalculationMethods = { colorMethod: 'spec', ibuMethod: 'spec', gravityMethod: 'byStage' };
const SPEC: CalculationMethods = { colorMethod: 'spec', ibuMethod: 'spec', gravityMethod: 'spec' };

const fermentable = (pounds: number, potentialExtract: number, contribution: FermentableContribution) => ({
  quantity: grams(pounds),
  potentialExtract,
  ebc: 10,
  contribution,
});

function recipe(
  recipeFermentables: MethodFiguresInput['recipeFermentables'],
  volumeGallons = 5,
  efficiency = 72,
): MethodFiguresInput {
  return {
    recipeEquipment: { batchVolume: gallons(volumeGallons), efficiency, boilTime: 60 },
    recipeFermentables,
    recipeHops: [{ quantity: 28, alphaAcidContent: 10, boilTime: 60, usageStage: 'Boil' }],
    recipeYeasts: [{ attenuation: 75 }],
  };
}

describe('worked examples', () => {
  it("an extract recipe: Palmer's Cincinnati Pale Ale at its stated OG 1.050, whatever the efficiency", () => {
    // Palmer's Cincinnati Pale Ale as BeerSmith's recipe site publishes it (beersmithrecipes.com, recipe
    // 3061, "Extract Recipe", 5.00 gal): 3 lb Amber Dry Extract and 3 lb 4.8 oz Pale Liquid Extract,
    // "Est OG: 1.050". Dry extract 44 and liquid extract 36 points per lb and gallon:
    // 3 × 44 + 3.3 × 36 = 250.8 points / 5 gal = 50.2, OG 1.050.
    const extract = recipe([fermentable(3, 1.044, 'notMashed'), fermentable(3.3, 1.036, 'notMashed')]);
    expect(computeFiguresWithMethods(extract, BY_STAGE).og).toBe(1.05);
    expect(
      computeFiguresWithMethods({ ...extract, recipeEquipment: { batchVolume: gallons(5) } }, BY_STAGE).og,
    ).toBe(1.05);
    // SPEC §9 counts the extract at the 72 % efficiency: 250.8 × 0.72 / 5 = 36.1.
    expect(computeFiguresWithMethods(extract, SPEC).og).toBe(1.036);
  });

  it("a partial mash with steeped grain: Palmer's Port O' Palmer porter at its stated OG 1.048", () => {
    // Palmer, How to Brew (howtobrew.com, ch. 13 "Steeping Specialty Grains", Example Batch): 6 lb pale
    // malt extract syrup, 1/2 lb chocolate, 1/2 lb crystal 60 °L, 1/4 lb black patent steeped, "OG for 5
    // Gallons 1.048". Extract 6 × 36 = 216 points; the grains' maximum (Table 9) 0.5 × 28 + 0.5 × 34 +
    // 0.25 × 25 = 37.25 points, of which steeping gives 63 %: 23.5; (216 + 23.5) / 5 = 47.9, OG 1.048.
    const porter = recipe([
      fermentable(6, 1.036, 'notMashed'),
      fermentable(0.5, 1.028, 'steeped'),
      fermentable(0.5, 1.034, 'steeped'),
      fermentable(0.25, 1.025, 'steeped'),
    ]);
    expect(STEEPING_YIELD).toBe(0.63);
    expect(computeFiguresWithMethods(porter, BY_STAGE).og).toBe(1.048);
    // Palmer's own steeped yields (chocolate 15, crystal 60 18, black patent 21 points) give the same:
    // 216 + 7.5 + 9 + 5.25 = 237.75 / 5 = 47.6.
    expect(Math.round(1000 + 237.75 / 5) / 1000).toBe(1.048);
  });

  it('an all-grain recipe with sugar: the sugar gives all its 46 points, the malt its efficiency', () => {
    // Palmer, How to Brew, ch. 12, Table 9: 2-row pale malt 37 points per lb and gallon at most; cane sugar
    // 46, whose typical yield is its maximum. 10 lb malt at 75 % and 1 lb sugar in 5.5 gal:
    // (10 × 37 × 0.75 + 46) / 5.5 = (277.5 + 46) / 5.5 = 58.8, OG 1.059; SPEC §9 also takes 75 % of the
    // sugar: (370 + 46) × 0.75 / 5.5 = 56.7, OG 1.057.
    const tripelish = recipe([fermentable(10, 1.037, 'mashed'), fermentable(1, 1.046, 'notMashed')], 5.5, 75);
    expect(computeFiguresWithMethods(tripelish, BY_STAGE).og).toBe(1.059);
    expect(computeFiguresWithMethods(tripelish, SPEC).og).toBe(1.057);
  });

  it('sugar added after the boil counts in the OG but not in the kettle the hops are boiled in', () => {
    const inKettle = recipe([fermentable(10, 1.037, 'mashed'), fermentable(2, 1.046, 'notMashed')]);
    const inFermenter = recipe([fermentable(10, 1.037, 'mashed'), fermentable(2, 1.046, 'afterBoil')]);
    const kettle = computeFiguresWithMethods(inKettle, BY_STAGE);
    const fermenter = computeFiguresWithMethods(inFermenter, BY_STAGE);
    expect(fermenter.og).toBe(kettle.og);
    // (10 × 37 × 0.72) / 5 = 53.3: the kettle's gravity without the sugar's 18.4 points.
    expect(stagedGravities(inFermenter)).toEqual({ og: 1.072, boilGravity: 1.053 });
    expect(fermenter.ibu).toBeGreaterThan(kettle.ibu);
    expect(fermenter.fg).toBe(kettle.fg);
  });
});

describe('the by-stage method', () => {
  const mashedOnly = fc.array(
    fc.record({
      quantity: fc.double({ min: 0, max: 20000, noNaN: true }),
      ebc: fc.double({ min: 0, max: 1000, noNaN: true }),
      potentialExtract: fc.double({ min: 0.9, max: 1.05, noNaN: true }),
      contribution: fc.constantFrom('mashed', null, undefined),
    }),
    { maxLength: 6 },
  );

  it('agrees exactly with SPEC §9 when nothing is extract, sugar, steeped or added after the boil', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        mashedOnly,
        fc.constantFrom('spec', 'staged') as fc.Arbitrary<'spec' | 'staged'>,
        (batchVolume, efficiency, recipeFermentables, ibuMethod) => {
          const input: MethodFiguresInput = {
            recipeEquipment: { batchVolume, efficiency },
            recipeFermentables,
            recipeHops: [{ quantity: 30, alphaAcidContent: 12, boilTime: 60, usageStage: 'Boil' }],
            recipeYeasts: [{ attenuation: 77 }],
          };
          const methods = { colorMethod: 'spec', ibuMethod } as const;
          expect(computeFiguresWithMethods(input, { ...methods, gravityMethod: 'byStage' })).toEqual(
            computeFiguresWithMethods(input, { ...methods, gravityMethod: 'spec' }),
          );
        },
      ),
    );
  });

  it('never gives an extract, sugar or steeped grain less than SPEC §9 at an efficiency up to 63 %', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 63, noNaN: true }),
        fc.constantFrom(...FERMENTABLE_CONTRIBUTIONS),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        (efficiency, contribution, quantity) => {
          const input = recipe([{ quantity, potentialExtract: 1.04, ebc: 5, contribution }], 5, efficiency);
          expect(computeFiguresWithMethods(input, BY_STAGE).og).toBeGreaterThanOrEqual(
            computeRecipeFigures(input).og,
          );
        },
      ),
    );
  });

  it('reads a missing or unknown contribution as mashed', () => {
    expect(contributionOf({})).toBe('mashed');
    expect(contributionOf({ contribution: null })).toBe('mashed');
    expect(contributionOf({ contribution: 'boiled' })).toBe('mashed');
    expect(contributionOf({ contribution: 'steeped' })).toBe('steeped');
  });

  it('answers both figure sets and the methods for other programs', () => {
    const extract = recipe([fermentable(6.3, 1.04, 'notMashed')]);
    const answer = recipeFiguresAnswer(extract, { ...BY_STAGE, ibuMethod: 'staged' });
    expect(answer.methods).toEqual({ gravity: 'byStage', color: 'spec', ibu: 'staged' });
    expect(answer.spec.og).toBe(computeRecipeFigures(extract).og);
    expect(answer.preferred.og).toBeGreaterThan(answer.spec.og);
    expect(Object.keys(answer.preferred)).toEqual(['og', 'fg', 'abv', 'ebc', 'ibu', 'buGu']);
  });
});

describe('the brewhouse efficiency a batch achieved', () => {
  it('counts only what the mash had to extract: an extract brew with steeped grain has none', () => {
    const porter = recipe([fermentable(6, 1.036, 'notMashed'), fermentable(1.25, 1.03, 'steeped')]);
    expect(brewhouseEfficiency(1.048, gallons(5), porter)).toBeNull();
  });

  it('takes the extract out before dividing by what the malt could give', () => {
    // 8 lb malt (37 max = 296 points) and 2 lb DME (88 points) measured at 1.060 in 5 gal = 300 points:
    // (300 − 88) / 296 = 71.6 %, where counting the DME as grain would say 300 / 384 = 78.1 %.
    const bill = recipe([fermentable(8, 1.037, 'mashed'), fermentable(2, 1.044, 'notMashed')]);
    expect(brewhouseEfficiency(1.06, gallons(5), bill)).toBe(71.6);
    expect(brewhouseEfficiency(1.06, gallons(5), recipe([fermentable(8, 1.037, 'mashed')]))).toBe(
      roundTo1((300 / 296) * 100),
    );
  });

  it('never reads higher when extract is added to the bill (the mash then had less to do)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 1.1, noNaN: true }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.constantFrom('notMashed', 'afterBoil', 'steeped') as fc.Arbitrary<FermentableContribution>,
        (og, maltPounds, extractPounds, contribution) => {
          const malt = fermentable(maltPounds, 1.037, 'mashed');
          const without = brewhouseEfficiency(og, gallons(5), recipe([malt]));
          const withExtract = brewhouseEfficiency(
            og,
            gallons(5),
            recipe([malt, fermentable(extractPounds, 1.044, contribution)]),
          );
          expect(withExtract).not.toBeNull();
          expect(withExtract!).toBeLessThanOrEqual(without!);
          expect(withExtract!).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

describe('scaling and advice by stage', () => {
  it('scales only the mashed grain for a new efficiency, keeping the OG by stage', () => {
    const bill = recipe([fermentable(8, 1.037, 'mashed'), fermentable(2, 1.044, 'notMashed')]);
    const before = computeFiguresWithMethods(bill, BY_STAGE).og;
    const scaled = scaleRecipe(
      {
        recipeEquipment: { batchVolume: gallons(5), efficiency: 72 },
        recipeFermentables: [fermentable(8, 1.037, 'mashed'), fermentable(2, 1.044, 'notMashed')],
        recipeHops: [{ quantity: 28 }],
        recipeMisc: [],
        recipeYeasts: [{ quantity: 11 }],
      },
      { efficiency: 60 },
      'byStage',
    );
    expect(scaled.recipeFermentables[1]!.quantity).toBeCloseTo(grams(2), 9);
    expect(scaled.recipeFermentables[0]!.quantity).toBeCloseTo(grams(8) * (72 / 60), 9);
    const after = { ...bill, ...scaled, recipeHops: bill.recipeHops, recipeYeasts: bill.recipeYeasts };
    expect(computeFiguresWithMethods(after, BY_STAGE).og).toBe(before);
  });

  it('asks an extract brew that is too light for dry malt extract, not base malt', () => {
    const style = findStyle('American Pale Ale')!;
    const advisor = readAdvisorRecipe({
      style: style.name,
      recipeEquipment: { batchVolume: 20, efficiency: 72 },
      recipeFermentables: [
        { name: 'Light DME', quantity: 1500, potentialExtract: 1.044, ebc: 8, contribution: 'notMashed' },
      ],
      recipeHops: [{ name: 'Cascade', quantity: 30, alphaAcidContent: 6, boilTime: 60 }],
      recipeYeasts: [{ name: 'US-05', attenuation: 78 }],
    })!;
    expect(builtInAdvice(advisor, style, undefined, BY_STAGE)).toMatch(/of dry malt extract\./);
    expect(builtInAdvice(advisor, style)).toMatch(/of base malt or raise efficiency\./);
  });
});
