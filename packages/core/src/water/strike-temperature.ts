// The temperatures of the brew day's water: the strike water that brings the grain to the first mash step,
// the boiling-water infusions that reach each later 'Infusion' step, and the sparge water. By energy balance
// (John Palmer, "How to Brew", ch. 16, "Calculations for Boiling Water Additions"):
//
//   strike:   Tw = T1 + (0.41 × G + C) × (T1 − Tg) / W      (Palmer: Tw = (0.41/r)(T1 − Tg) + T1 in L/kg)
//   infusion: Wa = (T2 − T1) × (0.41 × G + Wm + C) / (Tb − T2)
//
// with G the grain (kg), W the strike water (L), r = W/G, Tg the grain's temperature, T1/T2 the steps'
// temperatures, Wm the water already in the mash, Tb the infusion water's temperature (the equipment's
// boiling point, 100 °C by default) and 0.41 grain's heat capacity relative to water, in litres of water per
// kg (Palmer's metric figure; 0.2 in qt/lb). C is the mash tun's heat capacity as litres of water; it starts
// at the grain's temperature and is 0 for a preheated tun.
// 'Temperature' steps are heated directly and 'Decoction' steps by boiling part of the mash: neither adds
// water. An infusion step no warmer than the mash before it, or at or above the infusion water's temperature,
// gets no water (0 L).
// Sparge water: 76 °C (about 168 °F; Palmer: sparge water "no more than 170 °F", to keep husk tannins out).
import type { MashStepType } from '../options';
import { roundTo } from '../rounding';

/** L of water with the heat capacity of one kg of grain (Palmer, "How to Brew", metric form). */
export const GRAIN_HEAT_CAPACITY = 0.41;
export const DEFAULT_GRAIN_TEMPERATURE = 20;
export const DEFAULT_BOIL_TEMPERATURE = 100;
/** °C of the sparge water (Palmer, "How to Brew": about 168 °F, no more than 170 °F). */
export const SPARGE_WATER_TEMPERATURE = 76;

/** L of water that warm like the grain and the tun together. */
function heatMass(grainKilograms: number, tunHeatCapacity: number | null | undefined): number {
  return GRAIN_HEAT_CAPACITY * Math.max(0, grainKilograms) + Math.max(0, tunHeatCapacity ?? 0);
}

/** A mash step as the water plan reads it (°C). */
export interface MashStepFacts {
  type: MashStepType | string;
  temperature: number;
}

/** The strike water: litres and grain, the grain's and the first step's temperatures, the tun. */
export interface StrikeInput {
  grainKilograms: number;
  strikeLitres: number;
  /** °C, 20 by default. */
  grainTemperature?: number | null;
  /** The first step's temperature, °C. */
  targetTemperature: number;
  /** L of water the tun weighs like; 0 (preheated) by default. */
  tunHeatCapacity?: number | null;
}

/** °C of the strike water, 1 decimal; null without strike water. */
export function strikeTemperature(input: StrikeInput): number | null {
  if (!(input.strikeLitres > 0)) return null;
  const grainTemperature = input.grainTemperature ?? DEFAULT_GRAIN_TEMPERATURE;
  const heat = heatMass(input.grainKilograms, input.tunHeatCapacity);
  const t1 = input.targetTemperature;
  return roundTo(t1 + (heat * (t1 - grainTemperature)) / input.strikeLitres, 1);
}

/** One infusion: the step it reaches (index in the schedule), litres and °C of the water. */
export interface Infusion {
  stepIndex: number;
  litres: number;
  temperature: number;
}

/** The mash after the strike: its steps, grain, strike water, tun and boiling point. */
export interface InfusionInput {
  steps: readonly MashStepFacts[];
  grainKilograms: number;
  strikeLitres: number;
  tunHeatCapacity?: number | null;
  /** °C of the infusion water (the equipment's boil temperature), 100 by default. */
  boilTemperature?: number | null;
}

/**
 * The infusions of every 'Infusion' step after the first, in order, litres to 3 decimals. The litres are
 * affine in the strike litres (each infusion heats the water already in the mash), which the no-sparge
 * water plan relies on (volumes.ts).
 */
export function infusions(input: InfusionInput): Infusion[] {
  const water = input.boilTemperature ?? DEFAULT_BOIL_TEMPERATURE;
  const fixedHeatMass = heatMass(input.grainKilograms, input.tunHeatCapacity);
  const result: Infusion[] = [];
  let mashWater = Math.max(0, input.strikeLitres);
  let current = input.steps[0]?.temperature;
  for (let i = 1; i < input.steps.length; i++) {
    const step = input.steps[i]!;
    if (step.type === 'Infusion' && current !== undefined) {
      const rise = step.temperature - current;
      const litres =
        rise > 0 && water > step.temperature
          ? (rise * (fixedHeatMass + mashWater)) / (water - step.temperature)
          : 0;
      mashWater += litres;
      result.push({ stepIndex: i, litres: roundTo(litres, 3), temperature: water });
    }
    current = step.temperature;
  }
  return result;
}
