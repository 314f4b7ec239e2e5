// A recipe's water (water/water-report.ts's RecipeWater) from what a file lists: its waters, each with its
// volume, its salts and acids (water-agents.ts) and, in Wortsmith's own files, the rest of the recipe's
// water; and the volumes the writers give the source and dilution water. Both formats use it.
//
// Decisions, for other tools' files:
// - Distilled water: a water whose six ions are each at most 1 mg/L (distilled or reverse-osmosis water,
//   give or take rounding).
// - Source: the mineral (not distilled) waters, mixed by volume: one is the source as it is; several give
//   their volume-weighted mix, with a warning. Waters without a volume cannot be mixed: they are left out
//   with a warning, unless no water has a volume, when the first water is the source.
// - Dilution: the distilled waters' share of all the water, in percent (2 decimals). A file with distilled
//   water only gives a distilled source and no dilution.
// - Salts or acids but no water: a distilled source, with a warning (the report then shows the salts alone).
// - The grain temperature is the mash's (BeerXML GRAIN_TEMP, BeerJSON grain_temperature); no target.
// - An ion a water does not give counts 0 mg/L, with a warning. Ions above 5000 mg/L, a grain temperature
//   outside -20 to 60 °C and a target pH outside 4-7 are clamped with a warning (schemas/water.ts's limits).
// Wortsmith's own files carry a block with the rest (ids, the exact dilution, the target, the grain
// temperature and target pH, null where the recipe has none): there the first water is the source as written.
import { MAX_ION_MG_PER_L } from '../catalogue-kinds/waters';
import { roundTo } from '../rounding';
import { IONS, type Ion, type IonProfile, mapProfile } from '../water/ions';
import { type RecipeWater, recipeWaterReport } from '../water/water-report';
import type { RecipeDraft, Warnings } from './model';
import { clamp, fitText } from './values';
import type { WaterAgents } from './water-agents';

/** Six ions in mg/L, null where a file gives none. */
export type FileIons = Record<Ion, number | null>;

/** The six ions of a water's fields. */
export function ionsOf(fields: FileIons): FileIons {
  return Object.fromEntries(IONS.map((ion) => [ion, fields[ion]])) as FileIons;
}

/** A water a recipe lists, with the litres of it the recipe uses (null when not given). */
export interface FileWater {
  name: string;
  ions: FileIons;
  litres: number | null;
}

/** The rest of the recipe's water, as Wortsmith writes it beside the waters. */
export interface OwnWater {
  sourceWaterId: string | null;
  targetWaterId: string | null;
  dilutionPercent: number | null;
  target: FileIons | null;
  grainTemperature: number | null;
  targetMashPh: number | null;
}

/** Everything a reader found about a recipe's water. */
export interface WaterParts {
  waters: FileWater[];
  agents: WaterAgents;
  own: OwnWater | null;
  /** The mash's grain temperature, °C (read in other tools' files only). */
  mashGrainTemperature: number | null;
}

/** Each ion at most this (mg/L) counts as none: distilled or reverse-osmosis water. */
export const DISTILLED_MAX_MG_PER_L = 1;

/** A value within [min, max] (`unit` after each figure), with a warning naming `what` when clamped. */
function within<T extends number | null>(
  value: T,
  [min, max]: readonly [number, number],
  what: string,
  unit: string,
  recipe: string,
  warnings: Warnings,
): T {
  if (value === null || (value >= min && value <= max)) return value;
  const kept = clamp(value, min, max);
  warnings.add(
    recipe,
    `${what} of ${value}${unit} is not between ${min} and ${max}${unit}: set to ${kept}${unit}.`,
  );
  return kept as T;
}

/** A profile from a file's ions: missing ions 0 and out-of-range ones clamped, with warnings naming `subject`. */
function profileOf(ions: FileIons, subject: string, recipe: string, warnings: Warnings): IonProfile {
  const missing = IONS.filter((ion) => ions[ion] === null);
  if (missing.length > 0) warnings.add(recipe, `${subject} gives no ${missing.join(', ')}: taken as 0 mg/L.`);
  return mapProfile((ion) =>
    within(ions[ion] ?? 0, [0, MAX_ION_MG_PER_L], `${subject}: ${ion}`, ' mg/L', recipe, warnings),
  );
}

