// The Add Mash Step / Update Mash Step dialog: name, type, temperature (in the brewer's unit), time (minutes) and a
// description, checked with the core's mash step schema; each message shows under its field and the
// first is toasted, as on the recipe screen.
import {
  MASH_STEP_TYPES,
  type MashStep,
  mashStepSchema,
  quantityInputText,
  type TypedQuantityRule,
  typedQuantity,
  unitSymbol,
} from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { Field, FormModal, fieldControlClass, SelectField, TextField } from '../../../../components';
import { notifyError } from '../../../../lib/notify';
import { useDisplayUnits } from '../../../../lib/preferences';
import { newIngredientId } from '../recipe-draft';
import { stepFormMessages } from '../step-list';
import styles from './MashSection.module.css';

/** Props of the step dialog: `step` to edit one, undefined to add one. */
export interface MashStepModalProps {
  step: MashStep | undefined;
  onClose: () => void;
  onSave: (step: MashStep) => void;
}

type StepText = Record<'name' | 'type' | 'temperature' | 'time' | 'description', string>;

const textOf = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/**
 * The step temperature's rule (SPEC: 0 to 100 °C), for a temperature typed in °F: the same limits
 * converted, stated as SPEC states them ("between 32 and 212°F").
 */
const STEP_TEMPERATURE: TypedQuantityRule = {
  min: 0,
  max: 100,
  message: ({ min, max, unit }) => `Step temperature must be between ${min} and ${max}${unit}`,
};

/** One step's dialog; mounted only while open. */
export function MashStepModal({ step, onClose, onSave }: MashStepModalProps) {
  const temperatureUnit = useDisplayUnits().temperature;
  const [values, setValues] = useState<StepText>(() => ({
    name: step?.name ?? '',
    type: step?.type ?? 'Infusion',
    temperature: quantityInputText('temperature', step?.temperature, temperatureUnit),
    time: textOf(step?.time),
    description: step?.description ?? '',
  }));
  const [errors, setErrors] = useState<Partial<StepText>>({});
  const formId = 'mash-step-form';
  const change = (key: keyof StepText, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const temperature = typedQuantity(
      'temperature',
      values.temperature,
      temperatureUnit,
      STEP_TEMPERATURE,
      step?.temperature,
    );
    const result = mashStepSchema.safeParse({
      ...values,
      temperature: temperature.value ?? values.temperature,
      id: step?.id ?? newIngredientId(),
    });
    const messages = stepFormMessages(result.success ? [] : result.error.issues, temperature.message, [
      'name',
      'type',
      'id',
    ]);
    if (!result.success || messages.first !== undefined) {
      setErrors(messages.byField);
      notifyError(messages.first!);
      return;
    }
    onSave(result.data);
  };

  const text = (key: 'name' | 'temperature' | 'time', label: string, numeric = false) => (
    <TextField
      id={`${formId}-${key}`}
      label={label}
      error={errors[key]}
      inputMode={numeric ? 'decimal' : undefined}
      value={values[key]}
      onChange={(event) => change(key, event.target.value)}
    />
  );

  return (
    <FormModal
      title={step ? 'Update Mash Step' : 'Add Mash Step'}
      formId={formId}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={submit}
      formClassName={styles.form}
    >
      {text('name', 'Step Name')}
      <SelectField
        id={`${formId}-type`}
        label="Type"
        value={values.type}
        onChange={(event) => change('type', event.target.value)}
        options={MASH_STEP_TYPES}
      />
      <div className={styles.pair}>
        {text('temperature', `Temperature (${unitSymbol('temperature', temperatureUnit)})`, true)}
        {text('time', 'Time (minutes)', true)}
      </div>
      <Field id={`${formId}-description`} label="Description">
        <textarea
          id={`${formId}-description`}
          className={fieldControlClass}
          rows={3}
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
        />
      </Field>
    </FormModal>
  );
}
