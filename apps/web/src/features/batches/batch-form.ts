// The batch screen's form values: every measured number as the text typed in the brewer's units, the
// batch's own copy of the recipe, its packaging plan and pitch, turned into the canonical API body (SG,
// litres) by the core's batch schema (its messages shown as they are, each at its field; in another unit
// the same rules with their limits stated in that unit), and the planned-versus-measured rows.
import {
  type Batch,
  type BatchFigures,
  type BatchInput,
  batchBody,
  batchSchema,
  brewerQuantities,
  computeBatchFigures,
  computeRecipeFigures,
  contributionOf,
  convertFrom,
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  differenceFromPlan,
  gravityRule,
  parseTypedNumber,
  type RecipeFigures,
  type RecipeInput,
  readingPrecision,
  roundTo,
  typedQuantity,
  volumeRule,
} from '@wortsmith/core';
import { type FormCheck, fieldMessages } from '../../lib/forms';
import { signedDifference } from '../../lib/signed-difference';
import { type AlertFormValues, alertFormValues, alertSettingsFromForm } from './alert-settings-form';
import {
  type PackagingFormValues,
  type PitchFormValues,
  packagingFormValues,
  pitchFormValues,
  toolsFromForm,
} from './batch-tools-form';

type MeasuredField = {
  key: string;
  label: string;
  /** The unit of a field without a display unit. */
  unit?: string;
  /** The quantity of a field shown in the brewer's unit. */
  quantity?: 'gravity' | 'volume';
};

/** The measured number fields, in the order of the screen's sections. */
export const BREW_DAY_FIELDS = [
  { key: 'mashPh', label: 'Mash pH' },
  { key: 'preBoilGravity', label: 'Pre-boil gravity', quantity: 'gravity' },
  { key: 'preBoilVolume', label: 'Pre-boil volume', quantity: 'volume' },
  { key: 'measuredOg', label: 'Measured OG', quantity: 'gravity' },
  { key: 'postBoilVolume', label: 'Post-boil volume', quantity: 'volume' },
  { key: 'fermenterVolume', label: 'Fermenter volume', quantity: 'volume' },
] as const satisfies readonly MeasuredField[];
export const PACKAGING_FIELDS = [
  { key: 'measuredFg', label: 'Measured FG', quantity: 'gravity' },
  { key: 'carbonation', label: 'Carbonation', unit: 'vol CO₂' },
] as const satisfies readonly MeasuredField[];

type NumberKey = (typeof BREW_DAY_FIELDS)[number]['key'] | (typeof PACKAGING_FIELDS)[number]['key'];
type TextKey = 'name' | 'status' | 'brewDate' | 'packagingDate' | 'packagingMethod' | 'notes';

/**
 * What the batch screen edits: the inputs' texts as typed, the batch's own copy of the recipe, and its
 * packaging plan and pitch as typed (batch-tools-form.ts).
 */
export type BatchFormValues = Record<NumberKey | TextKey, string> & {
  recipe: RecipeInput;
  packaging: PackagingFormValues;
  pitch: PitchFormValues;
  alertSettings: AlertFormValues;
};

/** The form's fields in screen order (the first wrong one is toasted); the snapshot's rules come last. */
export const BATCH_FIELD_ORDER = [
  'name',
  'status',
  'brewDate',
  ...BREW_DAY_FIELDS.map((field) => field.key),
  'pitch',
  'packagingDate',
  ...PACKAGING_FIELDS.map((field) => field.key),
  'packagingMethod',
  'packaging',
  'alertSettings',
  'notes',
  'recipe',
] as const;

/** The unit a measured field's label carries in `units` ("SG", "°P", "L", "gal", "vol CO₂"; "" none). */
export function measuredUnit(field: MeasuredField, units: DisplayUnits): string {
  return field.quantity ? brewerQuantities(units).symbol(field.quantity) : (field.unit ?? '');
}

const QUANTITY_FIELDS = [...BREW_DAY_FIELDS, ...PACKAGING_FIELDS].filter(
  (field): field is Extract<typeof field, { quantity: 'gravity' | 'volume' }> => 'quantity' in field,
);

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form values of a batch as loaded, gravities and volumes in `units`. */
export function formValues(batch: Batch, units: DisplayUnits = DEFAULT_DISPLAY_UNITS): BatchFormValues {
  const q = brewerQuantities(units);
  const shown = (key: NumberKey, quantity: 'gravity' | 'volume') => q.inputText(quantity, batch[key]);
  return {
    name: batch.name,
    status: batch.status,
    brewDate: text(batch.brewDate),
    packagingDate: text(batch.packagingDate),
    packagingMethod: text(batch.packagingMethod),
    notes: text(batch.notes),
    mashPh: text(batch.mashPh),
    preBoilGravity: shown('preBoilGravity', 'gravity'),
    preBoilVolume: shown('preBoilVolume', 'volume'),
    measuredOg: shown('measuredOg', 'gravity'),
    postBoilVolume: shown('postBoilVolume', 'volume'),
    fermenterVolume: shown('fermenterVolume', 'volume'),
    measuredFg: shown('measuredFg', 'gravity'),
    carbonation: text(batch.carbonation),
    recipe: batch.recipe,
    packaging: packagingFormValues(batch, q),
    pitch: pitchFormValues(batch, q),
    alertSettings: alertFormValues(batch.alertSettings, units),
  };
}

/**
 * The body that saves `batch` with the typed `values`, or each wrong field's message. Gravities and
 * volumes typed in another unit are stored canonical without drift (a value shown back unchanged keeps
 * the stored one of `batch`).
 */
