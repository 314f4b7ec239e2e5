// The add/edit reading form (react-hook-form, checked by the core's reading schema through
// reading-form.ts): time, gravity (or a refractometer's °Brix, with the gravity it stands for shown as it
// is typed) and temperature in the brewer's units, note. The first wrong value is
// toasted and each is shown at its field; a saved reading clears the form. A new reading typed without a
// network (or whose request found none) is kept on the device, listed under the form, and sent when the
// network returns (outbox.ts), under an id of its own so that it is added once.
import { type Batch, type BatchReading, brixReadingGravity, type ReadingInput } from '@wortsmith/core';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { checkResolver, firstFormError } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDisplayUnits, usePreferences, useQuantities } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { typedNumber } from '../tools/tool-text';
import styles from './Batch.module.css';
import { useAddReading, useUpdateReading } from './mutations';
import { enqueue, useWaitingChanges } from './outbox';
import {
  newReadingValues,
  READING_FIELDS,
  type ReadingFormValues,
  readingFormValues,
  readingFromForm,
} from './reading-form';

/** Said when a reading is kept on the device to be sent later. */
export const KEPT_OFFLINE =
  'No connection: the reading is kept on this device and sent when the network returns.';

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

  const userId = useSession()?.user_id ?? null;
  const waiting = useWaitingChanges(userId, batchId).filter((entry) => entry.kind === 'reading');
  /** Keeps the new reading on this device until the network returns. */
  const keep = async (reading: ReadingInput & { id: string }) => {
    if (!userId) return;
    await enqueue(userId, { kind: 'reading', batchId, body: reading });
    notifySuccess(KEPT_OFFLINE);
    form.reset(newReadingValues());
  };
  const onSubmit = form.handleSubmit(
    (typed) => {
      if (editing) {
        return update.mutateAsync({ id: editing.id, reading: typed }).then(onDone, () => undefined);
      }
      const reading = { ...typed, id: crypto.randomUUID() };
      if (!navigator.onLine) return keep(reading);
      return add.mutateAsync(reading).then(
        () => form.reset(newReadingValues()),
        // No network after all: kept like one typed offline. Any other error was shown; what was typed stays.
        (error: unknown) => (error instanceof ApiError && error.status === 0 ? keep(reading) : undefined),
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
      {waiting.length > 0 && (
        <div className={styles.hints}>
          <p>Kept on this device, sent when the network returns:</p>
          <ul aria-label="Readings waiting to be sent">
            {waiting.map(
              (entry) =>
                entry.kind === 'reading' && (
                  <li key={entry.id}>
                    {new Date(entry.body.time).toLocaleString(undefined, {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    })}
                    {entry.body.gravity !== null && ` · ${q.format('gravity', entry.body.gravity)}`}
                    {entry.body.brix != null && ` · ${entry.body.brix} °Brix`}
                    {entry.body.temperature !== null &&
                      ` · ${q.format('temperature', entry.body.temperature)}`}
                  </li>
                ),
            )}
          </ul>
        </div>
      )}
    </>
  );
}
