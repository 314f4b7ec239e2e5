// Stock in catalogue files (issue 33): BeerXML's INVENTORY display text as BeerSmith writes it, BeerJSON's
// `inventory`, both written back where the format has a field, and a library file's stock read again.
import { describe, expect, it } from 'vitest';
import { POUNDS_PER_KG } from '../units';
import { exportCatalogueItems, importCatalogueItems } from './index';
import { stockFromJson, stockFromText } from './inventory';
import { beerJsonValidator } from './test-schema';
import { beerJsonFile, utf8 } from './test-support';

// Pounds as the product converts them everywhere (SPEC §9's 2.20462 lb per kg).
const LB = 1000 / POUNDS_PER_KG;

describe('BeerXML INVENTORY', () => {
  it('reads BeerSmith’s display texts in the unit each kind is kept in', () => {
    expect(stockFromText('fermentables', '8.00 lb')).toEqual({
      amount: Number((8 * LB).toFixed(3)),
      unit: 'g',
    });
    expect(stockFromText('hops', '0.50 oz')).toEqual({ amount: 14.175, unit: 'g' });
    expect(stockFromText('hops', '250.00 gm')).toEqual({ amount: 250, unit: 'g' });
    expect(stockFromText('yeasts', '2 Pkgs')).toEqual({ amount: 2, unit: 'pack' });
    expect(stockFromText('miscs', '3.00 tsp')).toEqual({ amount: 14.787, unit: 'mL' });
    expect(stockFromText('miscs', '4 Items')).toEqual({ amount: 4, unit: 'item' });
  });

  it('brings no stock for zero, nonsense, or a unit the kind is not kept in', () => {
    expect(stockFromText('yeasts', '0 Pkgs')).toBeNull();
    expect(stockFromText('hops', '0.00 oz')).toBeNull();
    expect(stockFromText('fermentables', '2 pkg')).toBeNull();
    expect(stockFromText('fermentables', 'plenty')).toBeNull();
    expect(stockFromText('hops', undefined)).toBeNull();
  });

  it('is read from a library file, aligned with its items, and written back', () => {
    const file = `<?xml version="1.0"?><FERMENTABLES>
      <FERMENTABLE><NAME>Maris Otter</NAME><VERSION>1</VERSION><TYPE>Grain</TYPE><AMOUNT>0</AMOUNT><YIELD>81</YIELD><COLOR>3</COLOR><INVENTORY>55.00 lb</INVENTORY></FERMENTABLE>
      <FERMENTABLE><NAME>Crystal 60</NAME><VERSION>1</VERSION><TYPE>Grain</TYPE><AMOUNT>0</AMOUNT><YIELD>74</YIELD><COLOR>60</COLOR><INVENTORY>0.00 lb</INVENTORY></FERMENTABLE>
    </FERMENTABLES>`;
    const read = importCatalogueItems(utf8(file), 'fermentables');
    expect(read.items.map((item) => item.name)).toEqual(['Maris Otter', 'Crystal 60']);
    expect(read.stock).toEqual([{ amount: Number((55 * LB).toFixed(3)), unit: 'g' }, null]);
    const written = exportCatalogueItems('fermentables', read.items, 'beerxml', read.stock);
    expect(written).toContain('<INVENTORY>24.948 kg</INVENTORY>');
    expect(importCatalogueItems(utf8(written), 'fermentables').stock).toEqual([
      { amount: 24948, unit: 'g' },
      null,
    ]);
  });
});

describe('BeerJSON inventory', () => {
  it('reads an amount, and a culture’s dry mass or liquid volume', () => {
    expect(stockFromJson('hops', { amount: { unit: 'oz', value: 2 } })).toEqual({
      amount: 56.699,
      unit: 'g',
    });
    expect(stockFromJson('miscs', { amount: { unit: 'each', value: 3 } })).toEqual({
      amount: 3,
      unit: 'item',
    });
    expect(stockFromJson('yeasts', { dry: { unit: 'g', value: 23 } })).toEqual({ amount: 23, unit: 'g' });
    expect(stockFromJson('yeasts', { liquid: { unit: 'ml', value: 125 } })).toEqual({
      amount: 125,
      unit: 'mL',
    });
    expect(stockFromJson('fermentables', { amount: { unit: 'l', value: 1 } })).toBeNull();
    expect(stockFromJson('hops', 'lots')).toBeNull();
  });

  it('is written where the format has a field (not a culture’s packs), valid against the BeerJSON 1.0 schema', () => {
    const bytes = beerJsonFile({
      cultures: [
        { name: 'US-05', type: 'ale', form: 'dry', inventory: { dry: { unit: 'g', value: 34.5 } } },
        { name: 'WLP001', type: 'ale', form: 'liquid' },
      ],
    });
    const read = importCatalogueItems(bytes, 'yeasts');
    expect(read.stock).toEqual([{ amount: 34.5, unit: 'g' }, null]);
    const written = exportCatalogueItems('yeasts', read.items, 'beerjson', [
      read.stock[0]!,
      { amount: 2, unit: 'pack' },
    ]);
    const json = JSON.parse(written);
    expect(json.beerjson.cultures[0].inventory).toEqual({ dry: { unit: 'g', value: 34.5 } });
    expect(json.beerjson.cultures[1].inventory).toBeUndefined();
    expect(beerJsonValidator()(json)).toBe(true);
    const hops = exportCatalogueItems(
      'hops',
      [
        {
          name: 'Cascade',
          supplier: 'Yakima',
          description: null,
          countryOfOrigin: null,
          type: 'Pellet',
          useType: 'Aroma',
          alphaAcidContent: 5.5,
          betaAcidContent: null,
        },
      ],
      'beerjson',
      [{ amount: 100, unit: 'g' }],
    );
    expect(beerJsonValidator()(JSON.parse(hops))).toBe(true);
    expect(JSON.parse(hops).beerjson.hop_varieties[0].inventory).toEqual({
      amount: { unit: 'g', value: 100 },
    });
  });
});
