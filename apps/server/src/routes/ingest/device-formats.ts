// Which device format a body is, told by its fields (no format parameter), and the reading it stands
// for (SG, °C, the device's name as the note). One reader per family:
//
// - hydrometer: iSpindel, GravityMon (`corr-gravity` preferred, `gravity-unit` G/P, `temp-units`) and the
//   generic `{ gravity, temperature, temperatureUnit?, time? }`; the body no other reader claims.
// - stream: the Brewfather "custom stream" and Brewer's Friend stream JSON (`temp`, `temp_unit`,
//   `gravity_unit`, …).
// - tilt: TiltBridge's JSON and the Tilt app's cloud logging form (`SG`, `Temp` in °F, `Color`, …).
// - rapt: the RAPT Pill webhook, with the template we publish (`device_name`, `device_type`, …).
// - brewpiless: BrewPiLess's logging with the templates we publish (`beerTemp`, …), JSON or form.
// - plaato: the Plaato airlock webhook (`sg`, `temp`, `temp_unit`, `og`, `bpm`, …).
//
// Numbers may arrive as text (every form value, and some devices quote them in JSON): read as a form's
// numbers are (core's toNumberOrMissing). What is refused and with which message: the body's own (no
// gravity, an unknown unit) here; whether the reading is a valid one (its limits, a time in the future,
// the note trimmed and cleaned) the core's reading rule, `readingSchema`.
import {
  type DeviceGravityUnit,
  type DeviceTemperatureUnit,
  dateFromSpreadsheetSerial,
  firstValidationMessage,
  gravityToSg,
  READING_CLOCK_SKEW_MINUTES,
  type ReadingExtras,
  type ReadingInput,
  readingSchema,
  requiredNumber,
  temperatureToCelsius,
  toNumberOrMissing,
} from '@wortsmith/core';
import { z } from 'zod';
import { GRAVITY_RANGE_MESSAGE } from './schema';

export type DeviceFormat = 'hydrometer' | 'stream' | 'tilt' | 'rapt' | 'brewpiless' | 'plaato';

/** A body's values as its format says them, before conversion to SG and °C. */
interface DeviceValues {
  name: string | null;
  gravity: number;
  gravityUnit?: DeviceGravityUnit;
  temperature?: number;
  temperatureUnit?: DeviceTemperatureUnit;
  /** ISO 8601; the arrival time when left out. */
  time?: string;
  extras: ReadingExtras;
}
type Read<T> = { ok: true; value: T } | { ok: false; message: string };
type Body = Record<string, unknown>;

/** A finite number from a value or its text (core's rule for a form's numbers), else undefined (the extras). */
function extra(value: unknown): number | undefined {
  const number = toNumberOrMissing(value);
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

const required = (message: string) => requiredNumber({ required: message, type: message });
/** Left out, null or empty text (a template placeholder without a value) is no value. */
const optional = (message: string) =>
  z.preprocess(toNumberOrMissing, z.number({ error: message }).optional());
const text = (label: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value === null ? undefined : value),
      z.string({ error: `${label} must be a text` }).max(100, `${label} must be at most 100 characters long`),
    )
    .optional();
const TEMPERATURE_UNITS: Record<string, DeviceTemperatureUnit> = {
  C: 'C',
  '°C': 'C',
  CELSIUS: 'C',
  F: 'F',
  '°F': 'F',
  FAHRENHEIT: 'F',
  K: 'K',
  KELVIN: 'K',
};
const temperatureUnit = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : typeof value === 'string'
        ? (TEMPERATURE_UNITS[value.trim().toUpperCase()] ?? value)
        : value,
  z.enum(['C', 'F', 'K'], { error: 'temperature units must be C, F or K' }).optional(),
);
const gravityUnit = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : typeof value === 'string'
        ? value.trim().toUpperCase()
        : value,
  z.enum(['G', 'P'], { error: 'gravity units must be G (SG) or P (°Plato)' }).optional(),
);
const GRAVITY_REQUIRED = 'gravity is required and must be a number';

function parse<S extends z.ZodType, T>(schema: S, body: Body, values: (parsed: z.output<S>) => T): Read<T> {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: values(parsed.data) }
    : { ok: false, message: firstValidationMessage(parsed.error) };
}

const SKEW_MS = READING_CLOCK_SKEW_MINUTES * 60_000;
/** 2000-01-01 in unix seconds: an earlier device clock has not been set. */
const SET_CLOCK_S = 946_684_800;

