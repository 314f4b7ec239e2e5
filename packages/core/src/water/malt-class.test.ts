// How recipe fermentables are counted by the mash pH model, over names from the official catalogue.
import { describe, expect, it } from 'vitest';
import { isMashed, type MaltClass, maltClass } from './malt-class';

describe('malt classes', () => {
  it.each([
    // [type, name, EBC, class]
    ['Base', 'Weyermann - Pilsner Malt', 4.7, 'base'],
    ['Base', 'Munich Malt', 17.7, 'base'],
    ['Specialty', 'Weyermann - Smoked Malt', 5.5, 'base'],
    ['Specialty', 'Rye Malt', 9.8, 'base'],
    ['Specialty', 'Caramel/Crystal Malt - 60L', 118.2, 'crystal'],
    ['Specialty', 'Weyermann - Carafoam', 4.7, 'crystal'],
    ['Specialty', 'Special B Malt', 315.2, 'crystal'],
    ['Specialty', 'Honey Malt', 49.2, 'crystal'],
    ['Specialty', 'Biscuit Malt', 45.3, 'crystal'],
    ['Specialty', 'Melanoiden Malt', 39.4, 'crystal'],
    ['Specialty', 'Weyermann - Carafa III', 1024.4, 'roasted'],
    ['Specialty', 'Black (Patent) Malt', 985, 'roasted'],
    ['Specialty', 'Roasted Barley', 591, 'roasted'],
    ['Specialty', 'Briess - Midnight Wheat Malt', 1083.5, 'roasted'],
    ['Specialty', 'Simpsons - Coffee Malt', 295.5, 'roasted'],
    ['Specialty', 'Some dark kilned malt', 600, 'roasted'],
    ['Specialty', 'Acid Malt', 5.9, 'acid'],
    ['Specialty', 'Gladfield - Sour Grapes Malt', 4, 'acid'],
    ['Adjunct', 'Oats, Flaked', 2, 'base'],
    ['Adjunct', 'Briess - Yellow Corn Flakes', 1.6, 'base'],
    ['Adjunct', 'Rice Hulls', null, 'inert'],
    ['Adjunct', 'Corn Sugar (Dextrose)', null, 'kettle'],
    ['Adjunct', 'Candi Sugar, Dark', 541.8, 'kettle'],
    ['Base', 'Honey', 2, 'kettle'],
    ['Base', 'Dry Extract (DME) - Dark', 35.5, 'kettle'],
    ['Base', 'Briess LME - Maltoferm A-6000 (Black Malt Extract)', 985, 'kettle'],
  ] as const)('%s "%s" (%s EBC) counts as %s', (type, name, ebc, expected: MaltClass) => {
    expect(maltClass({ type, name, ebc })).toBe(expected);
  });

  it('takes a lactic acid content as acid malt, whatever the name', () => {
    expect(maltClass({ type: 'Specialty', name: 'Pale malt', ebc: 5, acidContent: 2.5 })).toBe('acid');
    expect(maltClass({ type: 'Specialty', name: 'Pale malt', ebc: 5, acidContent: 0 })).toBe('base');
  });

  it('mashes everything but kettle sugars and extracts', () => {
    expect(isMashed('base')).toBe(true);
    expect(isMashed('inert')).toBe(true);
    expect(isMashed('kettle')).toBe(false);
  });
});
