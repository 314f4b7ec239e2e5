// Settings › Account: change the password while signed in (current, new, confirmation; SPEC §5's rule
// and messages from the core). Success toasts "Password updated successfully." (SPEC §8).
import { passwordUpdateFormSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../lib/forms';
import { AccountFormField } from '../auth/AccountField';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { useUpdatePassword } from './mutations';
import { SettingsFormCard } from './SettingsFormCard';

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
  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    change
      .mutateAsync({ currentPassword, password })
      .then(() => form.reset(EMPTY))
      .catch(() => undefined),
  );

  return (
    <SettingsFormCard
      id="settings-password-title"
      title="Password"
      onSubmit={onSubmit}
      submitLabel="Change Password"
      pending={change.isPending}
    >
      <AccountFormField form={form} field="currentPassword" id="settings-current-password" />
      <NewPasswordFields form={form} idPrefix="settings" passwordLabel="New Password" />
    </SettingsFormCard>
  );
}
