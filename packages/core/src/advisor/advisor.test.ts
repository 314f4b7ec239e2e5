// The built-in advisor never asks the impossible: no reduction exceeds what the recipe holds (pinned
// cases and a property over generated recipes), it says when leaving out one malt is not enough, and
// it names the yeast that sets FG with the attenuation that would reach the style.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFiguresWithMethods, DEFAULT_CALCULATION_METHODS } from '../calculation-methods';
import { BEER_STYLES, type BeerStyle, findStyle } from '../styles';
import { builtInAdvice } from './advisor';
import { readAdvisorRecipe } from './advisor-recipe';

const ipa = findStyle('American IPA') as BeerStyle;

type RecipeParts = { fermentables?: object[]; hops?: object[]; yeasts?: object[]; volume?: number };

function recipe(parts: RecipeParts) {
  const read = readAdvisorRecipe({
    style: 'American IPA',
    recipeEquipment: { batchVolume: parts.volume ?? 20, efficiency: 72, boilTime: 60 },
    recipeFermentables: parts.fermentables ?? [],
    recipeHops: parts.hops ?? [],
    recipeYeasts: parts.yeasts ?? [{ name: 'SafAle US-05', attenuation: 78 }],
  });
  if (!read) throw new Error('unreadable recipe');
  return read;
}

/** The built-in advice on `parts` brewed as an American IPA. */
const ipaAdvice = (parts: RecipeParts) => builtInAdvice(recipe(parts), ipa);
const paleMalt = (quantity: number) => ({ name: 'Pale Ale Malt', quantity, ebc: 6, potentialExtract: 1.037 });

const grams = (text: string) =>
  text.endsWith('kg') ? Number.parseFloat(text) * 1000 : Number.parseFloat(text);

