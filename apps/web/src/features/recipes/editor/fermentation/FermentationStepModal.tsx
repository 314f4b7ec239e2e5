// The Add Fermentation Step / Update Fermentation Step dialog: name, kind, temperature (in the brewer's
// unit), days and ramp days, checked with the core's fermentation step schema; each message shows under
// its field and the first is toasted, as in the mash step dialog.
import {
  FERMENTATION_STEP_KIND_NAMES,
  FERMENTATION_STEP_KINDS,
  FERMENTATION_TEMPERATURE_RANGE,
  type FermentationStep,
  type FermentationStepKind,
  fermentationStepSchema,
  quantityInputText,
  type TypedQuantityRule,
  typedQuantity,
} from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { FormModal, SelectField, TextField } from '../../../../components';
import { notifyError } from '../../../../lib/notify';
import { useQuantities } from '../../../../lib/preferences';
import styles from '../mash/MashSection.module.css';
import { newIngredientId } from '../recipe-draft';
import { stepFormMessages } from '../step-list';

/** Props of the step dialog: `step` to edit one, undefined to add one of `kind`. */
export interface FermentationStepModalProps {
  step: FermentationStep | undefined;
  /** The kind a new step starts as. */
  kind: FermentationStepKind;
  onClose: () => void;
  onSave: (step: FermentationStep) => void;
}

type StepText = Record<'name' | 'kind' | 'temperature' | 'days' | 'rampDays', string>;

const textOf = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The schema's temperature rule for a temperature typed in °F: its limits converted, in its words. */
const STEP_TEMPERATURE: TypedQuantityRule = {
  ...FERMENTATION_TEMPERATURE_RANGE,
  message: ({ min, max, unit }) => `Fermentation temperature must be between ${min} and ${max}${unit}`,
};

/** One step's dialog; mounted only while open. */
export function FermentationStepModal({ step, kind, onClose, onSave }: FermentationStepModalProps) {
  const q = useQuantities();
  const unit = q.units.temperature;
  const [values, setValues] = useState<StepText>(() => ({
    name: step?.name ?? FERMENTATION_STEP_KIND_NAMES[kind],
    kind: step?.kind ?? kind,
    temperature: quantityInputText('temperature', step?.temperature, unit),
    days: textOf(step?.days),
    rampDays: textOf(step?.rampDays),
  }));
  const [errors, setErrors] = useState<Partial<StepText>>({});
  const formId = 'fermentation-step-form';

  const change = (key: keyof StepText, value: string) =>
    setValues((current) => {
      // A name still saying the kind follows the kind.
      const follows =
        key === 'kind' &&
        (current.name.trim() === '' ||
          current.name === FERMENTATION_STEP_KIND_NAMES[current.kind as FermentationStepKind]);
      const name = follows ? FERMENTATION_STEP_KIND_NAMES[value as FermentationStepKind] : current.name;
      return { ...current, name, [key]: value };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const temperature = typedQuantity(
      'temperature',
      values.temperature,
      unit,
      STEP_TEMPERATURE,
      step?.temperature,
    );
    const result = fermentationStepSchema.safeParse({
      ...values,
      temperature: temperature.value ?? values.temperature,
      rampDays: values.rampDays.trim() === '' ? undefined : values.rampDays,
      id: step?.id ?? newIngredientId(),
    });
    const messages = stepFormMessages(result.success ? [] : result.error.issues, temperature.message, [
      'name',
      'kind',
      'id',
    ]);
    if (!result.success || messages.first !== undefined) {
      setErrors(messages.byField);
      notifyError(messages.first!);
      return;
    }
    onSave(result.data);
  };

  const text = (key: 'name' | 'temperature' | 'days' | 'rampDays', label: string, hint?: string) => (
    <TextField
      id={`${formId}-${key}`}
      label={label}
      error={errors[key]}
      {...(hint ? { hint } : {})}
      inputMode={key === 'name' ? undefined : 'decimal'}
      value={values[key]}
      onChange={(event) => change(key, event.target.value)}
    />
  );

  return (
    <FormModal
      title={step ? 'Update Fermentation Step' : 'Add Fermentation Step'}
      formId={formId}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={submit}
      formClassName={styles.form}
    >
      <SelectField
        id={`${formId}-kind`}
        label="Kind"
        value={values.kind}
        onChange={(event) => change('kind', event.target.value)}
      >
        {FERMENTATION_STEP_KINDS.map((value) => (
          <option key={value} value={value}>
            {FERMENTATION_STEP_KIND_NAMES[value]}
          </option>
        ))}
      </SelectField>
      {text('name', 'Step Name')}
      <div className={styles.pair}>
        {text('temperature', `Temperature (${q.symbol('temperature')})`)}
        {text('days', 'Days')}
      </div>
      {text(
        'rampDays',
        'Ramp days',
        'Days to reach this temperature from the step before; empty for at once.',
      )}
    </FormModal>
  );
}
