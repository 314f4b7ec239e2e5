// The Water section's figures: the recipe's water report computed in the browser on every edit (core's
// recipeWaterReport, the function the server answers with), memoised on what it reads, so an edit elsewhere
// (a name, a hop) does not compute it again. While a field is being typed its number may be NaN (empty) or
// Infinity (no number); the report counts such a number as not given, as the figures panel does.
import {
  ACIDS,
  type IonProfile,
  type MashStep,
  mapProfile,
  type RecipeEquipment,
  type RecipeFermentable,
  type RecipeWater,
  recipeWaterReport,
  type WaterReport,
} from '@wortsmith/core';
import { useMemo } from 'react';

const given = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
const givenOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
const profile = (ions: IonProfile) => mapProfile((ion) => given(ions[ion], 0));

/** `water` with every number being typed counted as not given (0, the default strength, or none). */
export function reportableWater(water: RecipeWater | null): RecipeWater | null {
  if (!water) return null;
  return {
    ...water,
    source: profile(water.source),
    dilutionPercent: given(water.dilutionPercent, 0),
    target: water.target && profile(water.target),
    salts: water.salts.map((row) => ({ ...row, grams: given(row.grams, 0) })),
    acids: water.acids.map((row) => ({
      ...row,
      strengthPercent: given(row.strengthPercent, ACIDS[row.acid].defaultStrength),
      millilitres: given(row.millilitres, 0),
    })),
    grainTemperature: givenOrNull(water.grainTemperature),
    targetMashPh: givenOrNull(water.targetMashPh),
  };
}

/** What of the draft the report reads. */
export interface WaterReportParts {
  fermentables: readonly RecipeFermentable[];
  equipment: RecipeEquipment;
  mashSteps: readonly MashStep[];
  water: RecipeWater | null;
}

/** The water report of the draft's parts, computed again only when one of them changes. */
export function useWaterReport({ fermentables, equipment, mashSteps, water }: WaterReportParts): WaterReport {
  return useMemo(
    () =>
      recipeWaterReport({
        recipeFermentables: fermentables,
        recipeEquipment: equipment,
        mashSteps,
        water: reportableWater(water),
      }),
    [fermentables, equipment, mashSteps, water],
  );
}
