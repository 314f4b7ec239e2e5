// "Set up your brewery" (issue 30): offered once to a new account, over whichever screen it signs in to.
// The weight unit, display units, calculation methods and default equipment, the specification's
// choices preselected; "Save and start" keeps the chosen ones, "Keep these" the preselected ones. Either
// way it is not offered again (the account's setUp), and everything stays in Settings.
import {
  DEFAULT_PREFERENCES,
  type SettingsFormOutput,
  settingsFormSchema,
  type UserPreferences,
} from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { schemaResolver } from '../../lib/forms';
import { useUpdateProfile } from './mutations';
import { PreferenceSelects, type SettingsValues, settingsValues } from './PreferenceSelects';
import styles from './SettingsPage.module.css';

/** The specification's choices. */
const PRESELECTED = settingsValues('g', DEFAULT_PREFERENCES);

/** The set-up dialog of a new account; mounted while the session says it is not set up. */
export default function BrewerySetupDialog() {
  const save = useUpdateProfile();
  const form = useForm<SettingsValues, unknown, SettingsFormOutput>({
    resolver: schemaResolver<SettingsValues, SettingsFormOutput>(settingsFormSchema),
    defaultValues: PRESELECTED,
  });
  const keep = () => save.mutate({ setUp: true });
  const onSubmit = form.handleSubmit(({ weightUnit, ...chosen }) =>
    save.mutate({ weightUnit, ...(chosen as UserPreferences), setUp: true }),
  );

  return (
    <Modal
      open
      // Closing it (Escape, outside) keeps the preselected choices, as "Keep these" does.
      onOpenChange={(open) => (open ? undefined : keep())}
      title="Set up your brewery"
      description="How Wortsmith shows amounts and works out figures for you. The preselected choices are the specification's; you can change any of them later in Settings."
    >
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        <SelectField
          id="setup-weightUnit"
          label="Weight Unit"
          hint="Ingredient amounts: grams and kilograms, or ounces and pounds."
          registration={form.register('weightUnit')}
        >
          <option value="g">g</option>
          <option value="oz">oz</option>
        </SelectField>
        <PreferenceSelects
          idPrefix="setup"
          register={(name) => form.register(name)}
          errors={form.formState.errors}
          defaultEquipmentId={null}
        />
        <div className={styles.footer}>
          <Button variant="secondary" onClick={keep} disabled={save.isPending}>
            Keep these
          </Button>
          <Button type="submit" pending={save.isPending}>
            Save and start
          </Button>
        </div>
      </form>
    </Modal>
  );
}