/** Every "all X of NAME" and "X less of NAME" the advice says, with X in grams. */
function reductionsIn(advice: string): { name: string; grams: number }[] {
  const found: { name: string; grams: number }[] = [];
  for (const match of advice.matchAll(/(?:all ([\d.]+ k?g) of|about ([\d.]+ k?g) less of) ([^(\n]+?) \(/g))
    found.push({ grams: grams((match[1] ?? match[2])!), name: match[3]! });
  return found;
}

describe('built-in advisor', () => {
  it('never removes more of the darkest malt than there is, and says what else would do', () => {
    const advice = ipaAdvice({
      fermentables: [
        paleMalt(5000),
        { name: 'Crystal 150', quantity: 800, ebc: 150, potentialExtract: 1.033 },
        { name: 'Dark Crystal', quantity: 350, ebc: 79 * 4, potentialExtract: 1.033 },
      ],
    });
    expect(advice).toMatch(
      /EBC [\d.]+ is above American IPA's 10-20: leave out all 350 g of Dark Crystal \(316 EBC\), which alone is not enough, and use about \d+ g less of Crystal 150 \(150 EBC; 800 g in the recipe\)\./,
    );
  });

  it('takes a partial amount when one ingredient is enough', () => {
    const advice = ipaAdvice({
      fermentables: [paleMalt(5500)],
      hops: [{ name: 'Magnum', quantity: 80, alphaAcidContent: 14, boilTime: 60 }],
    });
    expect(advice).toMatch(
      /IBU [\d.]+ is above American IPA's 40-70\. To bring it down: use about \d+ g less of Magnum \(14\.0% alpha at 60 min; 80 g in the recipe\)/,
    );
    for (const cut of reductionsIn(advice)) expect(cut.grams).toBeLessThanOrEqual(80);
  });

  it('names the yeast that sets FG and the attenuation that reaches the style', () => {
    const advice = ipaAdvice({
      fermentables: [paleMalt(5500)],
      hops: [{ name: 'Magnum', quantity: 45, alphaAcidContent: 12, boilTime: 60 }],
      yeasts: [
        { name: 'SafAle US-05', attenuation: 81 },
        { name: 'SafAle S-04', attenuation: 65 },
      ],
    });
    expect(advice).toMatch(
      /FG 1\.0\d\d is above American IPA's 1\.008-1\.014: SafAle S-04 sets it \(65% attenuation, the lowest in the recipe\); replace it with a yeast of about \d\d% attenuation to reach about 1\.0\d\d/,
    );
  });

  it('says which yeast sets FG when every figure fits', () => {
    const advice = ipaAdvice({
      fermentables: [paleMalt(5500)],
      hops: [{ name: 'Magnum', quantity: 45, alphaAcidContent: 12, boilTime: 60 }],
    });
    expect(advice).toMatch(/^Every figure is within .* FG is set by SafAle US-05 \(78% attenuation\)\./);
  });

  it("states colours, gravities and volumes in the brewer's units, the limits too", () => {
    const imperial = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato' } as const;
    const dark = recipe({
      fermentables: [
        { name: 'Pale Ale Malt', quantity: 5000, ebc: 6, potentialExtract: 1.037 },
        { name: 'Dark Crystal', quantity: 350, ebc: 79 * 4, potentialExtract: 1.033 },
      ],
    });
    // 10-20 EBC is 5.1-10.2 SRM (EBC / 1.97), 316 EBC is 160 SRM.
    expect(builtInAdvice(dark, ipa, imperial)).toMatch(
      /SRM [\d.]+ is above American IPA's 5\.1-10\.2: .*Dark Crystal \(160 SRM/,
    );
    const strong = builtInAdvice(
      recipe({ fermentables: [{ name: 'Pale Ale Malt', quantity: 9000, ebc: 6, potentialExtract: 1.037 }] }),
      ipa,
      imperial,
    );
    // 1.056-1.070 is 13.8-17.1 °P; the larger batch in US gallons.
    expect(strong).toMatch(
      /OG \d+\.\d °P is above American IPA's 13\.8-17\.1 °P: .*brew a larger batch \(about \d+\.\d gal\)/,
    );
  });

  it('states the amounts to add and take away in ounces and pounds for a brewer who weighs in ounces', () => {
    const ounces = { volume: 'gal', temperature: 'F', color: 'SRM', gravity: 'Plato', weight: 'oz' } as const;
    const dark = recipe({
      fermentables: [
        { name: 'Pale Ale Malt', quantity: 5000, ebc: 6, potentialExtract: 1.037 },
        { name: 'Dark Crystal', quantity: 350, ebc: 79 * 4, potentialExtract: 1.033 },
      ],
    });
    // 350 g is 12.35 oz, shown never rounded up.
    expect(builtInAdvice(dark, ipa, ounces)).toMatch(
      /use about \d+ oz less of Dark Crystal \(160 SRM; 12 oz in the recipe\)/,
    );
    const thin = builtInAdvice(
      recipe({ fermentables: [{ name: 'Pale Ale Malt', quantity: 2000, ebc: 6, potentialExtract: 1.037 }] }),
      ipa,
      ounces,
    );
    expect(thin).toMatch(
      /OG \d+\.\d °P is below American IPA's 13\.8-17\.1 °P: add about \d+\.\d lb of base malt/,
    );
    expect(thin).toMatch(/IBU [\d.]+ is below American IPA's 40-70: add about \d+\.\d oz of a/);
  });

  it('never suggests taking away more than a recipe holds (generated recipes and styles)', () => {
    const malt = fc.record({
      quantity: fc.integer({ min: 0, max: 9000 }),
      ebc: fc.integer({ min: 0, max: 1400 }),
      potentialExtract: fc.double({ min: 1, max: 1.046, noNaN: true }),
    });
    const hop = fc.record({
      quantity: fc.double({ min: 0, max: 300, noNaN: true }),
      alphaAcidContent: fc.double({ min: 0, max: 20, noNaN: true }),
      boilTime: fc.integer({ min: 0, max: 90 }),
    });
    let seen = 0;
    const yeast = fc.record({ attenuation: fc.option(fc.integer({ min: 40, max: 100 }), { nil: null }) });
    fc.assert(
      fc.property(
        fc.array(malt, { minLength: 1, maxLength: 6 }),
        fc.array(hop, { maxLength: 6 }),
        fc.array(yeast, { maxLength: 3 }),
        fc.integer({ min: 5, max: 60 }),
        fc.constantFrom(...BEER_STYLES),
        (malts, hops, yeasts, volume, style) => {
          const named = <T>(list: T[], kind: string) =>
            list.map((item, i) => ({ ...item, name: `${kind} ${i + 1}` }));
          const fermentables = named(malts, 'Malt');
          const additions = named(hops, 'Hop');
          const advice = builtInAdvice(
            recipe({ fermentables, hops: additions, yeasts: named(yeasts, 'Yeast'), volume }),
            style,
          );
          const present = new Map([...fermentables, ...additions].map((item) => [item.name, item.quantity]));
          const cuts = reductionsIn(advice);
          seen += cuts.length;
          for (const cut of cuts) {
            expect(present.has(cut.name)).toBe(true);
            expect(cut.grams).toBeLessThanOrEqual(present.get(cut.name)! + 1e-9);
          }
        },
      ),
      { numRuns: 300 },
    );
    // The generated recipes do ask for reductions: the property is not vacuous.
    expect(seen).toBeGreaterThan(50);
  });
});

describe('bitterness advice grounded in the stages (issue 30)', () => {
  const apa = findStyle('American Pale Ale') as BeerStyle;
  const paleAle = (hops: object[]) =>
    readAdvisorRecipe({
      style: apa.name,
      recipeEquipment: { batchVolume: 20, efficiency: 72, boilTime: 60 },
      recipeFermentables: [paleMalt(4500)],
      recipeHops: hops,
      recipeYeasts: [{ name: 'SafAle US-05', attenuation: 78 }],
    })!;
  const magnum = { name: 'Magnum', quantity: 20, alphaAcidContent: 13, boilTime: 60, usageStage: 'Boil' };
  const citra = { name: 'Citra', quantity: 60, alphaAcidContent: 12, boilTime: 20, usageStage: 'Whirlpool' };

  it('names the whirlpool Citra that drives the excess and the method that counts it as boiled, and keeps the Magnum', () => {
    const advice = builtInAdvice(paleAle([magnum, citra]), apa);
    expect(advice).toMatch(
      /IBU [\d.]+ is above American Pale Ale's 30-50 \(Tinseth as specified counts Citra \(whirlpool\) as boiled for its time; the stage-aware method gives IBU [\d.]+/,
    );
    expect(advice).toMatch(/Citra \(12\.0% alpha, whirlpool 20 min\) gives [\d.]+ of it\./);
    const cuts = reductionsIn(advice);
    expect(cuts.map((c) => c.name)).toEqual(['Citra']);
    expect(advice).not.toMatch(/Magnum \(13\.0% alpha at 60 min; 20 g in the recipe\)/);
  });

  it('takes the same share off each bittering addition when they carry the excess, leaving each in', () => {
    const centennial = {
      name: 'Centennial',
      quantity: 40,
      alphaAcidContent: 10,
      boilTime: 60,
      usageStage: 'Boil',
    };
    const advice = builtInAdvice(paleAle([{ ...magnum, quantity: 45 }, centennial]), apa);
    const cuts = reductionsIn(advice);
    expect(cuts.map((c) => c.name).sort()).toEqual(['Centennial', 'Magnum']);
    expect(advice).not.toMatch(/leave out all/);
  });

  it('never takes a bittering addition out while the late additions carry the excess (generated recipes)', () => {
    const addition = fc.record({
      quantity: fc.integer({ min: 1, max: 200 }),
      alphaAcidContent: fc.double({ min: 2, max: 18, noNaN: true }),
      boilTime: fc.integer({ min: 0, max: 90 }),
      usageStage: fc.constantFrom('Boil', 'First Wort', 'Whirlpool', 'Mash'),
    });
    fc.assert(
      fc.property(fc.array(addition, { minLength: 1, maxLength: 5 }), (list) => {
        const hops = list.map((h, i) => ({ ...h, name: `Hop ${i + 1}` }));
        const recipe = paleAle(hops);
        const advice = builtInAdvice(recipe, apa);
        const late = (h: (typeof hops)[number]) =>
          h.usageStage === 'Boil' ? h.boilTime < 30 : h.usageStage !== 'First Wort';
        for (const match of advice.matchAll(/leave out all [\d.]+ k?g of (Hop \d+) \(/g)) {
          const hop = hops.find((h) => h.name === match[1])!;
          if (late(hop)) continue;
          // A bittering addition goes entirely only when the late ones cannot carry the excess alone.
          const figures = computeFiguresWithMethods(recipe.figures, DEFAULT_CALCULATION_METHODS);
          const lateIbu = hops.reduce((sum, h, i) => sum + (late(h) ? figures.hopIbus[i]! : 0), 0);
          const excess = figures.ibu - (apa.ibu!.max - (apa.ibu!.max - apa.ibu!.min) / 10);
          expect(lateIbu).toBeLessThan(excess);
        }
      }),
      { numRuns: 150 },
    );
  });
});
