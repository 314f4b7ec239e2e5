// A recipe's water from BeerXML as other tools write it: BeerSmith's one WATER with a gypsum MISC, a
// Brewfather-style mix of tap and distilled water with salts and acids by vessel, and the odd values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recipeSchema } from '../schemas/recipe';
import { ionProfile, recipeWater } from '../testing';
import { importRecipes } from './index';
import { beerXmlRecipe, utf8 } from './test-support';

const oneRecipe = (body: string) => importRecipes(utf8(beerXmlRecipe(body)));
const messages = (warnings: { message: string }[]) => warnings.map((w) => w.message);

const water = (name: string, litres: number | null, ions: number[]) => {
  const [ca, mg, na, so4, cl, hco3] = ions;
  const amount = litres === null ? '' : `<AMOUNT>${litres}</AMOUNT>`;
  return `<WATER><NAME>${name}</NAME><VERSION>1</VERSION>${amount}<CALCIUM>${ca}</CALCIUM><MAGNESIUM>${mg}</MAGNESIUM><SODIUM>${na}</SODIUM><SULFATE>${so4}</SULFATE><CHLORIDE>${cl}</CHLORIDE><BICARBONATE>${hco3}</BICARBONATE></WATER>`;
};
const agent = (name: string, use: string, amount: number, isWeight: boolean | null, type = 'Water Agent') =>
  `<MISC><NAME>${name}</NAME><VERSION>1</VERSION><TYPE>${type}</TYPE><USE>${use}</USE><TIME>0</TIME><AMOUNT>${amount}</AMOUNT>${isWeight === null ? '' : `<AMOUNT_IS_WEIGHT>${isWeight ? 'TRUE' : 'FALSE'}</AMOUNT_IS_WEIGHT>`}</MISC>`;

