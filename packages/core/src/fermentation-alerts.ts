// What a watched fermentation tells the brewer (issue 35): finished, target FG reached, temperature off
// the plan, the device silent, its battery low, a dry hop due. A rule answers whether its condition
// holds now; the server keeps each condition's last state and tells the brewer once when it starts, and
// again only after it has cleared (so a device posting every 15 s never makes a storm). Conditions
// clear with some hysteresis (a margin past the threshold), so noise around a threshold never makes an
// alert come and go.
//
// Sources:
// - Finished: a fermentation is done when the gravity holds steady over two or three days (Palmer, How
//   to Brew, 4th ed. 2017, on telling a finished fermentation; White & Zainasheff, Yeast, 2010, the same
//   hydrometer reading on consecutive days). A floating hydrometer
//   reads to about ±0.001-0.002 (iSpindel and Tilt documentation), so the rule compares the means of
//   6-hour blocks, not single readings.
// - Battery: an iSpindel's or GravityMon's 18650 Li-ion cell holds about 10 % of its charge at 3.5 V
//   and is flat near 3.0 V (Li-ion discharge curves, e.g. Battery University BU-501a); RAPT reports
//   percent, low below 15 %.
import { z } from 'zod';
import type { FermentationStep } from './fermentation-plan';
import { FERMENTATION_STEP_KIND_NAMES, plannedTemperature, planPosition } from './fermentation-plan';
import { DAY_MS } from './fermentation-timeline';

/** The alerts a batch can give. */
export const ALERT_KINDS = ['finished', 'targetFg', 'temperature', 'silent', 'battery', 'dryHop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What each alert is called in the settings and the list. */
export const ALERT_KIND_NAMES: Record<AlertKind, string> = {
  finished: 'Fermentation finished',
  targetFg: 'Target FG reached',
  temperature: 'Temperature off the plan',
  silent: 'Device silent',
  battery: 'Battery low',
  dryHop: 'Dry hop due',
};

/** How far off the plan the temperature may be set to go before it is said, °C (a difference). */
export const ALERT_TEMPERATURE_DEGREES = { min: 0.5, max: 10 } as const;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const limited = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max} ${unit}`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}`);

/**
 * A batch's alert settings; a batch without them (null) gives none: alerts are opt-in per batch, and
 * turning them on starts from DEFAULT_ALERT_SETTINGS.
 */
export const alertSettingsSchema = z.object(
  {
    /** Also sent by e-mail (the in-app list always has them). */
    email: flag('E-mail'),
    finished: flag('Fermentation finished'),
    /** Gravity points (0.001 SG) the gravity may move and still count as steady. */
    finishedPoints: limited('Steady within', 0.5, 5, 'points'),
    /** Hours the gravity must hold steady. */
    finishedHours: limited('Steady for', 12, 168, 'hours'),
    targetFg: flag('Target FG reached'),
    temperature: flag('Temperature off the plan'),
    /** °C off the plan's temperature. */
    temperatureDegrees: limited(
      'Temperature off by',
      ALERT_TEMPERATURE_DEGREES.min,
      ALERT_TEMPERATURE_DEGREES.max,
      '°C',
    ),
    temperatureHours: limited('Temperature off for', 0.5, 48, 'hours'),
    silent: flag('Device silent'),
    silentHours: limited('Silent for', 1, 168, 'hours'),
    battery: flag('Battery low'),
    dryHop: flag('Dry hop due'),
  },
  { error: 'Alert settings must be an object' },
);
export type AlertSettings = z.output<typeof alertSettingsSchema>;

/** Where a brewer who turns alerts on starts: every alert, e-mailed, with the thresholds brewers use. */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  email: true,
  finished: true,
  finishedPoints: 1,
  finishedHours: 48,
  targetFg: true,
  temperature: true,
  temperatureDegrees: 2,
  temperatureHours: 2,
  silent: true,
  silentHours: 6,
  battery: true,
  dryHop: true,
};

/** Battery thresholds: low below `low`, cleared above `clear` (see the sources above). */
export const BATTERY_THRESHOLDS = {
  V: { low: 3.5, clear: 3.6 },
  '%': { low: 15, clear: 20 },
} as const;

/** Hours of readings averaged for a steady gravity. */
export const GRAVITY_BLOCK_HOURS = 6;
/** Gravity points a fermentation must have fallen before it can be called finished (not a lag phase). */
export const FINISHED_MIN_DROP_POINTS = 5;
/** Gravity points above the target FG at which "target FG reached" clears again. */
export const TARGET_FG_CLEAR_POINTS = 2;

const HOUR_MS = DAY_MS / 24;

/** A reading as the rules see it: its time in ms, SG and °C. */
export interface AlertReading {
  time: number;
  gravity: number | null;
  temperature: number | null;
}

