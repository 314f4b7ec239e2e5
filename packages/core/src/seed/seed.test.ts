// Every official item passes its own catalogue schema, so a user can save an edited copy of it.
import { describe, expect, it } from 'vitest';
import { EXTRA_EQUIPMENT, mapCatalogue, truncate } from '../../scripts/seed-mapping';
import { CATALOGUE_KINDS } from '../options';
import { catalogueSchemas } from '../schemas/catalogue';
import { ionProfile } from '../testing';
import { officialCatalogue } from './index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('official catalogue seed', () => {
  it('holds every kind of the reference catalogue, three metric equipment profiles and the water profiles', () => {
    expect(Object.fromEntries(CATALOGUE_KINDS.map((kind) => [kind, officialCatalogue[kind].length]))).toEqual(
      {
        equipments: 7,
        fermentables: 248,
        hops: 290,
        miscs: 91,
        yeasts: 579,
        waters: 13,
      },
    );
  });

  it('has distilled water, the classic brewing cities and four style targets', () => {
    expect(officialCatalogue.waters.map((w) => w.name)).toEqual([
      'Balanced',
      'Burton upon Trent',
      'Dark',
      'Distilled or reverse osmosis water',
      'Dortmund',
      'Dublin',
      'Edinburgh',
      'London',
      'Malty',
      'Munich',
      'Pale and hoppy',
      'Pilsen',
      'Vienna',
    ]);
  });

  it('gives a city water the bicarbonate of the alkalinity its source reports as carbonate, and names the source', () => {
    // Noonan, Brewing Lager Beer (1986), p. 55: Munich 75 Ca, 148 CO₃, 2 Cl, 18 Mg, 2 Na, 10 SO₄ (mg/L);
    // 148 mg/L of CO₃²⁻ is 4.93 mEq/L, the alkalinity of 301 mg/L of HCO₃⁻.
    const munich = officialCatalogue.waters.find((w) => w.name === 'Munich');
    expect(munich).toMatchObject(ionProfile(75, 18, 2, 10, 2, 301));
    expect(munich?.notes).toMatch(/Noonan, Brewing Lager Beer \(1986\), p\. 55/);
    const distilled = officialCatalogue.waters.find((w) => w.name.startsWith('Distilled'));
    expect(distilled).toMatchObject(ionProfile(0, 0, 0, 0, 0, 0));
  });

  it.each(CATALOGUE_KINDS)('has %s that each pass their schema unchanged, except the id', (kind) => {
    for (const { id, ...body } of officialCatalogue[kind]) {
      const parsed = catalogueSchemas[kind].safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues.map((i) => `${body.name}: ${i.message}`)).toEqual([]);
      expect(parsed.data).toEqual(body);
    }
  });

  it.each(CATALOGUE_KINDS)('gives %s unique version 5 uuids and unique names', (kind) => {
    const items = officialCatalogue[kind];
    for (const item of items) expect(item.id).toMatch(UUID);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
  });

  it('gives hops the supplier "Generic" and equipment an efficiency', () => {
    expect(new Set(officialCatalogue.hops.map((h) => h.supplier))).toEqual(new Set(['Generic']));
    const biab = officialCatalogue.equipments.find((e) => e.name === 'Brew-in-a-bag 23 L');
    expect(biab).toMatchObject({ efficiency: 68, batchVolume: 23, boilTime: 60, boilOff: 3.5 });
    const igloo = officialCatalogue.equipments.find((e) => e.name.startsWith('5.5 gal - All Grain - 10 gal'));
    expect(igloo).toMatchObject({
      efficiency: 72,
      batchTime: 60,
      batchVolume: 20.82,
      boilOff: 2.84,
      trubLoss: 1.89,
    });
  });

  it('writes yeast temperature ranges and alcohol tolerance as text', () => {
    const yeast = officialCatalogue.yeasts.find((y) => y.name === 'BBUSA1 Classic American');
    expect(yeast).toMatchObject({
      temperatureRange: '18.3-22.2 °C',
      alcoholTolerance: '11%',
      flocculation: 'Medium',
    });
  });

  it('caps colours above the schema limit at 1000 EBC', () => {
    const roast = officialCatalogue.fermentables.find((f) => f.name === 'Gladfield - Roast Barley');
    expect(roast?.ebc).toBe(1000);
  });
});

describe('seed mapping', () => {
  const source = {
    fermentables: [
      {
        name: `Very ${'Long '.repeat(12)}Malt`,
        supplier: null,
        origin: 'Germany',
        type: 'Base',
        beerxmlType: 'Grain',
        ebc: 1450,
        potentialExtract: 1.037,
      },
    ],
    hops: [],
    yeasts: [
      {
        name: 'Mystery',
        manufacturer: null,
        type: 'Ale',
        form: 'Liquid',
        flocculation: null,
        attenuation: null,
        temperatureMinC: 18,
        temperatureMaxC: 22,
        alcoholTolerancePercent: null,
      },
    ],
    miscs: [],
    equipment: [],
  };

  it('cuts a name over the limit to the limit, ending in "…", so it passes its schema', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abcd', 4)).toBe('abcd');
    const [malt] = mapCatalogue(source).fermentables;
    expect(malt!.name).toHaveLength(50);
    expect(malt!.name.endsWith('…')).toBe(true);
    expect(catalogueSchemas.fermentables.safeParse(malt).success).toBe(true);
    expect(malt).toMatchObject({ ebc: 1000, description: 'Grain from Germany.' });
  });

  it('keeps unknown yeast facts null and writes whole temperatures without decimals', () => {
    const [yeast] = mapCatalogue(source).yeasts;
    expect(yeast).toMatchObject({ flocculation: null, attenuation: null, alcoholTolerance: null });
    expect(yeast!.temperatureRange).toBe('18-22 °C');
    expect(catalogueSchemas.yeasts.safeParse(yeast).success).toBe(true);
  });

  it('adds the three metric equipment profiles after the reference ones', () => {
    expect(mapCatalogue(source).equipments.map((e) => e.name)).toEqual(EXTRA_EQUIPMENT.map((e) => e.name));
  });
});
