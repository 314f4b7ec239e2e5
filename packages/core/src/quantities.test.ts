// The one quantity formatter and parser (quantities.ts): worked examples in every unit, the SPEC §5/§9
// weight rules, and the no-drift property: a value typed in another unit shows back as typed after any
// number of saves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  platoFromSg,
  type Quantity,
  sgFromPlato,
} from './display-units';
import {
  convertFrom,
  formatQuantity,
  HOP_QUANTITY_MESSAGES,
  type ParseOptions,
  parseQuantity,
  poundsHint,
  quantityInputText,
  quantityLabel,
  type UnitOf,
  unitSymbol,
} from './quantities';
import { readingPrecision } from './reading-precision';
import { roundTo } from './rounding';

/** A canonical value as `unit` shows it, as a number. */
const shown = <Q extends Quantity>(quantity: Q, value: number, unit: UnitOf<Q>) =>
  Number(formatQuantity(quantity, value, unit, { symbol: false }));

/** The canonical value `parseQuantity` stores for a number typed in `unit`. */
function parsed<Q extends Quantity>(
  quantity: Q,
  typed: number | string,
  unit: UnitOf<Q>,
  options?: ParseOptions,
) {
  const result = parseQuantity(quantity, typed, unit, options);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('display units: worked examples', () => {
  it.each([
    // quantity, canonical value, unit, shown
    ['volume', 18.92705, 'gal', '5.00'], // 5 US gal × 3.78541 L
    ['volume', 20, 'gal', '5.28'],
    ['volume', 20, 'L', '20.0'],
    ['volume', 18.927168, 'L', '18.9'],
    ['temperature', 66.6666667, 'F', '152'],
    ['temperature', 100, 'F', '212'],
    ['temperature', 0, 'F', '32'],
    ['temperature', 75.5555556, 'C', '75.5'], // 168 °F
    ['color', 19.7, 'SRM', '10.0'], // SRM = EBC / 1.97
    ['color', 79, 'SRM', '40.1'],
    ['color', 43.3, 'SRM', '22.0'],
    ['gravity', 1.048, 'Plato', '11.9'],
    ['gravity', 1.048369, 'SG', '1.048'],
    ['gravity', 1, 'Plato', '0.0'],
  ] as const)('%s %d shows as %s %s', (quantity, value, unit, shown) => {
    expect(formatQuantity(quantity, value, unit as never, { symbol: false })).toBe(shown);
  });

  it('converts typed values to canonical ones', () => {
    expect(convertFrom('volume', 5, 'gal')).toBeCloseTo(18.92705, 10);
    expect(convertFrom('temperature', 152, 'F')).toBeCloseTo(66.6667, 4);
    expect(convertFrom('color', 10, 'SRM')).toBeCloseTo(19.7, 10);
    expect(convertFrom('gravity', 12, 'Plato')).toBeCloseTo(1.04837, 5);
  });

  it('keeps 1.048 and 12.0 °P at the shown precision both ways', () => {
    expect(roundTo(sgFromPlato(roundTo(platoFromSg(1.048), 1)), 3)).toBe(1.048);
    expect(formatQuantity('gravity', convertFrom('gravity', 12.0, 'Plato'), 'Plato')).toBe('12.0 °P');
  });

  it('labels each unit', () => {
    expect(unitSymbol('volume', 'gal')).toBe('gal');
    expect(unitSymbol('temperature', 'F')).toBe('°F');
    expect(unitSymbol('gravity', 'Plato')).toBe('°P');
    expect(unitSymbol('color', 'SRM')).toBe('SRM');
  });

  it('shows canonical values at the reading precision in the default units', () => {
    const units = DEFAULT_DISPLAY_UNITS;
    expect(shown('volume', 20.004, units.volume)).toBe(20);
    expect(shown('temperature', 66.66, units.temperature)).toBe(66.5);
    expect(shown('temperature', 66.8, units.temperature)).toBe(67);
    expect(shown('color', 12.345, units.color)).toBe(12);
    expect(shown('gravity', 1.0484, units.gravity)).toBe(1.048);
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
      it(`${quantity} in ${unit}: a value typed at the reading step shows back as typed after any number of saves`, () => {
        const { step, decimals } = readingPrecision(quantity, unit);
        fc.assert(
          fc.property(fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }), (n) => {
            const typed = roundTo(n * step, decimals);
            if (quantity === 'gravity' && unit === 'SG' && typed < 1) return;
            let stored = convertFrom(quantity, typed, unit as never);
            for (let save = 0; save < 5; save++) {
              const back = shown(quantity, stored, unit as never);
              expect(back).toBe(typed);
              expect(Number(quantityInputText(quantity, stored, unit as never))).toBeCloseTo(typed, 9);
              stored = convertFrom(quantity, back, unit as never);
            }
          }),
        );
      });
    }
    it(`${quantity}: conversion keeps the order of values`, () => {
      fc.assert(
        fc.property(fc.double({ min, max, noNaN: true }), fc.double({ min, max, noNaN: true }), (a, b) => {
          const other = units[1]!;
          const ca = convertFrom(quantity, a, units[0] as never);
          const cb = convertFrom(quantity, b, units[0] as never);
          if (ca < cb)
            expect(shown(quantity, ca, other as never)).toBeLessThanOrEqual(
              shown(quantity, cb, other as never),
            );
        }),
      );
    });
  }
});

