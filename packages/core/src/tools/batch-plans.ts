// What the brewing tools say about one batch (issue 32), from the batch's own values: the priming sugar or
// keg pressure its packaging asks for, the cells its pitch has against what its wort needs, and the
// gravity a Brix reading stands for. The API answers these with every batch; the batch screen shows them.

import { platoFromSg } from '../display-units';
import { computeRecipeFigures, type FiguresInput } from '../figures';
import { kegPressure, type PrimingSugar, primingSugar } from './carbonation';
import { cellsAvailable, cellsNeeded, type YeastPack } from './pitch-rate';
import { DEFAULT_WORT_CORRECTION_FACTOR, refractometerFg, refractometerOg } from './refractometer';
import { type StarterStep, starterCells } from './starter';

/** The batch values the plans read. */
export interface PlannedBatch {
  brewDate: string | null;
  measuredOg: number | null;
  fermenterVolume: number | null;
  recipe: FiguresInput;
  packaging?: {
    method: 'bottle' | 'keg';
    co2Volumes: number;
    beerTemperature: number;
    sugar: PrimingSugar;
    servingTemperature?: number | null;
  } | null;
  pitch?: { rate: number; packs: readonly YeastPack[]; starterSteps: readonly StarterStep[] } | null;
}

/** `packagingPlan`: volumes already in the beer, and the sugar (bottles) or the pressure (keg). */
export interface PackagingPlan {
  residualCo2: number;
  /** Grams for the batch; null for a keg. */
  primingSugarGrams: number | null;
  /** Regulator kPa (gauge); null for bottles. */
  kegPressureKpa: number | null;
}

/** `pitchPlan`, billions of cells. */
export interface PitchPlan {
  cellsNeeded: number;
  cellsAvailable: number;
  cellsAfterStarter: number;
}

/** The litres the batch holds: the fermenter volume measured, else the recipe's batch volume. */
export function batchLitres(batch: PlannedBatch): number {
  return batch.fermenterVolume ?? (batch.recipe.recipeEquipment?.batchVolume as number | undefined) ?? 0;
}

/** The batch's OG: measured, else the recipe's (SPEC §9). */
export function batchOg(batch: PlannedBatch): number {
  return batch.measuredOg ?? computeRecipeFigures(batch.recipe).og;
}

/** The packaging's plan, or null without packaging. */
export function packagingPlan(batch: PlannedBatch): PackagingPlan | null {
  const p = batch.packaging;
  if (!p) return null;
  const priming = primingSugar(p.co2Volumes, p.beerTemperature, batchLitres(batch), p.sugar);
  return {
    residualCo2: priming.residualCo2,
    primingSugarGrams: p.method === 'bottle' ? priming.grams : null,
    kegPressureKpa:
      p.method === 'keg' ? kegPressure(p.co2Volumes, p.servingTemperature ?? p.beerTemperature).kpa : null,
  };
}

/** The pitch's plan on `today` (the brew date when there is one), or null without a pitch. */
export function pitchPlan(batch: PlannedBatch, today: string): PitchPlan | null {
  const p = batch.pitch;
  if (!p) return null;
  const available = cellsAvailable(p.packs, batch.brewDate ?? today);
  const steps = starterCells(available, p.starterSteps);
  return {
    cellsNeeded: cellsNeeded(batchLitres(batch), batchOg(batch), p.rate),
    cellsAvailable: available,
    cellsAfterStarter: steps.at(-1) ?? available,
  };
}

/**
 * The gravity a Brix reading of the batch stands for: the unfermented wort's while the reading is not
 * below the wort's own Brix (the batch's OG read at `wcf`), else corrected for alcohol (Terrill).
 */
export function brixReadingGravity(
  batch: PlannedBatch,
  brix: number,
  wcf = DEFAULT_WORT_CORRECTION_FACTOR,
): number {
  const originalBrix = platoFromSg(batchOg(batch)) * wcf;
  return brix < originalBrix - 0.05 ? refractometerFg(originalBrix, brix, wcf) : refractometerOg(brix, wcf);
}
