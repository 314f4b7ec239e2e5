// A batch: a recipe as brewed, its status, what was measured, its fermentation readings. The body the
// batch screen saves and the API validates, with its messages, and the shapes the API answers.

import { z } from 'zod';
import type { BatchFigures } from './batch-figures';
import type { ReadingExtras } from './devices';
import { type AlertSettings, alertSettingsSchema } from './fermentation-alerts';
import { nullableNumber, nullableText, requiredNumber, requiredOption, requiredText } from './schemas/fields';
import { recipeSchema } from './schemas/recipe';
import type { StockTake } from './stock/stock-take';
import type { PackagingPlan, PitchPlan } from './tools/batch-plans';
import { PRIMING_SUGARS } from './tools/carbonation';
import { STARTER_AGITATIONS } from './tools/starter';
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

/**
 * A range rule "<Label> must be between min and max", as the schema checks it and as a form states it
 * in another unit ("Beer temperature must be between 23 and 104 °F").
 */
export const rangeRule = (label: string, min: number, max: number): TypedQuantityRule => ({
  min,
  max,
  message: ({ min, max, unit }) => `${label} must be between ${min} and ${max}${unit && ` ${unit}`}`,
});

/** The rules of the packaging's temperatures (°C), for forms in °F. */
export const packagingRules = {
  beerTemperature: rangeRule('Beer temperature', -5, 40),
  servingTemperature: rangeRule('Serving temperature', -5, 30),
};
/** The rules of a starter step's volume (litres) and gravity (SG), for forms in gallons and °Plato. */
export const starterStepRules = {
  volume: rangeRule('Starter volume', 0, 20),
  gravity: rangeRule('Starter gravity', 1, 1.1),
};

/** A number within `rule`, refused with the rule's message in the canonical unit. */
const within = (label: string, rule: TypedQuantityRule) => {
  const message = rule.message({ min: String(rule.min), max: String(rule.max), unit: '' }, rule.min);
  return z
    .number({ error: `${label} must be a number` })
    .min(rule.min, message)
    .max(rule.max, message);
};
/** A number between `min` and `max`, refused as "<Label> must be between min and max". */
const between = (label: string, min: number, max: number) => within(label, rangeRule(label, min, max));

/** How the batch is packaged (issue 32): bottles primed with a sugar, or a keg under pressure (°C, volumes). */
export const packagingSchema = z.object({
  method: z.enum(['bottle', 'keg'], { error: 'Packaging must be bottle or keg' }),
  co2Volumes: between('CO2 volumes', 0, 6),
  /** The warmest the beer was after fermentation: what CO2 it still holds. */
  beerTemperature: within('Beer temperature', packagingRules.beerTemperature),
  sugar: z.enum(PRIMING_SUGARS, { error: `Sugar must be one of ${PRIMING_SUGARS.join(', ')}` }),
  /** A keg's serving temperature (the beer temperature when left out). */
  servingTemperature: within('Serving temperature', packagingRules.servingTemperature).nullable().optional(),
});
export type PackagingInput = z.output<typeof packagingSchema>;

/** The yeast the batch is pitched with (issue 32): the rate, the packs and a starter's steps. */
export const pitchSchema = z.object({
  /** Million cells per mL per °P. */
  rate: between('Pitch rate', 0.1, 5),
  packs: z
    .array(
      z.object({
        form: z.enum(['liquid', 'dry', 'slurry'], { error: 'A pack must be liquid, dry or slurry' }),
        /** Packs (liquid), grams (dry) or millilitres (slurry). */
        amount: between('Pack amount', 0, 10_000),
        productionDate: isoDate('Production date').optional(),
      }),
      { error: 'Packs must be a list' },
    )
    .max(20, 'At most 20 packs'),
  starterSteps: z
    .array(
      z.object({
        volume: within('Starter volume', starterStepRules.volume),
        gravity: within('Starter gravity', starterStepRules.gravity),
        agitation: z.enum(STARTER_AGITATIONS, { error: 'Agitation must be none, shaken or stirPlate' }),
      }),
      { error: 'Starter steps must be a list' },
    )
    .max(5, 'At most 5 starter steps'),
});
export type PitchInput = z.output<typeof pitchSchema>;

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
  /** Left out: kept as it is (older clients). */
  packaging: packagingSchema.nullable().optional(),
  pitch: pitchSchema.nullable().optional(),
  /** The batch's alerts (issue 35): null turns them off; left out, kept as they are. */
  alertSettings: alertSettingsSchema.nullable().optional(),
  notes: nullableText(10_000, 'Notes must be at most 10000 characters long'),
  version: requiredNumber({ required: 'Version is required', type: 'Version must be a number' }, (n) =>
    n
      .int('Version must be a whole number')
      .min(1, 'Version must be at least 1')
      .max(2_147_483_647, 'Version must be a whole number'),
  ),
});
export type BatchInput = z.output<typeof batchSchema>;