// iSpindel (github.com/universam1/iSpindel, docs "HTTP"), GravityMon (gravitymon.com, "format
// templates": `corr-gravity`, `gravity-unit`, `temp-units`) and the generic body.
const hydrometerBody = z.looseObject({
  name: text('name'),
  gravity: required(GRAVITY_REQUIRED),
  'corr-gravity': optional('corr-gravity must be a number'),
  'gravity-unit': gravityUnit,
  temperature: optional('temperature must be a number'),
  temp_units: temperatureUnit,
  'temp-units': temperatureUnit,
  temperatureUnit,
  time: readingSchema.shape.time.optional(),
});
const readHydrometer = (body: Body): Read<DeviceValues> =>
  parse(hydrometerBody, body, (b) => ({
    name: b.name ?? null,
    gravity: b['corr-gravity'] ?? b.gravity,
    gravityUnit: b['gravity-unit'],
    temperature: b.temperature,
    temperatureUnit: b.temperatureUnit ?? b['temp-units'] ?? b.temp_units,
    time: b.time,
    extras: {
      battery: extra(body.battery),
      batteryUnit: 'V',
      signal: extra(body.RSSI ?? body.rssi),
      angle: extra(body.angle),
    },
  }));

// Brewfather's custom stream (docs.brewfather.app/integrations/custom-stream) and Brewer's Friend's
// stream, the same fields: no time (the arrival's).
const streamBody = z.looseObject({
  name: text('name'),
  temp: optional('temp must be a number'),
  temp_unit: temperatureUnit,
  gravity: required(GRAVITY_REQUIRED),
  gravity_unit: gravityUnit,
});
const readStream = (body: Body): Read<DeviceValues> =>
  parse(streamBody, body, (b) => ({
    name: b.name ?? null,
    gravity: b.gravity,
    gravityUnit: b.gravity_unit,
    temperature: b.temp,
    temperatureUnit: b.temp_unit,
    extras: {
      pressure: extra(body.pressure),
      pressureUnit: typeof body.pressure_unit === 'string' ? body.pressure_unit.slice(0, 10) : undefined,
      ph: extra(body.ph),
      bubblesPerMinute: extra(body.bpm),
      battery: extra(body.battery),
      batteryUnit: 'V',
    },
  }));

/**
 * A Tilt's `Timepoint` (a spreadsheet serial date) as the reading's time, when it agrees with the
 * arrival within the clock skew; else the arrival time. The serial has no time zone: the Tilt app
 * writes the phone's local time, which read as UTC would put the reading hours off (or in the future),
 * and both the app and TiltBridge post a reading as they take it, so the arrival is the better time.
 */
function tiltTime(timepoint: unknown, now: Date): string {
  const days = extra(timepoint);
  const date = days === undefined ? null : dateFromSpreadsheetSerial(days);
  return date && Math.abs(date.getTime() - now.getTime()) <= SKEW_MS ? date.toISOString() : now.toISOString();
}

// TiltBridge's JSON (github.com/thorrak/tiltbridge, its Google Sheets target: `Beer`, `Temp` in °F,
// `SG`, `Color`, `Comment`, `Timepoint`; its Grainfather target adds `Unit`) and the Tilt app's
// cloud logging form (tilthydrometer.com, the Google Sheets script: the same names).
const tiltBody = z.looseObject({
  Color: text('Color'),
  SG: required('SG is required and must be a number'),
  Temp: optional('Temp must be a number'),
  Unit: temperatureUnit,
});
const readTilt = (body: Body, now: Date): Read<DeviceValues> =>
  parse(tiltBody, body, (b) => ({
    name: b.Color ? `${b.Color} Tilt` : 'Tilt',
    gravity: b.SG,
    gravityUnit: 'G',
    temperature: b.Temp,
    temperatureUnit: b.Unit ?? 'F',
    time: tiltTime(body.Timepoint, now),
    extras: {},
  }));

/** RAPT's `@created_date`, UTC when it names no zone; the arrival time when it is not a date. */
function raptTime(created: unknown, now: Date): string {
  if (typeof created !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(created)) return now.toISOString();
  const ms = Date.parse(/(Z|[+-]\d\d:?\d\d)$/i.test(created) ? created : `${created}Z`);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : now.toISOString();
}

// The RAPT webhook with RAPT_WEBHOOK_TEMPLATE: temperature in °C, gravity as SG (a value in thousandths,
// 1050, is read as 1.050 too: defensive, not documented by RAPT).
const raptBody = z.looseObject({
  device_name: text('device_name'),
  gravity: required(GRAVITY_REQUIRED),
  temperature: optional('temperature must be a number'),
});
const readRapt = (body: Body, now: Date): Read<DeviceValues> =>
  parse(raptBody, body, (b) => ({
    name: b.device_name ?? null,
    gravity: b.gravity >= 900 && b.gravity <= 1300 ? b.gravity / 1000 : b.gravity,
    gravityUnit: 'G',
    temperature: b.temperature,
    temperatureUnit: 'C',
    time: raptTime(body.created_date, now),
    extras: { battery: extra(body.battery), batteryUnit: '%', signal: extra(body.rssi) },
  }));

