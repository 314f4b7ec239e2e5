// The batch screen's alerts (issue 35): off until the brewer turns them on for this batch; then each
// alert with its threshold (defaults brewers use), and whether they also come by e-mail. Saved with the
// batch. What is said and when is the core's fermentation-alerts.ts; the alerts themselves are on the
// Alerts screen and in the header.
import { ALERT_KIND_NAMES, type AlertKind } from '@wortsmith/core';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../components/TextField';
import { useDisplayUnits } from '../../lib/preferences';
import type { AlertFormValues } from './alert-settings-form';
import styles from './Batch.module.css';
import type { BatchForm } from './use-batch-draft';

type Threshold = Exclude<keyof AlertFormValues, AlertKind | 'on' | 'email'>;

/** A checkbox bound to the form's `alertSettings.<name>`. */
function Check({ form, name, label }: { form: BatchForm; name: AlertKind | 'on' | 'email'; label: string }) {
  const id = `${useId()}-${name}`;
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" {...form.register(`alertSettings.${name}`)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A threshold input bound to the form's `alertSettings.<name>`. */
function ThresholdField({ form, name, label }: { form: BatchForm; name: Threshold; label: string }) {
  return (
    <div className={styles.threshold}>
      <TextField
        id={`alert-${name}`}
        label={label}
        inputMode="decimal"
        error={form.formState.errors.alertSettings?.[name]?.message}
        registration={form.register(`alertSettings.${name}`)}
      />
    </div>
  );
}

/** The alerts card of `form`'s batch. */
export function AlertSection({ form }: { form: BatchForm }) {
  const on = useWatch({ control: form.control, name: 'alertSettings.on' });
  const degrees = useDisplayUnits().temperature === 'F' ? '°F' : '°C';
  return (
    <section className={styles.section} aria-labelledby="alerts-title">
      <h2 id="alerts-title">Alerts</h2>
      <p className={styles.hints}>
        While the batch is Fermenting, Wortsmith watches its readings and tells you in the app (and by e-mail
        if you like) once when something happens, and again only after it has cleared.
      </p>
      <Check form={form} name="on" label="Watch this batch" />
      {on && (
        <fieldset className={styles.alertList}>
          <legend className="visually-hidden">Which alerts</legend>
          <div className={styles.alertRow}>
            <Check form={form} name="finished" label={ALERT_KIND_NAMES.finished} />
            <ThresholdField form={form} name="finishedPoints" label="Steady within (points)" />
            <ThresholdField form={form} name="finishedHours" label="Steady for (hours)" />
          </div>
          <Check form={form} name="targetFg" label={ALERT_KIND_NAMES.targetFg} />
          <div className={styles.alertRow}>
            <Check form={form} name="temperature" label={ALERT_KIND_NAMES.temperature} />
            <ThresholdField form={form} name="temperatureDegrees" label={`Off by (${degrees})`} />
            <ThresholdField form={form} name="temperatureHours" label="For (hours)" />
          </div>
          <div className={styles.alertRow}>
            <Check form={form} name="silent" label={ALERT_KIND_NAMES.silent} />
            <ThresholdField form={form} name="silentHours" label="Silent for (hours)" />
          </div>
          <Check form={form} name="battery" label={ALERT_KIND_NAMES.battery} />
          <Check form={form} name="dryHop" label={ALERT_KIND_NAMES.dryHop} />
          <Check form={form} name="email" label="Also send them by e-mail" />
        </fieldset>
      )}
    </section>
  );
}