const isDistilled = (w: FileWater) => IONS.every((ion) => (w.ions[ion] ?? 0) <= DISTILLED_MAX_MG_PER_L);
const names = (waters: readonly FileWater[]) => waters.map((w) => `"${w.name}"`).join(', ');

/** The source profile and dilution of other tools' waters (see the module comment). */
function sourceAndDilution(waters: readonly FileWater[], recipe: string, warnings: Warnings) {
  const measured = waters.filter((w) => w.litres !== null && w.litres > 0);
  if (measured.length === 0) {
    if (waters.length > 1)
      warnings.add(recipe, `The waters give no volumes: ${names(waters.slice(1))} left out.`);
    return {
      source: profileOf(waters[0]!.ions, `Water "${waters[0]!.name}"`, recipe, warnings),
      dilution: 0,
    };
  }
  const unmeasured = waters.filter((w) => !measured.includes(w));
  if (unmeasured.length > 0) {
    const verb = unmeasured.length > 1 ? 'give' : 'gives';
    warnings.add(recipe, `${names(unmeasured)} ${verb} no volume: left out.`);
  }
  const mineral = measured.filter((w) => !isDistilled(w));
  if (mineral.length === 0) return { source: mapProfile(() => 0), dilution: 0 };
  if (mineral.length > 1)
    warnings.add(recipe, `The waters ${names(mineral)} are mixed by volume into one source water.`);
  const litres = (list: readonly FileWater[]) => list.reduce((sum, w) => sum + w.litres!, 0);
  const mineralLitres = litres(mineral);
  const profiles = mineral.map((w) => profileOf(w.ions, `Water "${w.name}"`, recipe, warnings));
  const source = mapProfile((ion) =>
    roundTo(profiles.reduce((sum, p, i) => sum + p[ion] * mineral[i]!.litres!, 0) / mineralLitres, 2),
  );
  const total = litres(measured);
  return { source, dilution: roundTo((100 * (total - mineralLitres)) / total, 2) };
}

/** The recipe's water, or null when the file gives no water, salt or acid. */
export function toRecipeWater(parts: WaterParts, recipe: string, warnings: Warnings): RecipeWater | null {
  const { waters, agents, own } = parts;
  if (!own && waters.length === 0 && agents.salts.length === 0 && agents.acids.length === 0) return null;
  if (!own && waters.length === 0)
    warnings.add(
      recipe,
      'The recipe adds salts or acids but gives no water: the source is taken as distilled.',
    );
  const first = waters[0];
  const { source, dilution } = own
    ? {
        source: first ? profileOf(first.ions, 'The source water', recipe, warnings) : mapProfile(() => 0),
        dilution: own.dilutionPercent ?? 0,
      }
    : first
      ? sourceAndDilution(waters, recipe, warnings)
      : { source: mapProfile(() => 0), dilution: 0 };
  const id = (value: string | null | undefined) => (value ? fitText(value, 100) : null);
  return {
    sourceWaterId: id(own?.sourceWaterId),
    source,
    dilutionPercent: within(dilution, [0, 100], 'Dilution', ' %', recipe, warnings),
    targetWaterId: id(own?.targetWaterId),
    target: own?.target ? profileOf(own.target, 'The target water', recipe, warnings) : null,
    salts: agents.salts,
    acids: agents.acids,
    grainTemperature: within(
      own ? own.grainTemperature : parts.mashGrainTemperature,
      [-20, 60],
      'Grain temperature',
      ' °C',
      recipe,
      warnings,
    ),
    targetMashPh: within(own?.targetMashPh ?? null, [4, 7], 'Target mash pH', '', recipe, warnings),
  };
}

/**
 * The litres a writer gives the source and the distilled water: the recipe's total water (its water
 * report's), or its batch volume when that is 0 (no grain to mash), shared by the dilution.
 */
export function writtenWaterLitres(
  recipe: RecipeDraft,
  water: RecipeWater,
): { source: number; distilled: number } {
  const total = recipeWaterReport(recipe).totalWater;
  const litres = total > 0 ? total : recipe.recipeEquipment.batchVolume;
  const distilled = roundTo((litres * water.dilutionPercent) / 100, 3);
  return { source: roundTo(litres - distilled, 3), distilled };
}