/** Everything the rules read about a batch at one moment. */
export interface AlertInputs {
  now: number;
  settings: AlertSettings;
  /** Only a fermenting batch is watched. */
  fermenting: boolean;
  /** When fermentation began (day 0 of the plan and the dry hops), ms; null when not known. */
  startedAt: number | null;
  plan: readonly FermentationStep[];
  /** The FG the batch aims at, SG; null when not known. */
  targetFg: number | null;
  /** The gravity it started from: the measured OG, else its first reading; null when not known. */
  startGravity: number | null;
  /** The batch's readings, oldest first, at least those of the longest window (see `alertWindowHours`). */
  readings: readonly AlertReading[];
  /** The time of the batch's latest reading (any age), ms. */
  latestReadingAt: number | null;
  /** True when a device sends this batch's readings (an assigned device or a device link). */
  deviceWatching: boolean;
  /** The battery of the latest device reading that said one. */
  battery: { value: number; unit: 'V' | '%' } | null;
  /** The dry hops of the batch's recipe, by the days after pitching they go in (core dryHopDays). */
  dryHops: ReadonlyArray<{ name: string; day: number }>;
  /** Writes a gravity and a temperature in the brewer's units. */
  gravityText: (sg: number) => string;
  temperatureText: (celsius: number) => string;
}

/**
 * One condition as the rules see it now. `key` names it within the batch (a dry hop per day has its
 * own); `holds` true starts it, false clears it, null leaves its state as it was (the hysteresis band).
 */
export interface AlertCondition {
  key: string;
  kind: AlertKind;
  holds: boolean | null;
  /** What the brewer is told when it starts. */
  message: string;
}

