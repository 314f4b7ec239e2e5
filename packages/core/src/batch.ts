// A batch: a recipe as brewed, its status, what was measured, its fermentation readings. The body the
// batch screen saves and the API validates, with its messages, and the shapes the API answers.

import { z } from 'zod';
import type { BatchFigures } from './batch-figures';
import { nullableNumber, nullableText, requiredNumber, requiredOption, requiredText } from './schemas/fields';
import { recipeSchema } from './schemas/recipe';
import type { TypedQuantityRule } from './typed-quantity';
import type { WaterReport } from './water/water-report';

/** A batch's life, in order. Completed and Archived batches take no more device readings. */
export const BATCH_STATUSES = [
  'Planning',
  'Brewing',
  'Fermenting',
  'Conditioning',
  'Completed',
  'Archived',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Statuses in which a device link still writes readings. */
export function acceptsReadings(status: BatchStatus): boolean {
  return status !== 'Completed' && status !== 'Archived';
}

/** A measured gravity's rule (SG), as the schema checks it and as a form states it in °Plato. */
export const gravityRule = (label: string): TypedQuantityRule => ({
  min: 0.95,
  max: 1.2,
  message: ({ min, max, unit }) => `${label} must be between ${min} and ${max}${unit && ` ${unit}`}`,
});
/** A measured volume's rule (litres), as the schema checks it and as a form states it in gallons. */
export const volumeRule = (label: string): TypedQuantityRule => ({
  min: 0,
  max: 100_000,
  message: ({ max, unit }, typed) =>
    typed < 0 ? `${label} cannot be negative` : `${label} must be at most ${max} ${unit}`,
});
/** A reading's temperature rule (°C), as the schema checks it and as a form states it in °F. */
export const readingTemperatureRule: TypedQuantityRule = {
  min: -20,
  max: 110,
  message: ({ min, max, unit }) => `Temperature must be between ${min} and ${max} ${unit}`,
};

const gravity = (label: string) => {
  const rule = gravityRule(label);
  const message = rule.message({ min: rule.min.toFixed(3), max: rule.max.toFixed(3), unit: '' }, rule.min);
  return nullableNumber(`${label} must be a number`, (n) => n.min(rule.min, message).max(rule.max, message));
};
const litres = (label: string) => {
  const rule = volumeRule(label);
  const limits = { min: '0', max: String(rule.max), unit: 'L' };
  return nullableNumber(`${label} must be a number`, (n) =>
    n.min(rule.min, rule.message(limits, -1)).max(rule.max, rule.message(limits, rule.max)),
  );
};
const isoDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.iso
      .date({ error: `${label} must be a date (YYYY-MM-DD)` })
      // Year 0000 is a valid ISO date but not a PostgreSQL one.
      .refine((date) => date >= '0001-01-01', `${label} must be a date (YYYY-MM-DD)`)
      .nullable(),
  );

/** The batch body of `PUT /api/batches/{id}` and the batch screen's form. */
export const batchSchema = z.object({
  name: requiredText('Batch name is required', 100, 'Batch name must be at most 100 characters long'),
  status: requiredOption(BATCH_STATUSES, 'Invalid status', 'Status is required'),
  brewDate: isoDate('Brew date'),
  /** The recipe as brewed, edited inside the batch. */
  recipe: recipeSchema,
  mashPh: nullableNumber('Mash pH must be a number', (n) =>
    n.min(0, 'Mash pH must be between 0 and 14').max(14, 'Mash pH must be between 0 and 14'),
  ),
  preBoilGravity: gravity('Pre-boil gravity'),
  preBoilVolume: litres('Pre-boil volume'),
  measuredOg: gravity('Measured OG'),
  postBoilVolume: litres('Post-boil volume'),
  fermenterVolume: litres('Fermenter volume'),
  packagingDate: isoDate('Packaging date'),
  measuredFg: gravity('Measured FG'),
  carbonation: nullableNumber('Carbonation must be a number', (n) =>
    n.min(0, 'Carbonation cannot be negative').max(10, 'Carbonation must be at most 10 volumes'),
  ),
  packagingMethod: nullableText(100, 'Packaging method must be at most 100 characters long'),
  notes: nullableText(10_000, 'Notes must be at most 10000 characters long'),
  version: requiredNumber({ required: 'Version is required', type: 'Version must be a number' }, (n) =>
    n
      .int('Version must be a whole number')
      .min(1, 'Version must be at least 1')
      .max(2_147_483_647, 'Version must be a whole number'),
  ),
});
export type BatchInput = z.output<typeof batchSchema>;

/** A fermentation reading as entered or sent: SG and °C. */
export const readingSchema = z.object({
  time: z.iso
    .datetime({ offset: true, error: 'Time must be a date and time (ISO 8601)' })
    .refine((time) => time >= '1970' && time < '2200', 'Time must be a date and time (ISO 8601)'),
  gravity: gravity('Gravity'),
  temperature: nullableNumber('Temperature must be a number', (n) => {
    const rule = readingTemperatureRule;
    const message = rule.message({ min: String(rule.min), max: String(rule.max), unit: '°C' }, rule.min);
    return n.min(rule.min, message).max(rule.max, message);
  }),
  note: nullableText(500, 'Note must be at most 500 characters long'),
});
export type ReadingInput = z.output<typeof readingSchema>;

/** A batch as the API answers it: the stored values and the computed figures. */
export interface Batch extends Omit<BatchInput, 'status'>, BatchFigures {
  /** The water report of the recipe as brewed, computed as for a recipe (the predicted mash pH beside `mashPh`). */
  waterReport: WaterReport;
  id: string;
  /** Per user: #1, #2, … */
  number: number;
  status: BatchStatus;
  /** The recipe it was brewed from, or null once that recipe is deleted. */
  recipeId: string | null;
  /** True while a device link is on (its token is never shown again). */
  deviceLinked: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A stored fermentation reading. */
export interface BatchReading extends ReadingInput {
  id: string;
}

/** The body that saves `batch` as it is (what the batch screen edits and sends back). */
export function batchBody(batch: Batch): BatchInput {
  const {
    id: _id,
    number: _number,
    recipeId: _recipeId,
    measuredAbv: _abv,
    apparentAttenuation: _attenuation,
    brewhouseEfficiency: _efficiency,
    deviceLinked: _linked,
    createdAt: _created,
    updatedAt: _updated,
    ...body
  } = batch;
  return body;
}
