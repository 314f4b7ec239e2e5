// Settings › Account: change the password while signed in (current, new, confirmation; SPEC §5's rule
// and messages from the core). Success toasts "Password updated successfully." (SPEC §8).
import { passwordUpdateFormSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { schemaResolver } from '../../lib/forms';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useUpdatePassword } from './mutations';
import styles from './SettingsPage.module.css';

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** The change-password form. */
export function PasswordForm() {
  const change = useUpdatePassword();
  const form = useForm<PasswordValues, unknown, PasswordValues>({
    resolver: schemaResolver<PasswordValues>(passwordUpdateFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    change
      .mutateAsync({ currentPassword, password })
      .then(() => form.reset(EMPTY))
      .catch(() => undefined),
  );

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="settings-password-title">
      <h3 className={styles.sectionTitle} id="settings-password-title">
        Password
      </h3>
      <TextField
        id="settings-current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        registration={form.register('currentPassword')}
      />
      <NewPasswordFields
        idPrefix="settings"
        passwordLabel="New Password"
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        passwordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
      />
      <div className={styles.footer}>
        <Button type="submit" disabled={change.isPending}>
          Change Password
        </Button>
      </div>
    </form>
  );
}
