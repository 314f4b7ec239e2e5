// Format-independent assembly: the fields a reader found become recipe drafts that pass Wortsmith's
// schemas (texts cut to their limits, numbers in range, defaults with warnings); catalogue items are
// assembled in catalogue-drafts.ts from the same fields.

import type { FermentationStep } from '../fermentation-plan';
import type { HopType, HopUsageStage, HopUseType, MiscType } from '../options';
import {
  type AnyIngredientKind,
  type IngredientAnswer,
  ingredientFromCatalogue,
  RECIPE_FERMENTABLE,
  RECIPE_HOP,
  RECIPE_MISC,
  RECIPE_YEAST,
} from '../recipe-ingredients';
import { roundTo } from '../rounding';
import {
  MAX_MASH_STEPS,
  type MashStepInput,
  type RecipeFermentableInput,
  type RecipeHopInput,
  type RecipeMiscInput,
  type RecipeYeastInput,
} from '../schemas/recipe';
import type { Ion } from '../water/ions';
import type { RecipeWater } from '../water/water-report';
import type { FileAmount } from './amount-units';
import { newId } from './ids';
import { type MashSettingsFields, NO_MASH_SETTINGS, toMashSettings } from './mash-settings';
import type { ImportedRecipe, StatedFigures, Warnings } from './model';
import { recipeTypeFrom } from './option-maps';
import { type ImportedStyle, matchStyle } from './style-match';
import { clamp, fitText } from './values';

export type FermentableFields = Omit<RecipeFermentableInput, 'id' | 'quantity' | 'percentage'>;
export interface HopFields {
  name: string;
  description: string | null;
  supplier: string | null;
  countryOfOrigin: string | null;
  alphaAcidContent: number | null;
  betaAcidContent: number | null;
  form: HopType | undefined;
  useType: HopUseType | undefined;
}
export interface MiscFields {
  name: string;
  description: string | null;
  supplier: string | null;
  countryOfOrigin: string | null;
  type: MiscType;
  useType: string | null;
  time: number;
}
export type YeastFields = Omit<RecipeYeastInput, 'id' | 'quantity'>;
export interface EquipmentFields extends MashSettingsFields {
  name: string;
  description: string | null;
  efficiency: number | null;
  batchVolume: number | null;
  batchTime: number | null;
  boilTime: number | null;
  boilTemperature: number | null;
  boilOff: number;
  trubLoss: number;
  deadSpace: number;
}
export type MashStepFields = Omit<MashStepInput, 'id'>;
/** A water profile's fields as a file gives them: ions in mg/L, null where the file has none. */
export type WaterFields = {
  name: string;
  description: string | null;
  ph: number | null;
  notes: string | null;
} & Record<Ion, number | null>;

/** Hops carry no supplier in most files, but a catalogue hop needs one (as the official catalogue's). */
export const GENERIC_SUPPLIER = 'Generic';
/** Brewhouse efficiency for a recipe or equipment whose file gives none: a common all-grain figure. */
export const DEFAULT_EFFICIENCY = 72;
/** Minutes, for a batch (brew-day) time or boil time a file does not give. */
export const DEFAULT_TIME = 60;
/** Litres, for a recipe whose file gives no batch size. */
export const DEFAULT_BATCH_VOLUME = 20;

/** A nullable text cut to `max` characters. */
export const opt = (value: string | null, max: number) => (value === null ? null : fitText(value, max));

/** A positive grams amount, or null with a warning (the ingredient is then left out). */
export function requireAmount(grams: number | null, name: string, recipe: string, warnings: Warnings) {
  if (grams !== null && grams > 0) return grams;
  warnings.add(recipe, `"${name}" has no amount: left out.`);
  return null;
}

/**
 * A dry hop from a file: boil time 0 (no IBU), its day as minutes after pitching and its time in the
 * fermenter in minutes (a time of 0 or none is not said).
 */
export function toDryHop(h: HopFields, start: number | null, duration: number | null, quantity: number) {
  const hop = toRecipeHop(h, 'Dry Hop', 0, quantity);
  hop.dryHopStart = start === null ? null : Math.max(0, start);
  hop.dryHopDuration = duration !== null && duration > 0 ? duration : null;
  return hop;
}

