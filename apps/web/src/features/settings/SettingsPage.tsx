// /Settings (SPEC §2.6): the weight unit (oz or g). Save sends PUT /api/users/{user_id} {weightUnit},
// toasts "User updated successfully." and merges the unit into the session record, so every
// quantity label and amount follows at once.

import { useMutation } from '@tanstack/react-query';
import { quantityLabel, settingsSchema, type WeightUnit } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Field, fieldControlClass, fieldErrorId } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { apiRequest } from '../../lib/api';
import { schemaResolver } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { getSession, updateSession, useWeightUnit } from '../../lib/session';
import styles from './SettingsPage.module.css';

/** SPEC §7, §8 messages of the user update. */
export const SETTINGS_MESSAGES = {
  saved: 'User updated successfully.',
  failed: 'Failed to update user.',
} as const;

interface SettingsValues {
  weightUnit: string;
}

/** The settings screen. */
export function SettingsPage() {
  const unit = useWeightUnit();
  const form = useForm<SettingsValues, unknown, { weightUnit: WeightUnit }>({
    resolver: schemaResolver<SettingsValues, { weightUnit: WeightUnit }>(settingsSchema),
    defaultValues: { weightUnit: unit },
  });
  const save = useMutation({
    mutationFn: (weightUnit: WeightUnit) =>
      apiRequest<unknown>(`/api/users/${encodeURIComponent(getSession()?.user_id ?? '')}`, {
        method: 'PUT',
        body: { weightUnit },
        fallback: SETTINGS_MESSAGES.failed,
      }),
    onSuccess: (_answer, weightUnit) => {
      updateSession({ weightUnit });
      notifySuccess(SETTINGS_MESSAGES.saved);
    },
  });
  const error = form.formState.errors.weightUnit?.message;

  const onSubmit = form.handleSubmit(
    ({ weightUnit }) => save.mutateAsync(weightUnit).catch(() => undefined),
    (errors) => {
      if (errors.weightUnit?.message) notifyError(errors.weightUnit.message);
    },
  );

  return (
    <>
      <PageHeader title="Settings" />
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <Field
          id="settings-weight-unit"
          label="Weight Unit"
          error={error}
          hint={`Ingredient quantity inputs are labelled ${quantityLabel(unit)}.`}
        >
          <select
            id="settings-weight-unit"
            className={fieldControlClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId('settings-weight-unit') : undefined}
            {...form.register('weightUnit')}
          >
            <option value="oz">oz</option>
            <option value="g">g</option>
          </select>
        </Field>
        <div className={styles.footer}>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </>
  );
}
