// The batch screen's form values: every measured number as the text typed, turned into the API body
// by the core's batch schema (its messages shown as they are), and the planned-versus-measured rows.
import {
  type Batch,
  type BatchFigures,
  type BatchInput,
  batchBody,
  batchSchema,
  computeBatchFigures,
  computeRecipeFigures,
  differenceFromPlan,
  firstValidationMessage,
} from '@wortsmith/core';

/** The measured number fields, in the order of the screen's sections. */
export const BREW_DAY_FIELDS = [
  { key: 'mashPh', label: 'Mash pH', unit: '' },
  { key: 'preBoilGravity', label: 'Pre-boil gravity', unit: 'SG' },
  { key: 'preBoilVolume', label: 'Pre-boil volume', unit: 'L' },
  { key: 'measuredOg', label: 'Measured OG', unit: 'SG' },
  { key: 'postBoilVolume', label: 'Post-boil volume', unit: 'L' },
  { key: 'fermenterVolume', label: 'Fermenter volume', unit: 'L' },
] as const;
export const PACKAGING_FIELDS = [
  { key: 'measuredFg', label: 'Measured FG', unit: 'SG' },
  { key: 'carbonation', label: 'Carbonation', unit: 'vol CO₂' },
] as const;

type NumberKey = (typeof BREW_DAY_FIELDS)[number]['key'] | (typeof PACKAGING_FIELDS)[number]['key'];
type TextKey = 'name' | 'status' | 'brewDate' | 'packagingDate' | 'packagingMethod' | 'notes';

/** What the inputs hold: texts, as typed. */
export type BatchFormValues = Record<NumberKey | TextKey, string>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form values of a batch as loaded. */
export function formValues(batch: Batch): BatchFormValues {
  return {
    name: batch.name,
    status: batch.status,
    brewDate: text(batch.brewDate),
    packagingDate: text(batch.packagingDate),
    packagingMethod: text(batch.packagingMethod),
    notes: text(batch.notes),
    mashPh: text(batch.mashPh),
    preBoilGravity: text(batch.preBoilGravity),
    preBoilVolume: text(batch.preBoilVolume),
    measuredOg: text(batch.measuredOg),
    postBoilVolume: text(batch.postBoilVolume),
    fermenterVolume: text(batch.fermenterVolume),
    measuredFg: text(batch.measuredFg),
    carbonation: text(batch.carbonation),
  };
}

/** The body to save, or the first message saying what is wrong. */
export function bodyFromForm(
  batch: Batch,
  values: BatchFormValues,
): { ok: true; body: BatchInput } | { ok: false; message: string } {
  const parsed = batchSchema.safeParse({ ...batchBody(batch), ...values });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, message: firstValidationMessage(parsed.error) };
}

const number = (value: string): number | null => {
  const n = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
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

/** Planned figures of the snapshot beside the measured ones computed from what is typed now. */
export function compareFigures(batch: Batch, values: BatchFormValues): FigureComparison[] {
  const plan = computeRecipeFigures(batch.recipe);
  const og = number(values.measuredOg);
  const fg = number(values.measuredFg);
  const measured: BatchFigures = computeBatchFigures(
    { measuredOg: og, measuredFg: fg, fermenterVolume: number(values.fermenterVolume) },
    batch.recipe,
  );
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
    row('OG', plan.og, og, 3, ''),
    row('FG', plan.fg, fg, 3, ''),
    row('ABV', plan.abv, measured.measuredAbv, 2, '%'),
    row('Apparent attenuation', plannedAttenuation, measured.apparentAttenuation, 1, '%'),
    row(
      'Brewhouse efficiency',
      batch.recipe.recipeEquipment.efficiency,
      measured.brewhouseEfficiency,
      1,
      '%',
    ),
  ];
}

/** The difference as a person reads it: "+0.004", "−2.1 %", "on plan". */
export function formatDifference(row: FigureComparison): string {
  if (row.difference === null) return '';
  const rounded = Number(row.difference.toFixed(row.decimals));
  if (rounded === 0) return 'on plan';
  const sign = rounded > 0 ? '+' : '−';
  return `${sign}${Math.abs(rounded).toFixed(row.decimals)}${row.unit ? ` ${row.unit}` : ''}`;
}