/**
 * An imported ingredient of `kind`: the file's fields copied as from a catalogue item (recipe-ingredients/
 * says which), a new id, its amount and `given` values, every text cut to its field's limit; the
 * computed figures are left to the recipe's save.
 */
function importedIngredient<D extends AnyIngredientKind>(
  kind: D,
  fields: object,
  quantity: number,
  given: Record<string, unknown> = {},
): IngredientAnswer<D['fields']> {
  const values: Record<string, unknown> = ingredientFromCatalogue(kind, fields, {
    id: newId(),
    quantity,
    ...given,
  });
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = values[name];
    if (field.answer === 'computed') delete values[name];
    else if (field.max !== undefined && typeof value === 'string') values[name] = fitText(value, field.max);
  }
  return values as IngredientAnswer<D['fields']>;
}

export function toRecipeFermentable(f: FermentableFields, quantity: number): RecipeFermentableInput {
  return importedIngredient(RECIPE_FERMENTABLE, f, quantity);
}

export function toRecipeHop(h: HopFields, usageStage: HopUsageStage, boilTime: number, quantity: number) {
  const hop: RecipeHopInput = importedIngredient(RECIPE_HOP, h, quantity, {
    alphaAcidContent: h.alphaAcidContent ?? 0,
    boilTime: Math.max(0, boilTime),
    usageStage,
  });
  return hop;
}

/** A misc's or yeast's unit as the recipe keeps it: left out when measured by weight, as SPEC's recipes. */
const unitOf = (amount: FileAmount) => (amount.unit ? { unit: amount.unit } : {});

export function toRecipeMisc(m: MiscFields, amount: FileAmount): RecipeMiscInput {
  return importedIngredient(RECIPE_MISC, m, amount.quantity, { time: m.time, ...unitOf(amount) });
}

export function toRecipeYeast(y: YeastFields, amount: FileAmount): RecipeYeastInput {
  return importedIngredient(RECIPE_YEAST, y, amount.quantity, unitOf(amount));
}

/** A step temperature in 0-100 °C; one outside (a Fahrenheit figure, say) is clamped with a warning. */
export function stepTemperature(celsius: number, step: string, recipe: string, warnings: Warnings): number {
  if (celsius >= 0 && celsius <= 100) return celsius;
  warnings.add(
    recipe,
    `Mash step "${step}" at ${celsius} °C is outside 0-100 °C: set to ${clamp(celsius, 0, 100)} °C.`,
  );
  return clamp(celsius, 0, 100);
}

export function toMashStep(s: MashStepFields): MashStepInput {
  return {
    id: newId(),
    name: fitText(s.name, 100),
    type: s.type,
    temperature: s.temperature,
    time: s.time,
    description: opt(s.description, 1000),
  };
}

/**
 * Without an equipment record, the boil-off (L/h) that makes Wortsmith's pre-boil volume match the file's
 * stated boil size (0 or absent meaning none); null when there is nothing to infer from.
 */
export function equipmentFromBoilSize(
  boilSize: number | null,
  batchSize: number | null,
  boilTime: number | null,
): EquipmentFields | null {
  if (!boilSize || !batchSize || boilSize <= batchSize) return null;
  const minutes = boilTime && boilTime > 0 ? boilTime : DEFAULT_TIME;
  return {
    name: '',
    description: null,
    efficiency: null,
    batchVolume: null,
    batchTime: null,
    boilTime: null,
    boilTemperature: null,
    boilOff: roundTo(((boilSize - batchSize) * 60) / minutes, 3),
    trubLoss: 0,
    deadSpace: 0,
    ...NO_MASH_SETTINGS,
  };
}