/**
 * How far ahead of the server's clock a reading's time may be: a device's or a phone's clock running a
 * little fast is not refused; a reading dated later than that is (issue 35), typed in or sent.
 */
export const READING_CLOCK_SKEW_MINUTES = 5;
export const FUTURE_READING_MESSAGE = `Time cannot be in the future (more than ${READING_CLOCK_SKEW_MINUTES} minutes ahead)`;

/** True when `time` (ISO 8601) is later than `nowMs` plus the allowed clock skew. */
export function isFutureReadingTime(time: string, nowMs = Date.now()): boolean {
  return Date.parse(time) > nowMs + READING_CLOCK_SKEW_MINUTES * 60_000;
}

/** A fermentation reading as entered or sent: SG and °C, or °Brix from a refractometer (issue 32). */
export const readingSchema = z
  .object({
    time: z.iso
      .datetime({ offset: true, error: 'Time must be a date and time (ISO 8601)' })
      .refine((time) => time >= '1970' && time < '2200', 'Time must be a date and time (ISO 8601)')
      .refine((time) => !isFutureReadingTime(time), FUTURE_READING_MESSAGE),
    gravity: gravity('Gravity'),
    temperature: nullableNumber('Temperature must be a number', (n) => {
      const rule = readingTemperatureRule;
      const message = rule.message({ min: String(rule.min), max: String(rule.max), unit: '°C' }, rule.min);
      return n.min(rule.min, message).max(rule.max, message);
    }),
    note: nullableText(500, 'Note must be at most 500 characters long'),
    /** A refractometer reading, stored beside the gravity it gives once corrected (never with a gravity). */
    brix: nullableNumber('Brix must be a number', (n) =>
      n.min(0, 'Brix must be between 0 and 40').max(40, 'Brix must be between 0 and 40'),
    ).optional(),
  })
  .refine((r) => (r.brix ?? null) === null || r.gravity === null, {
    message: 'Give a gravity or a Brix reading, not both',
    path: ['brix'],
  });
export type ReadingInput = z.output<typeof readingSchema>;

/**
 * A reading as the brewer adds it, optionally with an id of its own: a reading typed offline and sent
 * again after a lost answer is then taken once (issue 34), never twice.
 */
export const newReadingSchema = readingSchema.and(
  z.object({ id: z.uuid({ error: 'Reading id must be a UUID' }).optional() }),
);
export type NewReadingInput = z.output<typeof newReadingSchema>;

/** A batch as the API answers it: the stored values and the computed figures. */
export interface Batch
  extends Omit<BatchInput, 'status' | 'packaging' | 'pitch' | 'alertSettings'>,
    BatchFigures {
  packaging: PackagingInput | null;
  pitch: PitchInput | null;
  /** The batch's alerts, null while they are off. */
  alertSettings: AlertSettings | null;
  /** What the packaging asks for (null without packaging). */
  packagingPlan: PackagingPlan | null;
  /** The cells the pitch has against what the wort needs (null without a pitch). */
  pitchPlan: PitchPlan | null;
  /** The water report of the recipe as brewed, computed as for a recipe (the predicted mash pH beside `mashPh`). */
  waterReport: WaterReport;
  id: string;
  /** Per user: #1, #2, … */
  number: number;
  status: BatchStatus;
  /** The recipe it was brewed from, or null once that recipe is deleted. */
  recipeId: string | null;
  /** The version of the recipe it was brewed from ("brewed from v7"); null for batches made before versions. */
  recipeVersion: number | null;
  /** True while a device link is on (its token is never shown again). */
  deviceLinked: boolean;
  /** What the batch took from stock (issue 33); null until it takes and again once put back. */
  stockTaken: StockTake | null;
  createdAt: string;
  updatedAt: string;
}

/** A stored fermentation reading. */
export interface BatchReading extends Omit<ReadingInput, 'brix'> {
  id: string;
  /** The refractometer reading the gravity was corrected from, or null. */
  brix: number | null;
  /** What a device sent beyond gravity and temperature (battery, signal…); null when typed in. */
  extras: ReadingExtras | null;
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
    packagingPlan: _packaging,
    pitchPlan: _pitch,
    deviceLinked: _linked,
    stockTaken: _stockTaken,
    createdAt: _created,
    updatedAt: _updated,
    ...body
  } = batch;
  return body;
}