export function bodyFromForm(
  batch: Batch,
  values: BatchFormValues,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
): FormCheck<BatchInput> {
  const typed: Partial<Record<NumberKey, string | number>> = {};
  const wrong: Record<string, string> = {};
  for (const { key, label, quantity } of QUANTITY_FIELDS) {
    const rule = quantity === 'gravity' ? gravityRule(label) : volumeRule(label);
    const read = typedQuantity(quantity, values[key], units[quantity] as never, rule, batch[key]);
    if (read.message === undefined) typed[key] = read.value;
    else wrong[key] = read.message;
  }
  const tools = toolsFromForm(batch, values, units);
  const alerts = alertSettingsFromForm(batch, values.alertSettings, units);
  Object.assign(wrong, tools.errors, alerts.errors);
  const parsed = batchSchema.safeParse({
    ...batchBody(batch),
    ...values,
    ...typed,
    packaging: tools.packaging,
    pitch: tools.pitch,
    alertSettings: alerts.settings,
  });
  if (parsed.success && Object.keys(wrong).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: { ...fieldMessages(parsed.error?.issues ?? []), ...wrong } };
}

const number = (value: string): number | null => {
  const n = parseTypedNumber(value);
  return Number.isFinite(n) ? n : null;
};
/** A gravity typed in `units` as SG, null when none is typed. */
const typedGravity = (value: string, units: DisplayUnits): number | null => {
  const n = number(value);
  return n === null ? null : convertFrom('gravity', n, units.gravity);
};

/** One row of the measured-versus-planned table. */
export interface FigureComparison {
  label: string;
  planned: number | null;
  measured: number | null;
  /** Measured minus planned, null when either is missing. */
  difference: number | null;
  decimals: number;
  unit: string;
}

/**
 * Planned figures of the snapshot beside the measured ones computed from what is typed now; OG and FG
 * (planned, measured and their difference) in the brewer's gravity unit.
 */
export function compareFigures(
  batch: Batch,
  values: BatchFormValues,
  units: DisplayUnits = DEFAULT_DISPLAY_UNITS,
  figuresOf: (recipe: Batch['recipe']) => RecipeFigures = computeRecipeFigures,
): FigureComparison[] {
  const q = brewerQuantities(units);
  const plan = figuresOf(batch.recipe);
  const og = typedGravity(values.measuredOg, units);
  const fg = typedGravity(values.measuredFg, units);
  const volume = number(values.fermenterVolume);
  const measured: BatchFigures = computeBatchFigures(
    {
      measuredOg: og,
      measuredFg: fg,
      fermenterVolume: volume === null ? null : convertFrom('volume', volume, units.volume),
    },
    batch.recipe,
  );
  const plato = units.gravity === 'Plato';
  // In °P the shown values are what is typed (measured) and the plan converted.
  const gravity = (sg: number | null, typed: string) =>
    sg === null ? null : plato ? (number(typed) ?? q.convert('gravity', sg)) : sg;
  const gravityDecimals = q.decimals('gravity');
  const gravityUnit = plato ? q.symbol('gravity') : '';
  const mashed = batch.recipe.recipeFermentables.some((f) => contributionOf(f) === 'mashed');
  const plannedAttenuation = plan.og > 1 ? ((plan.og - plan.fg) / (plan.og - 1)) * 100 : null;
  const row = (
    label: string,
    planned: number | null,
    value: number | null,
    decimals: number,
    unit: string,
  ) => ({
    label,
    planned,
    measured: value,
    difference: differenceFromPlan(value, planned),
    decimals,
    unit,
  });
  return [
    row('OG', gravity(plan.og, ''), gravity(og, values.measuredOg), gravityDecimals, gravityUnit),
    row('FG', gravity(plan.fg, ''), gravity(fg, values.measuredFg), gravityDecimals, gravityUnit),
    row('ABV', plan.abv, measured.measuredAbv, readingPrecision('alcohol', 'ABV').decimals, '%'),
    row('Apparent attenuation', plannedAttenuation, measured.apparentAttenuation, 1, '%'),
    // An extract brew has no mash to be efficient (issue 31): said, not shown as a missing figure.
    mashed
      ? row(
          'Brewhouse efficiency',
          batch.recipe.recipeEquipment.efficiency,
          measured.brewhouseEfficiency,
          1,
          '%',
        )
      : row('Brewhouse efficiency (no mashed grain)', null, null, 1, '%'),
  ];
}

/**
 * The line under the measured mash pH: the predicted one (the batch's water report) and, once a pH is
 * typed, how far the measured one is from it ("Predicted 5.38 · measured 0.12 above it"); none without a
 * prediction.
 */
export function mashPhHint(predicted: number | null, typed: string): string | undefined {
  if (predicted === null) return undefined;
  const text = `Predicted ${predicted.toFixed(2)}`;
  const difference = differenceFromPlan(number(typed), predicted);
  if (difference === null) return text;
  const size = roundTo(Math.abs(difference), 2);
  if (size === 0) return `${text} · measured the same`;
  return `${text} · measured ${size.toFixed(2)} ${difference > 0 ? 'above' : 'below'} it`;
}

/** The difference as a person reads it: "+0.004", "−2.1 %", "on plan". */
export function formatDifference(row: FigureComparison): string {
  if (row.difference === null) return '';
  return signedDifference(row.difference, row.decimals, row.unit) ?? 'on plan';
}