/** Everything a reader found in one recipe record. */
export interface RecipeParts {
  name: string | null;
  author: string | null;
  type: string | null;
  description: string | null;
  notes: string | null;
  style: ImportedStyle | null;
  batchVolume: number | null;
  boilTime: number | null;
  efficiency: number | null;
  batchTime: number | null;
  equipment: EquipmentFields | null;
  fermentables: RecipeFermentableInput[];
  hops: RecipeHopInput[];
  miscs: RecipeMiscInput[];
  yeasts: RecipeYeastInput[];
  mashSteps: MashStepInput[];
  /** The fermentation plan (fermentation-stages.ts); empty when the file gives none. */
  fermentationSteps: FermentationStep[];
  /** The recipe's water (recipe-water.ts), null when the file gives none. */
  water: RecipeWater | null;
  /** L/kg a mash step states (BeerJSON's water_grain_ratio), for an equipment that gives no thickness. */
  mashThickness?: number | null;
  stated: StatedFigures;
}

const positiveOr = (value: number | null | undefined, fallback: number) =>
  value !== null && value !== undefined && value > 0 ? value : fallback;

/** A recipe draft from its parts: defaults and warnings for what is missing or not Wortsmith's. */
export function toImportedRecipe(parts: RecipeParts, warnings: Warnings): ImportedRecipe {
  const name = fitText(parts.name ?? 'Imported recipe', 100);
  const type = recipeTypeFrom(parts.type ?? undefined);
  if (!type)
    warnings.add(name, `Recipe type "${parts.type ?? ''}" is not one of Wortsmith's: imported as All Grain.`);
  const style = parts.style ? matchStyle(parts.style) : undefined;
  if (!style) {
    const what = parts.style?.name ? `Style "${parts.style.name}" matches` : 'The recipe names';
    warnings.add(name, `${what} no built-in style: choose one before saving.`);
  }
  const equipment = parts.equipment;
  const batchVolume = positiveOr(parts.batchVolume ?? equipment?.batchVolume, 0);
  if (batchVolume === 0) warnings.add(name, `No batch size in the file: set to ${DEFAULT_BATCH_VOLUME} L.`);
  const efficiency = parts.efficiency ?? equipment?.efficiency ?? null;
  if (efficiency === null) warnings.add(name, `No efficiency in the file: set to ${DEFAULT_EFFICIENCY} %.`);
  const mashSteps = parts.mashSteps.slice(0, MAX_MASH_STEPS);
  if (parts.mashSteps.length > MAX_MASH_STEPS) {
    warnings.add(
      name,
      `The mash has ${parts.mashSteps.length} steps: only the first ${MAX_MASH_STEPS} are imported.`,
    );
  }
  const stepsTime = mashSteps.reduce((sum, step) => sum + step.time, 0);
  const batchTime = positiveOr(parts.batchTime ?? equipment?.batchTime, positiveOr(stepsTime, DEFAULT_TIME));
  return {
    name,
    author: opt(parts.author, 100),
    style: style?.name ?? '',
    type: type ?? 'All Grain',
    description: opt(parts.description, 1000),
    notes: opt(parts.notes, 10000),
    batchTime,
    recipeEquipment: {
      id: null,
      name: fitText(equipment?.name ?? '', 100),
      batchVolume: positiveOr(batchVolume, DEFAULT_BATCH_VOLUME),
      batchTime: positiveOr(equipment?.batchTime, batchTime),
      efficiency: clamp(efficiency ?? DEFAULT_EFFICIENCY, 0, 100),
      boilTime: positiveOr(parts.boilTime ?? equipment?.boilTime, DEFAULT_TIME),
      deadSpace: equipment?.deadSpace ?? 0,
      boilOff: equipment?.boilOff ?? 0,
      trubLoss: equipment?.trubLoss ?? 0,
      ...toMashSettings(
        {
          ...(equipment ?? NO_MASH_SETTINGS),
          mashThickness: equipment?.mashThickness ?? parts.mashThickness ?? null,
        },
        name,
        warnings,
      ),
    },
    recipeFermentables: parts.fermentables,
    recipeHops: parts.hops,
    recipeMisc: parts.miscs,
    recipeYeasts: parts.yeasts,
    mashSteps,
    fermentationSteps: parts.fermentationSteps,
    water: parts.water,
    stated: parts.stated,
  };
}
