// /Settings (SPEC §2.6): the weight unit (oz or g). Save sends PUT /api/users/{user_id} {weightUnit},
// toasts "User updated successfully." and merges the unit into the session record, so every
// quantity label and amount follows at once. Below it, the Account section: profile, password, and
// the user's data and sessions.

import { quantityLabel, settingsSchema, type WeightUnit } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Field, fieldControlClass, fieldErrorId } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { schemaResolver } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { useWeightUnit } from '../../lib/session';
import { AccountActions } from './AccountActions';
import { useUpdateProfile } from './mutations';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import styles from './SettingsPage.module.css';

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
  const save = useUpdateProfile();
  const error = form.formState.errors.weightUnit?.message;

  const onSubmit = form.handleSubmit(
    ({ weightUnit }) => save.mutateAsync({ weightUnit }).catch(() => undefined),
    (errors) => {
      if (errors.weightUnit?.message) notifyError(errors.weightUnit.message);
    },
  );

  return (
    <>
      <PageHeader title="Settings" />
      <div className={styles.sections}>
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
        <h2 className={styles.heading}>Account</h2>
        <ProfileForm />
        <PasswordForm />
        <AccountActions />
      </div>
    </>
  );
}