/** Hours of readings the rules need before `now`. */
export const alertWindowHours = (settings: AlertSettings): number =>
  Math.max(settings.finishedHours, settings.temperatureHours) + GRAVITY_BLOCK_HOURS;

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mean gravity of the readings in [from, to). */
function meanGravity(readings: readonly AlertReading[], from: number, to: number): number | null {
  return mean(
    readings.filter((r) => r.time >= from && r.time < to && r.gravity !== null).map((r) => r.gravity!),
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const hoursText = (hours: number) => plural(Math.round(hours * 10) / 10, 'hour');

/** Finished: the mean gravity of the latest block within `finishedPoints` of the block `finishedHours` before. */
function finished(inputs: AlertInputs): AlertCondition {
  const { now, settings, readings } = inputs;
  const block = GRAVITY_BLOCK_HOURS * HOUR_MS;
  const window = settings.finishedHours * HOUR_MS;
  const latest = meanGravity(readings, now - block, now + 1);
  const before = meanGravity(readings, now - window - block, now - window);
  const first = inputs.startGravity;
  const base = { key: 'finished', kind: 'finished' as const };
  if (latest === null || before === null || first === null) return { ...base, holds: null, message: '' };
  const change = Math.abs(before - latest) * 1000;
  const fell = (first - latest) * 1000 >= FINISHED_MIN_DROP_POINTS;
  const message = `Fermentation looks finished: the gravity has held at ${inputs.gravityText(latest)} for ${hoursText(settings.finishedHours)}${
    inputs.targetFg === null ? '' : ` (target FG ${inputs.gravityText(inputs.targetFg)})`
  }.`;
  if (fell && change <= settings.finishedPoints) return { ...base, holds: true, message };
  // Moving again by twice the threshold: the fermentation has restarted.
  if (change > 2 * settings.finishedPoints) return { ...base, holds: false, message };
  return { ...base, holds: null, message };
}

/** Target FG: the mean of the latest block at or below the target; clears 2 points above it. */
function targetFg(inputs: AlertInputs): AlertCondition {
  const base = { key: 'targetFg', kind: 'targetFg' as const };
  const { now, targetFg: target } = inputs;
  const latest = meanGravity(inputs.readings, now - GRAVITY_BLOCK_HOURS * HOUR_MS, now + 1);
  if (target === null || latest === null) return { ...base, holds: null, message: '' };
  const message = `Target FG reached: the gravity is ${inputs.gravityText(latest)}, the target ${inputs.gravityText(target)}.`;
  if (latest <= target) return { ...base, holds: true, message };
  if ((latest - target) * 1000 > TARGET_FG_CLEAR_POINTS) return { ...base, holds: false, message };
  return { ...base, holds: null, message };
}

/**
 * Temperature off the plan: every reading of the last `temperatureHours` (at least two, spanning them)
 * more than `temperatureDegrees` from the plan's temperature at its time; clears once the latest reading
 * is back within the threshold.
 */
function temperature(inputs: AlertInputs): AlertCondition {
  const base = { key: 'temperature', kind: 'temperature' as const };
  const { settings, startedAt, plan, now } = inputs;
  if (startedAt === null || plan.length === 0) return { ...base, holds: null, message: '' };
  const off = (r: AlertReading) => {
    const day = (r.time - startedAt) / DAY_MS;
    const planned = plannedTemperature(plan, day);
    return planned === null || r.temperature === null
      ? null
      : { planned, actual: r.temperature, by: r.temperature - planned, day };
  };
  const measured = inputs.readings.map((r) => ({ r, off: off(r) })).filter((x) => x.off !== null);
  const latest = measured.at(-1);
  if (!latest) return { ...base, holds: null, message: '' };
  const outside = (x: (typeof measured)[number]) => Math.abs(x.off!.by) > settings.temperatureDegrees;
  if (!outside(latest)) return { ...base, holds: false, message: '' };
  // The run of readings off the plan ending with the latest, on the same side of it.
  let from = latest;
  for (let i = measured.length - 2; i >= 0; i--) {
    const x = measured[i]!;
    if (!outside(x) || Math.sign(x.off!.by) !== Math.sign(latest.off!.by)) break;
    from = x;
  }
  const lasted = now - from.r.time;
  const at = planPosition(plan, latest.off!.day)!;
  const message = `Temperature off the plan: ${inputs.temperatureText(latest.off!.actual)} for ${hoursText(lasted / HOUR_MS)}, the plan says ${inputs.temperatureText(latest.off!.planned)} (${at.step.name || FERMENTATION_STEP_KIND_NAMES[at.step.kind]}, day ${Math.floor(latest.off!.day) + 1}).`;
  return { ...base, holds: lasted >= settings.temperatureHours * HOUR_MS ? true : null, message };
}

/** Silent: a device-watched batch with no reading for `silentHours`; clears with the next reading. */
function silent(inputs: AlertInputs): AlertCondition {
  const base = { key: 'silent', kind: 'silent' as const };
  const { latestReadingAt, now, settings } = inputs;
  if (!inputs.deviceWatching || latestReadingAt === null) return { ...base, holds: null, message: '' };
  const quiet = now - latestReadingAt;
  return {
    ...base,
    holds: quiet >= settings.silentHours * HOUR_MS,
    message: `No reading for ${hoursText(Math.floor(quiet / HOUR_MS))}: is the device on, charged and in range of the Wi-Fi?`,
  };
}

/** Battery: the latest battery the device reported below its low mark; clears above the clear mark. */
function battery(inputs: AlertInputs): AlertCondition {
  const base = { key: 'battery', kind: 'battery' as const };
  if (!inputs.battery) return { ...base, holds: null, message: '' };
  const { value, unit } = inputs.battery;
  const limits = BATTERY_THRESHOLDS[unit];
  const message = `The device's battery is low (${value} ${unit}): charge it before it stops sending.`;
  if (value < limits.low) return { ...base, holds: true, message };
  if (value > limits.clear) return { ...base, holds: false, message };
  return { ...base, holds: null, message };
}

/**
 * Dry hop due: during the day each dry hop goes in (one condition per day; never cleared, so it is said
 * once). Alerts turned on after that day say nothing of it.
 */
function dryHops(inputs: AlertInputs): AlertCondition[] {
  const { startedAt, now } = inputs;
  if (startedAt === null) return [];
  const byDay = new Map<number, string[]>();
  for (const hop of inputs.dryHops) byDay.set(hop.day, [...(byDay.get(hop.day) ?? []), hop.name]);
  return [...byDay].map(([day, names]) => ({
    key: `dryHop:${day}`,
    kind: 'dryHop' as const,
    holds: now >= startedAt + day * DAY_MS && now < startedAt + (day + 1) * DAY_MS ? true : null,
    message: `Dry hop due today (${day} ${day === 1 ? 'day' : 'days'} after pitching): ${names.join(', ')}.`,
  }));
}

/**
 * The conditions of a batch now, for the alerts its settings turn on. A batch that is not fermenting
 * has none (its conditions keep their state: nothing fires while it is, say, conditioning).
 */
export function alertConditions(inputs: AlertInputs): AlertCondition[] {
  if (!inputs.fermenting) return [];
  const { settings } = inputs;
  return [
    ...(settings.finished ? [finished(inputs)] : []),
    ...(settings.targetFg ? [targetFg(inputs)] : []),
    ...(settings.temperature ? [temperature(inputs)] : []),
    ...(settings.silent ? [silent(inputs)] : []),
    ...(settings.battery ? [battery(inputs)] : []),
    ...(settings.dryHop ? dryHops(inputs) : []),
  ];
}

/** An alert as the API answers it. */
export interface Alert {
  id: string;
  kind: AlertKind;
  message: string;
  batch: { id: string; number: number; name: string };
  createdAt: string;
  read: boolean;
}
