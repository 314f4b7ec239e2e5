// The official fermentables' figures are plausible for what they are: the corrections of the reference data
// (scripts/catalogue-corrections.ts, sources in catalogue-corrections.md) and the check that found them
// (scripts/plausible-fermentables.ts), which build-seed.ts runs before writing the seed.
import { describe, expect, it } from 'vitest';
import { FERMENTABLE_CORRECTIONS, staleCorrections } from '../../scripts/catalogue-corrections';
import {
  type FermentableFacts,
  fermentableClass,
  implausibilities,
  seededKind,
} from '../../scripts/plausible-fermentables';
import { mapCatalogue } from '../../scripts/seed-mapping';
import { officialCatalogue } from './index';

const official = (name: string) => officialCatalogue.fermentables.find((f) => f.name === name);

describe('official fermentables', () => {
  it('are each within the colour and potential plausible for their type', () => {
    const problems = officialCatalogue.fermentables.flatMap((f) =>
      implausibilities({ ...f, kind: seededKind(f.description) }),
    );
    expect(problems).toEqual([]);
  });

  it.each([
    // name, EBC, potential, type: the maltster's figures (catalogue-corrections.md)
    ['Rahr - Pale Ale Malt', 6.9, 1.037, 'Base'],
    ['Rahr - 6 Row Malt', 3.5, 1.037, 'Base'],
    ['Rahr - White Wheat Malt', 5.4, 1.039, 'Base'],
    ['Rahr - Red Wheat Malt', 5.9, 1.039, 'Base'],
    ['Muntons LME - Dark', 150, 1.036, 'Base'],
    ['Weyermann - Chocolate Rye', 492.5, 1.03, 'Specialty'],
    ['Gladfield - Sour Grapes Malt', 4, 1.037, 'Specialty'],
  ])('give %s the published colour %s EBC and potential %s', (name, ebc, potentialExtract, type) => {
    expect(official(name)).toMatchObject({ ebc, potentialExtract, type });
  });

  it('count the corrected base malts as base malts in the mash pH and the lists', () => {
    const rahr = officialCatalogue.fermentables.filter((f) => f.name.startsWith('Rahr'));
    expect(rahr.map((f) => [f.name, f.type])).toEqual([
      ['Rahr - 2 Row Malt', 'Base'],
      ['Rahr - 6 Row Malt', 'Base'],
      ['Rahr - Pale Ale Malt', 'Base'],
      ['Rahr - Premium Pilsner Malt', 'Base'],
      ['Rahr - Red Wheat Malt', 'Base'],
      ['Rahr - White Wheat Malt', 'Base'],
    ]);
  });
});