// BrewPiLess with BREWPILESS_JSON_TEMPLATE or BREWPILESS_FORM_TEMPLATE: the gravity as SG (%g), else
// °Plato (%p); the unix time (%u) when the controller's clock is set, else the arrival's.
const brewPiLessBody = z.looseObject({
  name: text('name'),
  beerTemp: optional('beerTemp must be a number'),
  gravity: optional(GRAVITY_REQUIRED),
  plato: optional('plato must be a number'),
  temp_unit: temperatureUnit,
  time: optional('time must be a unix time (seconds)'),
});
function readBrewPiLess(body: Body): Read<DeviceValues> {
  const read = parse(brewPiLessBody, body, (b) => b);
  if (!read.ok) return read;
  const b = read.value;
  const gravity = b.gravity ?? b.plato;
  if (gravity === undefined) return { ok: false, message: GRAVITY_REQUIRED };
  return {
    ok: true,
    value: {
      name: b.name ?? 'BrewPiLess',
      gravity,
      gravityUnit: b.gravity === undefined ? 'P' : 'G',
      temperature: b.beerTemp,
      temperatureUnit: b.temp_unit,
      time:
        b.time !== undefined && b.time >= SET_CLOCK_S && b.time < 7_258_118_400
          ? new Date(b.time * 1000).toISOString()
          : undefined,
      extras: { battery: extra(body.voltage), batteryUnit: 'V', angle: extra(body.tilt) },
    },
  };
}

// The Plaato airlock's webhook (plaato.io, "Webhook": `temp`, `temp_unit`, `sg`, `og`, `bpm`, `abv`,
// `batch_name`, …). Its SG is estimated from the bubbles counted.
const plaatoBody = z.looseObject({
  name: text('name'),
  sg: required('sg is required and must be a number'),
  temp: optional('temp must be a number'),
  temp_unit: temperatureUnit,
});
const readPlaato = (body: Body): Read<DeviceValues> =>
  parse(plaatoBody, body, (b) => ({
    name: b.name ?? 'Plaato Airlock',
    gravity: b.sg,
    gravityUnit: 'G',
    temperature: b.temp,
    temperatureUnit: b.temp_unit,
    extras: { bubblesPerMinute: extra(body.bpm) },
  }));

const has = (body: Body, ...keys: string[]) => keys.some((key) => Object.hasOwn(body, key));

/** The format a body is, by the fields only it sends; the hydrometer family when none is named. */
export function deviceFormat(body: Body): DeviceFormat {
  if (has(body, 'SG')) return 'tilt';
  if (has(body, 'beerTemp')) return 'brewpiless';
  if (has(body, 'device_name', 'device_type')) return 'rapt';
  if (has(body, 'sg', 'batch_name')) return 'plaato';
  if (has(body, 'temp', 'temp_unit', 'gravity_unit')) return 'stream';
  return 'hydrometer';
}

const READERS: Record<DeviceFormat, (body: Body, now: Date) => Read<DeviceValues>> = {
  hydrometer: readHydrometer,
  stream: readStream,
  tilt: readTilt,
  rapt: readRapt,
  brewpiless: readBrewPiLess,
  plaato: readPlaato,
};

/** Extras without the values a body did not send. */
function sent({ batteryUnit, pressureUnit, ...values }: ReadingExtras): ReadingExtras {
  const extras = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as ReadingExtras;
  if (extras.battery !== undefined) extras.batteryUnit = batteryUnit;
  if (extras.pressure !== undefined && pressureUnit) extras.pressureUnit = pressureUnit;
  return extras;
}

/**
 * The reading a body stands for (SG, °C, the device name as its note), judged by the core's reading
 * rule, with its format and extras, or the message saying why it is refused. `now` is the arrival time.
 */
export function deviceReading(
  body: Body,
  now: Date,
):
  | { ok: true; format: DeviceFormat; reading: ReadingInput; extras: ReadingExtras }
  | { ok: false; message: string } {
  const format = deviceFormat(body);
  const read = READERS[format](body, now);
  if (!read.ok) return read;
  const values = read.value;
  const gravity = gravityToSg(values.gravity, values.gravityUnit);
  if (gravity === null) return { ok: false, message: GRAVITY_RANGE_MESSAGE };
  const judged = readingSchema.safeParse({
    time: values.time ?? now.toISOString(),
    gravity,
    temperature:
      values.temperature === undefined
        ? null
        : temperatureToCelsius(values.temperature, values.temperatureUnit),
    note: values.name,
  });
  const extras = sent(values.extras);
  return judged.success
    ? { ok: true, format, reading: judged.data, extras }
    : { ok: false, message: firstValidationMessage(judged.error) };
}
