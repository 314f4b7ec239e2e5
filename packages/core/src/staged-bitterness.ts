// Stage-aware bitterness, offered beside the specification's Tinseth IBU (which counts every addition
// as boiled for its time). Each stage adjusts Tinseth's utilisation:
// - Boil: Tinseth as specified.
// - First Wort: the hops steep while the wort is run off and heated, counted as a boil 20 minutes
//   longer (our assumption; Preis and Mitter, "The re-discovery of first wort hopping", Brewing
//   Techniques 1995, measured first-wort beers slightly more bitter than the same hops at 60 minutes).
// - Mash: a fifth of the boil's utilisation (Justus, "Tracking IBU Through the Brewing Process", MBAA
//   TQ 55(3), 2018: mash hops averaged 9.1 % utilisation against 44.0 % for 60-minute additions).
// - Whirlpool / hop stand: Tinseth for the steep time, scaled by the relative utilisation at the
//   steep temperature, Urel(T) = 2.39×10^11 × e^(−9773 / T[K]) (Hosom, "An Analysis of Sub-Boiling Hop
//   Utilization", after Malowicki 2005), 80 °C unless the addition says otherwise.
// - Dry Hop: none.
import { type FiguresHopInput, hopIbu } from './figures';
import type { HopUsageStage } from './options';
import { finite, roundTo } from './rounding';

/** Extra minutes a first-wort addition counts as boiled. */
export const FIRST_WORT_EXTRA_MINUTES = 20;
/** Share of the boil's utilisation a mash addition gets (9.1 % / 44.0 %, rounded). */
export const MASH_HOP_FACTOR = 0.2;
/** Steep temperature assumed for a whirlpool addition without one, °C. */
export const DEFAULT_WHIRLPOOL_TEMPERATURE = 80;

/** A hop addition as the stage-aware method reads it. */
export interface StagedHopInput extends FiguresHopInput {
  usageStage?: HopUsageStage | string | null;
  /** Steep temperature of a whirlpool addition, °C. */
  temperature?: number | null;
}

/** Alpha-acid utilisation at `celsius` relative to a boil (at most 1). */
export function relativeUtilisation(celsius: number): number {
  return Math.min(1, 2.39e11 * Math.exp(-9773 / (celsius + 273.15)));
}

/** IBU of one addition by stage, for a wort of gravity `og` (the rounded OG) in `volume` litres. */
export function stagedHopIbu(hop: StagedHopInput, og: number, volume: number | undefined): number {
  const minutes = Math.max(0, finite(hop.boilTime) ?? 0);
  switch (hop.usageStage) {
    case 'Dry Hop':
      return 0;
    case 'First Wort':
      return hopIbu({ ...hop, boilTime: minutes + FIRST_WORT_EXTRA_MINUTES }, og, volume);
    case 'Mash':
      return roundTo(hopIbu(hop, og, volume) * MASH_HOP_FACTOR, 2);
    case 'Whirlpool': {
      const celsius = finite(hop.temperature) ?? DEFAULT_WHIRLPOOL_TEMPERATURE;
      return roundTo(hopIbu(hop, og, volume) * relativeUtilisation(celsius), 2);
    }
    default:
      return hopIbu(hop, og, volume);
  }
}
