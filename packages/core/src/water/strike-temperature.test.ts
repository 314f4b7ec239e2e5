// Strike and infusion water by Palmer's equations, against his worked example, in °C, litres and kg.
import { describe, expect, it } from 'vitest';
import { LITRES_PER_US_GALLON, POUNDS_PER_KG } from '../units';
import { infusions, SPARGE_WATER_TEMPERATURE, strikeTemperature } from './strike-temperature';

const celsius = (f: number) => ((f - 32) * 5) / 9;
const fahrenheit = (c: number) => (c * 9) / 5 + 32;
const LITRES_PER_QUART = LITRES_PER_US_GALLON / 4;

describe('strike temperature', () => {
  it("matches Palmer's example: 1.5 qt/lb, grain at 70 °F, mash at 154 °F needs strike water at about 165 °F", () => {
    // How to Brew, ch. 16: Tw = (0.2/r)(T1 − Tg) + T1 = (0.2/1.5)(154 − 70) + 154 = 165.2 °F.
    const grainKilograms = 5;
    const strikeLitres = 1.5 * LITRES_PER_QUART * POUNDS_PER_KG * grainKilograms; // 1.5 qt/lb = 3.13 L/kg
    const strike = strikeTemperature({
      grainKilograms,
      strikeLitres,
      grainTemperature: celsius(70),
      targetTemperature: celsius(154),
    })!;
    expect(Math.abs(fahrenheit(strike) - 165.2)).toBeLessThan(0.5);
  });

  it('is (0.41/r)(T1 − Tg) + T1 in L/kg, warmer for a cold tun, 20 °C grain by default', () => {
    // 5 kg in 15 L (3 L/kg) to 66 °C from 20 °C: 66 + 0.41/3 × 46 = 72.3 °C.
    expect(strikeTemperature({ grainKilograms: 5, strikeLitres: 15, targetTemperature: 66 })).toBe(72.3);
    // A tun that weighs like 2 L of water at grain temperature: 66 + (2.05 + 2) × 46 / 15 = 78.4 °C.
    expect(
      strikeTemperature({ grainKilograms: 5, strikeLitres: 15, targetTemperature: 66, tunHeatCapacity: 2 }),
    ).toBe(78.4);
    expect(strikeTemperature({ grainKilograms: 5, strikeLitres: 0, targetTemperature: 66 })).toBeNull();
  });
});

describe('infusions', () => {
  it("adds boiling water by Palmer's infusion equation for each later infusion step", () => {
    // 4 kg in 8 L at 40 °C, then 60 °C and 70 °C with water at 100 °C:
    //   Wa1 = (60 − 40)(0.41 × 4 + 8)/(100 − 60) = 20 × 9.64/40 = 4.82 L
    //   Wa2 = (70 − 60)(1.64 + 12.82)/(100 − 70) = 10 × 14.46/30 = 4.82 L
    const steps = [
      { type: 'Infusion', temperature: 40 },
      { type: 'Infusion', temperature: 60 },
      { type: 'Infusion', temperature: 70 },
    ];
    expect(infusions({ steps, grainKilograms: 4, strikeLitres: 8 })).toEqual([
      { stepIndex: 1, litres: 4.82, temperature: 100 },
      { stepIndex: 2, litres: 4.82, temperature: 100 },
    ]);
  });

  it("agrees with Palmer's imperial form within the rounding of his 0.41", () => {
    // 8 lb at 1 qt/lb from 104 °F to 140 °F with 210 °F water: (140 − 104)(0.2 × 8 + 8)/(210 − 140) = 4.94 qt.
    const grainKilograms = 8 / POUNDS_PER_KG;
    const steps = [
      { type: 'Infusion', temperature: celsius(104) },
      { type: 'Infusion', temperature: celsius(140) },
    ];
    const [added] = infusions({
      steps,
      grainKilograms,
      strikeLitres: 8 * LITRES_PER_QUART,
      boilTemperature: celsius(210),
    });
    expect(Math.abs(added!.litres / LITRES_PER_QUART - 4.94) / 4.94).toBeLessThan(0.01);
  });

  it('adds no water for direct heat or decoction, for cooler steps, or at the boil', () => {
    const steps = [
      { type: 'Infusion', temperature: 50 },
      { type: 'Temperature', temperature: 63 },
      { type: 'Decoction', temperature: 70 },
      { type: 'Infusion', temperature: 65 },
      { type: 'Infusion', temperature: 100 },
    ];
    expect(infusions({ steps, grainKilograms: 5, strikeLitres: 15 })).toEqual([
      { stepIndex: 3, litres: 0, temperature: 100 },
      { stepIndex: 4, litres: 0, temperature: 100 },
    ]);
    expect(infusions({ steps: [], grainKilograms: 5, strikeLitres: 15 })).toEqual([]);
  });

  it('heats the tun as well when it has a heat capacity', () => {
    const steps = [
      { type: 'Infusion', temperature: 50 },
      { type: 'Infusion', temperature: 65 },
    ];
    const bare = infusions({ steps, grainKilograms: 5, strikeLitres: 15 })[0]!.litres;
    const heavy = infusions({ steps, grainKilograms: 5, strikeLitres: 15, tunHeatCapacity: 3 })[0]!.litres;
    expect(heavy).toBeGreaterThan(bare);
  });

  it('sparges at 76 °C', () => {
    expect(SPARGE_WATER_TEMPERATURE).toBe(76);
  });
});
