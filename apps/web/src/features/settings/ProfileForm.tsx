// Settings › Account: the display name and brewery (PUT /api/users/{id}), validated with the core's
// profile schema (the registration messages).
import { profileFormSchema } from '@wortsmith/core';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../lib/forms';
import { useSession } from '../../lib/session';
import { AccountFormField } from '../auth/AccountField';
import { useUpdateProfile } from './mutations';
import { SettingsFormCard } from './SettingsFormCard';

interface ProfileValues {
  name: string;
  brewery: string;
}

/** The profile form. */
export function ProfileForm() {
  const session = useSession();
  const save = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, { name: string; brewery?: string | null }>({
    resolver: schemaResolver<ProfileValues, { name: string; brewery?: string | null }>(profileFormSchema),
    defaultValues: { name: session?.name ?? '', brewery: session?.brewery ?? '' },
  });
  const onSubmit = form.handleSubmit(({ name, brewery }) =>
    save.mutateAsync({ name, brewery: brewery ?? null }).catch(() => undefined),
  );

  return (
    <SettingsFormCard
      id="settings-profile-title"
      title="Profile"
      onSubmit={onSubmit}
      submitLabel="Update profile"
      pending={save.isPending}
    >
      <AccountFormField form={form} field="name" id="settings-name" />
      <AccountFormField form={form} field="brewery" id="settings-brewery" />
    </SettingsFormCard>
  );
}
