// Hydrometer values: SG or Plato by range, the SG<->Plato conversion, temperatures to °C.
import { describe, expect, it } from 'vitest';
import { platoFromSg, sgFromPlato } from './display-units';
import { gravityToSg, temperatureToCelsius } from './gravity';

describe('gravity', () => {
  it('converts between SG and Plato: 12 °P ≈ 1.0484, 1.048 ≈ 11.9 °P, both ways', () => {
    expect(sgFromPlato(12)).toBeCloseTo(1.0484, 4);
    expect(platoFromSg(1.048)).toBeCloseTo(11.9, 1);
    expect(platoFromSg(1)).toBeCloseTo(0, 1);
    for (const plato of [0, 5, 12, 20]) expect(platoFromSg(sgFromPlato(plato))).toBeCloseTo(plato, 1);
  });

  it('takes 0.95 to 1.2 as SG and other values up to 50 as Plato', () => {
    expect(gravityToSg(1.048)).toBe(1.048);
    expect(gravityToSg(12)).toBe(1.0484);
    expect(gravityToSg(2.5)).toBe(1.0098);
    expect(gravityToSg(-1)).toBe(0.9962);
    expect(gravityToSg(60)).toBeNull();
    expect(gravityToSg(-6)).toBeNull();
    expect(gravityToSg(Number.NaN)).toBeNull();
  });

  it('brings °F and K to °C', () => {
    expect(temperatureToCelsius(68, 'F')).toBe(20);
    expect(temperatureToCelsius(293.15, 'K')).toBe(20);
    expect(temperatureToCelsius(19.5)).toBe(19.5);
  });
});

describe('gravityToSg with a unit', () => {
  it('reads "P" as °Plato whatever the size, "G" and no unit by range', () => {
    expect(gravityToSg(12, 'P')).toBe(1.0484);
    expect(gravityToSg(1, 'P')).toBe(1.0039);
    expect(gravityToSg(1.05, 'G')).toBe(1.05);
    expect(gravityToSg(12)).toBe(1.0484);
    expect(gravityToSg(60, 'P')).toBeNull();
    expect(gravityToSg(Number.NaN, 'P')).toBeNull();
  });
});
