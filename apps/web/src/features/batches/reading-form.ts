// The add/edit reading form's values: the time as a datetime-local input holds it, gravity and
// temperature as typed in the brewer's units, or a refractometer's °Brix instead of the gravity (the
// server stores the gravity it stands for), the note; checked by the core's reading schema (in another
// unit with its limits stated in that unit) and turned into the canonical reading (SG, °C) without drift.
import {
  type BatchReading,
  type BrewerQuantities,
  type DisplayUnits,
  gravityRule,
  type ReadingInput,
  readingSchema,
  readingTemperatureRule,
  typedQuantity,
} from '@wortsmith/core';
import { type FormCheck, fieldMessages } from '../../lib/forms';

/** What the reading form's inputs hold: texts, as typed. */
export interface ReadingFormValues {
  time: string;
  gravity: string;
  /** A refractometer reading instead of the gravity. */
  brix: string;
  temperature: string;
  note: string;
}

/** The reading form's fields in screen order (the first wrong one is toasted). */
export const READING_FIELDS = ['time', 'gravity', 'brix', 'temperature', 'note'] as const;

/** "2026-11-20T10:00" in local time, as a datetime-local input holds it. */
export function localInput(iso: string): string {
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A datetime-local text as an ISO instant; anything else as it is (the schema says what is wrong). */
const instant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** The form of a new reading: now, nothing measured yet. */
export function newReadingValues(): ReadingFormValues {
  return { time: localInput(new Date().toISOString()), gravity: '', brix: '', temperature: '', note: '' };
}

/** The form of a stored reading, gravity and temperature in the brewer's units (a Brix reading as its Brix). */
export function readingFormValues(reading: BatchReading, q: BrewerQuantities): ReadingFormValues {
  const brix = reading.brix ?? null;
  return {
    time: localInput(reading.time),
    gravity: brix === null ? q.inputText('gravity', reading.gravity) : '',
    brix: brix === null ? '' : String(brix),
    temperature: q.inputText('temperature', reading.temperature),
    note: reading.note ?? '',
  };
}

/**
 * The reading to send for the typed `values`, or what is wrong with them. `stored` is the reading being
 * edited: a value shown back unchanged keeps its stored one exactly.
 */
export function readingFromForm(
  values: ReadingFormValues,
  units: DisplayUnits,
  stored?: BatchReading | null,
): FormCheck<ReadingInput> {
  const gravity = typedQuantity(
    'gravity',
    values.gravity,
    units.gravity,
    gravityRule('Gravity'),
    stored?.gravity,
  );
  const temperature = typedQuantity(
    'temperature',
    values.temperature,
    units.temperature,
    readingTemperatureRule,
    stored?.temperature,
  );
  const parsed = readingSchema.safeParse({
    time: instant(values.time),
    gravity: gravity.value ?? values.gravity,
    temperature: temperature.value ?? values.temperature,
    note: values.note,
    // Only a typed one: a gravity reading is sent as before.
    ...(values.brix.trim() === '' ? {} : { brix: values.brix }),
  });
  const typed = {
    ...(gravity.message !== undefined ? { gravity: gravity.message } : {}),
    ...(temperature.message !== undefined ? { temperature: temperature.message } : {}),
  };
  if (parsed.success && Object.keys(typed).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors: { ...fieldMessages(parsed.error?.issues ?? []), ...typed } };
}