describe('plausible fermentables', () => {
  const grain = (name: string, ebc: number, potentialExtract = 1.037, type = 'Base'): FermentableFacts => ({
    name,
    type,
    kind: 'Grain',
    ebc,
    potentialExtract,
  });

  it.each([
    ['Rahr - Pale Ale Malt', 'Specialty', 'Grain', 'pale base malt'],
    ['Munich Malt - 20L', 'Specialty', 'Grain', 'kilned base malt'],
    ['Briess - Caramel Munich Malt 60L', 'Specialty', 'Grain', 'crystal malt'],
    ['Weyermann - Carafa II', 'Specialty', 'Grain', 'roasted malt'],
    ['Brown Malt (British Chocolate)', 'Specialty', 'Grain', 'specialty malt'],
    ['Rice Hulls', 'Adjunct', 'Adjunct', 'hulls'],
    ['Oats, Flaked', 'Adjunct', 'Grain', 'adjunct'],
    ['Molasses', 'Adjunct', 'Sugar', 'sugar'],
    ['Muntons LME - Dark', 'Base', 'Extract', 'liquid extract'],
    ['Muntons DME - Dark', 'Base', 'Dry Extract', 'dry extract'],
    ['Briess DME - Maltoferm A-6001 (Black Malt Extract)', 'Base', 'Dry Extract', 'black malt extract'],
  ])('counts %s (%s, %s) as a %s', (name, type, kind, expected) => {
    expect(fermentableClass({ name, type, kind })).toBe(expected);
  });

  it('refuses a base malt as dark as a crystal malt, and a roasted malt that gives a third of its extract', () => {
    expect(implausibilities(grain('Rahr - Pale Ale Malt', 78.8, 1.037, 'Specialty'))).toEqual([
      'Rahr - Pale Ale Malt: 78.8 EBC is outside 1.5-20 EBC for a pale base malt.',
    ]);
    expect(implausibilities(grain('Weyermann - Chocolate Rye', 492.5, 1.009, 'Specialty'))).toEqual([
      'Weyermann - Chocolate Rye: potential 1.009 is outside 1.024-1.038 for a roasted malt.',
    ]);
    expect(implausibilities(grain('Rahr - Pale Ale Malt', 6.9))).toEqual([]);
  });

  it('holds an extract to the colour its name states, and a name in °L to that colour', () => {
    const dark = {
      name: 'Muntons LME - Dark',
      type: 'Base',
      kind: 'Extract',
      ebc: 4.1,
      potentialExtract: 1.036,
    };
    expect(implausibilities(dark)).toEqual([
      'Muntons LME - Dark: 4.1 EBC is outside 30-200 EBC, the colour its name states.',
    ]);
    expect(implausibilities({ ...dark, ebc: 150 })).toEqual([]);
    expect(implausibilities(grain('Caramel/Crystal Malt - 40L', 40, 1.034, 'Specialty'))).toEqual([
      'Caramel/Crystal Malt - 40L: 40 EBC is not the 40 °L its name states.',
    ]);
    expect(implausibilities(grain('Caramel/Crystal Malt - 40L', 78.8, 1.034, 'Specialty'))).toEqual([]);
  });

  it('reads the BeerXML kind from the seeded description', () => {
    expect(seededKind('Dry Extract from US.')).toBe('Dry Extract');
    expect(seededKind('Extract from US.')).toBe('Extract');
    expect(seededKind('Grain.')).toBe('Grain');
    expect(seededKind(null)).toBe('Grain');
  });
});

describe('catalogue corrections', () => {
  const source = (fermentables: Parameters<typeof staleCorrections>[0]) => ({
    fermentables: fermentables.map((f) => ({ supplier: null, origin: 'US', beerxmlType: 'Grain', ...f })),
    hops: [],
    yeasts: [],
    miscs: [],
    equipment: [],
  });

  it('replace the wrong figures the reference data has, whatever else the item holds', () => {
    const [malt] = mapCatalogue(
      source([{ name: 'Rahr - Pale Ale Malt', type: 'Specialty', ebc: 78.8, potentialExtract: 1.037 }]),
    ).fermentables;
    expect(malt).toMatchObject({
      type: 'Base',
      ebc: 6.9,
      potentialExtract: 1.037,
      description: 'Grain from US.',
    });
  });

  it('each name a source', () => {
    for (const correction of Object.values(FERMENTABLE_CORRECTIONS)) expect(correction.source).not.toBe('');
  });

  it('are reported stale when the reference data lacks the item or no longer has the wrong figure', () => {
    const wrong = Object.entries(FERMENTABLE_CORRECTIONS).map(([name, { was }]) => ({
      name,
      type: was.type ?? 'Specialty',
      ebc: was.ebc ?? 10,
      potentialExtract: was.potentialExtract ?? 1.037,
    }));
    expect(staleCorrections(wrong)).toEqual([]);
    const fixedUpstream = wrong.map((f) => (f.name === 'Muntons LME - Dark' ? { ...f, ebc: 150 } : f));
    expect(staleCorrections(fixedUpstream)).toEqual([
      "Muntons LME - Dark: the source's ebc is 150, no longer 4.1",
    ]);
    expect(staleCorrections(wrong.slice(1))).toEqual([`${wrong[0]!.name}: not in the source`]);
  });
});