describe('BeerXML water from other tools', () => {
  it("reads BeerSmith's WATER, gypsum MISC and grain temperature; other miscs stay miscs", () => {
    const { recipes, warnings } = oneRecipe(
      `<WATERS>${water('Burton On Trent, UK', 18.927168, [295, 45, 55, 725, 25, 300])}</WATERS>
      <MISCS>${agent('Irish Moss', 'Boil', 0.0011, true, 'Fining')}
        <MISC><NAME>Gypsum (Calcium Sulfate)</NAME><VERSION>1</VERSION><TYPE>Water Agent</TYPE><USE>Mash</USE><AMOUNT>0.010000</AMOUNT><TIME>60.000</TIME><AMOUNT_IS_WEIGHT>TRUE</AMOUNT_IS_WEIGHT><USE_FOR>Water Agent</USE_FOR><DISPLAY_AMOUNT>10.00 gm</DISPLAY_AMOUNT></MISC></MISCS>
      <MASH><NAME>Single Infusion</NAME><VERSION>1</VERSION><GRAIN_TEMP>22.22222200</GRAIN_TEMP><TUN_TEMP>22.22222200</TUN_TEMP></MASH>`,
    );
    const recipe = recipes[0]!;
    expect(recipe.water).toEqual(
      recipeWater({
        source: ionProfile(295, 45, 55, 725, 25, 300),
        salts: [{ salt: 'gypsum', grams: 10, vessel: 'mash' }],
        grainTemperature: 22.222222,
      }),
    );
    expect(recipe.recipeMisc.map((m) => m.name)).toEqual(['Irish Moss']);
    expect(messages(warnings).filter((m) => /water|gypsum/i.test(m))).toEqual([]);
    expect(recipeSchema.safeParse({ ...recipe, style: 'Best Bitter' }).success).toBe(true);
  });

  it('takes tap water diluted with distilled water and salts and acids by vessel (Brewfather style)', () => {
    const { recipes, warnings } = oneRecipe(
      `<WATERS>${water('Tap water', 20, [60, 8, 12, 40, 30, 150])}${water('Distilled Water', 10, [0, 0, 0, 0, 0, 0])}</WATERS>
      <MISCS>${agent('Calcium Chloride', 'Mash', 0.003, true)}${agent('Gypsum', 'Sparge', 0.0015, true)}
        ${agent('Lactic Acid', 'Mash', 0.002, null)}${agent('Phosphoric Acid 10%', 'Sparge', 0.015, false)}
        ${agent('Baking Soda', 'Boil', 0.001, true)}${agent('Burton Salts', 'Mash', 0.002, true)}
        ${agent('Whirlfloc', 'Boil', 0.001, true)}</MISCS>`,
    );
    const w = recipes[0]!.water!;
    expect(w.source).toEqual({
      calcium: 60,
      magnesium: 8,
      sodium: 12,
      sulfate: 40,
      chloride: 30,
      bicarbonate: 150,
    });
    expect(w.dilutionPercent).toBe(33.33);
    expect(w.salts).toEqual([
      { salt: 'calciumChloride', grams: 3, vessel: 'mash' },
      { salt: 'gypsum', grams: 1.5, vessel: 'sparge' },
      { salt: 'bakingSoda', grams: 1, vessel: 'sparge' },
    ]);
    expect(w.acids).toEqual([
      { acid: 'lactic', strengthPercent: 88, millilitres: 2, vessel: 'mash' },
      { acid: 'phosphoric', strengthPercent: 10, millilitres: 15, vessel: 'sparge' },
    ]);
    expect(recipes[0]!.recipeMisc.map((m) => m.name)).toEqual(['Burton Salts', 'Whirlfloc']);
    expect(messages(warnings)).toEqual(
      expect.arrayContaining([
        '"Lactic Acid" gives no strength: taken as 88 %.',
        '"Baking Soda" is added to the boil: counted with the sparge additions, which reach the beer but not the mash.',
      ]),
    );
  });

  it('mixes several mineral waters by volume, with a warning', () => {
    const { recipes, warnings } = oneRecipe(
      `<WATERS>${water('Hard', 10, [100, 10, 20, 100, 50, 200])}${water('Soft', 30, [20, 2, 4, 20, 10, 40])}${water('RO', 10, [0.5, 0, 0.8, 0, 0.3, 1])}</WATERS>`,
    );
    expect(recipes[0]!.water).toMatchObject({
      source: { calcium: 40, magnesium: 4, sodium: 8, sulfate: 40, chloride: 20, bicarbonate: 80 },
      dilutionPercent: 20,
      salts: [],
      acids: [],
    });
    expect(messages(warnings)).toContain(
      'The waters "Hard", "Soft" are mixed by volume into one source water.',
    );
  });

  it('takes the first water when none gives a volume, and leaves out a water without one when others have it', () => {
    const noVolumes = oneRecipe(
      `<WATERS>${water('First', null, [50, 5, 5, 50, 50, 50])}${water('Second', null, [0, 0, 0, 0, 0, 0])}</WATERS>`,
    );
    expect(noVolumes.recipes[0]!.water).toMatchObject({ source: { calcium: 50 }, dilutionPercent: 0 });
    expect(messages(noVolumes.warnings)).toContain('The waters give no volumes: "Second" left out.');
    const oneVolume = oneRecipe(
      `<WATERS>${water('Measured', 20, [50, 5, 5, 50, 50, 50])}${water('Unmeasured', null, [0, 0, 0, 0, 0, 0])}</WATERS>`,
    );
    expect(oneVolume.recipes[0]!.water).toMatchObject({ source: { calcium: 50 }, dilutionPercent: 0 });
    expect(messages(oneVolume.warnings)).toContain('"Unmeasured" gives no volume: left out.');
  });

  it('takes distilled water as the source when the file gives salts but no water, with a warning', () => {
    const { recipes, warnings } = oneRecipe(`<MISCS>${agent('Epsom Salt', 'Mash', 0.002, true)}</MISCS>`);
    expect(recipes[0]!.water).toMatchObject({
      source: { calcium: 0, magnesium: 0, sodium: 0, sulfate: 0, chloride: 0, bicarbonate: 0 },
      salts: [{ salt: 'epsom', grams: 2, vessel: 'mash' }],
    });
    expect(messages(warnings)).toContain(
      'The recipe adds salts or acids but gives no water: the source is taken as distilled.',
    );
  });

  it('has no water when the file lists neither waters nor water agents', () => {
    expect(
      oneRecipe(`<WATERS></WATERS><MISCS>${agent('Whirlfloc', 'Boil', 0.001, true)}</MISCS>`).recipes[0]!
        .water,
    ).toBeNull();
  });
});

