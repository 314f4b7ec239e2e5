// The batch screen's own fields, section by section: the batch (name, status, brew date), the brew
// day's values with their corrections and the packaging's with its priming or kegging plan (gravities
// and volumes in the brewer's units) and the notes; each registered with the screen's form, with its
// message under it.
import { BATCH_STATUSES, type Batch } from '@wortsmith/core';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useDisplayUnits } from '../../lib/preferences';
import styles from './Batch.module.css';
import { BrewDayCorrections } from './BrewDayCorrections';
import {
  type BatchFormValues,
  BREW_DAY_FIELDS,
  mashPhHint,
  measuredUnit,
  PACKAGING_FIELDS,
} from './batch-form';
import { PackagingPlanner } from './PackagingPlanner';
import type { BatchForm } from './use-batch-draft';

type TextKey = Exclude<keyof BatchFormValues, 'recipe' | 'status' | 'notes' | 'packaging' | 'pitch'>;

/** One text input of the batch form. */
interface InputSpec {
  key: TextKey;
  label: string;
  /** The unit the label names, if any. */
  unit?: string;
  type?: 'date';
  /** A number: the phone's keyboard has a decimal point. */
  decimal?: boolean;
  /** A line under the input. */
  hint?: string | undefined;
}

/** The input of `spec`, bound to `form`. */
function BatchInputField({ form, spec }: { form: BatchForm; spec: InputSpec }) {
  const { key, label, unit, type, decimal, hint } = spec;
  return (
    <TextField
      id={`batch-${key}`}
      label={unit ? `${label} (${unit})` : label}
      {...(hint ? { hint } : {})}
      type={type ?? 'text'}
      // A phone's keyboard by what is typed: a decimal pad for numbers, letters for the rest (the name).
      inputMode={decimal ? 'decimal' : type ? undefined : 'text'}
      error={form.formState.errors[key]?.message}
      registration={form.register(key)}
    />
  );
}

/** A card of the batch screen: its heading, a grid of inputs and what comes under them. */
function InputsSection({
  form,
  id,
  title,
  inputs,
  children,
}: {
  form: BatchForm;
  id: string;
  title: string;
  inputs: InputSpec[];
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.grid}>
        {inputs.map((spec) => (
          <BatchInputField key={spec.key} form={form} spec={spec} />
        ))}
      </div>
      {children}
    </section>
  );
}

/** The batch's name, status (the shared select field) and brew date. */
export function BatchSection({ form }: { form: BatchForm }) {
  return (
    <section className={styles.section} aria-labelledby="batch-title">
      <h2 id="batch-title">Batch</h2>
      <div className={styles.grid}>
        <BatchInputField form={form} spec={{ key: 'name', label: 'Name' }} />
        <SelectField
          id="batch-status"
          label="Status"
          options={BATCH_STATUSES}
          error={form.formState.errors.status?.message}
          registration={form.register('status')}
        />
        <BatchInputField form={form} spec={{ key: 'brewDate', label: 'Brew date', type: 'date' }} />
      </div>
    </section>
  );
}

/**
 * The values measured on brew day, gravities and volumes in the brewer's units; the mash pH with the
 * predicted one under it (`predictedMashPh`, from the batch's water report) and the difference once typed.
 */
export function BrewDaySection({
  form,
  predictedMashPh,
}: {
  form: BatchForm;
  predictedMashPh: number | null;
}) {
  const units = useDisplayUnits();
  const mashPh = useWatch({ control: form.control, name: 'mashPh' });
  const inputs = BREW_DAY_FIELDS.map((f) => ({
    ...f,
    unit: measuredUnit(f, units),
    decimal: true,
    hint: f.key === 'mashPh' ? mashPhHint(predictedMashPh, mashPh) : undefined,
  }));
  return (
    <InputsSection form={form} id="brew-day" title="Brew day" inputs={inputs}>
      <BrewDayCorrections form={form} />
    </InputsSection>
  );
}

/**
 * The packaging date, the final gravity and carbonation, and the method; then the priming or kegging
 * plan of `batch` (as last saved).
 */
export function PackagingSection({ form, batch }: { form: BatchForm; batch: Batch }) {
  const units = useDisplayUnits();
  const inputs: InputSpec[] = [
    { key: 'packagingDate', label: 'Packaging date', type: 'date' },
    ...PACKAGING_FIELDS.map((f) => ({ ...f, unit: measuredUnit(f, units), decimal: true })),
    { key: 'packagingMethod', label: 'Method (bottles, keg…)' },
  ];
  return (
    <InputsSection form={form} id="packaging" title="Packaging" inputs={inputs}>
      <PackagingPlanner form={form} batch={batch} />
    </InputsSection>
  );
}

/** The batch's notes (no longer than the schema allows, so never wrong). */
export function NotesSection({ form }: { form: BatchForm }) {
  return (
    <section className={styles.section} aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      <textarea
        className={styles.textarea}
        aria-labelledby="notes-title"
        maxLength={10_000}
        {...form.register('notes')}
      />
    </section>
  );
}
