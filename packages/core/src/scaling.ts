// Scaling a recipe to another batch volume and/or another brewhouse efficiency: OG and IBU stay as
// they were, misc and yeast follow the volume.
import type { VolumeUnit } from './display-units';
import type { GravityMethod } from './options';
import { formatQuantity } from './quantities';
import { finite } from './rounding';
import { contributionOf } from './staged-gravity';

/** What a scaled recipe should have; a missing value keeps the recipe's own. */
export interface ScaleTarget {
  /** Litres. */
  batchVolume?: number;
  /** Percent: another equipment's (or the learned) efficiency. */
  efficiency?: number;
}

/** The parts of a recipe scaling reads and writes (a `Recipe` or its form draft fits). */
export interface ScalableRecipe {
  recipeEquipment: { batchVolume: number; efficiency: number };
  recipeFermentables: readonly { quantity: number; contribution?: string | null }[];
  recipeHops: readonly { quantity: number }[];
  recipeMisc: readonly { quantity: number }[];
  recipeYeasts: readonly { quantity: number }[];
}

/**
 * The factors quantities are multiplied by. Hops, misc and yeast follow the volume: SPEC §9's IBU
 * depends on grams per litre and on the OG, which stays. Fermentables also make up for efficiency
 * (OG ∝ grams × efficiency / volume); by the by-stage gravity method only the mashed ones do, the others
 * (`unmashed`) following the volume. A recipe without a positive volume or efficiency keeps it.
 */
export function scaleFactors(
  from: { batchVolume: number; efficiency: number },
  target: ScaleTarget,
): { volume: number; fermentables: number; unmashed: number } {
  const oldVolume = finite(from.batchVolume) ?? 0;
  const newVolume = finite(target.batchVolume) ?? oldVolume;
  const volume = oldVolume > 0 && newVolume > 0 ? newVolume / oldVolume : 1;
  const oldEfficiency = finite(from.efficiency) ?? 0;
  const newEfficiency = finite(target.efficiency) ?? oldEfficiency;
  const efficiency = oldEfficiency > 0 && newEfficiency > 0 ? oldEfficiency / newEfficiency : 1;
  return { volume, fermentables: volume * efficiency, unmashed: volume };
}

/**
 * The recipe scaled to `target`: equipment volume and efficiency set, every quantity multiplied
 * (unrounded, so the figures by `gravityMethod` stay exactly as they were; displays round). Hop IBUs and
 * shares are recomputed by the caller's usual `withComputedFigures` on save.
 */
export function scaleRecipe<T extends ScalableRecipe>(
  recipe: T,
  target: ScaleTarget,
  gravityMethod: GravityMethod = 'spec',
): T {
  const factors = scaleFactors(recipe.recipeEquipment, target);
  const times =
    (factor: number) =>
    <I extends { quantity: number }>(item: I): I => ({
      ...item,
      quantity: item.quantity * factor,
    });
  const equipment = recipe.recipeEquipment;
  const positive = (value: number | undefined, kept: number) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? value : kept;
  return {
    ...recipe,
    recipeEquipment: {
      ...equipment,
      batchVolume: positive(target.batchVolume, equipment.batchVolume),
      efficiency: positive(target.efficiency, equipment.efficiency),
    },
    recipeFermentables: recipe.recipeFermentables.map((fermentable) =>
      times(
        gravityMethod === 'byStage' && contributionOf(fermentable) !== 'mashed'
          ? factors.unmashed
          : factors.fermentables,
      )(fermentable),
    ),
    recipeHops: recipe.recipeHops.map(times(factors.volume)),
    recipeMisc: recipe.recipeMisc.map(times(factors.volume)),
    recipeYeasts: recipe.recipeYeasts.map(times(factors.volume)),
  };
}

/**
 * The name of a copy scaled to `litres`, in the brewer's volume unit: "Pale Ale (scaled to 40 L)",
 * "Pale Ale (scaled to 5 gal)".
 */
export function scaledName(name: string, litres: number, unit: VolumeUnit = 'L'): string {
  return `${name} (scaled to ${formatQuantity('volume', litres, unit, { decimals: 1, trim: true })})`;
}