describe('BeerXML water: odd values are clamped with a warning, never a failed import', () => {
  it('clamps ions, amounts, strengths and the grain temperature to the recipe limits', () => {
    const { recipes, warnings } = oneRecipe(
      `<WATERS><WATER><NAME>Brine</NAME><AMOUNT>20</AMOUNT><CALCIUM>9000</CALCIUM><SODIUM>-4</SODIUM></WATER></WATERS>
      <MISCS>${agent('Gypsum', 'Mash', 1.5, true)}${agent('Lactic Acid 150%', 'Mash', 0.003, false)}${agent('Sea salt', 'Primary', 0.001, true)}</MISCS>
      <MASH><GRAIN_TEMP>72</GRAIN_TEMP></MASH>`,
    );
    const recipe = recipes[0]!;
    expect(recipe.water).toMatchObject({
      source: { calcium: 5000, magnesium: 0, sodium: 0, sulfate: 0, chloride: 0, bicarbonate: 0 },
      salts: [
        { salt: 'gypsum', grams: 1000, vessel: 'mash' },
        { salt: 'tableSalt', grams: 1, vessel: 'mash' },
      ],
      acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 3, vessel: 'mash' }],
      grainTemperature: 60,
    });
    expect(messages(warnings)).toEqual(
      expect.arrayContaining([
        'Water "Brine" gives no magnesium, sulfate, chloride, bicarbonate: taken as 0 mg/L.',
        'Water "Brine": calcium of 9000 mg/L is not between 0 and 5000 mg/L: set to 5000 mg/L.',
        'Water "Brine": sodium of -4 mg/L is not between 0 and 5000 mg/L: set to 0 mg/L.',
        '"Gypsum": 1500 g is outside 0-1000 g: set to 1000 g.',
        '"Lactic Acid 150%" gives a strength of 150 %: taken as 88 %.',
        '"Sea salt" is used in "Primary", not the mash or sparge: counted in the mash.',
        'Grain temperature of 72 °C is not between -20 and 60 °C: set to 60 °C.',
      ]),
    );
    expect(recipeSchema.safeParse({ ...recipe, style: 'Best Bitter' }).success).toBe(true);
  });

  it('converts an acid given by weight through its density, and a salt given by volume at 1 g per mL', () => {
    const { recipes, warnings } = oneRecipe(
      `<MISCS>${agent('Lactic acid 88%', 'Mash', 0.00605, true)}${agent('Chalk', 'Mash', 0.005, false)}</MISCS>`,
    );
    expect(recipes[0]!.water!.acids[0]!.millilitres).toBe(5);
    expect(recipes[0]!.water!.salts[0]).toEqual({ salt: 'chalk', grams: 5, vessel: 'mash' });
    expect(messages(warnings)).toContain('"Chalk": 5 mL is a volume: taken as 5 g.');
  });

  it('keeps salts past the recipe limit of 20 as miscs, with a warning', () => {
    const salts = Array.from({ length: 21 }, (_, i) => agent(`Gypsum ${i + 1}`, 'Mash', 0.001, true)).join(
      '',
    );
    const { recipes, warnings } = oneRecipe(`<MISCS>${salts}</MISCS>`);
    expect(recipes[0]!.water!.salts).toHaveLength(20);
    expect(recipes[0]!.recipeMisc.map((m) => m.name)).toEqual(['Gypsum 21']);
    expect(messages(warnings)).toContain(
      'The recipe has more than 20 salt additions: "Gypsum 21" is kept as a misc.',
    );
  });

  it.each([
    ['Calcium Sulfate', 'gypsum'],
    ['CaCl2', 'calciumChloride'],
    ['Magnesium Sulphate (Epsom)', 'epsom'],
    ['Magnesium Chloride', 'magnesiumChloride'],
    ['Sodium Bicarbonate', 'bakingSoda'],
    ['Calcium Carbonate', 'chalk'],
    ['Pickling Lime', 'slakedLime'],
    ['Calcium Hydroxide', 'slakedLime'],
    ['Canning Salt', 'tableSalt'],
    ['Salt', 'tableSalt'],
    ['Sodium Chloride', 'tableSalt'],
  ])('recognises "%s" as %s', (name, salt) => {
    expect(
      oneRecipe(`<MISCS>${agent(name, 'Mash', 0.001, true)}</MISCS>`).recipes[0]!.water!.salts[0]!.salt,
    ).toBe(salt);
  });
});

describe('BeerXML water: any values', () => {
  const value = fc.oneof(
    fc.constantFrom('', 'unknown', '-1', '0', '1e6', 'NaN', 'TRUE', '88%'),
    fc.double({ min: -1e4, max: 1e4, noNaN: true }).map(String),
  );
  const waterRecord = fc
    .tuple(fc.constantFrom('Tap', 'RO', 'Distilled'), fc.array(value, { minLength: 7, maxLength: 7 }))
    .map(
      ([name, [amount, ...ions]]) =>
        `<WATER><NAME>${name}</NAME><AMOUNT>${amount}</AMOUNT>${['CALCIUM', 'MAGNESIUM', 'SODIUM', 'SULFATE', 'CHLORIDE', 'BICARBONATE'].map((tag, i) => `<${tag}>${ions[i]}</${tag}>`).join('')}</WATER>`,
    );
  const agentRecord = fc
    .tuple(
      fc.constantFrom('Gypsum', 'Lactic Acid', 'Phosphoric 200%', 'Salt', 'Whirlfloc'),
      fc.constantFrom('Mash', 'Sparge', 'Boil', ''),
      value,
      value,
      value,
    )
    .map(
      ([name, use, amount, isWeight, strength]) =>
        `<MISC><NAME>${name}</NAME><TYPE>Water Agent</TYPE><USE>${use}</USE><AMOUNT>${amount}</AMOUNT><AMOUNT_IS_WEIGHT>${isWeight}</AMOUNT_IS_WEIGHT><WORTSMITH_ACID_STRENGTH>${strength}</WORTSMITH_ACID_STRENGTH></MISC>`,
    );

  it('always gives a recipe the recipe schema accepts', () => {
    fc.assert(
      fc.property(
        fc.array(waterRecord, { maxLength: 3 }),
        fc.array(agentRecord, { maxLength: 4 }),
        value,
        (waters, agents, grainTemperature) => {
          const { recipes } = oneRecipe(
            `<WATERS>${waters.join('')}</WATERS><MISCS>${agents.join('')}</MISCS><MASH><GRAIN_TEMP>${grainTemperature}</GRAIN_TEMP></MASH>`,
          );
          const result = recipeSchema.safeParse({ ...recipes[0], style: 'Best Bitter' });
          expect(result.error?.issues ?? []).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