describe('parseQuantity: other units', () => {
  it('keeps a stored value that shows back as typed, converts another and holds it within limits', () => {
    const fiveGallons = 5 * 3.78541;
    expect(parsed('volume', 5, 'gal', { stored: fiveGallons })).toBe(fiveGallons);
    expect(parsed('volume', 5.5, 'gal', { stored: fiveGallons })).toBeCloseTo(20.819755, 9);
    expect(parsed('temperature', 212, 'F', { rule: { min: 0, max: 100 } })).toBe(100);
    // 10 gal is 37.8541 L: past a 37.85 L limit it is held to the limit itself.
    expect(parsed('volume', 10, 'gal', { rule: { max: 37.85 } })).toBe(37.85);
    expect(parsed('temperature', 152, 'F')).toBeCloseTo(66.6667, 4);
  });
});

describe('parseQuantity: weights', () => {
  it.each([
    ['150', 'g', 150],
    [' 12.5 ', 'g', 12.5],
    ['12,5', 'g', 12.5],
    [',5', 'g', 0.5],
    ['0.0004', 'oz', 0.011], // 0.0004 x 28.3495 = 0.0113398 -> 0.011
    ['1', 'oz', 28.35], // 28.3495 -> 28.350 (3 decimals)
    ['1,5', 'oz', 42.524], // 1.5 x 28.3495 = 42.52425 -> 42.524
    ['5.29', 'oz', 149.969], // 5.29 x 28.3495 = 149.968855 -> 149.969
    [150, 'g', 150],
    [2, 'oz', 56.699], // 56.699
    ['1.23456', 'g', 1.235],
  ] as const)('reads %j %s as %d g', (input, unit, grams) => {
    expect(parseQuantity('weight', input, unit)).toEqual({ ok: true, value: grams });
  });

  it.each([
    ['', 'Quantity is required'],
    ['   ', 'Quantity is required'],
    [null, 'Quantity is required'],
    [undefined, 'Quantity is required'],
    [Number.NaN, 'Quantity is required'],
    ['abc', 'Quantity must be a number'],
    ['1.2.3', 'Quantity must be a number'],
    ['1,2,3', 'Quantity must be a number'],
    [Number.POSITIVE_INFINITY, 'Quantity must be a number'],
    ['0', 'Quantity must be a positive number.'],
    ['-5', 'Quantity must be a positive number.'],
    [-1, 'Quantity must be a positive number.'],
    ['0.0001', 'Quantity must be a positive number.'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(parseQuantity('weight', input, 'g')).toEqual({ ok: false, message });
  });

  it("speaks the hop modal's messages, with their trailing period, when given them", () => {
    expect(parseQuantity('weight', '', 'g', { messages: HOP_QUANTITY_MESSAGES })).toEqual({
      ok: false,
      message: 'Quantity is required.',
    });
    expect(parseQuantity('weight', 'abc', 'g', { messages: HOP_QUANTITY_MESSAGES })).toEqual({
      ok: false,
      message: 'Quantity must be a number.',
    });
    expect(parseQuantity('weight', '0', 'g', { messages: HOP_QUANTITY_MESSAGES })).toEqual({
      ok: false,
      message: 'Quantity must be a positive number.',
    });
  });

  it('rounds converted ounces to 3 decimals', () => {
    expect(parseQuantity('weight', 3.3, 'oz')).toEqual({ ok: true, value: 93.553 }); // 3.3 x 28.3495 = 93.55335
    expect(parseQuantity('weight', 3.3, 'g')).toEqual({ ok: true, value: 3.3 });
  });
});

describe('display', () => {
  it.each([
    [150, 'g', 150],
    [149.5, 'g', 150],
    [149.4, 'g', 149],
    [150, 'oz', 5.29], // 150 / 28.349523125 = 5.2911…
    [28.349523125, 'oz', 1],
    [1000, 'oz', 35.27], // 35.2739…
  ] as const)('shows %d g in %s as %d', (grams, unit, shown) => {
    expect(formatQuantity('weight', grams, unit, { symbol: false })).toBe(
      shown.toFixed(unit === 'oz' ? 2 : 0),
    );
  });

  it.each([
    [150, 'g', false, '150 g'],
    [150, 'oz', false, '5.29 oz'],
    [5000, 'g', true, '5.00 kg'],
    [4537.5, 'g', true, '4.54 kg'],
    [250, 'g', true, '0.25 kg'],
    [5000, 'oz', true, '176.37 oz'],
  ] as const)('formats %d g (%s, fermentable %s) as "%s"', (grams, unit, fermentable, text) => {
    expect(formatQuantity('weight', grams, unit, { fermentable })).toBe(text);
  });

  it.each([
    [150, 'g', '150'],
    [12.5, 'g', '12.5'],
    [42.524, 'g', '42.524'],
    [42.5241, 'g', '42.524'],
    [42.524, 'oz', '1.50'],
    [150, 'oz', '5.29'],
  ] as const)('prefills an input for %d g in %s with "%s"', (grams, unit, text) => {
    expect(quantityInputText('weight', grams, unit)).toBe(text);
  });

  it('labels the quantity input by unit', () => {
    expect(quantityLabel('g')).toBe('(grams)');
    expect(quantityLabel('oz')).toBe('(oz)');
  });
});

describe('poundsHint', () => {
  it('gives pounds beside ounces (5 kg = 176.37 oz = 11.02 lb) and nothing in grams', () => {
    expect(formatQuantity('weight', 5000, 'oz', { fermentable: true })).toBe('176.37 oz');
    expect(poundsHint(5000, 'oz')).toBe('11.02 lb');
    // 1 lb is exactly 453.59237 g and 16 oz.
    expect(poundsHint(453.59237, 'oz')).toBe('1.00 lb');
    expect(poundsHint(5000, 'g')).toBeNull();
  });
});

describe('quantityInputText', () => {
  it('shows values as typed and those a conversion made at the reading precision', () => {
    expect(quantityInputText('gravity', 1.048, 'SG')).toBe('1.048');
    expect(quantityInputText('gravity', 1.048, 'Plato')).toBe('11.9');
    expect(quantityInputText('volume', 18.92705, 'gal')).toBe('5');
    expect(quantityInputText('volume', 18.93, 'L')).toBe('18.93');
    expect(quantityInputText('volume', 0.1 + 0.2, 'L')).toBe('0.3');
    // Stored from 5 gal and from 168 °F: read at 0.1 L and 0.5 °C.
    expect(quantityInputText('volume', 18.927168, 'L')).toBe('18.9');
    expect(quantityInputText('temperature', ((168 - 32) * 5) / 9, 'C')).toBe('75.5');
    expect(quantityInputText('temperature', 66.7, 'C')).toBe('66.7');
    // 68.5 °F typed, stored in °C, shows back as typed; 20 L in gallons at the reading precision.
    expect(quantityInputText('temperature', ((68.5 - 32) * 5) / 9, 'F')).toBe('68.5');
    expect(quantityInputText('volume', 20, 'gal')).toBe('5.28');
    expect(quantityInputText('temperature', 19.87, 'F')).toBe('68'); // 67.766 °F
    expect(quantityInputText('temperature', null, 'F')).toBe('');
  });

  it('keeps a stored value whose field is left as it showed it, in any unit', () => {
    const fromGallons = 5 * 3.78541;
    expect(parsed('volume', '18.9', 'L', { stored: fromGallons })).toBe(fromGallons);
    expect(parsed('volume', '18.93', 'L', { stored: fromGallons })).toBe(18.93);
    // A typed value is compared as typed: 18.9 typed over a stored 18.93 changes it.
    expect(parsed('volume', '18.9', 'L', { stored: 18.93 })).toBe(18.9);
  });
});

describe('formatQuantity', () => {
  it('writes each unit with its symbol, a specific gravity bare, and trims or fixes decimals on request', () => {
    expect(formatQuantity('volume', 20, 'L')).toBe('20.0 L');
    expect(formatQuantity('volume', 20, 'L', { trim: true })).toBe('20 L');
    expect(formatQuantity('volume', 20, 'gal')).toBe('5.28 gal');
    expect(formatQuantity('temperature', 20, 'F')).toBe('68 °F');
    expect(formatQuantity('color', 22.67, 'EBC')).toBe('23 EBC');
    expect(formatQuantity('gravity', 1.0484, 'SG')).toBe('1.048');
    expect(formatQuantity('gravity', 1.048, 'Plato')).toBe('11.9 °P');
    expect(formatQuantity('color', 33.04, 'EBC', { decimals: 1 })).toBe('33.0 EBC');
    expect(formatQuantity('volume', 18.927168, 'L', { decimals: 3 })).toBe('18.927 L');
    expect(formatQuantity('volume', null, 'L')).toBe('');
  });
});
