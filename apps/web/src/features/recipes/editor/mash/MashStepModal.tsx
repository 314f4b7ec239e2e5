// The Add Mash Step / Update Mash Step dialog: name, type, temperature (°C), time (minutes) and a
// description, checked with the core's mash step schema; each message shows under its field and the
// first is toasted, as on the recipe screen.
import { MASH_STEP_TYPES, type MashStep, mashStepSchema } from '@wortsmith/core';
import { type FormEvent, useState } from 'react';
import { Button, Field, fieldControlClass, fieldErrorId, Modal } from '../../../../components';
import { notifyError } from '../../../../lib/notify';
import { newIngredientId } from '../recipe-draft';
import styles from './MashSection.module.css';

/** Props of the step dialog: `step` to edit one, undefined to add one. */
export interface MashStepModalProps {
  step: MashStep | undefined;
  onClose: () => void;
  onSave: (step: MashStep) => void;
}

type StepText = Record<'name' | 'type' | 'temperature' | 'time' | 'description', string>;

const textOf = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** One step's dialog; mounted only while open. */
export function MashStepModal({ step, onClose, onSave }: MashStepModalProps) {
  const [values, setValues] = useState<StepText>(() => ({
    name: step?.name ?? '',
    type: step?.type ?? 'Infusion',
    temperature: textOf(step?.temperature),
    time: textOf(step?.time),
    description: step?.description ?? '',
  }));
  const [errors, setErrors] = useState<Partial<StepText>>({});
  const formId = 'mash-step-form';
  const change = (key: keyof StepText, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = mashStepSchema.safeParse({ ...values, id: step?.id ?? newIngredientId() });
    if (!result.success) {
      const found: Partial<StepText> = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof StepText;
        found[key] ??= issue.message;
      }
      setErrors(found);
      notifyError(result.error.issues[0]!.message);
      return;
    }
    onSave(result.data);
  };

  const text = (key: 'name' | 'temperature' | 'time', label: string, numeric = false) => (
    <Field id={`${formId}-${key}`} label={label} error={errors[key]}>
      <input
        id={`${formId}-${key}`}
        className={fieldControlClass}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? fieldErrorId(`${formId}-${key}`) : undefined}
        inputMode={numeric ? 'decimal' : undefined}
        value={values[key]}
        onChange={(event) => change(key, event.target.value)}
      />
    </Field>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={step ? 'Update Mash Step' : 'Add Mash Step'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {text('name', 'Step Name')}
        <Field id={`${formId}-type`} label="Type">
          <select
            id={`${formId}-type`}
            className={fieldControlClass}
            value={values.type}
            onChange={(event) => change('type', event.target.value)}
          >
            {MASH_STEP_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <div className={styles.pair}>
          {text('temperature', 'Temperature (°C)', true)}
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
      </form>
    </Modal>
  );
}
