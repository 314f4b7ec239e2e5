// Maps batch and reading rows to the API's Batch and BatchReading, with the measured figures computed
// by the core from the batch's own recipe snapshot, and a batch's brew mode state to its BrewSession.
import {
  type AlertSettings,
  type Batch,
  type BatchReading,
  type BatchStatus,
  type BrewSession,
  computeBatchFigures,
  EMPTY_BREW_SESSION,
  localIsoDate,
  type PackagingInput,
  type PitchInput,
  packagingPlan,
  pitchPlan,
  type ReadingExtras,
  type RecipeInput,
  recipeWaterReport,
  type StockTake,
} from '@wortsmith/core';
import type { ReadingPoint } from './readings-repository';
import type { BatchRow, StoredBrewSession } from './repository';

/** The API representation of a batch (the device token hash only as `deviceLinked`). */
export function presentBatch(row: BatchRow): Batch {
  const recipe = row.recipe as RecipeInput;
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status as BatchStatus,
    brewDate: row.brewDate,
    recipeId: row.recipeId,
    recipeVersion: row.recipeVersion,
    recipe,
    waterReport: recipeWaterReport(recipe),
    mashPh: row.mashPh,
    preBoilGravity: row.preBoilGravity,
    preBoilVolume: row.preBoilVolume,
    measuredOg: row.measuredOg,
    postBoilVolume: row.postBoilVolume,
    fermenterVolume: row.fermenterVolume,
    packagingDate: row.packagingDate,
    measuredFg: row.measuredFg,
    carbonation: row.carbonation,
    packagingMethod: row.packagingMethod,
    packaging: (row.packaging as PackagingInput | null) ?? null,
    pitch: (row.pitch as PitchInput | null) ?? null,
    alertSettings: (row.alertSettings as AlertSettings | null) ?? null,
    notes: row.notes,
    ...computeBatchFigures(row, recipe),
    ...batchPlans(row, recipe),
    deviceLinked: row.deviceTokenHash !== null,
    stockTaken: (row.stockTaken as StockTake | null) ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The packaging's and the pitch's plans of the batch as stored (issue 32). */
function batchPlans(row: BatchRow, recipe: RecipeInput) {
  const batch = {
    ...row,
    recipe,
    packaging: row.packaging as PackagingInput | null,
    pitch: row.pitch as PitchInput | null,
  };
  return { packagingPlan: packagingPlan(batch), pitchPlan: pitchPlan(batch, localIsoDate()) };
}

/**
 * The API representation of a batch's brew session: the saved one (or the empty one, version 0, for a
 * batch never brewed in brew mode).
 */
export function presentBrewSession(row: BatchRow): BrewSession {
  const saved = (row.brewSession as StoredBrewSession | null) ?? EMPTY_BREW_SESSION;
  return {
    version: row.brewVersion,
    steps: saved.steps,
    timers: saved.timers,
    currentStepId: saved.currentStepId,
    updatedAt: row.brewUpdatedAt?.toISOString() ?? null,
  };
}

/** The API representation of a reading. */
export function presentReading(row: ReadingPoint): BatchReading {
  return {
    id: row.id,
    time: row.time.toISOString(),
    gravity: row.gravity,
    temperature: row.temperature,
    note: row.note,
    brix: row.brix,
    extras: (row.extras as ReadingExtras | null) ?? null,
  };
}
