import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  formatDisplay,
  fromDisplay,
  platoFromSg,
  type Quantity,
  sgFromPlato,
  storedFromDisplay,
  toDisplay,
  unitSymbol,
} from './display-units';
import { roundTo } from './rounding';

describe('display units: worked examples', () => {
  it.each([
    // quantity, canonical value, unit, shown
    ['volume', 18.92705, 'gal', '5.00'], // 5 US gal × 3.78541 L
    ['volume', 20, 'gal', '5.28'],
    ['volume', 20, 'L', '20.00'],
    ['temperature', 66.6666667, 'F', '152.0'],
    ['temperature', 100, 'F', '212.0'],
    ['temperature', 0, 'F', '32.0'],
    ['color', 19.7, 'SRM', '10.00'], // SRM = EBC / 1.97
    ['color', 79, 'SRM', '40.10'],
    ['gravity', 1.048, 'Plato', '11.9'],
    ['gravity', 1.048369, 'SG', '1.048'],
    ['gravity', 1, 'Plato', '0.0'],
  ] as const)('%s %d shows as %s %s', (quantity, value, unit, shown) => {
    expect(formatDisplay(quantity, value, unit as never)).toBe(shown);
  });

  it('converts typed values to canonical ones', () => {
    expect(fromDisplay('volume', 5, 'gal')).toBeCloseTo(18.92705, 10);
    expect(fromDisplay('temperature', 152, 'F')).toBeCloseTo(66.6667, 4);
    expect(fromDisplay('color', 10, 'SRM')).toBeCloseTo(19.7, 10);
    expect(fromDisplay('gravity', 12, 'Plato')).toBeCloseTo(1.04837, 5);
  });

  it('keeps 1.048 and 12.0 °P at the shown precision both ways', () => {
    expect(roundTo(sgFromPlato(roundTo(platoFromSg(1.048), 1)), 3)).toBe(1.048);
    expect(formatDisplay('gravity', fromDisplay('gravity', 12.0, 'Plato'), 'Plato')).toBe('12.0');
  });

  it('labels each unit', () => {
    expect(unitSymbol('volume', 'gal')).toBe('gal');
    expect(unitSymbol('temperature', 'F')).toBe('°F');
    expect(unitSymbol('gravity', 'Plato')).toBe('°P');
    expect(unitSymbol('color', 'SRM')).toBe('SRM');
  });

  it('shows canonical values unchanged in the default units', () => {
    const units = DEFAULT_DISPLAY_UNITS;
    expect(toDisplay('volume', 20.004, units.volume)).toBe(20);
    expect(toDisplay('temperature', 66.66, units.temperature)).toBe(66.7);
    expect(toDisplay('color', 12.345, units.color)).toBe(12.35);
    expect(toDisplay('gravity', 1.0484, units.gravity)).toBe(1.048);
  });
});

const cases: { [Q in Quantity]: { units: readonly DisplayUnits[Q][]; min: number; max: number } } = {
  volume: { units: ['L', 'gal'], min: 0, max: 1000 },
  temperature: { units: ['C', 'F'], min: -20, max: 230 },
  color: { units: ['EBC', 'SRM'], min: 0, max: 1000 },
  gravity: { units: ['SG', 'Plato'], min: 0, max: 35 },
};

describe('display units: properties', () => {
  for (const [quantity, { units, min, max }] of Object.entries(cases) as [
    Quantity,
    (typeof cases)[Quantity],
  ][]) {
    for (const unit of units) {
      it(`${quantity} in ${unit}: a typed value shows back as typed after any number of saves`, () => {
        const decimals = formatDisplay(
          quantity,
          fromDisplay(quantity, 1, unit as never),
          unit as never,
        ).split('.')[1]?.length;
        fc.assert(
          fc.property(
            fc.integer({ min: min * 10 ** (decimals ?? 0), max: max * 10 ** (decimals ?? 0) }),
            (n) => {
              const typed = n / 10 ** (decimals ?? 0);
              if (quantity === 'gravity' && unit === 'SG' && typed < 1) return;
              let stored = fromDisplay(quantity, typed, unit as never);
              for (let save = 0; save < 5; save++) {
                const shown = toDisplay(quantity, stored, unit as never);
                expect(shown).toBe(roundTo(typed, decimals as 0));
                stored = fromDisplay(quantity, shown, unit as never);
              }
            },
          ),
        );
      });
    }
    it(`${quantity}: conversion keeps the order of values`, () => {
      fc.assert(
        fc.property(fc.double({ min, max, noNaN: true }), fc.double({ min, max, noNaN: true }), (a, b) => {
          const other = units[1]!;
          const ca = fromDisplay(quantity, a, units[0] as never);
          const cb = fromDisplay(quantity, b, units[0] as never);
          if (ca < cb)
            expect(toDisplay(quantity, ca, other as never)).toBeLessThanOrEqual(
              toDisplay(quantity, cb, other as never),
            );
        }),
      );
    });
  }
});

describe('storedFromDisplay', () => {
  it('keeps a stored value that shows back as typed, converts another and holds it within limits', () => {
    const fiveGallons = 5 * 3.78541;
    expect(storedFromDisplay('volume', 5, 'gal', fiveGallons)).toBe(fiveGallons);
    expect(storedFromDisplay('volume', 5.5, 'gal', fiveGallons)).toBeCloseTo(20.819755, 9);
    expect(storedFromDisplay('temperature', 212, 'F', undefined, { min: 0, max: 100 })).toBe(100);
    // 10 gal is 37.8541 L: past a 37.85 L limit it is held to the limit itself.
    expect(storedFromDisplay('volume', 10, 'gal', undefined, { max: 37.85 })).toBe(37.85);
    expect(storedFromDisplay('temperature', 152, 'F')).toBeCloseTo(66.6667, 4);
  });
});
