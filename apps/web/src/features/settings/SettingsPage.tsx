// /Settings (SPEC §2.6): the weight unit (oz or g), and a brewer's own units, methods and default
// equipment (issue 14). Save sends PUT /api/users/{user_id} {weightUnit} plus each preference changed,
// toasts "User updated successfully." (SPEC §8; "Preferences saved." when a preference changed) and
// merges them into the session record, so every label and value follows at once. Below it, the Account
// section: profile, password, and the user's data and sessions.

import {
  quantityLabel,
  type SettingsFormOutput,
  settingsFormSchema,
  type UserPreferences,
} from '@wortsmith/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { schemaResolver } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { usePreferences } from '../../lib/preferences';
import { useWeightUnit } from '../../lib/session';
import { AccountActions } from './AccountActions';
import { useUpdateProfile } from './mutations';
import { PasswordForm } from './PasswordForm';
import { PreferenceSelects, type SettingsValues, settingsValues } from './PreferenceSelects';
import { ProfileForm } from './ProfileForm';
import styles from './SettingsPage.module.css';

/** The settings screen. */
export function SettingsPage() {
  const unit = useWeightUnit();
  const preferences = usePreferences();
  const saved = settingsValues(unit, preferences);
  const form = useForm<SettingsValues, unknown, SettingsFormOutput>({
    resolver: schemaResolver<SettingsValues, SettingsFormOutput>(settingsFormSchema),
    defaultValues: saved,
  });
  // Preferences changed elsewhere (an account import, a method switched on the recipe screen in another
  // tab) show here too, unless the brewer is changing them in this form.
  const savedText = JSON.stringify(saved);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(savedText) as SettingsValues);
  }, [savedText, form]);
  const save = useUpdateProfile();
  const { errors, dirtyFields } = form.formState;
  const error = errors.weightUnit?.message;

  const onSubmit = form.handleSubmit(
    ({ weightUnit, ...chosen }) => {
      // The weight unit as SPEC §2.6 sends it, plus each preference the user changed.
      const changed = Object.fromEntries(
        Object.entries(chosen).filter(([key]) => dirtyFields[key as keyof UserPreferences]),
      ) as Partial<UserPreferences>;
      return save
        .mutateAsync({ weightUnit, ...changed })
        .then(() => form.reset({ ...form.getValues() }))
        .catch(() => undefined);
    },
    (invalid) => {
      const first = Object.values(invalid).find((field) => field?.message)?.message;
      if (first) notifyError(first);
    },
  );

  return (
    <>
      <PageHeader title="Settings" />
      <div className={styles.sections}>
        <form className={styles.card} onSubmit={onSubmit} noValidate>
          <SelectField
            id="settings-weight-unit"
            label="Weight Unit"
            error={error}
            hint={`Ingredient quantity inputs are labelled ${quantityLabel(unit)}.`}
            registration={form.register('weightUnit')}
          >
            <option value="oz">oz</option>
            <option value="g">g</option>
          </SelectField>
          <PreferenceSelects
            register={(name) => form.register(name)}
            errors={errors}
            defaultEquipmentId={preferences.defaultEquipmentId}
          />
          <TextField
            id="settings-wcf"
            label="Refractometer Correction (WCF)"
            inputMode="decimal"
            error={errors.wortCorrectionFactor?.message}
            hint="°Brix ÷ WCF = °Plato of wort; 1.04 unless you measured your refractometer against a hydrometer."
            registration={form.register('wortCorrectionFactor')}
          />
          <div className={styles.footer}>
            <Button type="submit" pending={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
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
