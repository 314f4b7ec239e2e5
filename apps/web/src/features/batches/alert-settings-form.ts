// The batch screen's alert settings as typed (issue 35): on or off, each alert with its threshold, the
// temperature margin in the brewer's unit (a difference: 1 °C is 1.8 °F). Turned into the body's
// `alertSettings` (core alertSettingsSchema) with its messages at "alertSettings.<field>".
import {
  ALERT_TEMPERATURE_DEGREES,
  type AlertSettings,
  alertSettingsSchema,
  type Batch,
  DEFAULT_ALERT_SETTINGS,
  type DisplayUnits,
  parseTypedNumber,
  roundTo,
} from '@wortsmith/core';

type Flag = 'email' | 'finished' | 'targetFg' | 'temperature' | 'silent' | 'battery' | 'dryHop';
type Threshold =
  | 'finishedPoints'
  | 'finishedHours'
  | 'temperatureDegrees'
  | 'temperatureHours'
  | 'silentHours';

/** The alert settings as the form holds them. */
export type AlertFormValues = { on: boolean } & Record<Flag, boolean> & Record<Threshold, string>;

/** °C of difference to the brewer's unit's degrees. */
const degreesPerCelsius = (units: DisplayUnits) => (units.temperature === 'F' ? 1.8 : 1);

/** The form values of `settings` (the defaults, switched off, when there are none). */
export function alertFormValues(settings: AlertSettings | null, units: DisplayUnits): AlertFormValues {
  const s = settings ?? DEFAULT_ALERT_SETTINGS;
  return {
    on: settings !== null,
    email: s.email,
    finished: s.finished,
    finishedPoints: String(s.finishedPoints),
    finishedHours: String(s.finishedHours),
    targetFg: s.targetFg,
    temperature: s.temperature,
    temperatureDegrees: String(roundTo(s.temperatureDegrees * degreesPerCelsius(units), 1)),
    temperatureHours: String(s.temperatureHours),
    silent: s.silent,
    silentHours: String(s.silentHours),
    battery: s.battery,
    dryHop: s.dryHop,
  };
}

const numberOrText = (text: string): number | string => {
  const n = parseTypedNumber(text);
  return Number.isFinite(n) ? n : text;
};

/**
 * The body's `alertSettings` for what is typed (null when alerts are off), or the messages at their
 * fields. The temperature margin shown back unchanged keeps the stored one (no drift through °F).
 */
export function alertSettingsFromForm(
  batch: Batch,
  values: AlertFormValues,
  units: DisplayUnits,
): { settings: AlertSettings | null; errors: Record<string, string> } {
  if (!values.on) return { settings: null, errors: {} };
  const errors: Record<string, string> = {};
  const factor = degreesPerCelsius(units);
  const stored = batch.alertSettings ?? DEFAULT_ALERT_SETTINGS;
  let temperatureDegrees: number | string = numberOrText(values.temperatureDegrees);
  if (values.temperatureDegrees === alertFormValues(stored, units).temperatureDegrees) {
    temperatureDegrees = stored.temperatureDegrees;
  } else if (typeof temperatureDegrees === 'number') {
    const { min, max } = ALERT_TEMPERATURE_DEGREES;
    const celsius = temperatureDegrees / factor;
    if (celsius < min || celsius > max) {
      const unit = units.temperature === 'F' ? '°F' : '°C';
      errors['alertSettings.temperatureDegrees'] =
        `Temperature off by must be between ${roundTo(min * factor, 1)} and ${roundTo(max * factor, 1)} ${unit}`;
    }
    temperatureDegrees = celsius;
  }
  const parsed = alertSettingsSchema.safeParse({
    email: values.email,
    finished: values.finished,
    finishedPoints: numberOrText(values.finishedPoints),
    finishedHours: numberOrText(values.finishedHours),
    targetFg: values.targetFg,
    temperature: values.temperature,
    temperatureDegrees,
    temperatureHours: numberOrText(values.temperatureHours),
    silent: values.silent,
    silentHours: numberOrText(values.silentHours),
    battery: values.battery,
    dryHop: values.dryHop,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[`alertSettings.${issue.path.map(String).join('.')}`] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 || !parsed.success
    ? { settings: stored, errors }
    : { settings: parsed.data, errors };
}
