// The add/edit reading form (react-hook-form, checked by the core's reading schema through
// reading-form.ts): time, gravity (or a refractometer's °Brix, with the gravity it stands for shown as it
// is typed) and temperature in the brewer's units, note. The first wrong value is
// toasted and each is shown at its field; a saved reading clears the form.
import { type Batch, type BatchReading, brixReadingGravity, type ReadingInput } from '@wortsmith/core';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { checkResolver, firstFormError } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { useDisplayUnits, usePreferences, useQuantities } from '../../lib/preferences';
import { typedNumber } from '../tools/tool-text';
import styles from './Batch.module.css';
import { useAddReading, useUpdateReading } from './mutations';
import {
  newReadingValues,
  READING_FIELDS,
  type ReadingFormValues,
  readingFormValues,
  readingFromForm,
} from './reading-form';

/** Props of ReadingForm. */
export interface ReadingFormProps {
  /** The batch as saved: what a Brix reading is read against, as the server reads it. */
  batch: Batch;
  /** The reading being edited, or null to add one. Give the form a `key` that changes with it. */
  editing: BatchReading | null;
  /** Called when an edit is saved or cancelled. */
  onDone: () => void;
}

/** Adds a reading to the batch, or edits `editing`. */
export function ReadingForm({ batch, editing, onDone }: ReadingFormProps) {
  const batchId = batch.id;
  const units = useDisplayUnits();
  const q = useQuantities();
  const { wortCorrectionFactor } = usePreferences();
  const add = useAddReading(batchId);
  const update = useUpdateReading(batchId);
  const form = useForm<ReadingFormValues, unknown, ReadingInput>({
    resolver: checkResolver((values: ReadingFormValues) => readingFromForm(values, units, editing)),
    defaultValues: editing ? readingFormValues(editing, q) : newReadingValues(),
  });
  const { errors } = form.formState;
  const brix = typedNumber(useWatch({ control: form.control, name: 'brix' }));
  const brixHint =
    brix === null
      ? 'Instead of a gravity.'
      : `Stored as ${q.format('gravity', brixReadingGravity(batch, brix, wortCorrectionFactor))} (WCF ${wortCorrectionFactor}, alcohol corrected once fermenting).`;
  const fields: Array<{ name: keyof ReadingFormValues } & Omit<TextFieldProps, 'id'>> = [
    { name: 'time', label: 'Time', type: 'datetime-local' },
    {
      name: 'gravity',
      label: `Gravity (${q.symbol('gravity')})`,
      inputMode: 'decimal',
      placeholder: units.gravity === 'SG' ? '1.012' : '3.1',
    },
    {
      name: 'brix',
      label: 'Refractometer (°Brix)',
      inputMode: 'decimal',
      placeholder: '6.5',
      hint: brixHint,
    },
    { name: 'temperature', label: `Temperature (${q.symbol('temperature')})`, inputMode: 'decimal' },
    { name: 'note', label: 'Note', maxLength: 500 },
  ];

  const onSubmit = form.handleSubmit(
    (reading) => {
      const saved = editing ? update.mutateAsync({ id: editing.id, reading }) : add.mutateAsync(reading);
      return saved.then(
        () => (editing ? onDone() : form.reset(newReadingValues())),
        () => undefined, // the request helper has shown the error; what was typed stays
      );
    },
    (invalid: FieldErrors<ReadingFormValues>) => {
      const message = firstFormError(invalid, READING_FIELDS);
      if (message) notifyError(message);
    },
  );

  return (
    <>
      <h3 id="reading-form-title">{editing ? 'Edit reading' : 'Add a reading'}</h3>
      <form onSubmit={onSubmit} noValidate aria-labelledby="reading-form-title">
        <div className={styles.grid}>
          {fields.map(({ name, ...field }) => (
            <TextField
              key={name}
              id={`reading-${name}`}
              error={errors[name]?.message}
              registration={form.register(name)}
              {...field}
            />
          ))}
        </div>
        <div className={styles.row}>
          <Button type="submit" pending={add.isPending || update.isPending}>
            {editing ? 'Save reading' : 'Add reading'}
          </Button>
          {editing && (
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
