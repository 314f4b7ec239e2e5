// How much water a brew day needs and where it goes: the strike water, the infusions the mash steps add
// (strike-temperature.ts), and the sparge. Litres, 3 decimals like SPEC's volumes.
//
// - Total water = pre-boil volume + what the grain keeps. The pre-boil volume is SPEC §9's (figures.ts:
//   batch + dead space + boil-off × boilTime/60 + trub loss), so the equipment's dead space is already in
//   it and is not added again; a fermenter loss, when the equipment names one, is added to the batch volume
//   first (the kettle must also deliver the wort left in the fermenter).
// - Grain absorption: 1.04 L/kg by default, the common rule of ½ US quart per pound (0.125 gal/lb; Palmer,
//   "How to Brew"; pricelessbrewing's mash calculator gives 1.04 L/kg for a typical mash tun). Brew-in-a-bag
//   squeezes more out; the equipment may say so.
// - Strike = mash thickness × grain (3 L/kg by default, about 1.45 qt/lb, inside Palmer's 1.25–2 qt/lb).
// - Sparge = total − strike − infusions. Batch and fly sparging need the same water here (they differ in
//   efficiency, not volume); 'No sparge' (brew in a bag) puts all the water in the mash: the strike is
//   what the infusions leave of the total, whatever the thickness.
// - Never negative: when the mash needs more than the total (a thick grist in a small batch), the sparge is 0
//   and the total grows to strike + infusions; the brewer then collects more than the pre-boil volume (or
//   leaves it in the tun). So total = strike + infusions + sparge always, and total = pre-boil + absorption
//   except in that case (and, without a sparge, but for the strike's rounding to 3 decimals).
import type { SpargeMethod } from '../options';
import { roundTo } from '../rounding';

export const DEFAULT_SPARGE_METHOD: SpargeMethod = 'Batch';
/** L of water one kg of grain keeps (½ US qt per lb). */
export const DEFAULT_GRAIN_ABSORPTION = 1.04;
/** L of strike water per kg of grain. */
export const DEFAULT_MASH_THICKNESS = 3;

export interface WaterVolumesInput {
  /** Grain in the mash, kg. */
  grainKilograms: number;
  /** SPEC's pre-boil volume, L (with any fermenter loss already in the batch volume). */
  preBoilVolume: number;
  /** L/kg. */
  grainAbsorption?: number | null;
  /** L/kg. */
  mashThickness?: number | null;
  spargeMethod?: SpargeMethod | null;
  /**
   * The litres the later mash steps infuse, given the strike litres. The infusion equation makes this an
   * affine function of the strike (strike-temperature.ts), which the no-sparge plan relies on.
   */
  infusionLitres?: (strikeLitres: number) => number;
}

export interface WaterVolumes {
  totalWater: number;
  strikeVolume: number;
  infusionVolume: number;
  spargeVolume: number;
  preBoilVolume: number;
  /** L the grain keeps. */
  absorbedVolume: number;
}

const nonNegative = (value: number | null | undefined, fallback: number) =>
  value !== null && value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;

/** The brew day's water (see the module comment for the rules). */
export function waterVolumes(input: WaterVolumesInput): WaterVolumes {
  const grain = nonNegative(input.grainKilograms, 0);
  const preBoilVolume = roundTo(nonNegative(input.preBoilVolume, 0), 3);
  const absorbedVolume = roundTo(grain * nonNegative(input.grainAbsorption, DEFAULT_GRAIN_ABSORPTION), 3);
  // A mash needs water: a thickness of 0 (or less) takes the default.
  const thickness = nonNegative(input.mashThickness, 0) || DEFAULT_MASH_THICKNESS;
  const infusions = input.infusionLitres ?? (() => 0);
  const planned = roundTo(preBoilVolume + absorbedVolume, 3);

  if ((input.spargeMethod ?? DEFAULT_SPARGE_METHOD) === 'No sparge') {
    // strike + infusions(strike) = planned, with infusions affine in the strike: solve from two points, far
    // apart so that the infusions' rounding to 3 decimals does not bend the line.
    const atZero = infusions(0);
    const probe = Math.max(planned, 1);
    const growth = 1 + (infusions(probe) - atZero) / probe;
    const strikeVolume = roundTo(Math.max(0, (planned - atZero) / growth), 3);
    const infusionVolume = roundTo(infusions(strikeVolume), 3);
    // Equal to the planned total but for the rounding of the strike (under 0.01 L).
    const totalWater = roundTo(strikeVolume + infusionVolume, 3);
    return { totalWater, strikeVolume, infusionVolume, spargeVolume: 0, preBoilVolume, absorbedVolume };
  }

  const strikeVolume = roundTo(grain * thickness, 3);
  const infusionVolume = roundTo(infusions(strikeVolume), 3);
  const spargeVolume = roundTo(Math.max(0, planned - strikeVolume - infusionVolume), 3);
  const totalWater = roundTo(strikeVolume + infusionVolume + spargeVolume, 3);
  return { totalWater, strikeVolume, infusionVolume, spargeVolume, preBoilVolume, absorbedVolume };
}
